import { randomBytes } from 'node:crypto';
import { API, type CourseMaterialRecord, LANGS, MATERIAL_TYPE, PERMISSION, STATUS, translate } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, startTestApp, type TestApp } from '../test/harness.js';
import { createChain, multipart, teacherWith, type UploadFile } from '../test/org.js';

describe.each(DATABASES)('per-address limits on captchas and uploads on %s', (kind) => {
  let t: TestApp;
  let teacher: string;
  let courseId: number;
  beforeAll(async () => {
    // Requests come "through nginx" on loopback, so each test can speak from its own address.
    t = await startTestApp(kind, { CAPTCHA_IP_LIMIT_PER_MINUTE: '3', UPLOAD_IP_LIMIT_PER_MINUTE: '2', TRUST_PROXY: 'loopback' });
    const admin = await t.login('admin');
    teacher = await teacherWith(t, admin, 'uploader', [PERMISSION.COURSE]);
    courseId = (await createChain(t, admin, 'LIM')).course.courseId;
  });
  afterAll(() => t.close());

  const captchaFrom = (address: string, lang?: string) =>
    t.call<{ captchaKey: string }>({ method: 'GET', url: API.captcha, lang, headers: { 'x-forwarded-for': address } });
  const uploadFrom = (address: string, file: UploadFile = { name: 'notes.txt', content: 'notes' }) =>
    t.call<CourseMaterialRecord>({
      method: 'POST',
      url: API.uploadCourseMaterial,
      token: teacher,
      ...(({ payload, headers }) => ({ payload, headers: { ...headers, 'x-forwarded-for': address } }))(
        multipart({ courseId, materialType: MATERIAL_TYPE.TeachOutline }, file),
      ),
    });
  const materialCount = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('courseMaterials')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("refuses the fourth captcha in a minute from one address with a 42900 that says when to retry, in the caller's language", async () => {
    for (let i = 0; i < 3; i += 1) expect((await captchaFrom('203.0.113.7')).body.status).toBe(STATUS.OK);
    const captchas = Number(
      (
        await t.app.db
          .selectFrom('captchas')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    for (const lang of LANGS) {
      const { httpStatus, body } = await captchaFrom('203.0.113.7', lang);
      expect(httpStatus).toBe(429);
      expect(body.status).toBe(STATUS.RATE_LIMITED);
      const seconds = Number(/\d+/.exec(body.message)?.[0]);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(body.message).toBe(translate(lang, 'tooManyCaptchas', { seconds }));
    }
    // A refused request stores no captcha; another address is not held back.
    expect(
      Number(
        (
          await t.app.db
            .selectFrom('captchas')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(captchas);
    expect((await captchaFrom('203.0.113.8')).body.status).toBe(STATUS.OK);
  });

  it('refuses the third upload in a minute from one address and stores nothing for it', async () => {
    expect((await uploadFrom('198.51.100.9')).body.status).toBe(STATUS.OK);
    expect((await uploadFrom('198.51.100.9')).body.status).toBe(STATUS.OK);
    const before = await materialCount();
    const refused = await uploadFrom('198.51.100.9');
    expect(refused.httpStatus).toBe(429);
    expect(refused.body.status).toBe(STATUS.RATE_LIMITED);
    expect(refused.body.message).toMatch(/^Too many uploads from your network in the last minute\. Try again in \d+ s\.$/);
    expect(await materialCount()).toBe(before);
    expect((await uploadFrom('198.51.100.10')).body.status).toBe(STATUS.OK);
  });

  it("limits only the captcha, the sign-up, the uploads, group submissions, ID-number reveals and certificate checks: nothing on the exam's path counts", () => {
    const limited = t.app.limitedRoutes.map((route) => `${route.limit} ${route.method} ${route.url}`).sort();
    expect(limited).toEqual(
      [
        `captcha GET ${API.captcha}`,
        `groupSubmission POST ${API.addRegistrationGroup}`,
        `idNumberReveal POST ${API.revealStudentIdNumber}`,
        `signup POST ${API.signup}`,
        `upload POST ${API.editorController}`,
        `upload POST ${API.importQti}`,
        `upload POST ${API.importMoodleXml}`,
        `upload POST ${API.importQuestions}`,
        `upload POST ${API.importStudents}`,
        `upload POST ${API.uploadCourseMaterial}`,
        `registrationUpload POST ${API.uploadRegistrationFile}`,
        `verify GET ${API.verifyCertificate}`,
      ].sort(),
    );
    for (const path of [API.saveAnswer, API.submitAttempt, API.doLogin]) expect(limited.join('\n')).not.toContain(path);
  });
});

describe.each(DATABASES)('request size limits on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  const addUserWithNickName = (nickName: string) =>
    t.call({
      method: 'POST',
      url: API.addUser,
      token: admin,
      lang: 'zh',
      payload: { username: `big_${randomBytes(3).toString('hex')}`, nickName, userType: 1 },
    });

  it('answers a JSON body over 1 MiB with a clear envelope, not a bare Fastify error', async () => {
    const { httpStatus, body } = await addUserWithNickName('x'.repeat(1024 * 1024 + 1));
    expect(httpStatus).toBe(400);
    expect(body).toEqual({ status: STATUS.BAD_REQUEST, message: translate('zh', 'bodyTooLarge', { max: 1 }), data: null });
    expect(JSON.stringify(body)).not.toMatch(/FST_|statusCode|stack/);
  });

  it('reads a body just under the limit (and then checks its fields)', async () => {
    const { body } = await addUserWithNickName('x'.repeat(1024 * 1024 - 200));
    expect(body.status).toBe(STATUS.BAD_REQUEST);
    expect(body.message).not.toBe(translate('zh', 'bodyTooLarge', { max: 1 }));
    expect(body.message).toMatch(/^输入有误/);
  });

  it('takes one file per multipart request and says so', async () => {
    const { payload, headers } = multipart({ courseId: 1, materialType: MATERIAL_TYPE.TeachOutline }, { name: 'a.txt', content: 'a' });
    const second = Buffer.from(
      payload
        .toString('latin1')
        .replace(
          /--(\S+)--\r\n$/,
          (_, boundary: string) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="file2"; filename="b.txt"\r\nContent-Type: text/plain\r\n\r\nb\r\n--${boundary}--\r\n`,
        ),
      'latin1',
    );
    const { body } = await t.call({ method: 'POST', url: API.uploadCourseMaterial, token: admin, payload: second, headers });
    expect(body.status).toBe(STATUS.BAD_REQUEST);
    expect(body.message).toBe(translate('en', 'malformedBody', { reason: 'one file per request' }));
  });
});
