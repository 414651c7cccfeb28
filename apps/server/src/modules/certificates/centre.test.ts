import {
  API,
  type CentreSettings,
  type CertificateEligibility,
  type CertificatePublication,
  type CertificateSheet,
  type CertificateVerification,
  STATUS,
} from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, withQuery } from '../../test/fixtures.js';
import { DATABASES, startTestApp, type TestApp } from '../../test/harness.js';

/** The issuing centre staff set on the certificate screen (docs/CERTIFICATES.md, "The issuing centre"). */
describe.each(DATABASES)('the issuing centre on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let finishedId: number;
  beforeAll(async () => {
    // Neither CERTIFICATE_CENTRE nor PUBLIC_URL: a centre that has set nothing yet, demo data in Chinese.
    t = await startTestApp(kind, { SEED_DEMO_EXAM: '1', DEMO_LANGUAGE: 'zh' });
    admin = await t.login('admin');
    const exams = expectOk(
      await t.call<CertificatePublication[]>({ method: 'GET', url: API.certificatePublications, token: admin }),
      'exams',
    );
    // The demo's finished exam (its name is in the demo language).
    finishedId = exams.find((exam) => exam.resultsFinal)!.publicationId;
  });
  afterAll(() => t.close());

  const settings = () => t.call<CentreSettings>({ method: 'GET', url: API.certificateCentre, token: admin });
  const save = (payload: object, token = admin) =>
    t.call<CentreSettings>({ method: 'POST', url: API.setCertificateCentre, payload, token });
  const settingsRows = async () =>
    (
      await t.app.db
        .selectFrom('centreSettings')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  it('says the name and the public address are unset, with the default name in the demo language', async () => {
    expect(expectOk(await settings(), 'settings')).toEqual({
      name: '职业技能等级认定中心',
      sealUrl: '',
      publicUrl: '',
      nameSet: false,
      publicUrlSet: false,
    });
  });

  it('refuses a name with a bidi control, an address with a query or an /api path, and a seal under /api; nothing is stored', async () => {
    const cases = [
      { name: 'Centre\u202E', sealUrl: '', publicUrl: '' },
      { name: 'Centre', sealUrl: '', publicUrl: 'https://exams.example.org/?next=evil' },
      { name: 'Centre', sealUrl: '', publicUrl: 'javascript:alert(1)' },
      { name: 'Centre', sealUrl: '', publicUrl: 'https://exams.example.org/api/kaoshi-exam/user/logout' },
      { name: 'Centre', sealUrl: '/api/kaoshi-exam/user/logout', publicUrl: '' },
      { name: '', sealUrl: '', publicUrl: '' },
    ];
    for (const payload of cases) {
      const refused = await save(payload, admin);
      expect(refused.body.status, JSON.stringify(payload)).toBe(STATUS.BAD_REQUEST);
    }
    const zh = await t.call({ method: 'POST', url: API.setCertificateCentre, payload: cases[1], token: admin, lang: 'zh' });
    expect(zh.body.message).toContain('必须是网站地址');
    expect(Number(await settingsRows())).toBe(0);
  });

  it('is refused to a candidate', async () => {
    const student = await t.login('student');
    expect((await save({ name: 'Mine', sealUrl: '', publicUrl: '' }, student)).body.status).toBe(STATUS.FORBIDDEN);
    expect(Number(await settingsRows())).toBe(0);
  });

  it('once saved, is what new certificates carry and where their QR codes point, and the change is in the audit trail', async () => {
    const saved = expectOk(
      await save({
        name: '广东省职业技能鉴定指导中心',
        sealUrl: 'https://cdn.example.org/seal.png',
        publicUrl: 'https://exams.example.org/',
      }),
      'saved',
    );
    expect(saved).toEqual({
      name: '广东省职业技能鉴定指导中心',
      sealUrl: 'https://cdn.example.org/seal.png',
      publicUrl: 'https://exams.example.org',
      nameSet: true,
      publicUrlSet: true,
    });
    const report = expectOk(
      await t.call<CertificateEligibility>({
        method: 'GET',
        url: withQuery(API.certificateEligibility, { publicationId: finishedId }),
        token: admin,
      }),
      'eligibility',
    );
    const first = report.candidates.find((candidate) => candidate.eligible)!;
    expectOk(
      await t.call({
        method: 'POST',
        url: API.issueCertificates,
        payload: { publicationId: finishedId, studentIds: [first.studentId] },
        token: admin,
      }),
      'issue',
    );
    const [sheet] = expectOk(
      await t.call<CertificateSheet[]>({
        method: 'GET',
        url: withQuery(API.printCertificates, { publicationId: finishedId }),
        token: admin,
      }),
      'print',
    );
    expect(sheet!.centre).toBe('广东省职业技能鉴定指导中心');
    expect(sheet!.sealUrl).toBe('https://cdn.example.org/seal.png');
    expect(sheet!.verifyUrl.startsWith('https://exams.example.org/verify?n=')).toBe(true);
    const verified = expectOk(
      await t.call<CertificateVerification>({
        method: 'GET',
        url: withQuery(API.verifyCertificate, { number: sheet!.number, t: new URL(sheet!.verifyUrl).searchParams.get('t')! }),
      }),
      'verify',
    );
    expect(verified.certificate?.centre).toBe('广东省职业技能鉴定指导中心');

    // An issued certificate is a document: a later rename leaves it as issued.
    expectOk(await save({ name: 'Renamed Centre', sealUrl: '', publicUrl: 'https://exams.example.org' }), 'renamed');
    const [again] = expectOk(
      await t.call<CertificateSheet[]>({
        method: 'GET',
        url: withQuery(API.printCertificates, { publicationId: finishedId }),
        token: admin,
      }),
      'print again',
    );
    expect([again!.centre, again!.sealUrl]).toEqual(['广东省职业技能鉴定指导中心', 'https://cdn.example.org/seal.png']);

    const records = await t.app.db
      .selectFrom('auditLog')
      .select(['targetType', 'targetLabel', 'beforeJson', 'afterJson'])
      .where('action', '=', 'certificate.centre')
      .orderBy('id')
      .execute();
    expect(records.map((record) => record.targetLabel)).toEqual(['广东省职业技能鉴定指导中心', 'Renamed Centre']);
    expect(JSON.parse(records[0]!.beforeJson!)).toMatchObject({ name: '职业技能等级认定中心', nameSet: false });
    expect(JSON.parse(records[1]!.afterJson!)).toMatchObject({ name: 'Renamed Centre', sealUrl: '' });
  });
});
