import {
  API,
  BUILT_IN_ROLE_TEXT,
  FORMER_BUILT_IN_DESCRIPTIONS,
  type Paged,
  type PermissionKey,
  PERMISSION_KEYS,
  type RoleRecord,
  SEEDED_ROLE_PERMISSIONS,
  STATUS,
  translate,
} from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRole,
  createUser,
  form,
  permissionIdsByKey,
  type PermissionIds,
  roleIdsByKey,
  type RoleIds,
  signedInUserWith,
  withQuery,
} from '../../test/fixtures.js';
import { seedReferenceData } from '../../seed/seed.js';
import { DATABASES, startTestApp, type TestApp } from '../../test/harness.js';

describe.each(DATABASES)('roles on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let teacher: string;
  let role: RoleIds;
  let perm: PermissionIds;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login('admin');
    teacher = await t.login('teacher');
    role = await roleIdsByKey(t, admin);
    perm = await permissionIdsByKey(t, admin);
  });
  afterAll(() => t.close());

  const list = (query: Record<string, string | number> = {}) =>
    t.call<Paged<RoleRecord>>({ method: 'GET', url: withQuery(API.listRole, query), token: admin });
  const keysOf = async (query: Record<string, string | number>) =>
    (await list({ limit: 500, ...query })).body.data.list.map((r) => r.roleKey);
  const getRole = (id: number | string) => t.call<RoleRecord>({ method: 'GET', url: `${API.getRoleById}/${id}`, token: admin });
  const addRole = (payload: Record<string, unknown>) => t.call<RoleRecord>({ method: 'POST', url: API.addRole, token: admin, payload });
  const updateRole = (payload: Record<string, unknown>) =>
    t.call<RoleRecord>({ method: 'PUT', url: API.updateRole, token: admin, payload });
  const deleteRole = (id: number, token = admin) => t.call({ method: 'DELETE', url: `${API.deleteRole}/${id}`, token });
  const refPermissions = (id: number) => t.call<number[]>({ method: 'GET', url: `${API.listRoleRefPermission}/${id}`, token: admin });
  const bind = (roleId: number, permissionIds: number[], token = admin) =>
    t.call<number[]>({ method: 'POST', url: API.bindRoleWithPermission, token, payload: { roleId, permissionIds } });
  const bindForm = (fields: Parameters<typeof form>[0]) =>
    t.call<number[]>({ method: 'POST', url: API.bindRoleWithPermission, token: admin, ...form(fields) });
  /** A null token calls anonymously. */
  const keysByRoles = (roles: string | string[], token: string | null = admin) =>
    t.call<string[]>({ method: 'POST', url: API.listPermissionKeysByRoles, token: token ?? undefined, ...form({ roles }) });
  const idsOf = (keys: readonly PermissionKey[]) => keys.map((key) => perm[key]).sort((a, b) => a - b);

  describe('listRole', () => {
    it('lists the built-in roles in id order with their user counts, page by page', async () => {
      const { body } = await list();
      expect(body.status).toBe(STATUS.OK);
      expect(body.data.total).toBe(4);
      expect(body.data.list.map((r) => [r.roleKey, r.builtIn, r.userCount])).toEqual([
        ['SUPER_ADMIN', 1, 1],
        ['SUPER', 1, 1],
        ['TEACHER', 1, 1],
        ['STUDENT', 1, 1],
      ]);
      const second = await list({ page: 2, limit: 3 });
      expect(second.body.data).toMatchObject({ total: 4, list: [{ roleKey: 'STUDENT' }] });
      expect((await list({ page: 3, limit: 2 })).body.data).toEqual({ list: [], total: 4 });
    });

    it('filters by key and name, case-insensitively and with _ taken literally', async () => {
      expect(await keysOf({ roleKey: 'teach' })).toEqual(['TEACHER']);
      expect(await keysOf({ roleName: 'STUDENT' })).toEqual(['STUDENT']);
      expect(await keysOf({ roleKey: '_' })).toEqual(['SUPER_ADMIN']);
      const filtered = await list({ roleKey: 'SUPER', limit: 1 });
      expect(filtered.body.data.total).toBe(2);
      expect(filtered.body.data.list.map((r) => r.roleKey)).toEqual(['SUPER_ADMIN']);
    });

    it('counts the users bound to a role', async () => {
      await createUser(t, admin, { username: 'counted', roleKeys: ['TEACHER', 'STUDENT'] });
      const counts = Object.fromEntries((await list()).body.data.list.map((r) => [r.roleKey, r.userCount]));
      expect(counts).toMatchObject({ TEACHER: 2, STUDENT: 2, SUPER: 1 });
      expect((await getRole(role.TEACHER)).body.data.userCount).toBe(2);
    });
  });

  describe('addRole and getRoleById', () => {
    it('creates a custom role and reads it back', async () => {
      const { body } = await addRole({ roleKey: 'AUDITOR', roleName: 'Auditor', description: 'Reads reports' });
      expect(body.status).toBe(STATUS.OK);
      expect(body.data).toMatchObject({ roleKey: 'AUDITOR', roleName: 'Auditor', description: 'Reads reports', builtIn: 0, userCount: 0 });
      expect((await getRole(body.data.roleId)).body.data).toEqual(body.data);
      expect(await keysOf({ roleKey: 'AUDITOR' })).toEqual(['AUDITOR']);
    });

    it('refuses a duplicate key with 40900', async () => {
      const { body } = await addRole({ roleKey: 'TEACHER', roleName: 'Another teacher' });
      expect(body.status).toBe(STATUS.CONFLICT);
      expect(body.message).toBe(translate('en', 'roleKeyTaken', { roleKey: 'TEACHER' }));
      const racing = await Promise.all([1, 2, 3, 4].map(() => addRole({ roleKey: 'RACER', roleName: 'Racer' })));
      expect(racing.map((r) => r.body.status).sort()).toEqual([STATUS.OK, STATUS.CONFLICT, STATUS.CONFLICT, STATUS.CONFLICT]);
      expect(await keysOf({ roleKey: 'RACER' })).toEqual(['RACER']);
    });

    it('refuses a badly formed key or missing name with 40000 and creates nothing', async () => {
      const before = (await list()).body.data.total;
      for (const payload of [
        { roleKey: 'auditor2', roleName: 'x' },
        { roleKey: 'A', roleName: 'x' },
        { roleKey: 'A-B', roleName: 'x' },
        { roleKey: '1ABC', roleName: 'x' },
        { roleKey: `A${'B'.repeat(32)}`, roleName: 'x' },
        { roleKey: 'NONAME' },
      ]) {
        const { httpStatus, body } = await addRole(payload);
        expect(httpStatus).toBe(400);
        expect(body.status).toBe(STATUS.BAD_REQUEST);
      }
      expect((await list()).body.data.total).toBe(before);
    });

    it('answers 40400 for an unknown role and 40000 for a bad id', async () => {
      expect((await getRole(role.TEACHER)).body.data).toMatchObject({ roleKey: 'TEACHER', builtIn: 1 });
      const missing = await getRole(999999);
      expect(missing.body.status).toBe(STATUS.NOT_FOUND);
      expect(missing.body.message).toBe(translate('en', 'roleNotFound', { id: 999999 }));
      expect((await getRole('abc')).body.status).toBe(STATUS.BAD_REQUEST);
    });
  });

  describe('updateRole', () => {
    it("keeps a built-in role's key but lets its name change", async () => {
      const rekey = await updateRole({ roleId: role.TEACHER, roleKey: 'TUTOR', roleName: 'Teacher' });
      expect(rekey.body.status).toBe(STATUS.CONFLICT);
      expect(rekey.body.message).toBe(translate('en', 'builtInRole', { roleKey: 'TEACHER' }));
      const renamed = await updateRole({ roleId: role.TEACHER, roleKey: 'TEACHER', roleName: 'Instructor', description: 'Teaches' });
      expect(renamed.body.status).toBe(STATUS.OK);
      expect((await getRole(role.TEACHER)).body.data).toMatchObject({ roleKey: 'TEACHER', roleName: 'Instructor', description: 'Teaches' });
    });

    it('re-keys a custom role, but not onto a taken key', async () => {
      const { roleId } = (await addRole({ roleKey: 'DRAFT', roleName: 'Draft' })).body.data;
      const rekeyed = await updateRole({ roleId, roleKey: 'FINAL', roleName: 'Final' });
      expect(rekeyed.body.data).toMatchObject({ roleKey: 'FINAL', roleName: 'Final' });
      const taken = await updateRole({ roleId, roleKey: 'SUPER', roleName: 'Final' });
      expect(taken.body.status).toBe(STATUS.CONFLICT);
      expect((await getRole(roleId)).body.data.roleKey).toBe('FINAL');
      expect((await updateRole({ roleId: 999999, roleKey: 'GHOST', roleName: 'Ghost' })).body.status).toBe(STATUS.NOT_FOUND);
    });
  });

  describe('deleteRole', () => {
    it('refuses to delete a built-in role', async () => {
      const { body } = await deleteRole(role.STUDENT);
      expect(body.status).toBe(STATUS.CONFLICT);
      expect(body.message).toBe(translate('en', 'builtInRole', { roleKey: 'STUDENT' }));
      expect((await getRole(role.STUDENT)).body.status).toBe(STATUS.OK);
    });

    it('refuses to delete a role still bound to users, naming it and the count', async () => {
      const { roleId } = (await addRole({ roleKey: 'IN_USE', roleName: 'Busy role' })).body.data;
      const users = [
        await createUser(t, admin, { username: 'busy1', roleKeys: ['IN_USE'] }),
        await createUser(t, admin, { username: 'busy2', roleKeys: ['IN_USE'] }),
      ];
      const { body } = await deleteRole(roleId);
      expect(body.status).toBe(STATUS.CONFLICT);
      expect(body.message).toBe('The role "Busy role" is still bound to 2 user(s). Unbind them first.');
      for (const { userId } of users) {
        await t.call({ method: 'POST', url: API.bindUserWithRole, token: admin, payload: { userId, roleIds: [] } });
      }
      expect((await deleteRole(roleId)).body.status).toBe(STATUS.OK);
    });

    it('deletes an unbound custom role together with its permission bindings', async () => {
      const roleId = await createRole(t, admin, 'DOOMED', ['COURSE', 'STUDENT']);
      expect((await deleteRole(roleId)).body.status).toBe(STATUS.OK);
      expect((await getRole(roleId)).body.status).toBe(STATUS.NOT_FOUND);
      expect(Object.keys(await roleIdsByKey(t, admin))).not.toContain('DOOMED');
      expect((await deleteRole(roleId)).body.status).toBe(STATUS.NOT_FOUND);
    });
  });

  describe('role permissions', () => {
    it('starts TEACHER and STUDENT with their seeded keys and no SYSTEM key', async () => {
      expect((await refPermissions(role.TEACHER)).body.data).toEqual(idsOf(SEEDED_ROLE_PERMISSIONS.TEACHER));
      expect((await refPermissions(role.STUDENT)).body.data).toEqual([perm['STUDENT-EXAM']]);
      const teacherKeys = (await keysByRoles('TEACHER')).body.data;
      expect([...teacherKeys].sort()).toEqual([...SEEDED_ROLE_PERMISSIONS.TEACHER].sort());
      expect(teacherKeys.filter((key) => key.startsWith('SYSTEM'))).toEqual([]);
      expect((await keysByRoles('STUDENT')).body.data).toEqual(['STUDENT-EXAM']);
      expect((await refPermissions(999999)).body.status).toBe(STATUS.NOT_FOUND);
    });

    it("replaces a role's permissions from a form body or JSON", async () => {
      const { roleId } = (await addRole({ roleKey: 'BINDER', roleName: 'Binder' })).body.data;
      const [a, b, c] = [perm.COURSE, perm['KNOW-CAPTER'], perm['EXAM-QUESTION']];
      const viaForm = await bindForm({ roleId, permissionIds: [b, a] });
      expect(viaForm.body.status).toBe(STATUS.OK);
      expect(viaForm.body.data).toEqual([a, b].sort((x, y) => x - y));
      expect((await refPermissions(roleId)).body.data).toEqual([a, b].sort((x, y) => x - y));
      expect((await bind(roleId, [c])).body.data).toEqual([c]);
      expect((await keysByRoles('BINDER')).body.data).toEqual(['EXAM-QUESTION']);
      const missing = await bind(roleId, [a, 999999]);
      expect(missing.body.status).toBe(STATUS.NOT_FOUND);
      expect(missing.body.message).toBe(translate('en', 'permissionsNotFound', { ids: '999999' }));
      expect((await refPermissions(roleId)).body.data).toEqual([c]);
      const cleared = await bindForm({ roleId, permissionIds: '' });
      expect(cleared.body.data).toEqual([]);
      expect((await bind(999999, [a])).body.status).toBe(STATUS.NOT_FOUND);
    });

    it('applies new permissions to a signed-in holder at once', async () => {
      const holder = await signedInUserWith(t, admin, 'late_bloomer', []);
      const rolesForSelect = () => t.call({ method: 'GET', url: API.listAllRolesForSelect, token: holder.token });
      expect((await rolesForSelect()).body.status).toBe(STATUS.FORBIDDEN);
      await bind(holder.roleId, [perm.SYSTEM, perm['SYSTEM-USER']]);
      expect((await rolesForSelect()).body.status).toBe(STATUS.OK);
    });

    it('keeps a role manager from changing their own role or SUPER_ADMIN', async () => {
      const manager = await signedInUserWith(t, admin, 'role_manager', ['SYSTEM', 'SYSTEM-ROLE']);
      const own = await bind(
        manager.roleId,
        PERMISSION_KEYS.map((key) => perm[key]),
        manager.token,
      );
      expect(own.body.status).toBe(STATUS.FORBIDDEN);
      expect(own.body.message).toBe(translate('en', 'superAdminOnly'));
      expect((await bind(role.SUPER_ADMIN, [perm.COURSE], manager.token)).body.status).toBe(STATUS.FORBIDDEN);
      expect((await refPermissions(manager.roleId)).body.data).toEqual(idsOf(['SYSTEM', 'SYSTEM-ROLE']));
      const { roleId } = (await addRole({ roleKey: 'MANAGED', roleName: 'Managed' })).body.data;
      expect((await bind(roleId, [perm.SYSTEM], manager.token)).body.data).toEqual([perm.SYSTEM]);
      // A permission the manager lacks is refused (roles/grants.ts).
      expect((await bind(roleId, [perm.SYSTEM, perm.COURSE], manager.token)).body.status).toBe(STATUS.FORBIDDEN);
    });
  });

  describe('listAllRolesForSelect', () => {
    it('serves holders of SYSTEM-USER or SYSTEM-ROLE, and refuses a teacher', async () => {
      const userManager = await signedInUserWith(t, admin, 'select_users', ['SYSTEM', 'SYSTEM-USER']);
      const roleManager = await signedInUserWith(t, admin, 'select_roles', ['SYSTEM', 'SYSTEM-ROLE']);
      for (const token of [admin, userManager.token, roleManager.token]) {
        const { body } = await t.call<{ roleId: number; roleKey: string; roleName: string }[]>({
          method: 'GET',
          url: API.listAllRolesForSelect,
          token,
        });
        expect(body.status).toBe(STATUS.OK);
        expect(body.data.slice(0, 4).map((r) => r.roleKey)).toEqual(['SUPER_ADMIN', 'SUPER', 'TEACHER', 'STUDENT']);
        expect(Object.keys(body.data[0]!).sort()).toEqual(['roleId', 'roleKey', 'roleName']);
      }
      expect((await t.call({ method: 'GET', url: API.listAllRolesForSelect, token: teacher })).body.status).toBe(STATUS.FORBIDDEN);
      expect((await t.call({ method: 'GET', url: API.listAllRolesForSelect })).body.status).toBe(STATUS.TOKEN_INVALID);
    });
  });

  describe('listPermissionKeysByRoles', () => {
    it('lets a teacher read the keys of their own role only', async () => {
      const own = await keysByRoles('TEACHER', teacher);
      expect(own.body.status).toBe(STATUS.OK);
      expect([...own.body.data].sort()).toEqual([...SEEDED_ROLE_PERMISSIONS.TEACHER].sort());
      for (const roles of ['SUPER', 'TEACHER,SUPER', 'SUPER_ADMIN']) {
        const { body } = await keysByRoles(roles, teacher);
        expect(body.status, roles).toBe(STATUS.FORBIDDEN);
        expect(body.message).toBe(translate('en', 'rolesNotOwned'));
      }
      expect((await keysByRoles('TEACHER')).body.status).toBe(STATUS.OK);
      expect((await keysByRoles('TEACHER', null)).body.status).toBe(STATUS.TOKEN_INVALID);
    });

    it('gives SUPER_ADMIN every permission key, and lets an administrator read any role', async () => {
      const all = (await keysByRoles('SUPER_ADMIN')).body.data;
      expect([...all].sort()).toEqual(Object.keys(await permissionIdsByKey(t, admin)).sort());
      expect(all).toEqual(expect.arrayContaining(PERMISSION_KEYS));
      const both = await keysByRoles(['TEACHER', 'STUDENT']);
      expect([...both.body.data].sort()).toEqual([...SEEDED_ROLE_PERMISSIONS.TEACHER, 'STUDENT-EXAM'].sort());
      expect((await keysByRoles('SUPER')).body.data.some((key) => key.startsWith('SYSTEM'))).toBe(false);
      expect((await keysByRoles('')).body.data).toEqual([]);
    });
  });

  it('describes the built-in roles truly, and rewrites a description the seed once wrote on the next start', async () => {
    const teacherRole = (await list({ roleKey: 'TEACHER' })).body.data.list.find((r) => r.roleKey === 'TEACHER')!;
    const publisher = (await list({ roleKey: 'SUPER' })).body.data.list.find((r) => r.roleKey === 'SUPER')!;
    expect(publisher.description).not.toMatch(/spec/i);
    // An installation seeded before: the old promise is replaced, an administrator's own words are kept.
    await t.app.db
      .updateTable('roles')
      .set({ description: FORMER_BUILT_IN_DESCRIPTIONS.TEACHER! })
      .where('roleKey', '=', 'TEACHER')
      .execute();
    await t.app.db.updateTable('roles').set({ description: 'Our own words' }).where('roleKey', '=', 'STUDENT').execute();
    await seedReferenceData(t.app.db);
    expect((await getRole(teacherRole.roleId)).body.data.description).toBe(BUILT_IN_ROLE_TEXT.TEACHER.description.en);
    const student = (await list({ roleKey: 'STUDENT' })).body.data.list.find((r) => r.roleKey === 'STUDENT')!;
    expect(student.description).toBe('Our own words');
  });

  it('refuses a teacher with 40300 and an anonymous caller with 10000 on every role call', async () => {
    const calls = [
      { method: 'GET', url: API.listRole },
      { method: 'POST', url: API.addRole, payload: { roleKey: 'SNEAKY', roleName: 'Sneaky' } },
      { method: 'GET', url: `${API.getRoleById}/${role.TEACHER}` },
      { method: 'PUT', url: API.updateRole, payload: { roleId: role.TEACHER, roleKey: 'TEACHER', roleName: 'Hacked' } },
      { method: 'DELETE', url: `${API.deleteRole}/${role.TEACHER}` },
      { method: 'GET', url: `${API.listRoleRefPermission}/${role.TEACHER}` },
      { method: 'POST', url: API.bindRoleWithPermission, payload: { roleId: role.TEACHER, permissionIds: [perm['SYSTEM-USER']] } },
    ] as const;
    for (const call of calls) {
      expect((await t.call({ ...call, token: teacher })).body.status, `${call.method} ${call.url}`).toBe(STATUS.FORBIDDEN);
      expect((await t.call(call)).body.status, `${call.method} ${call.url}`).toBe(STATUS.TOKEN_INVALID);
    }
    expect(await keysOf({ roleKey: 'SNEAKY' })).toEqual([]);
    expect((await getRole(role.TEACHER)).body.data.roleName).toBe('Instructor');
    expect((await refPermissions(role.TEACHER)).body.data).toEqual(idsOf(SEEDED_ROLE_PERMISSIONS.TEACHER));
  });
});
