import zlib from 'node:zlib';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JsonClient, serverTimingOf } from './http-client.js';

const SLOW_MS = 300;

describe("the load generator's HTTP client and the server's own time", () => {
  let server: http.Server;
  let client: JsonClient;
  beforeAll(async () => {
    // Answers as the product does with SERVER_TIMING=1 (apps/server/src/plugins/server-timing.ts), or without it on /plain.
    server = http.createServer((request, response) => {
      if (request.url !== '/plain') response.setHeader('server-timing', 'app;dur=12.34');
      response.setHeader('content-type', 'application/json');
      // Turned away as a sign-in is while the server's hashing is behind (SignInBusy), or refused for good.
      if (request.url === '/busy' || request.url === '/limited') {
        response.statusCode = 429;
        return response.end(
          JSON.stringify({
            status: 42900,
            message: 'Later',
            data: request.url === '/busy' ? { retryAfterSeconds: 3, placeInLine: '17.x' } : null,
          }),
        );
      }
      if (request.url === '/slow') {
        setTimeout(() => response.end(JSON.stringify({ status: 200, message: '', data: null })), SLOW_MS);
        return;
      }
      const body = JSON.stringify({
        status: 200,
        message: '',
        data: { ok: true, url: request.url, accepted: request.headers['accept-encoding'] },
      });
      // Compressed as the paper's content (br, gzip) and the live view (deflate) are, when asked for and accepted.
      const coding = /^\/(br|gzip|deflate)$/.exec(request.url ?? '')?.[1];
      if (coding && String(request.headers['accept-encoding']).includes(coding)) {
        response.setHeader('content-encoding', coding);
        const compress = { br: zlib.brotliCompressSync, gzip: zlib.gzipSync, deflate: zlib.deflateSync }[coding]!;
        return response.end(compress(body));
      }
      response.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    client = new JsonClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, 2);
  });
  afterAll(async () => {
    client.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it("reads the server's time from each response's Server-Timing header, and nothing when it has none", async () => {
    const timed = await client.call('GET', '/timed');
    expect(timed).toMatchObject({ ok: true, serverMs: 12.34 });
    expect(timed.ms).toBeGreaterThan(0);
    expect((await client.call('GET', '/plain')).serverMs).toBeUndefined();
  });

  it('says when a refused call asked to be sent again, and only then', async () => {
    expect(await client.call('POST', '/busy')).toMatchObject({
      ok: false,
      error: 'http 429 Later',
      retry: { retryAfterSeconds: 3, placeInLine: '17.x' },
    });
    const limited = await client.call('POST', '/limited');
    expect(limited).toMatchObject({ ok: false, error: 'http 429 Later' });
    expect(limited.retry).toBeUndefined();
  });

  it('says how long a call waited for one of its connections, apart from its time on the wire', async () => {
    // Two connections, both held by slow calls: the third waits for one of them to come free.
    const [first, second, third] = await Promise.all([
      client.call('GET', '/slow'),
      client.call('GET', '/slow'),
      client.call('GET', '/timed'),
    ]);
    expect(first!.connectionWaitMs).toBeLessThan(SLOW_MS / 2);
    expect(second!.connectionWaitMs).toBeLessThan(SLOW_MS / 2);
    expect(third!.connectionWaitMs).toBeGreaterThanOrEqual(SLOW_MS * 0.9);
    expect(third!.ms).toBeGreaterThanOrEqual(third!.connectionWaitMs!);
    // With a connection free, nothing to wait for.
    expect((await client.call('GET', '/timed')).connectionWaitMs).toBeLessThan(SLOW_MS / 2);
  });

  it('accepts compressed bodies as a browser does, and reads them', async () => {
    const accepted = 'gzip, deflate, br';
    for (const coding of ['br', 'gzip', 'deflate'])
      expect(await client.call('GET', `/${coding}`)).toMatchObject({ ok: true, data: { ok: true, url: `/${coding}`, accepted } });
  });

  it('finds the app metric among others, and ignores other metrics', () => {
    expect(serverTimingOf('db;dur=3, app;dur=7.5')).toBe(7.5);
    expect(serverTimingOf(['cache;desc=hit', 'app;dur=0.25'])).toBe(0.25);
    expect(serverTimingOf('db;dur=3')).toBeUndefined();
    expect(serverTimingOf('myapp;dur=3')).toBeUndefined();
    expect(serverTimingOf(undefined)).toBeUndefined();
  });
});
