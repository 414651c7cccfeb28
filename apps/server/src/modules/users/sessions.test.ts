import { API, hashPasswordForTransport, STATUS, translate, type UserRecord, USER_TYPE } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInUserWith } from '../../test/fixtures.js';
import { DATABASES, startTestApp, type TestApp } from '../../test/harness.js';

/** Sessions end when an administrator says so, and whenever the password or the lock changes. */
describe.each(DATABASES)('ending sessions on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  const signedIn = async (token: string) => (await t.call({ method: 'GET', url: API.authWebUser, token })).body.status;
  const revoke = (userId: number | string, token = admin) =>
    t.call<{ ended: number }>({ method: 'POST', url: `${API.revokeSessions}/${userId}`, token });
  /** A teacher signed in on `devices` browsers at once. */
  async function teacherOn(username: string, devices: number): Promise<{ user: UserRecord; tokens: string[] }> {
    const user = await createUser(t, admin, { username, userType: USER_TYPE.TEACHER });
    const tokens: string[] = [];
    for (let i = 0; i < devices; i += 1) tokens.push(await t.login(username, '123456', USER_TYPE.TEACHER));
    return { user, tokens };
  }

  it("ends every session of a user at an administrator's word; the user can log in again", async () => {
    const { user, tokens } = await teacherOn('revoke_me', 3);
    const bystander = await t.login('teacher', '123456', USER_TYPE.TEACHER);
    const { body } = await revoke(user.userId);
    expect(body).toEqual({ status: STATUS.OK, message: translate('en', 'ok'), data: { ended: 3 } });
    for (const token of tokens) expect(await signedIn(token)).toBe(STATUS.TOKEN_INVALID);
    expect(await signedIn(bystander)).toBe(STATUS.OK);
    expect(await signedIn(admin)).toBe(STATUS.OK);
    const again = await t.login('revoke_me', '123456', USER_TYPE.TEACHER);
    expect(await signedIn(again)).toBe(STATUS.OK);
    // Nothing left to end is not an error.
    await revoke(user.userId);
    expect((await revoke(user.userId)).body.data).toEqual({ ended: 0 });
  });

  it("on one's own account ends the other sessions and keeps the caller's", async () => {
    const { user, tokens } = await teacherOn('self_revoke', 1);
    const manager = await signedInUserWith(t, admin, 'session_manager', ['SYSTEM', 'SYSTEM-USER']);
    const otherDevice = await t.login('session_manager');
    const { body } = await revoke(manager.user.userId, manager.token);
    expect(body.data).toEqual({ ended: 1 });
    expect(await signedIn(manager.token)).toBe(STATUS.OK);
    expect(await signedIn(otherDevice)).toBe(STATUS.TOKEN_INVALID);
    expect(await signedIn(tokens[0]!)).toBe(STATUS.OK);
    expect(user.username).toBe('self_revoke');
  });

  it('is refused without SYSTEM-USER, anonymously, for an unknown user, and on a super administrator by a mere user manager', async () => {
    const { user, tokens } = await teacherOn('kept_signed_in', 1);
    const teacher = await t.login('teacher', '123456', USER_TYPE.TEACHER);
    expect((await revoke(user.userId, teacher)).body.status).toBe(STATUS.FORBIDDEN);
    expect((await t.call({ method: 'POST', url: `${API.revokeSessions}/${user.userId}` })).body.status).toBe(STATUS.TOKEN_INVALID);
    expect((await revoke(999_999)).body).toMatchObject({
      status: STATUS.NOT_FOUND,
      message: translate('en', 'userNotFound', { id: 999_999 }),
    });
    expect((await revoke('abc')).body.status).toBe(STATUS.BAD_REQUEST);
    const manager = await signedInUserWith(t, admin, 'limited_manager', ['SYSTEM', 'SYSTEM-USER']);
    const refused = await revoke(1, manager.token);
    expect(refused.body).toMatchObject({ status: STATUS.FORBIDDEN, message: translate('en', 'superAdminOnly') });
    expect(await signedIn(admin)).toBe(STATUS.OK);
    expect(await signedIn(tokens[0]!)).toBe(STATUS.OK);
  });

  it('ends every session on a password reset', async () => {
    const { user, tokens } = await teacherOn('reset_sessions', 2);
    // A GET as the API names it, signed in by the Authorization header (the cookie alone is refused: cross-origin.test.ts).
    expect((await t.call({ method: 'GET', url: `${API.reSetPass}/${user.userId}`, token: admin })).body.status).toBe(STATUS.OK);
    for (const token of tokens) expect(await signedIn(token)).toBe(STATUS.TOKEN_INVALID);
  });

  it('ends every session on a lock', async () => {
    const { user, tokens } = await teacherOn('lock_sessions', 2);
    const locked = await t.call({
      method: 'PUT',
      url: API.updateUser,
      token: admin,
      payload: { userId: user.userId, username: user.username, nickName: user.nickName, userType: user.userType, locked: 1 },
    });
    expect(locked.body.status).toBe(STATUS.OK);
    for (const token of tokens) expect(await signedIn(token)).toBe(STATUS.TOKEN_INVALID);
    expect(await t.app.db.selectFrom('sessions').select('tokenHash').where('userId', '=', user.userId).execute()).toEqual([]);
  });

  it('ends the other sessions when users change their own password, and keeps the one that changed it', async () => {
    const { tokens } = await teacherOn('own_password', 3);
    const [current, ...others] = tokens as [string, ...string[]];
    const changed = await t.call({
      method: 'POST',
      url: API.updatePass,
      token: current,
      payload: { oldPass: hashPasswordForTransport('123456'), newPass: hashPasswordForTransport('N3w-secret') },
    });
    expect(changed.body.status).toBe(STATUS.OK);
    expect(await signedIn(current)).toBe(STATUS.OK);
    for (const token of others) expect(await signedIn(token)).toBe(STATUS.TOKEN_INVALID);
  });

  it('expires a session at its end of life even if nobody revokes it', async () => {
    const { tokens } = await teacherOn('expiring', 1);
    expect(await signedIn(tokens[0]!)).toBe(STATUS.OK);
    await t.app.db
      .updateTable('sessions')
      .set({ expiresAt: Date.now() - 1 })
      .where(
        'userId',
        '=',
        (await t.app.db.selectFrom('users').select('id').where('username', '=', 'expiring').executeTakeFirstOrThrow()).id,
      )
      .execute();
    expect(await signedIn(tokens[0]!)).toBe(STATUS.TOKEN_INVALID);
  });
});
