import { randomBytes } from 'node:crypto';
import { API, hashPasswordForTransport, STATUS, USER_TYPE } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { DATABASES, startTestApp, TEST_CAPTCHA, type TestApp } from '../test/harness.js';

/** A failed login (a new unknown user each time: only the per-address limit applies) sent from `remoteAddress`, claiming to be `forwardedFor`. */
async function failedLogin(t: TestApp, remoteAddress: string, forwardedFor: string) {
  const headers = { 'x-forwarded-for': forwardedFor };
  const captcha = await t.app.inject({ method: 'GET', url: API.captcha, remoteAddress, headers });
  const login = await t.app.inject({
    method: 'POST',
    url: API.doLogin,
    remoteAddress,
    headers,
    payload: {
      username: `nobody_${randomBytes(4).toString('hex')}`,
      password: hashPasswordForTransport('x'),
      verifyCode: TEST_CAPTCHA,
      captchaKey: captcha.json().data.captchaKey,
      userType: USER_TYPE.ADMIN,
    },
  });
  return login.json<{ status: number }>().status;
}

describe.each(DATABASES)('a directly exposed instance (TRUST_PROXY unset) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { LOGIN_IP_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('counts logins against the connecting address, whatever X-Forwarded-For claims', async () => {
    for (const forged of ['192.0.2.1', '192.0.2.2', '192.0.2.3'])
      expect(await failedLogin(t, '203.0.113.50', forged)).toBe(STATUS.LOGIN_FAILED);
    expect(await failedLogin(t, '203.0.113.50', '192.0.2.4')).toBe(STATUS.RATE_LIMITED);
    // Another real address is its own count.
    expect(await failedLogin(t, '203.0.113.51', '192.0.2.4')).toBe(STATUS.LOGIN_FAILED);
  });
});

describe.each(DATABASES)('behind nginx on the same machine (TRUST_PROXY=loopback) on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { LOGIN_IP_LIMIT_PER_MINUTE: '3', TRUST_PROXY: 'loopback' });
  });
  afterAll(() => t.close());

  it('counts each candidate by the address nginx reports', async () => {
    for (let i = 0; i < 3; i += 1) expect(await failedLogin(t, '127.0.0.1', '198.51.100.20')).toBe(STATUS.LOGIN_FAILED);
    expect(await failedLogin(t, '127.0.0.1', '198.51.100.20')).toBe(STATUS.RATE_LIMITED);
    expect(await failedLogin(t, '127.0.0.1', '198.51.100.21')).toBe(STATUS.LOGIN_FAILED);
  });

  it('reads the address nginx appended, not one the client put in front of it', async () => {
    // nginx's $proxy_add_x_forwarded_for: the client's own header, then the address nginx saw.
    for (const forged of ['10.0.0.1', '10.0.0.2', '10.0.0.3'])
      expect(await failedLogin(t, '127.0.0.1', `${forged}, 198.51.100.30`)).toBe(STATUS.LOGIN_FAILED);
    expect(await failedLogin(t, '127.0.0.1', '10.0.0.4, 198.51.100.30')).toBe(STATUS.RATE_LIMITED);
  });

  it('ignores X-Forwarded-For from a client that reaches the port without nginx', async () => {
    for (const forged of ['192.0.2.11', '192.0.2.12', '192.0.2.13'])
      expect(await failedLogin(t, '203.0.113.60', forged)).toBe(STATUS.LOGIN_FAILED);
    expect(await failedLogin(t, '203.0.113.60', '192.0.2.14')).toBe(STATUS.RATE_LIMITED);
  });
});

describe('TRUST_PROXY validation', () => {
  it('is off by default and takes true, false or addresses, ranges and proxy-addr names', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,192.168.1.5, fd00::/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      '192.168.1.5',
      'fd00::/8',
    ]);
    for (const bad of ['yes please', '10.0.0.0/33', 'proxy.example.org', '10.0.0.1/8/8', ',']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
    }
  });
});
