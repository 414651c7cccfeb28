import {
  type AddedUser,
  API,
  hashPasswordForTransport,
  type TemporaryPassword,
  type Paged,
  STATUS,
  translate,
  type UserRecord,
  USER_TYPE,
} from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, form, roleIdsByKey, type RoleIds, signedInUserWith, tryLogin, withQuery } from '../../test/fixtures.js';
import { DATABASES, startTestApp, type TestApp } from '../../test/harness.js';

describe.each(DATABASES)('user management on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let role: RoleIds;
  /** A second SUPER_ADMIN, so that "yourself" is not also "user 1". */
  let admin2: UserRecord;
  let admin2Token: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login('admin');
    role = await roleIdsByKey(t, admin);
    admin2 = await createUser(t, admin, { username: 'admin2', roleKeys: ['SUPER_ADMIN'] });
    admin2Token = await t.login('admin2');
  });
  afterAll(() => t.close());

  const list = (query: Record<string, string | number>, token = admin) =>
    t.call<Paged<UserRecord>>({ method: 'GET', url: withQuery(API.listUser, query), token });
  const names = async (query: Record<string, string | number>) =>
    (await list({ limit: 500, ...query })).body.data.list.map((u) => u.username);
  const detail = (id: number | string, token = admin) =>
    t.call<UserRecord>({ method: 'GET', url: `${API.queryUserDetailByUserId}/${id}`, token });
  const addUser = (payload: Record<string, unknown>, token = admin) =>
    t.call<AddedUser>({ method: 'POST', url: API.addUser, token, payload });
  const update = (user: UserRecord, changes: Record<string, unknown>, token = admin) =>
    t.call<UserRecord>({
      method: 'PUT',
      url: API.updateUser,
      token,
      payload: {
        userId: user.userId,
        username: user.username,
        nickName: user.nickName,
        userType: user.userType,
        locked: user.locked,
        ...changes,
      },
    });
  const remove = (id: number, token = admin) => t.call({ method: 'DELETE', url: `${API.deleteUser}/${id}`, token });
  const resetPass = (id: number, token = admin) => t.call({ method: 'GET', url: `${API.reSetPass}/${id}`, token });
  const bind = (userId: number, roleIds: number[], token = admin) =>
    t.call<UserRecord>({ method: 'POST', url: API.bindUserWithRole, token, payload: { userId, roleIds } });
  const signedIn = async (token: string) => (await t.call({ method: 'GET', url: API.authWebUser, token })).body.status;
  const roleKeys = (user: UserRecord) => user.roles.map((r) => r.roleKey);

  describe('listUser', () => {
    it('pages through users in id order with the total of all matches', async () => {
      for (let i = 1; i <= 5; i++) await createUser(t, admin, { username: `page_u${i}` });
      const first = await list({ username: 'page_', page: 1, limit: 2 });
      expect(first.body.status).toBe(STATUS.OK);
      expect(first.body.data.total).toBe(5);
      expect(first.body.data.list.map((u) => u.username)).toEqual(['page_u1', 'page_u2']);
      expect((await list({ username: 'page_', page: 3, limit: 2 })).body.data.list.map((u) => u.username)).toEqual(['page_u5']);
      const beyond = await list({ username: 'page_', page: 4, limit: 2 });
      expect(beyond.body.data).toEqual({ list: [], total: 5 });
      const all = await list({ limit: 500 });
      expect(all.body.data.total).toBe(all.body.data.list.length);
      expect(all.body.data.list.slice(0, 3).map((u) => u.username)).toEqual(['admin', 'teacher', 'student']);
    });

    it('filters by username, nickName, userType, locked and roleId', async () => {
      await createUser(t, admin, { username: 'flt_teacher', nickName: 'Filter Teacher', userType: 1, roleKeys: ['TEACHER'] });
      await createUser(t, admin, { username: 'flt_student', nickName: 'Filter Student', userType: 2, roleKeys: ['STUDENT'], locked: 1 });
      expect(await names({ username: 'FLT_' })).toEqual(['flt_teacher', 'flt_student']);
      expect(await names({ nickName: 'filter stu' })).toEqual(['flt_student']);
      expect(await names({ username: 'flt_', userType: USER_TYPE.TEACHER })).toEqual(['flt_teacher']);
      expect(await names({ username: 'flt_', locked: 1 })).toEqual(['flt_student']);
      expect(await names({ username: 'flt_', roleId: role.STUDENT })).toEqual(['flt_student']);
      const teachers = await list({ roleId: role.TEACHER, limit: 500 });
      expect(teachers.body.data.list.map((u) => u.username)).toEqual(['teacher', 'flt_teacher']);
      expect(teachers.body.data.total).toBe(2);
      expect(teachers.body.data.list.every((u) => roleKeys(u).includes('TEACHER'))).toBe(true);
    });

    it('takes % and _ in a filter literally', async () => {
      await createUser(t, admin, { username: 'pct.one', nickName: '100% sure' });
      await createUser(t, admin, { username: 'pct.two', nickName: '100 sure' });
      expect(await names({ nickName: '%' })).toEqual(['pct.one']);
      expect(await names({ nickName: '0% s' })).toEqual(['pct.one']);
      const everyone = await names({});
      const underscored = await names({ username: '_' });
      expect(underscored).toEqual(everyone.filter((name) => name.includes('_')));
      expect(underscored).not.toContain('admin');
      expect(underscored.length).toBeGreaterThan(0);
    });

    it('refuses a bad page or limit', async () => {
      for (const query of [{ limit: 0 }, { limit: 501 }, { page: 'x' }, { userType: 5 }] as Record<string, string | number>[]) {
        expect((await list(query)).body.status).toBe(STATUS.BAD_REQUEST);
      }
    });
  });

  describe('addUser', () => {
    it('creates a user with a one-time code shown once, never the default password', async () => {
      const { body } = await addUser({ username: 'new_default', nickName: 'New', userType: USER_TYPE.TEACHER, roleIds: [role.TEACHER] });
      expect(body.status).toBe(STATUS.OK);
      expect(body.data).toMatchObject({ username: 'new_default', nickName: 'New', userType: 1, locked: 0, remoteLogin: 1 });
      expect(roleKeys(body.data)).toEqual(['TEACHER']);
      const { password } = body.data.temporaryPassword!;
      expect(body.data.temporaryPassword).toEqual({
        password: expect.stringMatching(/^[a-z2-9]{10}$/),
        expiresAt: expect.any(Number),
        kind: 'oneTimeCode',
      });
      expect((await detail(body.data.userId)).body.data).not.toHaveProperty('temporaryPassword');
      expect((await tryLogin(t, 'new_default', '123456', USER_TYPE.TEACHER)).body.status).toBe(STATUS.LOGIN_FAILED);
      const token = (await tryLogin(t, 'new_default', password, USER_TYPE.TEACHER)).body.data.token;
      expect((await t.call({ method: 'GET', url: API.listNotice, token })).body.status).toBe(STATUS.PASSWORD_CHANGE_REQUIRED);
    });

    it('stores an explicitly given hashed password, from a form body too', async () => {
      const { body } = await t.call<UserRecord>({
        method: 'POST',
        url: API.addUser,
        token: admin,
        ...form({
          username: 'new_explicit',
          nickName: 'Explicit',
          userType: 2,
          roleIds: [role.STUDENT],
          password: hashPasswordForTransport('Secr3t-pw'),
        }),
      });
      expect(body.status).toBe(STATUS.OK);
      expect(roleKeys(body.data)).toEqual(['STUDENT']);
      expect(body.data).not.toHaveProperty('temporaryPassword');
      // The staff member knows it, so the owner must still set their own.
      const token = (await tryLogin(t, 'new_explicit', 'Secr3t-pw', 2)).body.data.token;
      expect((await t.call({ method: 'GET', url: API.listNotice, token })).body.status).toBe(STATUS.PASSWORD_CHANGE_REQUIRED);
      expect((await tryLogin(t, 'new_explicit', '123456', 2)).body.status).toBe(STATUS.LOGIN_FAILED);
    });

    it('refuses a duplicate username with 40900', async () => {
      const { body } = await addUser({ username: 'teacher', nickName: 'Again', userType: 1 });
      expect(body.status).toBe(STATUS.CONFLICT);
      expect(body.message).toBe(translate('en', 'usernameTaken', { username: 'teacher' }));
    });

    it('creates one user when several requests race for the same username; the rest get 40900', async () => {
      const racing = await Promise.all([1, 2, 3, 4].map(() => addUser({ username: 'racer', nickName: 'Racer', userType: 1 })));
      expect(racing.map((r) => r.body.status).sort()).toEqual([STATUS.OK, STATUS.CONFLICT, STATUS.CONFLICT, STATUS.CONFLICT]);
      expect(await names({ username: 'racer' })).toEqual(['racer']);
    });

    it('refuses bad input with 40000 and creates nothing', async () => {
      const before = (await list({})).body.data.total;
      const good = { username: 'bad_input', nickName: 'Bad', userType: 1 };
      const cases: [Record<string, unknown>, RegExp][] = [
        [{ username: 'bad name!' }, /username/],
        [{ email: 'not-an-email' }, /email/],
        [{ password: '123456' }, /password/],
        [{ nickName: '' }, /nickName/],
        [{ userType: 7 }, /userType/],
        [{ roleIds: ['x'] }, /roleIds/],
      ];
      for (const [change, field] of cases) {
        const { httpStatus, body } = await addUser({ ...good, ...change });
        expect(httpStatus).toBe(400);
        expect(body.status).toBe(STATUS.BAD_REQUEST);
        expect(body.message).toMatch(field);
      }
      expect((await addUser({ ...good, roleIds: [999999] })).body.status).toBe(STATUS.NOT_FOUND);
      expect((await list({})).body.data.total).toBe(before);
      expect(await names({ username: 'bad_input' })).toEqual([]);
    });
  });

  describe('queryUserDetailByUserId', () => {
    it('returns one user with their roles', async () => {
      const { body } = await detail(2);
      expect(body.status).toBe(STATUS.OK);
      expect(body.data).toMatchObject({ userId: 2, username: 'teacher', userType: 1 });
      expect(roleKeys(body.data)).toEqual(['TEACHER']);
    });

    it('answers 40400 for an unknown id and 40000 for one that is not a number', async () => {
      const missing = await detail(999999);
      expect(missing.body.status).toBe(STATUS.NOT_FOUND);
      expect(missing.body.message).toBe(translate('en', 'userNotFound', { id: 999999 }));
      expect((await detail('abc')).body.status).toBe(STATUS.BAD_REQUEST);
      expect((await detail(0)).body.status).toBe(STATUS.BAD_REQUEST);
    });
  });

  describe('updateUser', () => {
    it('renames a user and keeps their roles when roleIds is left out', async () => {
      const user = await createUser(t, admin, { username: 'rename_me', roleKeys: ['TEACHER'] });
      const { body } = await update(user, { username: 'renamed', nickName: 'Renamed' });
      expect(body.status).toBe(STATUS.OK);
      expect(body.data).toMatchObject({ userId: user.userId, username: 'renamed', nickName: 'Renamed' });
      expect(roleKeys((await detail(user.userId)).body.data)).toEqual(['TEACHER']);
      expect((await update(body.data, { roleIds: [role.STUDENT] })).body.data.roles.map((r) => r.roleKey)).toEqual(['STUDENT']);
    });

    it('keeps the avatar and the batch and category names when the form leaves them out, and clears them when sent empty', async () => {
      const user = await createUser(t, admin, { username: 'keeps_avatar' });
      const avatar = 'https://example.com/avatars/keeps.png';
      const kept = { avatar, className: 'Welders 2026', departmentName: 'Welding' };
      expect((await update(user, kept)).body.data).toMatchObject(kept);
      expect((await update(user, { nickName: 'Renamed' })).body.data).toMatchObject({ nickName: 'Renamed', ...kept });
      expect((await detail(user.userId)).body.data).toMatchObject(kept);
      expect((await update(user, { avatar: '', className: '' })).body.data).toMatchObject({
        avatar: '',
        className: '',
        departmentName: 'Welding',
      });
      expect((await update(user, { avatar: '/api/kaoshi-user/user/logout' })).body.status).toBe(STATUS.BAD_REQUEST);
    });

    it('refuses a username another user has, and an unknown user', async () => {
      const user = await createUser(t, admin, { username: 'dup_target' });
      const { body } = await update(user, { username: 'student' });
      expect(body.status).toBe(STATUS.CONFLICT);
      expect(body.message).toBe(translate('en', 'usernameTaken', { username: 'student' }));
      expect((await detail(user.userId)).body.data.username).toBe('dup_target');
      expect((await update({ ...user, userId: 999999 }, {})).body.status).toBe(STATUS.NOT_FOUND);
    });

    it('locking a user ends their sessions and keeps them out; unlocking lets them in again', async () => {
      const user = await createUser(t, admin, { username: 'lock_me', userType: USER_TYPE.TEACHER });
      const token = await t.login('lock_me', '123456', USER_TYPE.TEACHER);
      expect((await update(user, { locked: 1 })).body.data.locked).toBe(1);
      expect(await signedIn(token)).toBe(STATUS.TOKEN_INVALID);
      const refused = await tryLogin(t, 'lock_me', '123456', USER_TYPE.TEACHER);
      expect(refused.body.status).toBe(STATUS.FORBIDDEN);
      expect(refused.body.message).toBe(translate('en', 'userLocked'));
      expect(await names({ username: 'lock_me', locked: 1 })).toEqual(['lock_me']);
      expect((await update(user, { locked: 0 })).body.status).toBe(STATUS.OK);
      const again = await tryLogin(t, 'lock_me', '123456', USER_TYPE.TEACHER);
      expect(again.body.status).toBe(STATUS.OK);
      expect(await signedIn(again.body.data.token)).toBe(STATUS.OK);
    });

    it('refuses to lock user 1 or yourself', async () => {
      const first = await update((await detail(1)).body.data, { locked: 1 });
      expect(first.body.status).toBe(STATUS.CONFLICT);
      expect(first.body.message).toBe(translate('en', 'firstUserProtected'));
      const self = await update(admin2, { locked: 1 }, admin2Token);
      expect(self.body.status).toBe(STATUS.CONFLICT);
      expect(self.body.message).toBe(translate('en', 'selfProtected'));
      expect(await signedIn(admin)).toBe(STATUS.OK);
      expect(await signedIn(admin2Token)).toBe(STATUS.OK);
    });
  });

  describe('deleteUser', () => {
    it('refuses to delete user 1 or yourself', async () => {
      const first = await remove(1, admin2Token);
      expect(first.body.status).toBe(STATUS.CONFLICT);
      expect(first.body.message).toBe(translate('en', 'firstUserProtected'));
      const self = await remove(admin2.userId, admin2Token);
      expect(self.body.status).toBe(STATUS.CONFLICT);
      expect(self.body.message).toBe(translate('en', 'selfProtected'));
      expect((await detail(1)).body.status).toBe(STATUS.OK);
      expect((await detail(admin2.userId)).body.status).toBe(STATUS.OK);
    });

    it('deletes another user, whose token then stops working', async () => {
      const user = await createUser(t, admin, { username: 'delete_me', roleKeys: ['TEACHER'] });
      const token = await t.login('delete_me');
      expect((await remove(user.userId)).body.status).toBe(STATUS.OK);
      expect((await detail(user.userId)).body.status).toBe(STATUS.NOT_FOUND);
      expect(await signedIn(token)).toBe(STATUS.TOKEN_INVALID);
      expect((await remove(user.userId)).body.status).toBe(STATUS.NOT_FOUND);
    });
  });

  describe('bindUserWithRole', () => {
    it('replaces the roles from the form body and from JSON', async () => {
      const user = await createUser(t, admin, { username: 'bind_me', roleKeys: ['SUPER'] });
      const viaForm = await t.call<UserRecord>({
        method: 'POST',
        url: API.bindUserWithRole,
        token: admin,
        ...form({ userId: user.userId, roleIds: [role.TEACHER, role.STUDENT] }),
      });
      expect(viaForm.body.status).toBe(STATUS.OK);
      expect(roleKeys(viaForm.body.data)).toEqual(['TEACHER', 'STUDENT']);
      expect(roleKeys((await bind(user.userId, [role.STUDENT])).body.data)).toEqual(['STUDENT']);
      expect(roleKeys((await detail(user.userId)).body.data)).toEqual(['STUDENT']);
      expect(roleKeys((await bind(user.userId, [])).body.data)).toEqual([]);
    });

    it('refuses an unknown role with 40400 and changes nothing', async () => {
      const user = await createUser(t, admin, { username: 'bind_unknown', roleKeys: ['TEACHER'] });
      const { body } = await bind(user.userId, [role.STUDENT, 999999]);
      expect(body.status).toBe(STATUS.NOT_FOUND);
      expect(body.message).toBe(translate('en', 'rolesNotFound', { ids: '999999' }));
      expect(roleKeys((await detail(user.userId)).body.data)).toEqual(['TEACHER']);
    });

    it('keeps SUPER_ADMIN on user 1', async () => {
      const { body } = await bind(1, [role.SUPER]);
      expect(body.status).toBe(STATUS.CONFLICT);
      expect(body.message).toBe(translate('en', 'firstUserKeepsAdmin'));
      expect(roleKeys((await detail(1)).body.data)).toEqual(['SUPER_ADMIN', 'SUPER']);
    });
  });

  describe('reSetPass', () => {
    it("answers a one-time code once, ends the user's sessions and old password, and forces a new one", async () => {
      const user = await createUser(t, admin, { username: 'reset_me', password: 'Old-pass1' });
      const token = await t.login('reset_me', 'Old-pass1');
      const reset = await resetPass(user.userId);
      expect(reset.body.status).toBe(STATUS.OK);
      const { password } = reset.body.data as TemporaryPassword;
      expect(reset.body.data).toEqual({
        password: expect.stringMatching(/^[a-z2-9]{10}$/),
        expiresAt: expect.any(Number),
        kind: 'oneTimeCode',
      });
      expect(await signedIn(token)).toBe(STATUS.TOKEN_INVALID);
      expect((await tryLogin(t, 'reset_me', 'Old-pass1')).body.status).toBe(STATUS.LOGIN_FAILED);
      expect((await tryLogin(t, 'reset_me', '123456')).body.status).toBe(STATUS.LOGIN_FAILED);
      const forced = (await tryLogin(t, 'reset_me', password)).body.data.token;
      expect((await t.call({ method: 'GET', url: API.listUser, token: forced })).body.status).toBe(STATUS.PASSWORD_CHANGE_REQUIRED);
      expect((await resetPass(999999)).body.status).toBe(STATUS.NOT_FOUND);
    });

    it('is on the audit trail with who reset whom, never the code', async () => {
      const user = await createUser(t, admin, { username: 'reset_audited' });
      const { password } = (await resetPass(user.userId)).body.data as TemporaryPassword;
      const rows = await t.app.db
        .selectFrom('auditLog')
        .selectAll()
        .where('action', '=', 'user.resetPassword')
        .where('targetId', '=', user.userId)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        userId: 1,
        username: 'admin',
        targetType: 'user',
        targetLabel: expect.stringContaining('reset_audited'),
      });
      expect(JSON.stringify(rows)).not.toContain(password);
    });
  });

  describe('access', () => {
    const calls = () =>
      [
        { method: 'GET', url: API.listUser },
        { method: 'POST', url: API.addUser, payload: { username: 'sneaky', nickName: 'Sneaky', userType: 0, roleIds: [role.SUPER_ADMIN] } },
        { method: 'GET', url: `${API.queryUserDetailByUserId}/3` },
        { method: 'PUT', url: API.updateUser, payload: { userId: 3, username: 'student', nickName: 'Hacked', userType: 2, locked: 1 } },
        { method: 'DELETE', url: `${API.deleteUser}/3` },
        { method: 'POST', url: API.bindUserWithRole, payload: { userId: 3, roleIds: [role.SUPER_ADMIN] } },
        { method: 'GET', url: `${API.reSetPass}/3` },
      ] as const;

    it('refuses a teacher with 40300 and an anonymous caller with 10000 on every user call', async () => {
      const teacher = await t.login('teacher');
      for (const call of calls()) {
        const denied = await t.call({ ...call, token: teacher });
        expect(denied.body.status, `${call.method} ${call.url}`).toBe(STATUS.FORBIDDEN);
        expect(denied.body.message).toBe(translate('en', 'forbidden'));
        expect((await t.call(call)).body.status, `${call.method} ${call.url}`).toBe(STATUS.TOKEN_INVALID);
      }
      const student = (await detail(3)).body.data;
      expect(student).toMatchObject({ username: 'student', nickName: 'Demo Student', locked: 0 });
      expect(roleKeys(student)).toEqual(['STUDENT']);
      expect(await names({ username: 'sneaky' })).toEqual([]);
      expect((await tryLogin(t, 'student', '123456', USER_TYPE.STUDENT)).body.status).toBe(STATUS.OK);
    });
  });

  describe('a user manager who is not SUPER_ADMIN', () => {
    let manager: string;
    beforeAll(async () => {
      manager = (await signedInUserWith(t, admin, 'user_manager', ['SYSTEM', 'SYSTEM-USER'])).token;
    });

    it('cannot grant the SUPER_ADMIN role', async () => {
      const added = await addUser({ username: 'wannabe', nickName: 'W', userType: 0, roleIds: [role.SUPER_ADMIN] }, manager);
      expect(added.body.status).toBe(STATUS.FORBIDDEN);
      expect(added.body.message).toBe(translate('en', 'superAdminOnly'));
      expect(await names({ username: 'wannabe' })).toEqual([]);
      const student = (await detail(3)).body.data;
      expect((await bind(3, [role.SUPER_ADMIN], manager)).body.status).toBe(STATUS.FORBIDDEN);
      expect((await update(student, { roleIds: [role.STUDENT, role.SUPER_ADMIN] }, manager)).body.status).toBe(STATUS.FORBIDDEN);
      expect(roleKeys((await detail(3)).body.data)).toEqual(['STUDENT']);
    });

    it('cannot update, reset, re-role or delete a super administrator', async () => {
      const first = (await detail(1)).body.data;
      expect((await update(first, { nickName: 'Hacked' }, manager)).body.status).toBe(STATUS.FORBIDDEN);
      expect((await resetPass(1, manager)).body.status).toBe(STATUS.FORBIDDEN);
      expect((await bind(admin2.userId, [role.TEACHER], manager)).body.status).toBe(STATUS.FORBIDDEN);
      expect((await remove(admin2.userId, manager)).body.status).toBe(STATUS.FORBIDDEN);
      expect((await remove(1, manager)).body.status).toBe(STATUS.CONFLICT);
      expect((await detail(1)).body.data.nickName).toBe('Administrator');
      expect(roleKeys((await detail(admin2.userId)).body.data)).toEqual(['SUPER_ADMIN']);
      expect(await signedIn(admin)).toBe(STATUS.OK);
    });

    it('cannot reset a publisher (SUPER) nor another account manager, and changes nothing', async () => {
      const publisher = await createUser(t, admin, { username: 'publisher', password: 'Pub-pass1', roleKeys: ['SUPER'] });
      const refused = await resetPass(publisher.userId, manager);
      expect(refused.body.status).toBe(STATUS.FORBIDDEN);
      expect(refused.body.message).toMatch(/^You cannot set the password of publisher: .*\(SUPER, /);
      expect(await t.login('publisher', 'Pub-pass1')).toEqual(expect.any(String));
      const peer = (await signedInUserWith(t, admin, 'peer_manager', ['SYSTEM', 'SYSTEM-USER'])).user;
      const refusedPeer = await resetPass(peer.userId, manager);
      expect(refusedPeer.body.status).toBe(STATUS.FORBIDDEN);
      expect(refusedPeer.body.message).toBe(translate('en', 'resetAccountManager', { username: 'peer_manager' }));
      expect(await t.login('peer_manager')).toEqual(expect.any(String));
      const audit = await t.app.db
        .selectFrom('auditLog')
        .select('id')
        .where('action', '=', 'user.resetPassword')
        .where('targetId', 'in', [publisher.userId, peer.userId])
        .execute();
      expect(audit).toEqual([]);
    });

    it('can add, reset and delete an ordinary user', async () => {
      // TEACHER carries permissions this manager lacks: granting it is refused (roles/grants.ts).
      const beyond = await addUser({ username: 'managed', nickName: 'M', userType: 1, roleIds: [role.TEACHER] }, manager);
      expect(beyond.body.status).toBe(STATUS.FORBIDDEN);
      const { body } = await addUser({ username: 'managed', nickName: 'M', userType: 1, roleIds: [] }, manager);
      expect(body.status).toBe(STATUS.OK);
      expect(roleKeys(body.data)).toEqual([]);
      expect((await resetPass(body.data.userId, manager)).body.status).toBe(STATUS.OK);
      expect((await remove(body.data.userId, manager)).body.status).toBe(STATUS.OK);
      expect((await detail(body.data.userId)).body.status).toBe(STATUS.NOT_FOUND);
    });
  });
});
