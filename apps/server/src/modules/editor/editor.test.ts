import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  API,
  EDITOR_ACTION,
  EDITOR_SUCCESS,
  EDITOR_UPLOAD_KINDS,
  type EditorConfig,
  editorKindSettings,
  type EditorResponse,
  type EditorUploadResult,
  PERMISSION,
  STATUS,
  TOKEN_COOKIE,
  translate,
} from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, withQuery } from '../../test/fixtures.js';
import { DATABASES } from '../../test/harness.js';
import { multipart, type OrgContext, startOrgTest, teacherWith } from '../../test/org.js';
import { GIF, HTML, JPEG, MP3, MP4, PDF, PNG, PNG_2, SVG } from '../../test/sample-files.js';

const controller = (action: string) => withQuery(API.editorController, { action });
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe.each(DATABASES)('editor uploads on %s', (kind) => {
  let c: OrgContext;
  let author: string;
  let noticeAuthor: string;
  let dir: string;
  beforeAll(async () => {
    c = await startOrgTest(kind, {
      // Small limits keep the oversize tests small: 10 KB images and scrawls.
      EDITOR_IMAGE_MAX_MB: '0.01',
      EDITOR_SCRAWL_MAX_MB: '0.01',
      // An operator may allow these; they are still never shown inline.
      EDITOR_IMAGE_TYPES: 'png,jpg,jpeg,gif,webp,bmp,svg',
      EDITOR_FILE_TYPES: 'pdf,docx,txt,zip,svg,html',
    });
    author = await teacherWith(c.t, c.admin, 'course_author', [PERMISSION.COURSE]);
    noticeAuthor = await teacherWith(c.t, c.admin, 'notice_author', [PERMISSION.EXAM_INSTRUCTION]);
    dir = path.join(c.t.config.dataDir, 'uploads', 'editor');
  });
  afterAll(() => c.t.close());

  const stored = () =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((name) => name !== 'incoming')
          .sort()
      : [];
  const incoming = () => (fs.existsSync(path.join(dir, 'incoming')) ? fs.readdirSync(path.join(dir, 'incoming')) : []);
  /** As the editor sends it: the file as `upfile`, type=ajax, marked as an XMLHttpRequest. A null token uploads anonymously. */
  const upload = (
    action: string,
    name: string,
    content: Buffer | string,
    token: string | null = author,
    field = 'upfile',
    lang?: string,
  ) => {
    const { payload, headers } = multipart({ type: 'ajax' }, { name, content, field });
    return c.t.call<EditorUploadResult>({
      method: 'POST',
      url: controller(action),
      token: token ?? undefined,
      lang,
      payload,
      headers: { ...headers, 'x-requested-with': 'XMLHttpRequest' },
    });
  };
  /** The whole answer: the envelope and the editor's top-level fields. */
  const body = <T>(result: { body: unknown }) => result.body as EditorResponse<T> & { state: string };
  const raw = (url: string, headers: Record<string, string> = {}) => c.t.app.inject({ method: 'GET', url, headers });

  it('answers the upload configuration per kind', async () => {
    const result = await c.t.call<EditorConfig>({ method: 'GET', url: controller(EDITOR_ACTION.config), token: author });
    expect(result.body.status).toBe(STATUS.OK);
    const config = body<EditorConfig>(result);
    expect(config.imageActionName).toBe('uploadimage');
    expect(config.imageFieldName).toBe('upfile');
    expect(config.imageMaxSize).toBe(Math.floor(0.01 * 1024 * 1024));
    expect(config.imageAllowFiles).toEqual(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.bmp', '.svg']);
    expect(config.imageUrlPrefix).toBe('');
    expect(editorKindSettings(config, 'scrawl')).toEqual({
      actionName: 'uploadscrawl',
      fieldName: 'upfile',
      maxSize: Math.floor(0.01 * 1024 * 1024),
      allowFiles: ['.png'],
      urlPrefix: '',
    });
    expect(editorKindSettings(config, 'video')).toEqual({
      actionName: 'uploadvideo',
      fieldName: 'upfile',
      maxSize: 200 * 1024 * 1024,
      allowFiles: ['.mp4', '.webm', '.ogv'],
      urlPrefix: '',
    });
    expect(editorKindSettings(config, 'audio')).toEqual({
      actionName: 'uploadaudio',
      fieldName: 'upfile',
      maxSize: 20 * 1024 * 1024,
      allowFiles: ['.mp3', '.wav', '.ogg', '.m4a'],
      urlPrefix: '',
    });
    expect(editorKindSettings(config, 'file')).toMatchObject({ actionName: 'uploadfile', fieldName: 'upfile', maxSize: 50 * 1024 * 1024 });
    expect(editorKindSettings(config, 'catcher')).toMatchObject({
      actionName: 'catchimage',
      fieldName: 'source',
      maxSize: config.imageMaxSize,
      allowFiles: config.imageAllowFiles,
    });
    expect(config.snapscreenActionName).toBe('uploadimage');
    // The same configuration in the envelope's data: five keys per kind and the screen-capture action.
    const { status: _status, message: _message, data, ...flat } = config;
    expect(data).toEqual(flat);
    expect(Object.keys(flat)).toHaveLength(EDITOR_UPLOAD_KINDS.length * 5 + 1);
  });

  it('uploads an image, a video, an audio file and an attachment, stored by content hash', async () => {
    for (const [action, name, content, ext] of [
      [EDITOR_ACTION.uploadImage, 'photo.PNG', PNG, 'png'],
      [EDITOR_ACTION.uploadImage, 'photo.jpeg', JPEG, 'jpeg'],
      [EDITOR_ACTION.uploadImage, 'anim.gif', GIF, 'gif'],
      [EDITOR_ACTION.uploadVideo, 'clip.mp4', MP4, 'mp4'],
      [EDITOR_ACTION.uploadAudio, 'voice.mp3', MP3, 'mp3'],
      [EDITOR_ACTION.uploadFile, '教学 大纲.pdf', PDF, 'pdf'],
    ] as const) {
      const result = await upload(action, name, content);
      const answer = body<EditorUploadResult>(result);
      const title = `${sha256(content)}.${ext}`;
      const expected = {
        state: EDITOR_SUCCESS,
        url: `${API.editorFiles}/${title}`,
        title,
        original: name,
        type: `.${ext}`,
        size: content.length,
      };
      expect(answer, name).toEqual({ status: STATUS.OK, message: EDITOR_SUCCESS, data: expected, ...expected });
      expect(fs.readFileSync(path.join(dir, title)).equals(content)).toBe(true);
      const served = await c.t.app.inject({ method: 'GET', url: answer.url, headers: { authorization: `Bearer ${c.student}` } });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(content)).toBe(true);
    }
    expect(incoming()).toEqual([]);
  });

  it('lets every authoring key upload, and refuses students, other staff and anonymous callers', async () => {
    expect(body(await upload(EDITOR_ACTION.uploadImage, 'n.png', PNG, noticeAuthor)).state).toBe(EDITOR_SUCCESS);
    expect(body(await upload(EDITOR_ACTION.uploadImage, 'a.png', PNG, c.admin)).state).toBe(EDITOR_SUCCESS);
    const before = stored();
    for (const [token, status, key] of [
      [c.student, STATUS.FORBIDDEN, 'forbidden'],
      [c.outsider, STATUS.FORBIDDEN, 'forbidden'],
      [null, STATUS.TOKEN_INVALID, 'tokenInvalid'],
    ] as const) {
      const refused = body(await upload(EDITOR_ACTION.uploadImage, 'x.png', PNG_2, token));
      expect(refused).toEqual({ status, message: translate('en', key), data: null, state: translate('en', key) });
      const config = body(await c.t.call({ method: 'GET', url: controller(EDITOR_ACTION.config), token: token ?? undefined }));
      expect(config.status).toBe(status);
      expect(config.state).toBe(translate('en', key));
    }
    const scrawl = await c.t.call({
      method: 'POST',
      url: controller(EDITOR_ACTION.uploadScrawl),
      token: c.student,
      payload: { upfile: PNG_2.toString('base64') },
    });
    expect(scrawl.body.status).toBe(STATUS.FORBIDDEN);
    expect(stored()).toEqual(before);
  });

  it('stores the same file once', async () => {
    const first = body<EditorUploadResult>(await upload(EDITOR_ACTION.uploadImage, 'first.png', PNG_2));
    const count = stored().length;
    const second = body<EditorUploadResult>(await upload(EDITOR_ACTION.uploadImage, 'second name.png', PNG_2, noticeAuthor));
    expect(second.url).toBe(first.url);
    expect(second.original).toBe('second name.png');
    expect(stored()).toHaveLength(count);
    expect(stored().filter((name) => name.startsWith(sha256(PNG_2)))).toEqual([`${sha256(PNG_2)}.png`]);
  });

  it('refuses oversize files, types not on the list, content that is not what its extension says, and missing files', async () => {
    const before = stored();
    const cases: [string, string, Buffer | string, string, string?][] = [
      [EDITOR_ACTION.uploadImage, 'big.png', Buffer.concat([PNG, Buffer.alloc(20 * 1024)]), translate('en', 'fileTooLarge', { max: 0.01 })],
      [
        EDITOR_ACTION.uploadImage,
        'notes.txt',
        'hello',
        translate('en', 'fileTypeRefused', { ext: 'txt', allowed: 'png, jpg, jpeg, gif, webp, bmp, svg' }),
      ],
      [
        EDITOR_ACTION.uploadFile,
        'setup.exe',
        'MZ',
        translate('en', 'fileTypeRefused', { ext: 'exe', allowed: 'pdf, docx, txt, zip, svg, html' }),
      ],
      [EDITOR_ACTION.uploadVideo, 'clip.avi', MP4, translate('en', 'fileTypeRefused', { ext: 'avi', allowed: 'mp4, webm, ogv' })],
      [
        EDITOR_ACTION.uploadImage,
        'noextension',
        PNG,
        translate('en', 'fileTypeRefused', { ext: '—', allowed: 'png, jpg, jpeg, gif, webp, bmp, svg' }),
      ],
      // A .png holding HTML, a JPEG named .png, an SVG (allowed by extension, but never an image here).
      [EDITOR_ACTION.uploadImage, 'evil.png', HTML, translate('en', 'fileContentMismatch', { ext: 'png' })],
      [EDITOR_ACTION.uploadImage, 'photo.png', JPEG, translate('en', 'fileContentMismatch', { ext: 'png' })],
      [EDITOR_ACTION.uploadImage, 'drawing.svg', SVG, translate('en', 'fileContentMismatch', { ext: 'svg' })],
      [EDITOR_ACTION.uploadImage, 'empty.png', '', translate('en', 'fileContentMismatch', { ext: 'png' })],
      [EDITOR_ACTION.uploadVideo, 'clip.mp4', HTML, translate('en', 'fileContentMismatch', { ext: 'mp4' })],
      [EDITOR_ACTION.uploadAudio, 'voice.mp3', PDF, translate('en', 'fileContentMismatch', { ext: 'mp3' })],
      // The file under another part name is not the upload.
      [EDITOR_ACTION.uploadImage, 'photo.png', PNG_2, translate('en', 'fileMissing'), 'file'],
    ];
    for (const [action, name, content, message, field] of cases) {
      const refused = body(await upload(action, name, content, author, field));
      expect(refused, name).toEqual({ status: STATUS.BAD_REQUEST, message, data: null, state: message });
    }
    const none = body(
      await c.t.call({ method: 'POST', url: controller(EDITOR_ACTION.uploadImage), token: author, ...multipart({ type: 'ajax' }) }),
    );
    expect(none.state).toBe(translate('en', 'fileMissing'));
    const json = body(
      await c.t.call({ method: 'POST', url: controller(EDITOR_ACTION.uploadImage), token: author, payload: { upfile: 'x' } }),
    );
    expect(json.state).toBe(translate('en', 'multipartRequired'));
    expect(stored()).toEqual(before);
    expect(incoming()).toEqual([]);
  });

  it("answers refusals in the caller's language, and refuses unknown actions", async () => {
    const zh = body(await upload(EDITOR_ACTION.uploadImage, 'evil.png', HTML, author, 'upfile', 'zh-CN'));
    expect(zh.state).toBe(translate('zh', 'fileContentMismatch', { ext: 'png' }));
    for (const [method, action] of [
      ['POST', 'uploadsomething'],
      ['POST', ''],
      ['POST', EDITOR_ACTION.config],
      ['GET', EDITOR_ACTION.uploadImage],
      ['GET', 'listimage'],
    ] as const) {
      const unknown = body(
        await c.t.call({
          method,
          url: controller(action),
          token: author,
          ...(method === 'POST' ? multipart({}, { name: 'a.png', content: PNG, field: 'upfile' }) : {}),
        }),
      );
      expect(unknown, `${method} ${action}`).toEqual({
        status: STATUS.BAD_REQUEST,
        message: translate('en', 'editorUnknownAction', { action }),
        data: null,
        state: translate('en', 'editorUnknownAction', { action }),
      });
    }
    const noAction = body(await c.t.call({ method: 'GET', url: API.editorController, token: author }));
    expect(noAction.state).toBe(translate('en', 'editorUnknownAction', { action: '' }));
  });

  describe('scrawl', () => {
    const scrawl = (payload: Record<string, string> | string, token = author) =>
      c.t.call<EditorUploadResult>({
        method: 'POST',
        url: controller(EDITOR_ACTION.uploadScrawl),
        token,
        ...(typeof payload === 'string' ? { payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } } : { payload }),
      });

    it('stores a base64 PNG from a form, JSON or a multipart form, with or without a data: prefix', async () => {
      const expected = {
        state: EDITOR_SUCCESS,
        url: `${API.editorFiles}/${sha256(PNG)}.png`,
        title: `${sha256(PNG)}.png`,
        original: 'scrawl.png',
        type: '.png',
        size: PNG.length,
      };
      const base64 = PNG.toString('base64');
      for (const request of [
        () => scrawl(form({ upfile: base64, type: 'ajax' }).payload),
        () => scrawl({ upfile: `data:image/png;base64,${base64}` }),
        // A form that turned '+' into ' ', and base64 wrapped over lines.
        () => scrawl(`upfile=${base64.replace(/\+/g, ' ').replace(/(.{40})/g, '$1%0D%0A')}`),
        () =>
          c.t.call({
            method: 'POST',
            url: controller(EDITOR_ACTION.uploadScrawl),
            token: author,
            ...multipart({ upfile: base64, type: 'ajax' }),
          }),
      ]) {
        const answer = body<EditorUploadResult>(await request());
        expect(answer).toEqual({ status: STATUS.OK, message: EDITOR_SUCCESS, data: expected, ...expected });
      }
      expect(fs.readFileSync(path.join(dir, `${sha256(PNG)}.png`)).equals(PNG)).toBe(true);
    });

    it('refuses invalid base64, non-PNG content, a missing field and oversize drawings', async () => {
      const before = stored();
      const mismatch = translate('en', 'fileContentMismatch', { ext: 'png' });
      for (const [payload, message] of [
        [{ upfile: 'not base64!' }, mismatch],
        [{ upfile: 'QUJD=A' }, mismatch],
        [{ upfile: JPEG.toString('base64') }, mismatch],
        [{ upfile: `data:image/png;base64,${HTML.toString('base64')}` }, mismatch],
        [{ upfile: '' }, translate('en', 'fieldMissing', { field: 'upfile' })],
        [{ other: PNG.toString('base64') }, translate('en', 'fieldMissing', { field: 'upfile' })],
        [{ upfile: Buffer.concat([PNG, Buffer.alloc(20 * 1024)]).toString('base64') }, translate('en', 'fileTooLarge', { max: 0.01 })],
      ] as const) {
        const refused = body(await scrawl(payload));
        expect(refused, JSON.stringify(payload).slice(0, 60)).toEqual({ status: STATUS.BAD_REQUEST, message, data: null, state: message });
      }
      expect(stored()).toEqual(before);
      expect(incoming()).toEqual([]);
    });
  });

  describe('serving files', () => {
    let png: string;
    let mp4: string;
    beforeAll(async () => {
      png = body<EditorUploadResult>(await upload(EDITOR_ACTION.uploadImage, 'served.png', PNG)).url;
      mp4 = body<EditorUploadResult>(await upload(EDITOR_ACTION.uploadVideo, 'served.mp4', MP4)).url;
    });

    const safetyHeaders = { 'x-content-type-options': 'nosniff', 'content-security-policy': "sandbox; default-src 'none'" };

    it('shows images and media inline with their real type, to any signed-in user, with the cookie token too', async () => {
      const image = await raw(png, { cookie: `${TOKEN_COOKIE}=${c.student}` });
      expect(image.statusCode).toBe(200);
      expect(image.headers).toMatchObject({
        ...safetyHeaders,
        'content-type': 'image/png',
        'content-disposition': 'inline',
        'content-length': String(PNG.length),
      });
      expect(image.rawPayload.equals(PNG)).toBe(true);
      const video = await raw(mp4, { authorization: `Bearer ${c.outsider}` });
      expect(video.headers).toMatchObject({
        ...safetyHeaders,
        'content-type': 'video/mp4',
        'content-disposition': 'inline',
        'accept-ranges': 'bytes',
      });
      const anonymous = await c.t.call({ method: 'GET', url: png });
      expect(anonymous.body.status).toBe(STATUS.TOKEN_INVALID);
    });

    it('answers a byte range of a video', async () => {
      const part = await raw(mp4, { authorization: `Bearer ${c.student}`, range: 'bytes=4-11' });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 4-11/${MP4.length}`);
      expect(part.body).toBe('ftypmp42');
      const tail = await raw(mp4, { authorization: `Bearer ${c.student}`, range: 'bytes=-10' });
      expect(tail.rawPayload.equals(MP4.subarray(MP4.length - 10))).toBe(true);
      const beyond = await raw(mp4, { authorization: `Bearer ${c.student}`, range: `bytes=${MP4.length}-` });
      expect(beyond.statusCode).toBe(416);
      expect(beyond.headers['content-range']).toBe(`bytes */${MP4.length}`);
    });

    it('serves SVG, HTML and documents only as downloads', async () => {
      for (const [name, content, type] of [
        ['drawing.svg', SVG, 'application/octet-stream'],
        ['page.html', HTML, 'application/octet-stream'],
        ['notes.pdf', PDF, 'application/pdf'],
        ['notes.txt', 'plain text', 'text/plain; charset=utf-8'],
      ] as const) {
        const answer = body<EditorUploadResult>(await upload(EDITOR_ACTION.uploadFile, name, content));
        expect(answer.state, name).toBe(EDITOR_SUCCESS);
        const served = await raw(answer.url, { authorization: `Bearer ${c.student}` });
        expect(served.headers, name).toMatchObject({
          ...safetyHeaders,
          'content-type': type,
          'content-disposition': `attachment; filename="${answer.title}"; filename*=UTF-8''${answer.title}`,
        });
      }
    });

    it("refuses names that are not a stored file's, never reading a path from the client", async () => {
      fs.mkdirSync(path.join(dir, 'incoming'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'incoming', `${sha256(PNG)}.png`), 'unchecked');
      const hash = sha256(PNG);
      for (const name of [
        '..%2F..%2Fkaoshi.sqlite',
        '..%2Fmaterials%2Fx',
        '%2Fetc%2Fpasswd',
        `incoming%2F${hash}.png`,
        `${hash.toUpperCase()}.png`,
        `${hash}.png%00.html`,
        `${hash}.png%2F..`,
        `..%5C${hash}.png`,
        `${hash}`,
        `${'0'.repeat(64)}.png`,
        'x.png',
      ]) {
        const refused = await c.t.call({ method: 'GET', url: `${API.editorFiles}/${name}`, token: c.student });
        expect(refused.body.status, name).toBe(STATUS.NOT_FOUND);
        expect(refused.body.message, name).toBe(translate('en', 'fileNotFound'));
      }
      expect((await raw(`${API.editorFiles}/../../../etc/passwd`, { authorization: `Bearer ${c.student}` })).statusCode).toBe(404);
    });
  });
});
