import { API } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';
import { redactUrl } from './request-log.js';

describe('the request log', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('sqlite', { LOG_LEVEL: 'info' }, { logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(() => t.close());

  it('redacts tokens and sign-in codes from a URL', () => {
    expect(redactUrl('/api/x?token=abc&page=1')).toBe('/api/x?token=[redacted]&page=1');
    expect(redactUrl('/api/x?page=1&TOKEN=abc#f')).toBe('/api/x?page=1&TOKEN=[redacted]#f');
    expect(redactUrl('/api/x?code=abc;access_token=def')).toBe('/api/x?code=[redacted];access_token=[redacted]');
    expect(redactUrl('/api/x?mytoken=abc')).toBe('/api/x?mytoken=abc');
  });

  it('writes no token that a request carried in its URL, at the default level', async () => {
    const secret = 'f00dfeedcafe0123456789';
    await t.app.inject({ method: 'GET', url: `${API.liveSocket}?token=${secret}` });
    await t.app.inject({ method: 'GET', url: `${API.authWebUser}?page=1&token=${secret}` });
    const written = lines.join('');
    expect(written).toContain(`${API.authWebUser}?page=1&token=[redacted]`);
    expect(written).not.toContain(secret);
  });
});
