import { CONSOLE_ROUTES, filterRoutes } from '@kaoshi/contracts';
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../app/text/catalogues';
import { findEntries, searchEntries } from './menu-search';

const allowed = filterRoutes(CONSOLE_ROUTES, { roles: ['SUPER_ADMIN'], permissions: [] });
const read = (catalogue: object) => (key: string) =>
  String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue) ?? key);
const zh = searchEntries(allowed, read(CATALOGUES.zh));
const en = searchEntries(allowed, read(CATALOGUES.en));
const paths = (list: { path: string }[]) => list.map((entry) => entry.path);

describe('header menu search', () => {
  it('finds a page by its title, ignoring case', () => expect(paths(findEntries(en, 'users', false))).toEqual(['/system/userManage']));
  it('finds every page under a matching menu', () => expect(paths(findEntries(en, 'system', false))).toContain('/system/roleManage'));
  it('leaves hidden pages out', () => expect(paths(findEntries(en, 'profile', false))).toEqual([]));
  it('finds a Chinese title by pinyin initials', () => expect(paths(findEntries(zh, 'yhgl', true))).toEqual(['/system/userManage']));
  it('finds a Chinese title by full pinyin', () => expect(paths(findEntries(zh, 'yonghuguanli', true))).toEqual(['/system/userManage']));
  it('ignores pinyin when pinyin search is off', () => expect(findEntries(zh, 'yhgl', false)).toEqual([]));
  it('still finds Chinese characters directly', () => expect(paths(findEntries(zh, '题库', true))).toEqual(['/baseData/index']));
});
