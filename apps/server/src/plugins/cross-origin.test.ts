import { API, hashPasswordForTransport, STATUS, TOKEN_COOKIE, translate, USER_TYPE } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { liveSocketUrl, openLiveSocket } from '../modules/live/test/live-test-client.js';
import { DATABASES, startTestApp, TEST_CAPTCHA, type TestApp } from '../test/harness.js';

const TRUSTED = 'https://portal.example.org';
const OTHER = 'https://evil.example';

const preflight = (t: TestApp, origin: string, method = 'POST') =>
  t.app.inject({
    method: 'OPTIONS',
    url: API.updateUser,
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': 'authorization, content-type' },
  });

describe.each(DATABASES)('CORS closed by default on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('allows no other origin: no Access-Control-Allow-Origin on any answer', async () => {
    const token = await t.login('admin');
    for (const origin of [OTHER, TRUSTED, 'null']) {
      const response = await t.app.inject({ method: 'GET', url: API.authWebUser, headers: { origin, authorization: `Bearer ${token}` } });
      expect(response.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(response.headers['access-control-allow-credentials'], origin).toBeUndefined();
    }
  });

  it('refuses a preflight with an envelope and no CORS headers, so the browser never sends the call', async () => {
    const refused = await preflight(t, OTHER);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      status: STATUS.FORBIDDEN,
      message: translate('en', 'corsOriginRefused', { origin: OTHER }),
      data: null,
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect(refused.headers['access-control-allow-methods']).toBeUndefined();
  });
});

describe.each(DATABASES)('CORS with CORS_ORIGINS on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { CORS_ORIGINS: `${TRUSTED}, http://localhost:5173` });
  });
  afterAll(() => t.close());

  it('grants a configured origin a preflight and its answers, without credentials', async () => {
    const granted = await preflight(t, TRUSTED, 'PUT');
    expect(granted.statusCode).toBe(204);
    expect(granted.headers).toMatchObject({ 'access-control-allow-origin': TRUSTED, vary: 'Origin' });
    expect(granted.headers['access-control-allow-methods']).toMatch(/PUT/);
    expect(granted.headers['access-control-allow-headers']).toMatch(/Authorization/);
    expect(granted.headers['access-control-allow-credentials']).toBeUndefined();

    const token = await t.login('admin');
    const answer = await t.app.inject({
      method: 'GET',
      url: API.authWebUser,
      headers: { origin: TRUSTED, authorization: `Bearer ${token}` },
    });
    expect(answer.json().status).toBe(STATUS.OK);
    expect(answer.headers['access-control-allow-origin']).toBe(TRUSTED);
    // A refusal reaches the page too, so it can show the message.
    const refusal = await t.app.inject({ method: 'GET', url: API.authWebUser, headers: { origin: TRUSTED } });
    expect(refusal.json().status).toBe(STATUS.TOKEN_INVALID);
    expect(refusal.headers['access-control-allow-origin']).toBe(TRUSTED);
  });

  it('still refuses every origin not on the list, and one that differs only in scheme or port', async () => {
    for (const origin of [OTHER, 'http://portal.example.org', 'https://portal.example.org:8443', 'http://localhost:5174']) {
      const refused = await preflight(t, origin);
      expect(refused.statusCode, origin).toBe(403);
      expect(refused.headers['access-control-allow-origin'], origin).toBeUndefined();
      const call = await t.app.inject({ method: 'GET', url: API.captcha, headers: { origin } });
      expect(call.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });
});

describe('CORS_ORIGINS validation', () => {
  it('takes origins only: no wildcard, no path, no other scheme', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://A.example.org/, http://b.example:8080' }).corsOrigins).toEqual([
      'https://a.example.org',
      'http://b.example:8080',
    ]);
    expect(loadConfig({}).corsOrigins).toEqual([]);
    for (const bad of ['*', 'https://a.example.org/app', 'a.example.org', 'ftp://a.example.org', 'https://*.example.org']) {
      expect(() => loadConfig({ CORS_ORIGINS: bad }), bad).toThrow(ConfigError);
    }
  });
});

describe.each(DATABASES)('the token cookie and other sites on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login('admin');
  });
  afterAll(() => t.close());

  const cookie = () => ({ cookie: `${TOKEN_COOKIE}=${token}` });

  it('signs in by the cookie only the routes that declare it: the editor files (images), registration evidence (opened in a new tab) and the live socket', async () => {
    const declared = t.app.routeTable.filter((route) => route.cookie).map((route) => `${route.method} ${route.url}`);
    expect(declared.sort()).toEqual([`GET ${API.editorFiles}/:name`, `GET ${API.registrationFile}/:id`, `GET ${API.liveSocket}`].sort());
    // Signed in (a missing file, not a missing session).
    const file = await t.app.inject({ method: 'GET', url: `${API.editorFiles}/${'0'.repeat(64)}.png`, headers: cookie() });
    expect(file.json().status).toBe(STATUS.NOT_FOUND);
    const read = await t.app.inject({ method: 'GET', url: API.authWebUser, headers: { ...cookie(), 'accept-language': 'zh' } });
    expect(read.json()).toMatchObject({ status: STATUS.TOKEN_INVALID, message: translate('zh', 'cookieNotAccepted') });
  });

  it('refuses reSetPass and logout, GETs by name, to an <img> carrying the cookie, and changes nothing', async () => {
    const before = await t.app.db.selectFrom('users').select(['passwordHash']).where('id', '=', 1).executeTakeFirstOrThrow();
    const sessions = await t.app.db.selectFrom('sessions').select('tokenHash').execute();
    for (const url of [`${API.reSetPass}/1`, API.logout]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.app.inject({ method, url, headers: { ...cookie(), 'sec-fetch-dest': 'image' } });
        // HEAD has no route at all (no handler runs); GET is refused before its handler.
        expect(response.statusCode, `${method} ${url}`).toBe(method === 'HEAD' ? 404 : 401);
        if (method === 'GET') expect(response.json().message).toBe(translate('en', 'cookieNotAccepted'));
      }
    }
    expect(await t.app.db.selectFrom('users').select(['passwordHash']).where('id', '=', 1).executeTakeFirstOrThrow()).toEqual(before);
    expect(await t.app.db.selectFrom('sessions').select('tokenHash').execute()).toEqual(sessions);
    expect((await t.call({ method: 'GET', url: API.authWebUser, token })).body.status).toBe(STATUS.OK);
  });

  it('has POST twins of reSetPass, resetStudentPassword and logout that refuse the cookie alone and work with the header', async () => {
    const before = await t.app.db.selectFrom('users').select(['passwordHash']).where('id', '=', 3).executeTakeFirstOrThrow();
    for (const url of [`${API.reSetPass}/3`, `${API.resetStudentPassword}/3`, API.logout]) {
      const forged = await t.app.inject({ method: 'POST', url, headers: { ...cookie(), origin: OTHER } });
      expect(forged.json().message, url).toBe(translate('en', 'cookieNotAccepted'));
    }
    expect(await t.app.db.selectFrom('users').select(['passwordHash']).where('id', '=', 3).executeTakeFirstOrThrow()).toEqual(before);
    const reset = await t.call<{ password: string }>({ method: 'POST', url: `${API.reSetPass}/3`, token });
    expect(reset.body.status).toBe(STATUS.OK);
    expect(reset.body.data.password).toMatch(/^[a-z2-9]{10}$/);
    expect(await t.app.db.selectFrom('users').select(['passwordHash']).where('id', '=', 3).executeTakeFirstOrThrow()).not.toEqual(before);
    const own = await t.login('teacher');
    expect((await t.call({ method: 'POST', url: API.logout, token: own })).body.status).toBe(STATUS.OK);
    expect((await t.call({ method: 'GET', url: API.authWebUser, token: own })).body.status).toBe(STATUS.TOKEN_INVALID);
  });

  it('never lets the cookie alone change anything: a forged form post is refused and nothing changes', async () => {
    const before = await t.app.db.selectFrom('users').select(['nickName', 'locked']).where('id', '=', 3).executeTakeFirstOrThrow();
    const forged = await t.app.inject({
      method: 'PUT',
      url: API.updateUser,
      headers: { ...cookie(), origin: OTHER },
      payload: { userId: 3, username: 'student', nickName: 'Forged', userType: 2, locked: 1 },
    });
    expect(forged.json().status).toBe(STATUS.TOKEN_INVALID);
    const form = await t.app.inject({
      method: 'POST',
      url: `${API.revokeSessions}/1`,
      headers: { ...cookie(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(form.json().status).toBe(STATUS.TOKEN_INVALID);
    expect(await t.app.db.selectFrom('users').select(['nickName', 'locked']).where('id', '=', 3).executeTakeFirstOrThrow()).toEqual(before);
    // The same change with the token in Authorization (what the console sends) goes through.
    const honest = await t.call({ method: 'POST', url: `${API.revokeSessions}/3`, token });
    expect(honest.body.status).toBe(STATUS.OK);
  });

  it("sets no cookie itself: the captcha lives in the database, the token is the client's to keep", async () => {
    const captcha = await t.app.inject({ method: 'GET', url: API.captcha });
    expect(captcha.headers['set-cookie']).toBeUndefined();
    const login = await t.app.inject({
      method: 'POST',
      url: API.doLogin,
      payload: {
        username: 'teacher',
        password: hashPasswordForTransport('123456'),
        verifyCode: TEST_CAPTCHA,
        captchaKey: captcha.json().data.captchaKey,
        userType: USER_TYPE.TEACHER,
      },
    });
    expect(login.json().status).toBe(STATUS.OK);
    expect(login.headers['set-cookie']).toBeUndefined();
    const logout = await t.app.inject({ method: 'GET', url: API.logout, headers: { authorization: `Bearer ${login.json().data.token}` } });
    expect(logout.headers['set-cookie']).toBeUndefined();
  });
});

describe.each(DATABASES)('the CORS_ORIGINS page and the live socket on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { CORS_ORIGINS: TRUSTED });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('lets a page of CORS_ORIGINS open the live socket and refuses any other origin', async () => {
    const token = await t.login('student');
    const url = liveSocketUrl(t.app);
    const client = await openLiveSocket(url, token, 'cookie', TRUSTED);
    await client.close();
    await expect(openLiveSocket(url, token, 'cookie', OTHER)).rejects.toThrow('HTTP 403');
  });
});
