import { describe, expect, it } from 'vitest';
import {
  addCachedView,
  addView,
  addVisitedView,
  delAllViews,
  delOthersViews,
  delView,
  nextPathAfterClose,
  type TagsViewState,
  updateVisitedView,
  viewAddress,
  type VisitedView,
} from './tags-view-state';

const view = (path: string, name: string, meta: VisitedView['meta'] = {}, title = `t.${name}`): VisitedView => ({
  path,
  name,
  title,
  meta,
});
const dashboard = view('/dashboard', 'Dashboard', { affix: true });
const users = view('/system/userManage', 'UserManage');
const roles = view('/system/roleManage', 'RoleManage');
const profile = view('/profile/index', 'Profile', { noCache: true });
const empty: TagsViewState = { visitedViews: [], cachedViews: [] };
const opened = [dashboard, users, roles, profile].reduce(addView, empty);

describe('open tabs (docs/REQUIREMENTS.md §5)', () => {
  it('adds a visited view only once per path', () => {
    const twice = addVisitedView(addVisitedView(empty, users), { ...users, title: 'other' });
    expect(twice.visitedViews).toEqual([users]);
  });

  it('keeps the query string of the last visit: the tab and its refresh come back to the same record', () => {
    const sheet = view('/examinationRead', 'ExaminationRead');
    const first = addView(opened, { ...sheet, search: '?attemptId=7' });
    const second = addView(first, { ...sheet, search: '?attemptId=9' });
    expect(second.visitedViews.filter((v) => v.path === sheet.path)).toEqual([{ ...sheet, search: '?attemptId=9' }]);
    expect(viewAddress(second.visitedViews.at(-1)!)).toBe('/examinationRead?attemptId=9');
    expect(addView(second, { ...sheet, search: '?attemptId=9' })).toBe(second);
    expect(nextPathAfterClose(second.visitedViews, '/dashboard')).toBe('/examinationRead?attemptId=9');
    expect(viewAddress(users)).toBe('/system/userManage');
  });

  it("titles a view without one 'no-name'", () => {
    expect(addVisitedView(empty, view('/x', 'X', {}, '')).visitedViews[0]!.title).toBe('no-name');
  });

  it('caches a view by name once, and never a noCache view', () => {
    expect(addCachedView(addCachedView(empty, users), users).cachedViews).toEqual(['UserManage']);
    expect(addCachedView(empty, profile).cachedViews).toEqual([]);
  });

  it('deletes the entry matching the path and the cached name', () => {
    const next = delView(opened, users);
    expect(next.visitedViews.map((v) => v.path)).toEqual(['/dashboard', '/system/roleManage', '/profile/index']);
    expect(next.cachedViews).toEqual(['Dashboard', 'RoleManage']);
  });

  it('close others keeps affixed views and the current one, and only the current cache', () => {
    const next = delOthersViews(opened, roles);
    expect(next.visitedViews.map((v) => v.path)).toEqual(['/dashboard', '/system/roleManage']);
    expect(next.cachedViews).toEqual(['RoleManage']);
  });

  it('close all keeps only affixed views and empties the cache', () => {
    const next = delAllViews(opened);
    expect(next.visitedViews).toEqual([dashboard]);
    expect(next.cachedViews).toEqual([]);
  });

  it('update merges new fields into the entry with the same path', () => {
    const next = updateVisitedView(opened, { path: '/system/userManage', title: 'renamed' });
    expect(next.visitedViews[1]).toEqual({ ...users, title: 'renamed' });
    expect(next.visitedViews[2]).toEqual(roles);
  });

  it('after closing, goes to the last remaining tab, else home', () => {
    expect(nextPathAfterClose([dashboard, users], '/dashboard')).toBe('/system/userManage');
    expect(nextPathAfterClose([], '/dashboard')).toBe('/dashboard');
  });
});
