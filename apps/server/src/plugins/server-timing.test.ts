import { API } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';

describe('the Server-Timing header (SERVER_TIMING)', () => {
  let timed: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    [timed, plain] = await Promise.all([startTestApp('sqlite', { SERVER_TIMING: '1' }), startTestApp('sqlite')]);
  });
  afterAll(async () => {
    await Promise.all([timed.close(), plain.close()]);
  });

  it("gives every response the server's own time when set, an error's included", async () => {
    for (const request of [
      { method: 'GET' as const, url: API.captcha },
      { method: 'POST' as const, url: API.saveAnswer, payload: {} },
    ]) {
      const response = await timed.app.inject(request);
      const duration = /^app;dur=(\d+\.\d{2})$/.exec(String(response.headers['server-timing']));
      expect(duration, `${request.url}: ${String(response.headers['server-timing'])}`).not.toBeNull();
      expect(Number(duration![1])).toBeGreaterThanOrEqual(0);
    }
  });

  it('says nothing of the server’s time unless set', async () => {
    const response = await plain.app.inject({ method: 'GET', url: API.captcha });
    expect(response.statusCode).toBe(200);
    expect(response.headers['server-timing']).toBeUndefined();
  });
});
