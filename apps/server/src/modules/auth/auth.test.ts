import { API, hashPasswordForTransport, type SignInBusy, STATUS, translate } from '@kaoshi/contracts';
import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestApp, TEST_CAPTCHA, type TestApp } from '../../test/harness.js';
import { CAPTCHA_TTL_MS } from './captcha.js';
import { loginKeys } from './login.js';
import { DUMMY_STORED_HASH, hashingThreads, verifyStoredPassword } from './password-hash.js';

describe.each(DATABASES)('authentication on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { LOGIN_USER_FAILURE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  async function captchaKey() {
    const { body } = await t.call<{ captchaKey: string; svg: string }>({ method: 'GET', url: API.captcha });
    return body.data.captchaKey;
  }

  async function doLogin(fields: Record<string, string | number>, lang?: string) {
    return t.call<{ token: string }>({
      method: 'POST',
      url: API.doLogin,
      lang,
      payload: {
        username: 'teacher',
        password: hashPasswordForTransport('123456'),
        verifyCode: TEST_CAPTCHA,
        captchaKey: await captchaKey(),
        userType: 1,
        ...fields,
      },
    });
  }

  it('issues a captcha as an SVG image with a one-time key', async () => {
    const { body } = await t.call<{ captchaKey: string; svg: string }>({ method: 'GET', url: API.captcha });
    expect(body.status).toBe(STATUS.OK);
    expect(body.data.svg).toMatch(/^<svg/);
    expect(body.data.captchaKey.length).toBeGreaterThan(10);
  });

  it('logs in with the form body (username, password, verifyCode, userType) and returns a token', async () => {
    const { body } = await doLogin({});
    expect(body.status).toBe(STATUS.OK);
    expect(body.data.token).toMatch(/^[\w-]{40,}$/);
  });

  it('accepts the captcha answer in any case, and only once', async () => {
    const key = await captchaKey();
    const first = await doLogin({ captchaKey: key, verifyCode: TEST_CAPTCHA.toUpperCase() });
    expect(first.body.status).toBe(STATUS.OK);
    const again = await doLogin({ captchaKey: key });
    expect(again.body.status).toBe(STATUS.CAPTCHA_WRONG);
  });

  it('refuses a wrong captcha before looking at the password', async () => {
    const { body } = await doLogin({ verifyCode: 'nope', password: hashPasswordForTransport('wrong') });
    expect(body.status).toBe(STATUS.CAPTCHA_WRONG);
  });

  it('gives one message for a wrong password, an unknown user and a wrong user type', async () => {
    const wrongPassword = await doLogin({ username: 'student', userType: 2, password: hashPasswordForTransport('nope') });
    const unknownUser = await doLogin({ username: 'nobody-here' });
    const wrongType = await doLogin({ username: 'admin', userType: 2 });
    for (const { body } of [wrongPassword, unknownUser, wrongType]) {
      expect(body.status).toBe(STATUS.LOGIN_FAILED);
      expect(body.message).toBe(wrongPassword.body.message);
    }
  });

  it('answers in the language the client asks for', async () => {
    const { body } = await doLogin({ username: 'nobody-here' }, 'zh-CN,zh;q=0.9');
    expect(body.message).toBe('用户名、密码或用户类型错误。');
    const es = await doLogin({ username: 'nobody-here' }, 'es');
    expect(es.body.message).toMatch(/incorrectos/);
  });

  it('refuses a password that was not hashed by the client', async () => {
    const { httpStatus, body } = await doLogin({ password: '123456' });
    expect(httpStatus).toBe(400);
    expect(body.status).toBe(STATUS.BAD_REQUEST);
    expect(body.message).toMatch(/password/);
  });

  it('limits failed logins per username and says when to try again', async () => {
    const target = { username: 'ratelimited-user' };
    for (let i = 0; i < 3; i++) expect((await doLogin(target)).body.status).toBe(STATUS.LOGIN_FAILED);
    const { body } = await doLogin(target);
    expect(body.status).toBe(STATUS.RATE_LIMITED);
    expect(body.message).toMatch(/Try again in \d+ s/);
  });

  it('answers a locked account the same whatever the password, and counts every try as a failure', async () => {
    await t.app.db.updateTable('users').set({ locked: 1 }).where('username', '=', 'teacher').execute();
    const right = await t.attemptLogin('teacher', '123456');
    const wrong = await t.attemptLogin('teacher', 'not-it-at-all');
    expect(right.httpStatus).toBe(wrong.httpStatus);
    expect(right.body).toEqual(wrong.body);
    expect(right.body).toMatchObject({ status: STATUS.FORBIDDEN, message: translate('en', 'userLocked') });
    // Two tries so far, both failures: the right password did not clear the count (limit 3 here).
    await t.attemptLogin('teacher', '123456');
    const limited = await t.attemptLogin('teacher', '123456');
    expect(limited.body.status).toBe(STATUS.RATE_LIMITED);
    await t.app.db.updateTable('users').set({ locked: 0 }).where('username', '=', 'teacher').execute();
    // Clean slate for the tests after this one.
    for (const key of [loginKeys.pair('teacher', '127.0.0.1'), loginKeys.account('teacher'), loginKeys.address('127.0.0.1')])
      await t.app.limiter.reset(key);
    expect((await t.attemptLogin('teacher', '123456')).body.status).toBe(STATUS.OK);
  });

  it("returns the signed-in user's fields and never a password", async () => {
    const token = await t.login('admin');
    const { body } = await t.call<Record<string, unknown>>({ method: 'GET', url: API.authWebUser, token });
    expect(body.status).toBe(STATUS.OK);
    expect(body.data).toMatchObject({ id: 1, username: 'admin', roles: ['SUPER_ADMIN', 'SUPER'], userType: 0, remoteLogin: 1 });
    for (const field of ['nickName', 'avatar', 'introduction', 'roleNames', 'className', 'departmentName', 'email', 'resourceUrl']) {
      expect(body.data).toHaveProperty(field);
    }
    // Whether a new password is due, never a password or its hash.
    expect(body.data.passwordChangeDue).toBe(false);
    const { passwordChangeDue: _due, ...rest } = body.data;
    expect(JSON.stringify(rest)).not.toMatch(/password|scrypt|argon/i);
  });

  it('answers 10000 to a missing, unknown or revoked token', async () => {
    expect((await t.call({ method: 'GET', url: API.authWebUser })).body.status).toBe(STATUS.TOKEN_INVALID);
    expect((await t.call({ method: 'GET', url: API.authWebUser, token: 'made-up' })).body.status).toBe(STATUS.TOKEN_INVALID);
    const token = await t.login('teacher');
    expect((await t.call({ method: 'GET', url: API.logout, token })).body.status).toBe(STATUS.OK);
    expect((await t.call({ method: 'GET', url: API.authWebUser, token })).body.status).toBe(STATUS.TOKEN_INVALID);
  });

  it('refuses the KAOSHI_TOKEN cookie alone, saying the Authorization header is needed', async () => {
    const token = await t.login('teacher');
    const { body } = await t.call({
      method: 'GET',
      url: API.authWebUser,
      headers: { cookie: `KAOSHI_TOKEN=${token}`, 'accept-language': 'es' },
    });
    expect(body.status).toBe(STATUS.TOKEN_INVALID);
    expect(body.message).toMatch(/cabecera Authorization/);
  });

  it('expires tokens after their lifetime', async () => {
    const token = await t.login('teacher');
    await t.app.db
      .updateTable('sessions')
      .set({ expiresAt: Date.now() - 1 })
      .execute();
    expect((await t.call({ method: 'GET', url: API.authWebUser, token })).body.status).toBe(STATUS.TOKEN_INVALID);
  });

  it('exchanges a one-time sign-in code for a token exactly once', async () => {
    const token = await t.login('teacher');
    const issued = await t.call<{ code: string }>({ method: 'POST', url: API.issueAuthCode, token });
    const code = issued.body.data.code;
    const first = await t.call<{ token: string }>({ method: 'POST', url: API.exchangeAuthCode, payload: { code } });
    expect(first.body.status).toBe(STATUS.OK);
    const me = await t.call<{ username: string }>({ method: 'GET', url: API.authWebUser, token: first.body.data.token });
    expect(me.body.data.username).toBe('teacher');
    const second = await t.call({ method: 'POST', url: API.exchangeAuthCode, payload: { code } });
    expect(second.body.status).toBe(STATUS.BAD_REQUEST);
  });

  it('changes the own password only with the right old one, and keeps this session', async () => {
    const token = await t.login('student');
    const other = await t.login('student');
    const wrong = await t.call({
      method: 'POST',
      url: API.updatePass,
      token,
      payload: { oldPass: hashPasswordForTransport('bad'), newPass: hashPasswordForTransport('n3w-pass') },
    });
    expect(wrong.body.status).toBe(STATUS.BAD_REQUEST);
    const changed = await t.call({
      method: 'POST',
      url: API.updatePass,
      token,
      payload: { oldPass: hashPasswordForTransport('123456'), newPass: hashPasswordForTransport('n3w-pass') },
    });
    expect(changed.body.status).toBe(STATUS.OK);
    expect((await t.call({ method: 'GET', url: API.authWebUser, token })).body.status).toBe(STATUS.OK);
    expect((await t.call({ method: 'GET', url: API.authWebUser, token: other })).body.status).toBe(STATUS.TOKEN_INVALID);
    await expect(t.login('student', '123456')).rejects.toThrow();
    expect(await t.login('student', 'n3w-pass')).toBeTruthy();
  });

  it('never leaks a stack trace: malformed JSON gets a clear envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: API.doLogin,
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    const body = response.json();
    expect(body.status).toBe(STATUS.BAD_REQUEST);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('accepts a password stored with the earlier scrypt scheme and stores it again as argon2id', async () => {
    const digest = hashPasswordForTransport('123456');
    const salt = randomBytes(16);
    const key = scryptSync(digest, salt, 32, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const scryptHash = `scrypt$16384$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
    await t.app.db.updateTable('users').set({ passwordHash: scryptHash }).where('username', '=', 'teacher').execute();

    const { body } = await doLogin({});
    expect(body.status).toBe(STATUS.OK);
    const { passwordHash } = await t.app.db
      .selectFrom('users')
      .select('passwordHash')
      .where('username', '=', 'teacher')
      .executeTakeFirstOrThrow();
    expect(passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyStoredPassword(digest, passwordHash)).toBe(true);
    expect(await verifyStoredPassword(hashPasswordForTransport('654321'), passwordHash)).toBe(false);
    // The next login reads the new hash.
    expect((await doLogin({})).body.status).toBe(STATUS.OK);
  });

  it('finds no password in the dummy hash that unknown usernames are checked against', async () => {
    expect(DUMMY_STORED_HASH).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyStoredPassword(hashPasswordForTransport('123456'), DUMMY_STORED_HASH)).toBe(false);
    expect(await verifyStoredPassword(hashPasswordForTransport('123456'), '$argon2id$broken')).toBe(false);
  });

  it('gives password hashes every core while the event loop idles, and all but one while it is busy', () => {
    expect(hashingThreads(2, 0.1)).toBe(2);
    expect(hashingThreads(2, 0.5)).toBe(1);
    expect(hashingThreads(8, 0.9)).toBe(7);
    expect(hashingThreads(1, 0.9)).toBe(1);
  });

  it('answers unknown /api paths with a JSON 40400', async () => {
    const { httpStatus, body } = await t.call({ method: 'GET', url: '/api/kaoshi-user/nothing-here' });
    expect(httpStatus).toBe(404);
    expect(body.status).toBe(STATUS.NOT_FOUND);
  });

  it('serves the OpenAPI document built from the request schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths[API.doLogin].post.requestBody).toBeDefined();
    expect(Object.keys(doc.paths)).toContain(`${API.deleteUser}/{id}`);
  });
});

describe.each(DATABASES)('login rate limit per address on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { LOGIN_IP_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('refuses the fourth attempt in a minute from one address, whatever the username', async () => {
    for (const username of ['a1', 'a2', 'a3']) expect((await t.attemptLogin(username)).body.status).toBe(STATUS.LOGIN_FAILED);
    const { body } = await t.attemptLogin('teacher');
    expect(body.status).toBe(STATUS.RATE_LIMITED);
    expect(body.message).toMatch(/Try again in \d+ s/);
  });
});

/** A guesser slows an account down from his own address; he cannot lock its owner out. */
describe.each(DATABASES)('failed sign-ins per account and address on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { LOGIN_USER_FAILURE_LIMIT: '3', LOGIN_SLOWDOWN_BASE_MS: '300', LOGIN_SLOWDOWN_MAX_MS: '600' });
  });
  afterAll(() => t.close());

  const captchaFrom = async (ip: string) =>
    (await t.call<{ captchaKey: string; svg: string }>({ method: 'GET', url: API.captcha, remoteAddress: ip })).body.data;
  async function loginFrom(ip: string, username: string, password: string) {
    const started = performance.now();
    const { body } = await t.call<{ token: string }>({
      method: 'POST',
      url: API.doLogin,
      remoteAddress: ip,
      payload: {
        username,
        password: hashPasswordForTransport(password),
        verifyCode: TEST_CAPTCHA,
        captchaKey: (await captchaFrom(ip)).captchaKey,
        userType: USER_TYPES[username] ?? 1,
      },
    });
    return { status: body.status, message: body.message, ms: performance.now() - started };
  }
  const USER_TYPES: Record<string, number> = { admin: 0, student: 2 };
  const characters = (svg: string) => svg.match(/<path/g)?.length ?? 0;

  it('refuses the guessing address, and lets the owner in from another at once', async () => {
    const guesser = '203.0.113.7';
    for (let i = 0; i < 3; i += 1) expect((await loginFrom(guesser, 'teacher', 'guess')).status).toBe(STATUS.LOGIN_FAILED);
    const refused = await loginFrom(guesser, 'teacher', '123456');
    expect(refused.status).toBe(STATUS.RATE_LIMITED);
    expect(refused.message).toMatch(/Try again in \d+ s/);
    expect((await loginFrom('198.51.100.8', 'teacher', '123456')).status).toBe(STATUS.OK);
    // The owner's sign-in hands the guesser no fresh tries.
    expect((await loginFrom(guesser, 'teacher', 'guess')).status).toBe(STATUS.RATE_LIMITED);
  });

  it('slows every sign-in on a much-tried account, more with each failure, but never refuses the owner', async () => {
    for (const [n, ip] of ['203.0.113.20', '203.0.113.21', '203.0.113.22'].entries()) {
      expect((await loginFrom(ip, 'student', `guess${n}`)).status).toBe(STATUS.LOGIN_FAILED);
    }
    const owner = await loginFrom('198.51.100.30', 'student', '123456');
    expect(owner.status).toBe(STATUS.OK);
    expect(owner.ms).toBeGreaterThanOrEqual(295);
    expect((await loginFrom('203.0.113.23', 'student', 'guess')).status).toBe(STATUS.LOGIN_FAILED);
    const later = await loginFrom('198.51.100.31', 'student', '123456');
    expect(later.status).toBe(STATUS.OK);
    expect(later.ms).toBeGreaterThanOrEqual(595);
  });

  it('gives an address that keeps failing longer captchas, and others the usual ones', async () => {
    const failing = '203.0.113.40';
    const usual = characters((await captchaFrom(failing)).svg);
    for (const username of ['nobody1', 'nobody2', 'nobody3'])
      expect((await loginFrom(failing, username, 'guess')).status).toBe(STATUS.LOGIN_FAILED);
    expect(characters((await captchaFrom(failing)).svg)).toBe(usual + 2);
    expect(characters((await captchaFrom('198.51.100.41')).svg)).toBe(usual);
    // The E2E override still answers the longer captcha.
    expect((await loginFrom(failing, 'admin', '123456')).status).toBe(STATUS.OK);
  });
});

/** Sign-ins past the password hashing's queue limit are told when to come back, with nothing spent. */
describe.each(DATABASES)('sign-ins while the password hashing is behind, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { SIGN_IN_QUEUE_LIMIT_MS: '1' });
  });
  afterAll(() => t.close());

  const signInFailures = async () =>
    (await t.app.db.selectFrom('auditLog').select('id').where('action', '=', 'login.failure').execute()).length;

  it('turns a sign-in away with a place in line while hashes queue, keeping its captcha and writing no audit row, and lets the same form in at its place', async () => {
    const { body: captcha } = await t.call<{ captchaKey: string }>({ method: 'GET', url: API.captcha });
    const payload = {
      username: 'teacher',
      password: hashPasswordForTransport('123456'),
      verifyCode: TEST_CAPTCHA,
      captchaKey: captcha.data.captchaKey,
      userType: 1,
    };
    const failuresBefore = await signInFailures();
    // A captcha about to expire: the turning away keeps it good for its whole lifetime again.
    const soon = Date.now() + 1000;
    await t.app.db.updateTable('captchas').set({ expiresAt: soon }).where('captchaKey', '=', captcha.data.captchaKey).execute();
    const { body: other } = await t.call<{ captchaKey: string }>({ method: 'GET', url: API.captcha });
    // More hashes than this machine has cores: some of them queue.
    const queued = Array.from({ length: 24 }, () => verifyStoredPassword('x'.repeat(64), DUMMY_STORED_HASH));
    const busy = await t.app.inject({ method: 'POST', url: API.doLogin, payload, headers: { 'accept-language': 'en' } });
    const envelope = busy.json<{ status: number; message: string; data: SignInBusy }>();
    expect(busy.statusCode).toBe(429);
    expect(envelope.status).toBe(STATUS.RATE_LIMITED);
    expect(envelope.data.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(busy.headers['retry-after']).toBe(String(envelope.data.retryAfterSeconds));
    expect(envelope.message).toBe(`Many people are signing in right now. Trying again in ${envelope.data.retryAfterSeconds} s…`);
    // Another form turned away after it gets a later place in line; a made-up place counts for nothing.
    const placeOf = (data: SignInBusy) => Number(data.placeInLine.split('.')[0]);
    const forged = `${Date.now()}.${'A'.repeat(22)}`;
    const behind = await t.app.inject({
      method: 'POST',
      url: API.doLogin,
      payload: { ...payload, captchaKey: other.data.captchaKey, placeInLine: forged },
    });
    expect(behind.statusCode, behind.body).toBe(429);
    expect(placeOf(behind.json<{ data: SignInBusy }>().data)).toBeGreaterThan(placeOf(envelope.data));
    await Promise.all(queued);
    expect(await signInFailures()).toBe(failuresBefore);
    const kept = await t.app.db
      .selectFrom('captchas')
      .select('expiresAt')
      .where('captchaKey', '=', captcha.data.captchaKey)
      .executeTakeFirstOrThrow();
    expect(Number(kept.expiresAt)).toBeGreaterThan(soon + CAPTCHA_TTL_MS / 2);

    expect(Number(kept.expiresAt)).toBeGreaterThanOrEqual(placeOf(envelope.data) + CAPTCHA_TTL_MS);

    // Its place due: the same form, captcha and all, with its place, signs in.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, placeOf(envelope.data) - Date.now())));
    const again = await t.call<{ token: string }>({
      method: 'POST',
      url: API.doLogin,
      payload: { ...payload, placeInLine: envelope.data.placeInLine },
    });
    expect(again.body.status).toBe(STATUS.OK);
  });
});
