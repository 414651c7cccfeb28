import {
  API,
  PERMISSION_KEYS,
  PERMISSION_TREE,
  type PermissionNode,
  type PermissionRecord,
  type PermissionSeed,
  STATUS,
  translate,
} from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, flattenTree, type PermissionIds, permissionIdsByKey, signedInUserWith } from '../../test/fixtures.js';
import { DATABASES, startTestApp, type TestApp } from '../../test/harness.js';

describe.each(DATABASES)('permissions on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let perm: PermissionIds;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login('admin');
    perm = await permissionIdsByKey(t, admin);
  });
  afterAll(() => t.close());

  const tree = async (token = admin) => (await t.call<PermissionNode[]>({ method: 'GET', url: API.listPermissionTree, token })).body;
  const nodeOf = async (key: string) => flattenTree((await tree()).data).find((node) => node.permissionKey === key);
  const getPermission = (id: number | string) =>
    t.call<PermissionRecord>({ method: 'GET', url: `${API.getPermissionById}/${id}`, token: admin });
  const add = (payload: Record<string, unknown>, token = admin) =>
    t.call<PermissionRecord>({ method: 'POST', url: API.addPermission, token, payload });
  /** updatePermission replaces every field, so start from the stored record. */
  const update = (current: PermissionRecord, changes: Partial<PermissionRecord>) => {
    const { builtIn: _builtIn, ...fields } = current;
    return t.call<PermissionRecord>({ method: 'PUT', url: API.updatePermission, token: admin, payload: { ...fields, ...changes } });
  };
  const remove = (id: number) => t.call({ method: 'DELETE', url: `${API.deletePermission}/${id}`, token: admin });
  const shape = (nodes: readonly PermissionNode[]): PermissionSeed[] =>
    nodes.map((node) => ({
      key: node.permissionKey,
      name: node.name,
      ...(node.children.length > 0 ? { children: shape(node.children) } : {}),
    })) as PermissionSeed[];

  describe('listPermissionTree', () => {
    it('holds every product permission key exactly once, in the seeded shape', async () => {
      const body = await tree();
      expect(body.status).toBe(STATUS.OK);
      const keys = flattenTree(body.data).map((node) => node.permissionKey);
      for (const key of PERMISSION_KEYS)
        expect(
          keys.filter((k) => k === key),
          key,
        ).toHaveLength(1);
      expect(keys).toHaveLength(PERMISSION_KEYS.length);
      expect(shape(body.data)).toEqual(PERMISSION_TREE);
      const school = body.data.find((node) => node.permissionKey === 'SCHOOL')!;
      expect(school.parentId).toBeNull();
      expect(school.children.map((node) => node.permissionKey)).toContain('SCHOOL-SCHOOLMANAGE');
      expect(school.children.every((node) => node.parentId === school.permissionId)).toBe(true);
      expect(flattenTree(body.data).every((node) => node.builtIn === 1 && node.type === 0)).toBe(true);
    });

    it('can be read by a role manager, who still cannot change permissions', async () => {
      const roleManager = await signedInUserWith(t, admin, 'role_manager', ['SYSTEM', 'SYSTEM-ROLE']);
      expect((await tree(roleManager.token)).status).toBe(STATUS.OK);
      expect((await add({ permissionKey: 'SNEAKY', name: 'Sneaky' }, roleManager.token)).body.status).toBe(STATUS.FORBIDDEN);
    });

    it('reads one permission by id', async () => {
      const { body } = await getPermission(perm['SYSTEM-USER']);
      expect(body.data).toMatchObject({ permissionKey: 'SYSTEM-USER', parentId: perm.SYSTEM, builtIn: 1 });
      const missing = await getPermission(999999);
      expect(missing.body.status).toBe(STATUS.NOT_FOUND);
      expect(missing.body.message).toBe(translate('en', 'permissionNotFound', { id: 999999 }));
      expect((await getPermission('abc')).body.status).toBe(STATUS.BAD_REQUEST);
    });
  });

  describe('addPermission', () => {
    it('adds an external-link button under SYSTEM, placed by its sort', async () => {
      const fields = { permissionKey: 'SYSTEM-AUDIT', name: 'Audit log', type: 1, linkType: 1, url: 'https://example.com/audit', sort: 5 };
      const { body } = await add({ ...fields, parentId: perm.SYSTEM });
      expect(body.status).toBe(STATUS.OK);
      expect(body.data).toMatchObject({ ...fields, parentId: perm.SYSTEM, builtIn: 0 });
      const children = (await nodeOf('SYSTEM'))!.children.map((node) => node.permissionKey);
      expect(children).toEqual(['SYSTEM-USER', 'SYSTEM-ROLE', 'SYSTEM-PERMISSION', 'SYSTEM-AUDIT']);
    });

    it('fills in defaults: a normal menu at the top level', async () => {
      const { body } = await add({ permissionKey: 'REPORTS', name: 'Reports' });
      expect(body.data).toMatchObject({ type: 0, linkType: 0, url: '', parentId: null, sort: 0, builtIn: 0 });
      expect((await tree()).data.map((node) => node.permissionKey)).toContain('REPORTS');
    });

    it('refuses a duplicate key, an unknown parent and bad fields, creating nothing', async () => {
      const before = flattenTree((await tree()).data).length;
      const duplicate = await add({ permissionKey: 'SYSTEM-USER', name: 'Again', parentId: perm.SYSTEM });
      expect(duplicate.body.status).toBe(STATUS.CONFLICT);
      expect(duplicate.body.message).toBe(translate('en', 'permissionKeyTaken', { permissionKey: 'SYSTEM-USER' }));
      const racing = await Promise.all([1, 2, 3, 4].map(() => add({ permissionKey: 'RACER', name: 'Racer' })));
      expect(racing.map((r) => r.body.status).sort()).toEqual([STATUS.OK, STATUS.CONFLICT, STATUS.CONFLICT, STATUS.CONFLICT]);
      await remove(racing.find((r) => r.body.status === STATUS.OK)!.body.data.permissionId);
      const orphan = await add({ permissionKey: 'ORPHAN', name: 'Orphan', parentId: 999999 });
      expect(orphan.body.status).toBe(STATUS.NOT_FOUND);
      for (const bad of [
        { permissionKey: 'lower-case', name: 'x' },
        { permissionKey: 'BAD', name: '' },
        { permissionKey: 'BAD', name: 'x', type: 2 },
        { permissionKey: 'BAD', name: 'x', linkType: 1, url: 'not a url' },
        { permissionKey: 'BAD', name: 'x', parentId: 'abc' },
      ]) {
        expect((await add(bad)).body.status, JSON.stringify(bad)).toBe(STATUS.BAD_REQUEST);
      }
      expect(flattenTree((await tree()).data)).toHaveLength(before);
    });
  });

  describe('updatePermission', () => {
    it('renames a built-in permission but never re-keys it', async () => {
      const current = (await getPermission(perm['SYSTEM-USER'])).body.data;
      const rekey = await update(current, { permissionKey: 'SYSTEM-USERS' });
      expect(rekey.body.status).toBe(STATUS.CONFLICT);
      expect(rekey.body.message).toBe(translate('en', 'permissionBuiltIn', { permissionKey: 'SYSTEM-USER' }));
      const renamed = await update(current, { name: 'Accounts' });
      expect(renamed.body.status).toBe(STATUS.OK);
      expect(await nodeOf('SYSTEM-USER')).toMatchObject({ name: 'Accounts', parentId: perm.SYSTEM });
    });

    it('re-keys, moves and edits a custom permission', async () => {
      const created = (await add({ permissionKey: 'MOVABLE', name: 'Movable', parentId: perm.SCHOOL })).body.data;
      const { body } = await update(created, { permissionKey: 'MOVED', name: 'Moved', parentId: perm.BASEDATA, type: 1, sort: 9 });
      expect(body.data).toMatchObject({
        permissionId: created.permissionId,
        permissionKey: 'MOVED',
        parentId: perm.BASEDATA,
        type: 1,
        sort: 9,
      });
      expect((await nodeOf('BASEDATA'))!.children.at(-1)!.permissionKey).toBe('MOVED');
      expect((await nodeOf('SCHOOL'))!.children.map((node) => node.permissionKey)).not.toContain('MOVABLE');
      expect((await update(body.data, { permissionKey: 'COURSE' })).body.status).toBe(STATUS.CONFLICT);
      expect((await update(body.data, { parentId: 999999 })).body.status).toBe(STATUS.NOT_FOUND);
      expect((await update({ ...body.data, permissionId: 999999 }, {})).body.status).toBe(STATUS.NOT_FOUND);
    });

    it('refuses to place a permission under itself or its own descendant', async () => {
      const a = (await add({ permissionKey: 'CYCLE-A', name: 'A' })).body.data;
      const b = (await add({ permissionKey: 'CYCLE-B', name: 'B', parentId: a.permissionId })).body.data;
      const c = (await add({ permissionKey: 'CYCLE-C', name: 'C', parentId: b.permissionId })).body.data;
      for (const parentId of [c.permissionId, b.permissionId, a.permissionId]) {
        const { body } = await update(a, { parentId });
        expect(body.status).toBe(STATUS.CONFLICT);
        expect(body.message).toBe(translate('en', 'permissionParentCycle'));
      }
      expect((await getPermission(a.permissionId)).body.data.parentId).toBeNull();
      expect((await update(c, { parentId: a.permissionId })).body.status).toBe(STATUS.OK);
      expect((await update(b, { parentId: null })).body.data.parentId).toBeNull();
    });
  });

  describe('deletePermission', () => {
    it('refuses to delete a built-in permission', async () => {
      const { body } = await remove(perm.COURSE);
      expect(body.status).toBe(STATUS.CONFLICT);
      expect(body.message).toBe(translate('en', 'permissionBuiltIn', { permissionKey: 'COURSE' }));
      expect((await getPermission(perm.COURSE)).body.status).toBe(STATUS.OK);
    });

    it('refuses a permission with children, naming it and the count; deletes leaves', async () => {
      const parent = (await add({ permissionKey: 'PARENT', name: 'Parent menu' })).body.data;
      const children = [
        (await add({ permissionKey: 'PARENT-ONE', name: 'One', parentId: parent.permissionId })).body.data,
        (await add({ permissionKey: 'PARENT-TWO', name: 'Two', parentId: parent.permissionId })).body.data,
      ];
      const { body } = await remove(parent.permissionId);
      expect(body.status).toBe(STATUS.CONFLICT);
      expect(body.message).toBe('The permission "Parent menu" still has 2 child permission(s). Delete or move them first.');
      for (const child of children) expect((await remove(child.permissionId)).body.status).toBe(STATUS.OK);
      expect((await remove(parent.permissionId)).body.status).toBe(STATUS.OK);
      expect((await getPermission(parent.permissionId)).body.status).toBe(STATUS.NOT_FOUND);
      expect((await remove(parent.permissionId)).body.status).toBe(STATUS.NOT_FOUND);
    });

    it('removes a deleted permission from the roles that held it', async () => {
      const leaf = (await add({ permissionKey: 'BOUND-LEAF', name: 'Bound', parentId: perm.BASEDATA })).body.data;
      perm = await permissionIdsByKey(t, admin);
      const roleId = await createRole(t, admin, 'HOLDER', ['COURSE', 'BOUND-LEAF']);
      expect((await remove(leaf.permissionId)).body.status).toBe(STATUS.OK);
      const held = await t.call<number[]>({ method: 'GET', url: `${API.listRoleRefPermission}/${roleId}`, token: admin });
      expect(held.body.data).toEqual([perm.COURSE]);
    });
  });

  it('refuses a teacher with 40300 and an anonymous caller with 10000 on every permission call', async () => {
    const teacher = await t.login('teacher');
    const calls = [
      { method: 'GET', url: API.listPermissionTree },
      { method: 'GET', url: `${API.getPermissionById}/${perm.COURSE}` },
      { method: 'POST', url: API.addPermission, payload: { permissionKey: 'SNEAKY', name: 'Sneaky' } },
      {
        method: 'PUT',
        url: API.updatePermission,
        payload: { permissionId: perm.COURSE, permissionKey: 'COURSE', name: 'Hacked', parentId: null },
      },
      { method: 'DELETE', url: `${API.deletePermission}/${perm.COURSE}` },
    ] as const;
    for (const call of calls) {
      expect((await t.call({ ...call, token: teacher })).body.status, `${call.method} ${call.url}`).toBe(STATUS.FORBIDDEN);
      expect((await t.call(call)).body.status, `${call.method} ${call.url}`).toBe(STATUS.TOKEN_INVALID);
    }
    expect(await nodeOf('SNEAKY')).toBeUndefined();
    expect(await nodeOf('COURSE')).toMatchObject({ name: 'Courses', parentId: perm.BASEDATA });
  });
});
