import { API, PERMISSION_KEYS, type PermissionKey, SEEDED_ROLE_PERMISSIONS, STATUS, translate, type UserRecord } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRole,
  createUser,
  permissionIdsByKey,
  type PermissionIds,
  roleIdsByKey,
  type RoleIds,
  signedInUserWith,
} from '../../test/fixtures.js';
import { DATABASES, startTestApp, type TestApp } from '../../test/harness.js';

/** Nobody but a SUPER_ADMIN hands out more than they hold (grants.ts). */
describe.each(DATABASES)('who may grant what on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let role: RoleIds;
  let perm: PermissionIds;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login('admin');
    role = await roleIdsByKey(t, admin);
    perm = await permissionIdsByKey(t, admin);
  });
  afterAll(() => t.close());

  const bindRoles = (userId: number, roleIds: number[], token: string) =>
    t.call<UserRecord>({ method: 'POST', url: API.bindUserWithRole, token, payload: { userId, roleIds } });
  const bindPermissions = (roleId: number, permissionIds: number[], token: string) =>
    t.call<number[]>({ method: 'POST', url: API.bindRoleWithPermission, token, payload: { roleId, permissionIds } });
  const idsOf = (keys: readonly PermissionKey[]) => keys.map((key) => perm[key]).sort((a, b) => a - b);
  const roleKeysOf = async (userId: number) =>
    (
      await t.app.db
        .selectFrom('userRoles')
        .innerJoin('roles', 'roles.id', 'userRoles.roleId')
        .select('roleKey')
        .where('userId', '=', userId)
        .orderBy('roleKey')
        .execute()
    ).map((row) => row.roleKey);
  const permissionIdsOfRole = async (roleId: number) =>
    (
      await t.app.db.selectFrom('rolePermissions').select('permissionId').where('roleId', '=', roleId).orderBy('permissionId').execute()
    ).map((row) => row.permissionId);

  describe('granting roles', () => {
    it('refuses a user manager the SUPER role, for himself or anyone, in every language', async () => {
      const manager = await signedInUserWith(t, admin, 'grant_manager', ['SYSTEM', 'SYSTEM-USER']);
      const self = await bindRoles(manager.user.userId, [manager.roleId, role.SUPER], manager.token);
      expect(self.body.status).toBe(STATUS.FORBIDDEN);
      expect(self.body.message).toMatch(
        /^You can only grant a role whose permissions and roles you hold yourself: "Exam publisher" carries SUPER, /,
      );
      const zh = await t.call({
        method: 'POST',
        url: API.bindUserWithRole,
        token: manager.token,
        lang: 'zh-CN',
        payload: { userId: manager.user.userId, roleIds: [role.SUPER] },
      });
      expect(zh.body.message).toMatch(/^只能授予自己已拥有其全部权限和角色的角色/);
      const other = await createUser(t, admin, { username: 'grant_target', roleKeys: [] });
      expect((await bindRoles(other.userId, [role.SUPER], manager.token)).body.status).toBe(STATUS.FORBIDDEN);
      const added = await t.call({
        method: 'POST',
        url: API.addUser,
        token: manager.token,
        payload: { username: 'grant_new', nickName: 'N', userType: 0, roleIds: [role.SUPER] },
      });
      expect(added.body.status).toBe(STATUS.FORBIDDEN);
      const updated = await t.call({
        method: 'PUT',
        url: API.updateUser,
        token: manager.token,
        payload: {
          userId: other.userId,
          username: other.username,
          nickName: other.nickName,
          userType: other.userType,
          roleIds: [role.SUPER],
        },
      });
      expect(updated.body.status).toBe(STATUS.FORBIDDEN);
      expect(await roleKeysOf(manager.user.userId)).toEqual([manager.roleKey]);
      expect(await roleKeysOf(other.userId)).toEqual([]);
      expect(await t.app.db.selectFrom('users').select('id').where('username', '=', 'grant_new').execute()).toEqual([]);
      // Publishing stays closed to him.
      const publishing = t.app.routeTable.find(
        (route) => typeof route.access === 'object' && route.access.roles?.includes('SUPER') && route.method === 'GET',
      );
      expect((await t.call({ method: 'GET', url: publishing!.url, token: manager.token })).body.status).toBe(STATUS.FORBIDDEN);
    });

    it('refuses a role carrying a permission the grantor lacks, and names it', async () => {
      const manager = await signedInUserWith(t, admin, 'grant_course', ['SYSTEM', 'SYSTEM-USER']);
      const courseRole = await createRole(t, admin, 'R_COURSE_ONLY', ['COURSE']);
      const other = await createUser(t, admin, { username: 'grant_course_target', roleKeys: [] });
      const refused = await bindRoles(other.userId, [courseRole], manager.token);
      expect(refused.body).toMatchObject({
        status: STATUS.FORBIDDEN,
        message: translate('en', 'roleGrantBeyondOwn', { role: 'Role R_COURSE_ONLY', lacking: 'COURSE' }),
      });
      expect((await bindRoles(other.userId, [role.TEACHER], manager.token)).body.status).toBe(STATUS.FORBIDDEN);
      expect(await roleKeysOf(other.userId)).toEqual([]);
    });

    it('lets a user manager grant a role within what he holds, and keep roles a user already has', async () => {
      const manager = await signedInUserWith(t, admin, 'grant_within', ['SYSTEM', 'SYSTEM-USER', 'COURSE']);
      const courseRole = await createRole(t, admin, 'R_COURSE_WITHIN', ['COURSE']);
      const other = await createUser(t, admin, { username: 'grant_within_target', roleKeys: ['TEACHER'] });
      const granted = await bindRoles(other.userId, [role.TEACHER, courseRole], manager.token);
      expect(granted.body.status).toBe(STATUS.OK);
      expect(await roleKeysOf(other.userId)).toEqual(['R_COURSE_WITHIN', 'TEACHER']);
      // Removing is not granting.
      expect((await bindRoles(other.userId, [courseRole], manager.token)).body.status).toBe(STATUS.OK);
      expect(await roleKeysOf(other.userId)).toEqual(['R_COURSE_WITHIN']);
    });

    it('lets a holder of SUPER and all its permissions grant SUPER, and a super administrator anything', async () => {
      const publisher = await signedInUserWith(t, admin, 'grant_publisher', ['SYSTEM', 'SYSTEM-USER', ...SEEDED_ROLE_PERMISSIONS.SUPER]);
      expect((await bindRoles(publisher.user.userId, [publisher.roleId, role.SUPER], admin)).body.status).toBe(STATUS.OK);
      const other = await createUser(t, admin, { username: 'grant_publisher_target', roleKeys: [] });
      expect((await bindRoles(other.userId, [role.SUPER], publisher.token)).body.status).toBe(STATUS.OK);
      expect((await bindRoles(other.userId, [role.SUPER, role.SUPER_ADMIN], publisher.token)).body.message).toBe(
        translate('en', 'superAdminOnly'),
      );
      expect((await bindRoles(other.userId, [role.SUPER, role.TEACHER, role.STUDENT], admin)).body.status).toBe(STATUS.OK);
      expect(await roleKeysOf(other.userId)).toEqual(['STUDENT', 'SUPER', 'TEACHER']);
    });
  });

  describe('binding permissions to a role', () => {
    it('binds only permissions the role manager holds; keeps ones already there', async () => {
      const manager = await signedInUserWith(t, admin, 'perm_manager', ['SYSTEM', 'SYSTEM-ROLE', 'COURSE']);
      const target = await createRole(t, admin, 'R_PERM_TARGET', ['KNOW-CAPTER']);
      const refused = await bindPermissions(target, [perm['KNOW-CAPTER'], perm['SYSTEM-USER'], perm.PUBLISHMANAGE], manager.token);
      expect(refused.body).toMatchObject({
        status: STATUS.FORBIDDEN,
        message: translate('en', 'permissionGrantBeyondOwn', { lacking: 'PUBLISHMANAGE, SYSTEM-USER' }),
      });
      expect(await permissionIdsOfRole(target)).toEqual(idsOf(['KNOW-CAPTER']));
      const within = await bindPermissions(target, [perm['KNOW-CAPTER'], perm.COURSE], manager.token);
      expect(within.body.data).toEqual(idsOf(['KNOW-CAPTER', 'COURSE']));
      expect((await bindPermissions(target, idsOf([...PERMISSION_KEYS]), admin)).body.status).toBe(STATUS.OK);
    });
  });

  describe('the own-role rule under a race', () => {
    it('never lets a role manager give his own role user management, however renames and binds interleave', async () => {
      const manager = await signedInUserWith(t, admin, 'racer', ['SYSTEM', 'SYSTEM-ROLE']);
      const wanted = idsOf(['SYSTEM', 'SYSTEM-ROLE', 'SYSTEM-USER']);
      const requests = [];
      for (let i = 0; i < 30; i += 1) {
        requests.push(
          t.call({
            method: 'PUT',
            url: API.updateRole,
            token: manager.token,
            payload: { roleId: manager.roleId, roleKey: `RACE_${i}`, roleName: 'Racer' },
          }),
        );
        requests.push(bindPermissions(manager.roleId, wanted, manager.token));
      }
      const answers = await Promise.all(requests);
      const binds = answers.filter((_, index) => index % 2 === 1);
      expect(binds.every(({ body }) => body.status === STATUS.FORBIDDEN)).toBe(true);
      expect(await permissionIdsOfRole(manager.roleId)).toEqual(idsOf(['SYSTEM', 'SYSTEM-ROLE']));
      expect((await t.call({ method: 'GET', url: API.listAllRolesForSelect, token: manager.token })).body.status).toBe(STATUS.OK);
      expect(
        (
          await t.call({
            method: 'POST',
            url: API.addUser,
            token: manager.token,
            payload: { username: 'raced', nickName: 'R', userType: 0 },
          })
        ).body.status,
      ).toBe(STATUS.FORBIDDEN);
    });
  });
});
