import { API, hashPasswordForTransport, STATUS, type UserRecord, USER_TYPE } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/fixtures.js';
import { DATABASES, startTestApp, type TestApp } from '../../test/harness.js';

/**
 * A one-time sign-in code dies with the session that issued it and with every event that ends
 * the user's sessions; otherwise whoever holds a fresh code stays in for good.
 */
describe.each(DATABASES)('one-time sign-in codes and ended sessions on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  async function teacherOn(username: string, devices: number): Promise<{ user: UserRecord; tokens: string[] }> {
    const user = await createUser(t, admin, { username, userType: USER_TYPE.TEACHER });
    const tokens: string[] = [];
    for (let i = 0; i < devices; i += 1) tokens.push(await t.login(username, '123456', USER_TYPE.TEACHER));
    return { user, tokens };
  }
  async function issueCode(token: string) {
    const { body } = await t.call<{ code: string }>({ method: 'POST', url: API.issueAuthCode, token });
    expect(body.status).toBe(STATUS.OK);
    return body.data.code;
  }
  const exchange = async (code: string) =>
    (await t.call<{ token: string }>({ method: 'POST', url: API.exchangeAuthCode, payload: { code } })).body;

  it('still exchanges a code while its session is open (the control case)', async () => {
    const { tokens } = await teacherOn('code_control', 1);
    expect((await exchange(await issueCode(tokens[0]!))).status).toBe(STATUS.OK);
  });

  it('refuses a code whose session signed out', async () => {
    const { tokens } = await teacherOn('code_logout', 1);
    const code = await issueCode(tokens[0]!);
    // A GET as the API names it, signed in by the Authorization header (the cookie alone is refused: cross-origin.test.ts).
    expect((await t.call({ method: 'GET', url: API.logout, token: tokens[0]! })).body.status).toBe(STATUS.OK);
    expect((await exchange(code)).status).toBe(STATUS.BAD_REQUEST);
  });

  it('refuses every code after an administrator ends the sessions', async () => {
    const { user, tokens } = await teacherOn('code_revoke', 2);
    const codes = [await issueCode(tokens[0]!), await issueCode(tokens[1]!)];
    expect((await t.call({ method: 'POST', url: `${API.revokeSessions}/${user.userId}`, token: admin })).body.status).toBe(STATUS.OK);
    for (const code of codes) expect((await exchange(code)).status).toBe(STATUS.BAD_REQUEST);
  });

  it('refuses every code after a password reset', async () => {
    const { user, tokens } = await teacherOn('code_reset', 1);
    const code = await issueCode(tokens[0]!);
    // A GET as the API names it, signed in by the Authorization header (the cookie alone is refused: cross-origin.test.ts).
    expect((await t.call({ method: 'GET', url: `${API.reSetPass}/${user.userId}`, token: admin })).body.status).toBe(STATUS.OK);
    expect((await exchange(code)).status).toBe(STATUS.BAD_REQUEST);
  });

  it('refuses every code after a lock, and after the unlock too', async () => {
    const { user, tokens } = await teacherOn('code_lock', 1);
    const code = await issueCode(tokens[0]!);
    const setLocked = (locked: number) =>
      t.call({
        method: 'PUT',
        url: API.updateUser,
        token: admin,
        payload: { userId: user.userId, username: user.username, nickName: user.nickName, userType: user.userType, locked },
      });
    expect((await setLocked(1)).body.status).toBe(STATUS.OK);
    expect((await setLocked(0)).body.status).toBe(STATUS.OK);
    expect((await exchange(code)).status).toBe(STATUS.BAD_REQUEST);
  });

  it('refuses the codes of the other sessions and of the kept one after a password change', async () => {
    const { tokens } = await teacherOn('code_password', 2);
    const [current, attacker] = tokens as [string, string];
    const codes = [await issueCode(attacker), await issueCode(current)];
    const changed = await t.call({
      method: 'POST',
      url: API.updatePass,
      token: current,
      payload: { oldPass: hashPasswordForTransport('123456'), newPass: hashPasswordForTransport('N3w-secret') },
    });
    expect(changed.body.status).toBe(STATUS.OK);
    for (const code of codes) expect((await exchange(code)).status).toBe(STATUS.BAD_REQUEST);
  });

  it('refuses a code whose session has expired', async () => {
    const { user, tokens } = await teacherOn('code_expired', 1);
    const code = await issueCode(tokens[0]!);
    await t.app.db
      .updateTable('sessions')
      .set({ expiresAt: Date.now() - 1 })
      .where('userId', '=', user.userId)
      .execute();
    expect((await exchange(code)).status).toBe(STATUS.BAD_REQUEST);
  });

  it('cannot chain codes past an ended session: a token won from a code dies with the rest', async () => {
    const { user, tokens } = await teacherOn('code_chain', 1);
    const won = await exchange(await issueCode(tokens[0]!));
    const next = await issueCode(won.data.token);
    expect((await t.call({ method: 'POST', url: `${API.revokeSessions}/${user.userId}`, token: admin })).body.status).toBe(STATUS.OK);
    expect((await exchange(next)).status).toBe(STATUS.BAD_REQUEST);
    expect((await t.call({ method: 'GET', url: API.authWebUser, token: won.data.token })).body.status).toBe(STATUS.TOKEN_INVALID);
  });

  it('leaves nothing signed in when codes are exchanged while the sessions end', async () => {
    const { user, tokens } = await teacherOn('code_race', 1);
    const codes: string[] = [];
    for (let i = 0; i < 8; i += 1) codes.push(await issueCode(tokens[0]!));
    const results = await Promise.all([
      ...codes.map((code) => exchange(code)),
      t.call({ method: 'POST', url: `${API.revokeSessions}/${user.userId}`, token: admin }),
    ]);
    expect(results.length).toBe(9);
    const left = await t.app.db.selectFrom('sessions').select('tokenHash').where('userId', '=', user.userId).execute();
    const codesLeft = await t.app.db.selectFrom('authCodes').select('codeHash').where('userId', '=', user.userId).execute();
    expect({ left, codesLeft }).toEqual({ left: [], codesLeft: [] });
  });
});
