import { API, type AuthUser, hashPasswordForTransport, STATUS, type TemporaryPassword, translate, USER_TYPE } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/fixtures.js';
import { DATABASES, startTestApp, type TestApp } from '../../test/harness.js';
import { issueOneTimePassword } from './index.js';

const HOUR = 3600_000;

describe.each(DATABASES)('one-time passwords on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  const issue = (userId: number, now = Date.now(), ttlMs = HOUR) =>
    t.app.db.transaction().execute((trx) => issueOneTimePassword(trx, userId, { now, ttlMs, dialect: t.app.dialect, live: t.app.live }));
  const me = (token: string) => t.call<AuthUser>({ method: 'GET', url: API.authWebUser, token });
  const setNew = (token: string, plain: string) =>
    t.call({ method: 'POST', url: API.setNewPassword, token, payload: { newPass: hashPasswordForTransport(plain) } });

  it('makes a random ten-character code that signs in, and ends the old password and sessions', async () => {
    const user = await createUser(t, admin, { username: 'otp_owner', password: 'Own-pass1' });
    const old = await t.login('otp_owner', 'Own-pass1');
    const { password, expiresAt } = await issue(user.userId);
    expect(password).toMatch(/^[a-hjkmnp-z2-9]{10}$/);
    expect(expiresAt).toBeGreaterThan(Date.now());
    expect((await issue(user.userId)).password).not.toBe(password);
    expect((await me(old)).body.status).toBe(STATUS.TOKEN_INVALID);
    expect((await t.attemptLogin('otp_owner', 'Own-pass1')).body.status).toBe(STATUS.LOGIN_FAILED);
    const row = await t.app.db.selectFrom('users').select('passwordHash').where('id', '=', user.userId).executeTakeFirstOrThrow();
    expect(row.passwordHash).not.toContain(password);
  });

  it('signs in only into setting a new password, enforced on every other call', async () => {
    const user = await createUser(t, admin, { username: 'otp_forced', roleKeys: ['TEACHER'], userType: USER_TYPE.TEACHER });
    const { password } = await issue(user.userId);
    const token = await t.login('otp_forced', password, USER_TYPE.TEACHER);
    const mine = await me(token);
    expect(mine.body.status).toBe(STATUS.OK);
    expect(mine.body.data.passwordChangeDue).toBe(true);
    for (const call of [
      { method: 'GET', url: API.listNotice },
      { method: 'POST', url: API.issueAuthCode },
      { method: 'GET', url: API.listStudent },
    ] as const) {
      const refused = await t.call({ ...call, token });
      expect(refused.body.status, call.url).toBe(STATUS.PASSWORD_CHANGE_REQUIRED);
      expect(refused.httpStatus).toBe(403);
      expect(refused.body.message).toBe(translate('en', 'passwordChangeRequired'));
    }
  });

  it('takes a new password that is not guessable nor the code, then the session works and the code is dead', async () => {
    const user = await createUser(t, admin, { username: 'otp_new', roleKeys: ['TEACHER'], userType: USER_TYPE.TEACHER });
    const { password } = await issue(user.userId);
    const token = await t.login('otp_new', password, USER_TYPE.TEACHER);
    const second = await t.login('otp_new', password, USER_TYPE.TEACHER);
    const weak = await setNew(token, '123456');
    expect(weak.body.status).toBe(STATUS.BAD_REQUEST);
    expect(weak.body.message).toBe(translate('en', 'passwordWeak'));
    expect((await setNew(token, password)).body.message).toBe(translate('en', 'samePassword'));
    expect((await setNew(token, 'Mine-at-last7')).body.status).toBe(STATUS.OK);
    const mine = await me(token);
    expect(mine.body.data.passwordChangeDue).toBe(false);
    expect((await t.call({ method: 'GET', url: API.listNotice, token })).body.status).toBe(STATUS.OK);
    expect((await me(second)).body.status).toBe(STATUS.TOKEN_INVALID);
    expect((await t.attemptLogin('otp_new', password, USER_TYPE.TEACHER)).body.status).toBe(STATUS.LOGIN_FAILED);
    expect(await t.login('otp_new', 'Mine-at-last7', USER_TYPE.TEACHER)).toEqual(expect.any(String));
    // Once the password is one's own, changing it needs the current one (updatePass).
    const again = await setNew(token, 'Stolen-sess1');
    expect(again.body.status).toBe(STATUS.FORBIDDEN);
    expect(again.body.message).toBe(translate('en', 'passwordChangeNotDue'));
  });

  it('no longer signs in once expired, and says so only to whoever knows the code', async () => {
    const user = await createUser(t, admin, { username: 'otp_late' });
    const { password } = await issue(user.userId, Date.now() - 2 * HOUR, HOUR);
    const late = await t.attemptLogin('otp_late', password);
    expect(late.body.status).toBe(STATUS.LOGIN_FAILED);
    expect(late.body.message).toBe(translate('en', 'temporaryPasswordExpired'));
    const wrong = await t.attemptLogin('otp_late', 'not-the-code');
    expect(wrong.body.message).toBe(translate('en', 'loginFailed'));
  });

  it('lets a forced session sign out and use updatePass with the code as the old password', async () => {
    const user = await createUser(t, admin, { username: 'otp_update' });
    const { password } = await issue(user.userId);
    expect((await t.call({ method: 'GET', url: API.logout, token: await t.login('otp_update', password) })).body.status).toBe(STATUS.OK);
    const token = await t.login('otp_update', password);
    const changed = await t.call({
      method: 'POST',
      url: API.updatePass,
      token,
      payload: { oldPass: hashPasswordForTransport(password), newPass: hashPasswordForTransport('Chosen-pw9') },
    });
    expect(changed.body.status).toBe(STATUS.OK);
    expect((await me(token)).body.data.passwordChangeDue).toBe(false);
    expect((await t.call({ method: 'GET', url: API.logout, token })).body.status).toBe(STATUS.OK);
  });
});

describe.each(DATABASES)("a centre's own DEFAULT_PASSWORD on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { DEFAULT_PASSWORD: 'Centre-pw-26' });
  });
  afterAll(() => t.close());

  it('is what a reset gives, shown once, and it still forces a new password', async () => {
    const admin = await t.login('admin', 'Centre-pw-26');
    const user = await createUser(t, admin, { username: 'centre_reset', password: 'Own-pass1' });
    const reset = await t.call<TemporaryPassword>({ method: 'GET', url: `${API.reSetPass}/${user.userId}`, token: admin });
    expect(reset.body.data).toEqual({ password: 'Centre-pw-26', expiresAt: expect.any(Number), kind: 'centreDefault' });
    const token = await t.login('centre_reset', 'Centre-pw-26');
    expect((await t.call({ method: 'GET', url: API.listUser, token })).body.status).toBe(STATUS.PASSWORD_CHANGE_REQUIRED);
    expect((await t.attemptLogin('centre_reset', 'Own-pass1')).body.status).toBe(STATUS.LOGIN_FAILED);
  });
});
