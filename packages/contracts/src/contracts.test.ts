import { sha256 } from 'js-sha256';
import { describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from './messages/common.js';
import { SYSTEM_MESSAGES } from './messages/system.js';
import { ORGANISATION_MESSAGES } from './messages/organisation.js';
import { STUDENTS_MESSAGES } from './messages/students.js';
import { FILES_MESSAGES } from './messages/files.js';
import { QUESTIONS_MESSAGES } from './messages/questions.js';
import { PAPERS_MESSAGES } from './messages/papers.js';
import { PUBLICATIONS_MESSAGES } from './messages/publications.js';
import { ATTEMPTS_MESSAGES } from './messages/attempts.js';
import { LIVE_MESSAGES } from './messages/live.js';
import { MARKING_MESSAGES } from './messages/marking.js';
import { ANALYSIS_MESSAGES } from './messages/analysis.js';
import {
  addUserBody,
  bindRoleWithPermissionBody,
  buildPermissionTree,
  CONSOLE_ROUTES,
  type ConsoleRoute,
  filterRoutes,
  formatIssueForField,
  formatIssues,
  hashPasswordForTransport,
  idList,
  interpolate,
  LANGS,
  loginForm,
  MESSAGES,
  optionalFilter,
  type PermissionRecord,
  pickLang,
  routeTrail,
  stringList,
  translate,
  TRANSPORT_HASH_PATTERN,
} from './index.js';

const names = (routes: readonly ConsoleRoute[]) => routes.map((route) => route.name);
const find = (routes: readonly ConsoleRoute[], name: string) => routes.find((route) => route.name === name);
const PUBLISH_KEYS = ['PUBLISH-MANAGE', 'EXAM-MANAGE', 'EXAM-INSTRUCTION', 'PUBLISHMANAGE', 'MARKINGPAPERS'];

describe('filterRoutes', () => {
  it('shows SUPER_ADMIN every route, unchanged', () => {
    expect(filterRoutes(CONSOLE_ROUTES, { roles: ['SUPER_ADMIN'], permissions: [] })).toEqual(CONSOLE_ROUTES);
  });

  it('shows routes without a permission list to everyone', () => {
    const routes = filterRoutes(CONSOLE_ROUTES, { roles: [], permissions: [] });
    expect(names(routes)).toEqual([
      'Dashboard',
      'Profile',
      'Icons',
      'Kaoshi',
      'KaoshiIndex',
      'KaoshiRegistration',
      'KaoshiLearning',
      'KaoshiCertificates',
      'KaoshiTicket',
      'KaoshiAssessment',
      'Messages',
      'KaoshiMessages',
    ]);
  });

  it('needs role SUPER as well as the permission for /examPublishManage', () => {
    expect(find(filterRoutes(CONSOLE_ROUTES, { roles: ['TEACHER'], permissions: PUBLISH_KEYS }), 'ExamPublishManage')).toBeUndefined();
    expect(find(filterRoutes(CONSOLE_ROUTES, { roles: ['SUPER'], permissions: [] }), 'ExamPublishManage')).toBeUndefined();
    const publisher = find(filterRoutes(CONSOLE_ROUTES, { roles: ['SUPER'], permissions: PUBLISH_KEYS }), 'ExamPublishManage');
    expect(publisher?.path).toBe('/examPublishManage');
    expect(names(publisher!.children!)).toEqual(['ExamManage', 'ExamInstruction', 'PublishManage', 'ExaminationSituation']);
  });

  it('keeps only the visible children, and drops a parent with none', () => {
    expect(find(filterRoutes(CONSOLE_ROUTES, { roles: [], permissions: ['SYSTEM'] }), 'System')).toBeUndefined();
    expect(find(filterRoutes(CONSOLE_ROUTES, { roles: [], permissions: ['SYSTEM-USER'] }), 'System')).toBeUndefined();
    const system = find(filterRoutes(CONSOLE_ROUTES, { roles: [], permissions: ['SYSTEM', 'SYSTEM-ROLE'] }), 'System');
    expect(names(system!.children!)).toEqual(['RoleManage']);
    expect(find(CONSOLE_ROUTES, 'System')!.children).toHaveLength(4);
  });

  it('shows the audit log only to a SUPER or SUPER_ADMIN who holds SYSTEM-USER', () => {
    const system = (roles: string[]) => find(filterRoutes(CONSOLE_ROUTES, { roles, permissions: ['SYSTEM', 'SYSTEM-USER'] }), 'System');
    expect(names(system([])!.children!)).toEqual(['UserManage']);
    expect(names(system(['SUPER'])!.children!)).toEqual(['UserManage', 'AuditLog']);
  });

  it('keeps the hidden flag and the other meta of the routes it returns', () => {
    const routes = filterRoutes(CONSOLE_ROUTES, { roles: ['STUDENT'], permissions: ['STUDENT-EXAM'] });
    expect(names(routes)).toEqual([
      'Dashboard',
      'Profile',
      'Icons',
      'ExamStudent',
      'SocketA',
      'Kaoshi',
      'KaoshiIndex',
      'KaoshiRegistration',
      'KaoshiLearning',
      'KaoshiCertificates',
      'KaoshiTicket',
      'KaoshiAssessment',
      'Messages',
      'KaoshiMessages',
    ]);
    expect(find(routes, 'SocketA')).toMatchObject({ hidden: true, noCache: true });
    expect(find(routes, 'Dashboard')).toMatchObject({ affix: true });
    const school = find(filterRoutes(CONSOLE_ROUTES, { roles: [], permissions: ['SCHOOL', 'SCHOOL-CLASSMANAGE'] }), 'School');
    expect(school).toMatchObject({ alwaysShow: true, icon: 'bank' });
  });

  it('does not change the table it filters', () => {
    const before = JSON.parse(JSON.stringify(CONSOLE_ROUTES)) as ConsoleRoute[];
    filterRoutes(CONSOLE_ROUTES, { roles: [], permissions: ['SYSTEM', 'SYSTEM-USER'] });
    expect(CONSOLE_ROUTES).toEqual(before);
  });
});

describe('routeTrail', () => {
  it('gives the chain from the top of the table down to a path', () => {
    expect(names(routeTrail(CONSOLE_ROUTES, '/system/roleManage'))).toEqual(['System', 'RoleManage']);
    expect(names(routeTrail(CONSOLE_ROUTES, '/dashboard'))).toEqual(['Dashboard']);
    expect(routeTrail(CONSOLE_ROUTES, '/nowhere')).toEqual([]);
    const deep: ConsoleRoute[] = [
      { path: '/a', name: 'A', children: [{ path: '/a/b', name: 'B', children: [{ path: '/a/b/c', name: 'C' }] }] },
    ];
    expect(names(routeTrail(deep, '/a/b/c'))).toEqual(['A', 'B', 'C']);
  });
});

describe('languages and messages', () => {
  it('picks the first supported language from Accept-Language, English otherwise', () => {
    expect(pickLang('zh-CN,zh;q=0.9')).toBe('zh');
    expect(pickLang('fr')).toBe('en');
    expect(pickLang(undefined)).toBe('en');
    expect(pickLang(null)).toBe('en');
    expect(pickLang('fr-FR, es;q=0.8')).toBe('es');
    expect(pickLang('JA-jp')).toBe('ja');
  });

  it('fills in message parameters and leaves unknown ones visible', () => {
    expect(translate('en', 'roleInUse', { name: 'Busy', count: 2 })).toBe(
      'The role "Busy" is still bound to 2 user(s). Unbind them first.',
    );
    expect(translate('zh', 'usernameTaken', { username: 'bob' })).toBe('用户名“bob”已被使用。');
    expect(translate('en', 'userNotFound')).toBe('User {id} does not exist.');
    expect(interpolate('{a}+{a}={b}', { a: 1, b: 2 })).toBe('1+1=2');
  });

  it('never defines one key in two areas (the later one would silently replace the earlier text)', () => {
    const areas = {
      COMMON_MESSAGES,
      SYSTEM_MESSAGES,
      ORGANISATION_MESSAGES,
      STUDENTS_MESSAGES,
      FILES_MESSAGES,
      QUESTIONS_MESSAGES,
      PAPERS_MESSAGES,
      PUBLICATIONS_MESSAGES,
      ATTEMPTS_MESSAGES,
      LIVE_MESSAGES,
      MARKING_MESSAGES,
      ANALYSIS_MESSAGES,
    };
    const seen = new Map<string, string>();
    for (const [area, catalogue] of Object.entries(areas)) {
      for (const key of Object.keys(catalogue)) {
        expect(seen.get(key), `${key} is in ${seen.get(key)} and ${area}`).toBeUndefined();
        seen.set(key, area);
      }
    }
  });

  it('has every message in all four languages with the same parameters', () => {
    const params = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, texts] of Object.entries(MESSAGES)) {
      for (const lang of LANGS) {
        expect(texts[lang].length, `${key}.${lang}`).toBeGreaterThan(0);
        expect(params(texts[lang]), `${key}.${lang}`).toEqual(params(texts.en));
      }
    }
  });
});

describe('formatIssues', () => {
  const failure = loginForm.safeParse({ username: ' ', password: 'plain', verifyCode: 'abc', captchaKey: 'k', userType: 5 });

  it('describes each failing field of a real parse in each language', () => {
    expect(failure.success).toBe(false);
    const issues = failure.error!.issues;
    expect(formatIssues(issues, 'en')).toBe('username is required; password has an invalid format; userType must be at most 2');
    expect(formatIssues(issues, 'zh')).toBe('username 为必填项; password 格式不正确; userType 不能大于 2');
    expect(formatIssues(issues, 'es')).toBe(
      'username es obligatorio; password tiene un formato no válido; userType debe ser como máximo 2',
    );
    expect(formatIssues(issues, 'ja')).toBe('username は必須です; password の形式が正しくありません; userType は 2 以下にしてください');
  });

  it('names formats, lengths, list items and wrong types', () => {
    const user = addUserBody.safeParse(
      { username: 'x'.repeat(40), nickName: 'N', userType: 1, email: 'not-mail', roleIds: ['x'] },
      { reportInput: true },
    );
    expect(formatIssues(user.error!.issues, 'en')).toBe(
      'username must be at most 32 characters; email is not a valid email; roleIds.0 must be a number',
    );
    expect(formatIssueForField(user.error!.issues[1]!, 'en')).toBe('is not a valid email');
    const missing = addUserBody.safeParse({ nickName: 'N', userType: 1 }, { reportInput: true });
    expect(formatIssues(missing.error!.issues, 'en')).toBe('username is required');
  });
});

describe('hashPasswordForTransport', () => {
  it('sends 64 lowercase hex characters, the same every time', () => {
    const hash = hashPasswordForTransport('123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toMatch(TRANSPORT_HASH_PATTERN);
    expect(hashPasswordForTransport('123456')).toBe(hash);
    expect(hash).toBe('73f18ffc97d844afb9433612318b54b18d514c964e495c02d83540dd0457b7eb');
  });

  it('is salted with the product suffix, not a plain sha256 of the password', () => {
    expect(hashPasswordForTransport('123456')).not.toBe(sha256('123456'));
    expect(hashPasswordForTransport('123456')).not.toBe(hashPasswordForTransport('1234567'));
  });
});

describe('buildPermissionTree', () => {
  const record = (permissionId: number, parentId: number | null, sort: number): PermissionRecord => ({
    permissionId,
    parentId,
    sort,
    permissionKey: `P${permissionId}`,
    name: `P${permissionId}`,
    type: 0,
    linkType: 0,
    url: '',
    builtIn: 0,
  });

  it('nests children under parents, ordered by sort then id at every level', () => {
    const records = [
      record(5, null, 1),
      record(2, null, 0),
      record(3, 2, 2),
      record(4, 2, 1),
      record(6, 2, 1),
      record(1, null, 1),
      record(7, 4, 0),
    ];
    const tree = buildPermissionTree(records);
    expect(tree.map((node) => node.permissionId)).toEqual([2, 1, 5]);
    expect(tree[0]!.children.map((node) => node.permissionId)).toEqual([4, 6, 3]);
    expect(tree[0]!.children[0]!.children.map((node) => node.permissionId)).toEqual([7]);
    expect(tree[1]!.children).toEqual([]);
    expect(records[0]).not.toHaveProperty('children');
  });

  it('puts a record whose parent is missing at the top level', () => {
    expect(buildPermissionTree([record(1, 99, 0)]).map((node) => node.permissionId)).toEqual([1]);
  });
});

describe('form lists', () => {
  it('reads id lists from a comma string, repeated fields or nothing', () => {
    expect(idList.parse('1,2')).toEqual([1, 2]);
    expect(idList.parse(['1', '2'])).toEqual([1, 2]);
    expect(idList.parse('')).toEqual([]);
    expect(idList.parse(undefined)).toEqual([]);
    expect(idList.parse('7')).toEqual([7]);
    expect(idList.parse([3, '4,5'])).toEqual([3, 4, 5]);
    expect(idList.parse('1,,2')).toEqual([1, 2]);
    for (const bad of ['a', '0', '-1', '1.5']) expect(idList.safeParse(bad).success, bad).toBe(false);
  });

  it('reads string lists the same way, trimmed', () => {
    expect(stringList.parse('TEACHER,SUPER')).toEqual(['TEACHER', 'SUPER']);
    expect(stringList.parse([' TEACHER ', 'SUPER'])).toEqual(['TEACHER', 'SUPER']);
    expect(stringList.parse('')).toEqual([]);
    expect(stringList.parse(' , ')).toEqual([]);
  });

  it('coerces a whole form body', () => {
    expect(bindRoleWithPermissionBody.parse({ roleId: '3', permissionIds: ['1', '2'] })).toEqual({ roleId: 3, permissionIds: [1, 2] });
    expect(optionalFilter.parse('   ')).toBeUndefined();
    expect(optionalFilter.parse(' ab ')).toBe('ab');
  });
});
