import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../web/build/precompress.js';
import { DATABASES, startTestApp, type TestApp } from '../test/harness.js';

/** A stand-in for the built console: a hashed script big enough to compress, and index.html. */
const SCRIPT = `export const greeting = ${JSON.stringify('考试 '.repeat(2000))};\n`;

describe.each(DATABASES)('serving the built console on %s', (kind) => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'kaoshi-web-'));
    await fs.mkdir(path.join(webDist, 'assets'));
    await fs.writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="/assets/index-Ab12Cd34.js"></script>',
    );
    await fs.writeFile(path.join(webDist, 'assets/index-Ab12Cd34.js'), SCRIPT);
    await fs.writeFile(path.join(webDist, 'assets/logo-Ef56Gh78.png'), Buffer.alloc(64));
    await precompressDir(webDist);
    t = await startTestApp(kind, { WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('the build step writes brotli and gzip copies of text files only', async () => {
    const files = (await fs.readdir(path.join(webDist, 'assets'))).sort();
    expect(files).toEqual(['index-Ab12Cd34.js', 'index-Ab12Cd34.js.br', 'index-Ab12Cd34.js.gz', 'logo-Ef56Gh78.png']);
  });

  it('sends a hashed script as brotli to a browser that accepts it, cached for a year', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 5);
  });

  it('sends gzip when brotli is not accepted, and the plain file when nothing is', async () => {
    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes browsers revalidate index.html, at its own path and for client routes', async () => {
    for (const url of ['/index.html', '/exam/papers']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('still answers an unknown API path with JSON, not the page', async () => {
    const res = await get('/api/nothing-here', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});
