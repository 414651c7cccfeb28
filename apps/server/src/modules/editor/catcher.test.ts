import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { API, EDITOR_ACTION, EDITOR_SUCCESS, type EditorCatchResult, type EditorResponse, STATUS, translate } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, withQuery } from '../../test/fixtures.js';
import { DATABASES } from '../../test/harness.js';
import { multipart, type OrgContext, startOrgTest } from '../../test/org.js';
import { HTML, JPEG, PNG } from '../../test/sample-files.js';
import { isPublicAddress } from './remote-image.js';

const url = withQuery(API.editorController, { action: EDITOR_ACTION.catchImage });
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe('public addresses', () => {
  it('refuses private, loopback, link-local, unique-local, multicast, unspecified and IPv4-in-IPv6 forms', () => {
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '100.64.0.1',
      '224.0.0.1',
      '239.255.255.250',
      '255.255.255.255',
      '240.0.0.1',
      '192.0.2.1',
      '198.18.0.1',
      '::',
      '::1',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      'fec0::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '::127.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '2002:7f00:1::',
      '2001:db8::1',
      '2001::1',
      'localhost',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of [
      '8.8.8.8',
      '93.184.216.34',
      '1.1.1.1',
      '172.32.0.1',
      '2606:4700:4700::1111',
      '2a00:1450:4001::200e',
      '::ffff:8.8.8.8',
    ]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
});

describe.each(DATABASES)('the image catcher on %s', (kind) => {
  let c: OrgContext;
  let server: http.Server;
  let origin: string;
  let port: number;
  let dir: string;
  /** Whether the client hung up on the endless image (it stopped reading at the limit). */
  let endlessClosed = false;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const route = request.url ?? '';
      const send = (status: number, type: string | null, body: Buffer | string = '') => {
        response.writeHead(status, type ? { 'content-type': type } : {});
        response.end(body);
      };
      if (route === '/img.png') return send(200, 'image/png', PNG);
      if (route === '/photo') return send(200, 'application/octet-stream', JPEG);
      if (route === '/untyped') return send(200, null, PNG);
      if (route === '/page.html') return send(200, 'text/html', HTML);
      if (route === '/fake.png') return send(200, 'image/png', HTML);
      if (route === '/big.png') return send(200, 'image/png', Buffer.concat([PNG, Buffer.alloc(20 * 1024)]));
      if (route === '/missing.png') return send(404, 'text/plain', 'not found');
      if (route === '/endless.png') {
        // No Content-Length: the body goes on until the reader stops.
        response.writeHead(200, { 'content-type': 'image/png' });
        response.on('close', () => (endlessClosed = true));
        response.write(PNG);
        const timer = setInterval(() => response.write(Buffer.alloc(4096)), 1);
        response.on('close', () => clearInterval(timer));
        return;
      }
      if (route === '/slow.png') return; // never answers
      const redirect = (location: string) => {
        response.writeHead(302, { location });
        response.end();
      };
      if (route === '/to-image') return redirect('/img.png');
      if (route === '/to-metadata') return redirect('http://169.254.169.254/latest/meta-data/');
      if (route === '/to-localhost') return redirect(`http://localhost:${port}/img.png`);
      if (route === '/to-file') return redirect('file:///etc/passwd');
      if (route === '/loop') return redirect('/loop');
      if (route.startsWith('/hops/')) {
        const left = Number(route.slice('/hops/'.length));
        return redirect(left > 0 ? `/hops/${left - 1}` : '/img.png');
      }
      return send(404, 'text/plain');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    origin = `http://127.0.0.1:${port}`;
    c = await startOrgTest(kind, {
      EDITOR_CATCHER_ALLOW_HOSTS: `127.0.0.1:${port}`,
      EDITOR_IMAGE_MAX_MB: '0.01',
      EDITOR_CATCHER_TIMEOUT_MS: '1500',
    });
    dir = path.join(c.t.config.dataDir, 'uploads', 'editor');
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await c.t.close();
  });

  const stored = () =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((name) => name !== 'incoming')
          .sort()
      : [];
  const catchImages = async (sources: string[], lang?: string) => {
    const { body } = await c.t.call<EditorCatchResult>({ method: 'POST', url, token: c.admin, lang, payload: { source: sources } });
    return body as EditorResponse<EditorCatchResult>;
  };
  const pngUrl = `${API.editorFiles}/${sha256(PNG)}.png`;
  const success = (source: string, url = pngUrl) => ({ source, state: EDITOR_SUCCESS, url });
  const refused = (source: string, state: string) => ({ source, state, url: '' });

  it('copies images from an allowed server, by their bytes, whatever the content type says', async () => {
    const answer = await catchImages([`${origin}/img.png`, `${origin}/photo`, `${origin}/untyped`]);
    const list = [
      success(`${origin}/img.png`),
      success(`${origin}/photo`, `${API.editorFiles}/${sha256(JPEG)}.jpg`),
      success(`${origin}/untyped`),
    ];
    expect(answer).toEqual({
      status: STATUS.OK,
      message: EDITOR_SUCCESS,
      data: { state: EDITOR_SUCCESS, list },
      state: EDITOR_SUCCESS,
      list,
    });
    expect(fs.readFileSync(path.join(dir, `${sha256(JPEG)}.jpg`)).equals(JPEG)).toBe(true);
    const served = await c.t.app.inject({ method: 'GET', url: list[1]!.url, headers: { authorization: `Bearer ${c.student}` } });
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('takes the list as source or source[], from JSON, a form or a multipart form', async () => {
    const sources = [`${origin}/img.png`, `${origin}/to-image`];
    const expected = [success(sources[0]!), success(sources[1]!)];
    for (const request of [
      { payload: { 'source[]': sources } },
      form({ source: sources }),
      form({ 'source[]': sources }),
      {
        payload: `source[]=${encodeURIComponent(sources[0]!)}&type=ajax`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
      multipart({ 'source[]': sources[0]!, type: 'ajax' }),
    ]) {
      const { body } = await c.t.call<EditorCatchResult>({ method: 'POST', url, token: c.admin, ...request });
      expect(body.data.list, JSON.stringify(request).slice(0, 80)).toEqual(expected.slice(0, body.data.list.length));
    }
  });

  it('refuses private, loopback and link-local addresses, and non-http schemes, without the allow-list', async () => {
    const before = stored();
    const sources = [
      `http://127.0.0.1:${port + 1}/img.png`,
      `http://localhost:${port}/img.png`,
      `http://[::1]:${port}/img.png`,
      `http://[::ffff:127.0.0.1]:${port}/img.png`,
      `http://0.0.0.0:${port}/img.png`,
      `http://0x7f000001:${port + 1}/img.png`,
      'http://10.0.0.1/img.png',
      'http://192.168.0.1/img.png',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fe80::1]/img.png',
      `http://user:secret@127.0.0.1:${port}/img.png`,
      'ftp://example.com/img.png',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      '/api/kaoshi-exam/editor/files/x.png',
      'not a url',
    ];
    const answer = await catchImages(sources);
    expect(answer.state).toBe(EDITOR_SUCCESS);
    expect(answer.list).toEqual(sources.map((source) => refused(source, translate('en', 'remoteAddressRefused'))));
    expect(stored()).toEqual(before);
  });

  it('follows at most 3 redirects, checking every one', async () => {
    const answer = await catchImages([
      `${origin}/hops/2`,
      `${origin}/hops/3`,
      `${origin}/loop`,
      `${origin}/to-metadata`,
      `${origin}/to-localhost`,
      `${origin}/to-file`,
    ]);
    expect(answer.list).toEqual([
      success(`${origin}/hops/2`),
      refused(`${origin}/hops/3`, translate('en', 'remoteFetchFailed', { reason: 'too many redirects' })),
      refused(`${origin}/loop`, translate('en', 'remoteFetchFailed', { reason: 'too many redirects' })),
      refused(`${origin}/to-metadata`, translate('en', 'remoteAddressRefused')),
      refused(`${origin}/to-localhost`, translate('en', 'remoteAddressRefused')),
      refused(`${origin}/to-file`, translate('en', 'remoteAddressRefused')),
    ]);
  });

  it('refuses what is not an image, oversize bodies (reading no further) and failed fetches', async () => {
    const before = stored();
    const notAnImage = translate('en', 'notAnImage', { allowed: 'png, jpg, jpeg, gif, webp, bmp' });
    const tooLarge = translate('en', 'fileTooLarge', { max: 0.01 });
    const answer = await catchImages([
      `${origin}/page.html`,
      `${origin}/fake.png`,
      `${origin}/big.png`,
      `${origin}/endless.png`,
      `${origin}/missing.png`,
    ]);
    expect(answer.list).toEqual([
      refused(`${origin}/page.html`, notAnImage),
      refused(`${origin}/fake.png`, notAnImage),
      refused(`${origin}/big.png`, tooLarge),
      refused(`${origin}/endless.png`, tooLarge),
      refused(`${origin}/missing.png`, translate('en', 'remoteFetchFailed', { reason: 'HTTP 404' })),
    ]);
    await expect.poll(() => endlessClosed).toBe(true);
    expect(stored()).toEqual(before);
  });

  it("answers a mixed list item by item, in the caller's language", async () => {
    const answer = await catchImages([`${origin}/img.png`, 'http://10.0.0.1/a.png', `${origin}/page.html`], 'zh');
    expect(answer.list).toEqual([
      success(`${origin}/img.png`),
      refused('http://10.0.0.1/a.png', translate('zh', 'remoteAddressRefused')),
      refused(`${origin}/page.html`, translate('zh', 'notAnImage', { allowed: 'png, jpg, jpeg, gif, webp, bmp' })),
    ]);
  });

  it('gives up on the whole call after the total timeout', async () => {
    const started = Date.now();
    const answer = await catchImages([`${origin}/slow.png`, `${origin}/img.png`]);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(answer.list).toEqual([refused(`${origin}/slow.png`, translate('en', 'remoteFetchTimeout')), success(`${origin}/img.png`)]);
  });

  it('refuses an empty list, too many addresses, and callers without an authoring key', async () => {
    for (const payload of [{}, { source: [] }, { source: '' }, { source: ['  '] }]) {
      const { body } = await c.t.call({ method: 'POST', url, token: c.admin, payload });
      expect(body, JSON.stringify(payload)).toEqual({
        status: STATUS.BAD_REQUEST,
        message: translate('en', 'fieldMissing', { field: 'source' }),
        data: null,
        state: translate('en', 'fieldMissing', { field: 'source' }),
      });
    }
    const many = await c.t.call({
      method: 'POST',
      url,
      token: c.admin,
      payload: { source: Array.from({ length: 101 }, (_, n) => `${origin}/${n}.png`) },
    });
    expect((many.body as unknown as { state: string }).state).toBe(translate('en', 'remoteTooMany', { max: 100 }));
    const student = await c.t.call({ method: 'POST', url, token: c.student, payload: { source: [`${origin}/img.png`] } });
    expect(student.body.status).toBe(STATUS.FORBIDDEN);
    const anonymous = await c.t.call({ method: 'POST', url, payload: { source: [`${origin}/img.png`] } });
    expect(anonymous.body.status).toBe(STATUS.TOKEN_INVALID);
  });
});
