import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  API,
  EDITOR_ACTION,
  type EditorUploadResult,
  MATERIAL_TYPE,
  PERMISSION,
  STATUS,
  type CourseMaterialRecord,
} from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withQuery } from '../test/fixtures.js';
import { DATABASES, startTestApp, type TestApp } from '../test/harness.js';
import { createChain, multipart, teacherWith } from '../test/org.js';
import { UPLOADED_FILE_POLICY } from '../lib/download.js';

/** The policy's directives by name: `{ 'script-src': ["'self'"], … }`. */
function directives(policy: string | undefined): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) result[name] = sources;
  }
  return result;
}

describe.each(DATABASES)('security headers on %s', (kind) => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    // A stand-in for the built console, so the HTML page is served as in production.
    webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'kaoshi-web-'));
    await fs.writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="/assets/app.js"></script>',
    );
    t = await startTestApp(kind, { WEB_DIST: webDist, TRUST_PROXY: 'loopback' });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('sends a strict policy with the console page: scripts from this origin only, no framing, no plugins', async () => {
    const page = await get('/login', { host: 'exam.example.org' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const policy = directives(page.headers['content-security-policy'] as string);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    // Video and audio "from an address" (the editor's) play from any http(s) address; nothing else does.
    expect(policy['media-src']).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http:']);
    // The live channel on the page's own host, over ws: here (plain http).
    expect(policy['connect-src']).toEqual(["'self'", 'ws://exam.example.org']);
    // Nothing anywhere may run inline or eval'd script.
    for (const [name, sources] of Object.entries(policy)) {
      expect(sources, name).not.toContain("'unsafe-eval'");
      if (name !== 'style-src') expect(sources, name).not.toContain("'unsafe-inline'");
    }
  });

  it('sends the frame, sniffing, referrer, opener and permissions headers with every kind of response', async () => {
    const responses = {
      page: await get('/'),
      envelope: await get(API.captcha),
      refusal: await get(API.authWebUser),
      unknownApi: await get('/api/kaoshi-user/nothing-here'),
      docs: await get('/api/docs/json'),
    };
    for (const [what, response] of Object.entries(responses)) {
      expect(response.headers, what).toMatchObject({
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-opener-policy': 'same-origin',
      });
      expect(response.headers['permissions-policy'], what).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
      expect(directives(response.headers['content-security-policy'] as string)['frame-ancestors'], what).toEqual(["'none'"]);
    }
    expect(JSON.parse(responses.refusal.body).status).toBe(STATUS.TOKEN_INVALID);
  });

  it('serves the API documentation under the same policy (no inline script, no outside validator)', async () => {
    const docs = await get('/api/docs');
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toMatch(/<script src=/);
    expect(docs.body).not.toMatch(/<script>|<script [^>]*>[^<\s]/);
    expect(directives(docs.headers['content-security-policy'] as string)['script-src']).toEqual(["'self'"]);
    const initializer = await get('/api/docs/static/swagger-initializer.js');
    expect(initializer.body).toMatch(/"validatorUrl":\s*null/);
  });

  it('sends Strict-Transport-Security only over https, and then wss: for the live channel', async () => {
    const plain = await get('/', { host: 'exam.example.org' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // TLS ends at the trusted proxy on loopback, which says so in X-Forwarded-Proto.
    const secure = await get('/', { host: 'exam.example.org', 'x-forwarded-proto': 'https' });
    expect(secure.headers['strict-transport-security']).toBe(`max-age=${180 * 86400}`);
    expect(directives(secure.headers['content-security-policy'] as string)['connect-src']).toEqual(["'self'", 'wss://exam.example.org']);
  });

  it('leaves a Host that is not a plain host name out of the policy', async () => {
    const odd = await get('/', { host: "evil.example; script-src 'unsafe-inline'" });
    expect(directives(odd.headers['content-security-policy'] as string)['connect-src']).toEqual(["'self'"]);
    expect(directives(odd.headers['content-security-policy'] as string)['script-src']).toEqual(["'self'"]);
  });
});

describe.each(DATABASES)('Strict-Transport-Security without a trusted proxy on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-Proto from a client the server does not trust', async () => {
    const response = await t.app.inject({ method: 'GET', url: API.captcha, headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe.each(DATABASES)('served uploads on %s', (kind) => {
  let t: TestApp;
  let teacher: string;
  let courseId: number;
  beforeAll(async () => {
    t = await startTestApp(kind, { EDITOR_FILE_TYPES: 'txt,html,svg' });
    const admin = await t.login('admin');
    teacher = await teacherWith(t, admin, 'uploader', [PERMISSION.COURSE]);
    courseId = (await createChain(t, admin, 'SEC')).course.courseId;
  });
  afterAll(() => t.close());

  const HOSTILE = '<html><body><script>fetch("/api/kaoshi-user/user/listUser")</script></body></html>';
  const fetchAsTeacher = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${teacher}` } });

  it('serves an editor attachment sandboxed, unsniffed and as a download, whatever it contains', async () => {
    for (const name of ['page.html', 'drawing.svg', 'notes.txt']) {
      const { payload, headers } = multipart({ type: 'ajax' }, { name, content: HOSTILE, field: 'upfile', type: 'text/html' });
      const uploaded = await t.call<EditorUploadResult>({
        method: 'POST',
        url: withQuery(API.editorController, { action: EDITOR_ACTION.uploadFile }),
        token: teacher,
        payload,
        headers,
      });
      expect(uploaded.body.status, uploaded.body.message).toBe(STATUS.OK);
      const served = await fetchAsTeacher(uploaded.body.data.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-security-policy'], name).toBe(UPLOADED_FILE_POLICY);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toMatch(/^attachment; /);
      expect(served.headers['content-type']).not.toMatch(/html|svg/);
    }
  });

  it('serves a teaching material sandboxed, unsniffed and as a download', async () => {
    const uploaded = await t.call<CourseMaterialRecord>({
      method: 'POST',
      url: API.uploadCourseMaterial,
      token: teacher,
      ...multipart({ courseId, materialType: MATERIAL_TYPE.TeachOutline }, { name: 'outline.txt', content: HOSTILE, type: 'text/html' }),
    });
    expect(uploaded.body.status, uploaded.body.message).toBe(STATUS.OK);
    const served = await fetchAsTeacher(`${API.downloadCourseMaterial}/${uploaded.body.data.materialId}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-security-policy']).toBe(UPLOADED_FILE_POLICY);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/^attachment; /);
    expect(served.headers['content-type']).toMatch(/^text\/plain/);
  });
});
