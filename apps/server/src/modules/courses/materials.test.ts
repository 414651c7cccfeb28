import fs from 'node:fs';
import path from 'node:path';
import { API, type CourseMaterialRecord, MATERIAL_TYPE, PERMISSION, STATUS, translate } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withQuery } from '../../test/fixtures.js';
import { DATABASES } from '../../test/harness.js';
import {
  type Chain,
  createChain,
  fetchRaw,
  multipart,
  type OrgContext,
  startOrgTest,
  teacherWith,
  type UploadFile,
} from '../../test/org.js';

describe.each(DATABASES)('teaching materials on %s', (kind) => {
  let c: OrgContext;
  let chain: Chain;
  let keeper: string;
  let dir: string;
  beforeAll(async () => {
    // 0.01 MB: a 10 KB limit keeps the oversize test small.
    c = await startOrgTest(kind, { MATERIAL_MAX_MB: '0.01' });
    chain = await createChain(c.t, c.admin, 'MAT');
    keeper = await teacherWith(c.t, c.admin, 'material_keeper', [PERMISSION.COURSE]);
    dir = path.join(c.t.config.dataDir, 'uploads', 'materials');
  });
  afterAll(() => c.t.close());

  /** A null token uploads anonymously. */
  const upload = (file: UploadFile | undefined, fields: Record<string, string | number> = {}, token: string | null = keeper) =>
    c.t.call<CourseMaterialRecord>({
      method: 'POST',
      url: API.uploadCourseMaterial,
      token: token ?? undefined,
      ...multipart({ courseId: chain.course.courseId, materialType: MATERIAL_TYPE.TeachOutline, ...fields }, file),
    });
  const stored = () => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);
  const materials = async (courseId = chain.course.courseId) =>
    (await c.t.call<CourseMaterialRecord[]>({ method: 'GET', url: withQuery(API.listCourseMaterials, { courseId }), token: keeper })).body
      .data;

  it('uploads, lists, downloads and deletes a material', async () => {
    const { body } = await upload({ name: 'outline.pdf', content: '%PDF-1.4 outline', type: 'application/x-evil' });
    expect(body.status, body.message).toBe(STATUS.OK);
    expect(body.data).toMatchObject({
      courseId: chain.course.courseId,
      materialType: 5,
      originalName: 'outline.pdf',
      size: 16,
      contentType: 'application/pdf',
    });
    expect(body.data).not.toHaveProperty('storedName');
    expect((await materials()).map((m) => m.materialId)).toContain(body.data.materialId);
    const download = await fetchRaw(c.t, `${API.downloadCourseMaterial}/${body.data.materialId}`, keeper);
    expect(download.status).toBe(200);
    expect(download.body.toString()).toBe('%PDF-1.4 outline');
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="outline.pdf"; filename*=UTF-8''outline.pdf`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    const file = stored().find((name) => fs.readFileSync(path.join(dir, name), 'utf8') === '%PDF-1.4 outline');
    expect(file).toMatch(/^[0-9a-f]{32}$/);
    expect(
      (await c.t.call({ method: 'DELETE', url: `${API.deleteCourseMaterial}/${body.data.materialId}`, token: keeper })).body.status,
    ).toBe(STATUS.OK);
    expect(stored()).not.toContain(file);
    expect((await fetchRaw(c.t, `${API.downloadCourseMaterial}/${body.data.materialId}`, keeper)).status).toBe(404);
  });

  it('names a non-ASCII file in RFC 5987 form and serves text safely', async () => {
    const { body } = await upload({ name: '教学 大纲 (v2);.md', content: '# 大纲' });
    expect(body.data.originalName).toBe('教学 大纲 (v2);.md');
    const download = await fetchRaw(c.t, `${API.downloadCourseMaterial}/${body.data.materialId}`, keeper);
    expect(download.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="__ __ (v2)_.md"; filename*=UTF-8''%E6%95%99%E5%AD%A6%20%E5%A4%A7%E7%BA%B2%20%28v2%29%3B.md`,
    );
  });

  it('keeps only the last segment of a path-like name and stores the file under a random name', async () => {
    const before = stored();
    for (const name of ['../../etc/passwd.pdf', '..\\..\\windows\\win.ini.txt', '/etc/cron.d/evil.png']) {
      const { body } = await upload({ name, content: 'x' });
      expect(body.status, name).toBe(STATUS.OK);
      expect(body.data.originalName).not.toMatch(/[\\/]|\.\./);
    }
    expect((await materials()).map((m) => m.originalName)).toEqual(expect.arrayContaining(['passwd.pdf', 'win.ini.txt', 'evil.png']));
    const added = stored().filter((name) => !before.includes(name));
    expect(added).toHaveLength(3);
    for (const name of added) expect(name).toMatch(/^[0-9a-f]{32}$/);
    expect(fs.existsSync(path.join(c.t.config.dataDir, 'etc'))).toBe(false);
  });

  it('refuses a file over the size limit, a type not on the list, a missing file and bad fields, storing nothing', async () => {
    const before = stored();
    const count = (await materials()).length;
    const large = await upload({ name: 'big.pdf', content: Buffer.alloc(20 * 1024, 1) });
    expect(large.body.status).toBe(STATUS.BAD_REQUEST);
    expect(large.body.message).toBe(translate('en', 'fileTooLarge', { max: 0.01 }));
    const exe = await upload({ name: 'setup.exe', content: 'MZ' });
    expect(exe.body.status).toBe(STATUS.BAD_REQUEST);
    expect(exe.body.message).toMatch(/Files of type "exe" are not allowed\. Allowed types: pdf, doc, docx/);
    expect((await upload({ name: 'noextension', content: 'x' })).body.status).toBe(STATUS.BAD_REQUEST);
    const none = await upload(undefined);
    expect(none.body.message).toBe(translate('en', 'fileMissing'));
    const badType = await upload({ name: 'ok.pdf', content: 'x' }, { materialType: 1 });
    expect(badType.body.status).toBe(STATUS.BAD_REQUEST);
    expect(badType.body.message).toMatch(/materialType/);
    const noCourse = await upload({ name: 'ok.pdf', content: 'x' }, { courseId: 999999 });
    expect(noCourse.body.status).toBe(STATUS.NOT_FOUND);
    const json = await c.t.call({ method: 'POST', url: API.uploadCourseMaterial, token: keeper, payload: { courseId: 1 } });
    expect(json.body.message).toBe(translate('en', 'multipartRequired'));
    const broken = await c.t.call({
      method: 'POST',
      url: API.uploadCourseMaterial,
      token: keeper,
      payload: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\nx',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    expect(broken.body.status).toBe(STATUS.BAD_REQUEST);
    expect(broken.body.message).toMatch(/^The request body could not be read/);
    expect(stored()).toEqual(before);
    expect(await materials()).toHaveLength(count);
  });

  it('deletes a course together with its materials and their files', async () => {
    const { course } = await createChain(c.t, c.admin, 'MATDEL');
    const { body } = await upload(
      { name: 'design.docx', content: 'doc' },
      { courseId: course.courseId, materialType: MATERIAL_TYPE.TeachDesign },
    );
    const before = stored();
    expect((await c.t.call({ method: 'DELETE', url: `${API.deleteCourse}/${course.courseId}`, token: c.admin })).body.status).toBe(
      STATUS.OK,
    );
    expect(stored()).toHaveLength(before.length - 1);
    expect((await fetchRaw(c.t, `${API.downloadCourseMaterial}/${body.data.materialId}`, keeper)).status).toBe(404);
  });

  it('lets only COURSE holders upload, list, download and delete', async () => {
    const { body } = await upload({ name: 'kept.pdf', content: 'kept' });
    const id = body.data.materialId;
    for (const [token, status] of [
      [c.outsider, STATUS.FORBIDDEN],
      [undefined, STATUS.TOKEN_INVALID],
      [c.student, STATUS.FORBIDDEN],
    ] as const) {
      expect((await upload({ name: 'sneaky.pdf', content: 'x' }, {}, token ?? null)).body.status).toBe(status);
      expect(
        (await c.t.call({ method: 'GET', url: withQuery(API.listCourseMaterials, { courseId: chain.course.courseId }), token })).body
          .status,
      ).toBe(status);
      expect((await c.t.call({ method: 'GET', url: `${API.downloadCourseMaterial}/${id}`, token })).body.status).toBe(status);
      expect((await c.t.call({ method: 'DELETE', url: `${API.deleteCourseMaterial}/${id}`, token })).body.status).toBe(status);
    }
    expect((await materials()).map((m) => m.originalName)).not.toContain('sneaky.pdf');
    expect((await fetchRaw(c.t, `${API.downloadCourseMaterial}/${id}`, keeper)).body.toString()).toBe('kept');
  });
});
