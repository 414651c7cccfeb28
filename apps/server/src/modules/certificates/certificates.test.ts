import {
  API,
  buildCertificateNumber,
  type CertificateEligibility,
  type CertificatePublication,
  type CertificateRecord,
  type CertificateRequirements,
  type CertificateSheet,
  type CertificateVerification,
  checkCertificateNumber,
  STATUS,
  USER_TYPE,
} from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FINISHED_PUBLICATION_NAME } from '../../seed/demo-results.js';
import { expectOk, withQuery } from '../../test/fixtures.js';
import { DATABASES, startTestApp, type TestApp } from '../../test/harness.js';

describe.each(DATABASES)('certificates on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let finishedId: number;
  let openId: number;
  let subjectId: number;
  beforeAll(async () => {
    // The demo's finished exam: demo01–demo03 passed, demo04 and demo05 failed, demo06 was absent.
    t = await startTestApp(kind, {
      SEED_DEMO_EXAM: '1',
      CERTIFICATE_CENTRE: 'Test Skills Centre',
      PUBLIC_URL: 'https://exams.example.org',
    });
    admin = await t.login('admin');
    const exams = expectOk(
      await t.call<CertificatePublication[]>({ method: 'GET', url: API.certificatePublications, token: admin }),
      'exams',
    );
    const finished = exams.find((exam) => exam.name === DEMO_FINISHED_PUBLICATION_NAME)!;
    const open = exams.find((exam) => exam.name !== DEMO_FINISHED_PUBLICATION_NAME)!;
    expect(finished.resultsFinal).toBe(true);
    expect(open.resultsFinal).toBe(false);
    [finishedId, openId, subjectId] = [finished.publicationId, open.publicationId, finished.subjectId];
  });
  afterAll(() => t.close());

  const get = <T>(url: string, query: Record<string, string | number>, token = admin) =>
    t.call<T>({ method: 'GET', url: withQuery(url, query), token });
  const post = <T>(url: string, payload: object, token = admin) => t.call<T>({ method: 'POST', url, payload, token });
  const studentId = async (username: string) =>
    (await t.app.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  const certificateCount = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('certificates')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const verify = (query: Record<string, string>) => get<CertificateVerification>(API.verifyCertificate, query, '');

  it('lists those who passed the finished exam as eligible, and refuses one who failed or an exam still open; nothing is stored', async () => {
    const report = expectOk(await get<CertificateEligibility>(API.certificateEligibility, { publicationId: finishedId }), 'eligibility');
    expect(report.candidates.map((c) => [c.username, c.eligible])).toEqual([
      ['demo01', true],
      ['demo02', true],
      ['demo03', true],
    ]);
    expect(report.counting).toEqual([{ publicationId: finishedId, name: DEMO_FINISHED_PUBLICATION_NAME }]);

    const failed = await post(API.issueCertificates, {
      publicationId: finishedId,
      studentIds: [await studentId('demo01'), await studentId('demo04')],
    });
    expect(failed.body.status).toBe(STATUS.CONFLICT);
    expect(failed.body.message).toBe(
      `Candidate ${await studentId('demo04')} did not pass "${DEMO_FINISHED_PUBLICATION_NAME}". No certificate was issued.`,
    );
    const open = await post(API.issueCertificates, { publicationId: openId, studentIds: [await studentId('student')] });
    expect(open.body.status).toBe(STATUS.CONFLICT);
    expect(open.body.message).toMatch(/are not final/);
    expect((await post(API.issueCertificates, { publicationId: finishedId, studentIds: [] })).body.status).toBe(STATUS.BAD_REQUEST);
    expect(await certificateCount()).toBe(0);
  });

  it('requires every exam the job type names: one not passed refuses the certificate', async () => {
    const set = expectOk(
      await post<CertificateRequirements>(API.setCertificateRequirements, { subjectId, publicationIds: [finishedId, openId] }),
      'requirements',
    );
    expect(set.publicationIds.sort()).toEqual([finishedId, openId].sort());
    const report = expectOk(await get<CertificateEligibility>(API.certificateEligibility, { publicationId: finishedId }), 'eligibility');
    expect(report.candidates.every((c) => !c.eligible && c.missing.length === 1)).toBe(true);
    const refused = await post(API.issueCertificates, { publicationId: finishedId, studentIds: [await studentId('demo01')] });
    expect(refused.body.status).toBe(STATUS.CONFLICT);
    expect(refused.body.message).toMatch(/has not passed every exam the job type requires/);
    expect(await certificateCount()).toBe(0);

    const unknown = await post(API.setCertificateRequirements, { subjectId, publicationIds: [999999] });
    expect(unknown.body.status).toBe(STATUS.NOT_FOUND);
    expectOk(await post(API.setCertificateRequirements, { subjectId, publicationIds: [] }), 'cleared');
  });

  /** A confirmed practical assessment of the job type, as the panel left it: these candidates passed or failed it. */
  let practicals = 0;
  async function confirmedPractical(results: Record<string, boolean>, confirmedAt: number) {
    practicals++;
    const db = t.app.db;
    const stamps = { createdAt: confirmedAt, updatedAt: confirmedAt };
    const classId = (await db.selectFrom('users').select('classId').where('username', '=', 'demo01').executeTakeFirstOrThrow()).classId!;
    const { id: taskId } = await db
      .insertInto('assessmentTasks')
      .values({ subjectId, name: `Weld a butt joint ${practicals}`, instructions: '', timeLimitMinutes: 60, materials: '', ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: venueId } = await db
      .insertInto('venues')
      .values({ name: `Workshop ${practicals}`, address: '', ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: roomId } = await db
      .insertInto('rooms')
      .values({ venueId, name: 'Bay 1', capacity: 10, seatsPerRow: 5, ...stamps })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: sessionId } = await db
      .insertInto('assessmentSessions')
      .values({
        taskId,
        classId,
        name: 'Practical',
        startsAt: confirmedAt - 3_600_000,
        slotMinutes: 60,
        state: 'confirmed',
        sheetVersionId: null,
        confirmedAt,
        confirmedBy: null,
        ...stamps,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: stationId } = await db
      .insertInto('assessmentStations')
      .values({ sessionId, roomId, name: 'Station 1', position: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    let slot = 0;
    for (const [username, passed] of Object.entries(results))
      await db
        .insertInto('assessmentAllocations')
        .values({
          sessionId,
          studentId: await studentId(username),
          stationId,
          slot: slot++,
          slotStartsAt: confirmedAt - 3_600_000,
          decisionNote: null,
          decidedBy: null,
          finalScore: passed ? 82 : 41,
          passed: passed ? 1 : 0,
        })
        .execute();
  }

  it('requires the practical assessment when the job type says so: passed within its validity, or the certificate is refused', async () => {
    const set = expectOk(
      await post<CertificateRequirements>(API.setCertificateRequirements, {
        subjectId,
        publicationIds: [],
        practicalRequired: true,
        practicalValidityMonths: 12,
      }),
      'requirements',
    );
    expect(set).toMatchObject({ practicalRequired: true, practicalValidityMonths: 12 });
    const now = Date.now();
    // demo01 passed this month, demo02 failed, demo03 passed too long ago (13 months of 30 days).
    await confirmedPractical({ demo01: true, demo02: false }, now - 86_400_000);
    await confirmedPractical({ demo03: true }, now - 13 * 30 * 86_400_000);
    const report = expectOk(await get<CertificateEligibility>(API.certificateEligibility, { publicationId: finishedId }), 'eligibility');
    expect(report.practicalValidityMonths).toBe(12);
    expect(report.candidates.map((c) => [c.username, c.practicalMissing, c.eligible])).toEqual([
      ['demo01', false, true],
      ['demo02', true, false],
      ['demo03', true, false],
    ]);
    for (const username of ['demo02', 'demo03']) {
      const refused = await post(API.issueCertificates, {
        publicationId: finishedId,
        studentIds: [await studentId('demo01'), await studentId(username)],
      });
      expect(refused.body.status).toBe(STATUS.CONFLICT);
      expect(refused.body.message).toMatch(/has not passed the practical assessment of this job type within the last 12 months/);
    }
    expect(await certificateCount()).toBe(0);
    // Bad input changes nothing.
    const bad = await post(API.setCertificateRequirements, {
      subjectId,
      publicationIds: [],
      practicalRequired: true,
      practicalValidityMonths: 0,
    });
    expect(bad.body.status).toBe(STATUS.BAD_REQUEST);
    expect(expectOk(await get<CertificateRequirements>(API.certificateRequirements, { subjectId }), 'kept')).toMatchObject({
      practicalRequired: true,
      practicalValidityMonths: 12,
    });
    // Not required any more: the exam alone is enough again.
    const cleared = expectOk(
      await post<CertificateRequirements>(API.setCertificateRequirements, { subjectId, publicationIds: [] }),
      'cleared',
    );
    expect(cleared).toMatchObject({ practicalRequired: false, practicalValidityMonths: 24 });
    const after = expectOk(await get<CertificateEligibility>(API.certificateEligibility, { publicationId: finishedId }), 'eligibility');
    expect(after.practicalValidityMonths).toBeNull();
    expect(after.candidates.every((c) => c.eligible && !c.practicalMissing)).toBe(true);
  });

  let number = '';
  let sheet: CertificateSheet;
  it('issues numbered certificates once, audited; the holder sees only their own, with its QR code', async () => {
    const ids = await Promise.all(['demo01', 'demo02', 'demo03'].map(studentId));
    const issued = expectOk(
      await post<{ numbers: string[] }>(API.issueCertificates, { publicationId: finishedId, studentIds: ids }),
      'issue',
    );
    expect(issued.numbers).toHaveLength(3);
    const year = new Date().getUTCFullYear();
    for (const [index, value] of issued.numbers.entries()) {
      expect(value).toMatch(new RegExp(`^DEMOS-${year}-00000${index + 1}-[0-9A-Z]{9}$`));
      expect(checkCertificateNumber(value)).toBe('ok');
    }
    const again = await post(API.issueCertificates, { publicationId: finishedId, studentIds: [ids[0]] });
    expect(again.body.status).toBe(STATUS.CONFLICT);
    expect(again.body.message).toMatch(/already holds certificate DEMOS-/);
    expect(await certificateCount()).toBe(3);
    const audit = await t.app.db.selectFrom('auditLog').select(['detailJson']).where('action', '=', 'certificate.issue').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.detailJson!)).toMatchObject({ issued: 3, publicationId: finishedId });

    const demo01 = await t.login('demo01', undefined, USER_TYPE.STUDENT);
    const mine = expectOk(await t.call<CertificateSheet[]>({ method: 'GET', url: API.myCertificates, token: demo01 }), 'mine');
    expect(mine).toHaveLength(1);
    sheet = mine[0]!;
    number = sheet.number;
    const holder = await t.app.db.selectFrom('users').select(['nickName']).where('username', '=', 'demo01').executeTakeFirstOrThrow();
    expect(sheet).toMatchObject({
      holderName: holder.nickName,
      centre: 'Test Skills Centre',
      level: 5,
      levelName: 'Level 5 · Entry worker',
      revokedAt: null,
    });
    expect(sheet.verifyUrl).toMatch(new RegExp(`^https://exams\\.example\\.org/verify\\?n=${number}&t=[A-Za-z0-9_-]{22}$`));
    expect(sheet.qr.size).toBe(sheet.qr.rows.length);
    const demo04 = await t.login('demo04', undefined, USER_TYPE.STUDENT);
    expect(expectOk(await t.call<CertificateSheet[]>({ method: 'GET', url: API.myCertificates, token: demo04 }), 'none')).toEqual([]);
    expect((await get(API.certificateEligibility, { publicationId: finishedId }, demo01)).body.status).toBe(STATUS.FORBIDDEN);

    const printed = expectOk(await get<CertificateSheet[]>(API.printCertificates, { publicationId: finishedId }), 'print');
    expect(printed.map((row) => row.number)).toEqual([...issued.numbers].sort());
  });

  it('verifies by number and name or by the QR link; unknown numbers and wrong names answer alike', async () => {
    const valid = expectOk(await verify({ number: ` ${number.toLowerCase()} `, name: `  ${sheet.holderName.toUpperCase()} ` }), 'valid');
    expect(valid).toEqual({
      status: 'valid',
      certificate: {
        number,
        holderName: sheet.holderName,
        subjectName: sheet.subjectName,
        level: 5,
        levelName: 'Level 5 · Entry worker',
        issuedAt: sheet.issuedAt,
        centre: 'Test Skills Centre',
        revokedAt: null,
      },
    });
    const token = new URL(sheet.verifyUrl).searchParams.get('t')!;
    expect(expectOk(await verify({ number, t: token }), 'qr').status).toBe('valid');
    const wrongToken = token.endsWith('A') ? `${token.slice(0, -1)}B` : `${token.slice(0, -1)}A`;
    const unknownBodies = [
      await verify({ number, name: 'Somebody Else' }),
      await verify({ number, t: wrongToken }),
      await verify({ number: buildCertificateNumber('DEMOS', 2026, 99, 'ZZZZZZZZ'), name: sheet.holderName }),
    ].map((result) => result.body);
    for (const body of unknownBodies) expect(body).toEqual(unknownBodies[0]);
    expect(unknownBodies[0]!.data).toEqual({ status: 'unknown', certificate: null });

    const malformed = await verify({ number: 'hello', name: 'x' });
    expect(malformed.httpStatus).toBe(400);
    expect(malformed.body.message).toMatch(/^This is not a certificate number/);
    const typo = await verify({ number: number.slice(0, -1) + (number.endsWith('0') ? '1' : '0'), name: sheet.holderName });
    expect(typo.body.message).toMatch(/does not check out/);
    const noName = await verify({ number });
    expect(noName.body.message).toBe("Enter the holder's name as printed on the certificate.");
    const zh = await t.call({ method: 'GET', url: withQuery(API.verifyCertificate, { number: 'x', name: 'y' }), lang: 'zh' });
    expect(zh.body.message).toMatch(/^这不是证书编号/);
  });

  it('revokes with a reason and its kind, audited; verification then answers revoked, and a second revoke is refused', async () => {
    const [certificate] = expectOk(await get<CertificateRecord[]>(API.listCertificates, { publicationId: finishedId }), 'list').filter(
      (row) => row.number === number,
    );
    expect(
      (await post(API.revokeCertificate, { certificateId: certificate!.certificateId, reason: ' ', kind: 'clerical' })).body.status,
    ).toBe(STATUS.BAD_REQUEST);
    // The kind must be said: a revocation without it, or with another, changes nothing.
    for (const kind of [undefined, 'other']) {
      const refused = await post(API.revokeCertificate, { certificateId: certificate!.certificateId, reason: 'Name misspelt', kind });
      expect(refused.body.status).toBe(STATUS.BAD_REQUEST);
      expect(refused.body.data).toEqual({ fields: { kind: expect.any(String) } });
    }
    const revoked = expectOk(
      await post<CertificateRecord>(API.revokeCertificate, {
        certificateId: certificate!.certificateId,
        reason: 'Name misspelt on the certificate',
        kind: 'clerical',
      }),
      'revoke',
    );
    expect(revoked).toMatchObject({ revokeReason: 'Name misspelt on the certificate', revokeKind: 'clerical' });
    expect(revoked.revokedAt).not.toBeNull();
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select(['targetType', 'targetId', 'detailJson', 'afterJson'])
      .where('action', '=', 'certificate.revoke')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ targetType: 'certificate', targetId: certificate!.certificateId });
    expect(JSON.parse(audit.detailJson!)).toEqual({ reason: 'Name misspelt on the certificate', kind: 'clerical' });

    const answer = expectOk(await verify({ number, name: sheet.holderName }), 'revoked');
    expect(answer.status).toBe('revoked');
    expect(answer.certificate?.revokedAt).toBe(revoked.revokedAt);
    expect((await verify({ number, name: 'Somebody Else' })).body.data).toEqual({ status: 'unknown', certificate: null });
    const twice = await post(API.revokeCertificate, { certificateId: certificate!.certificateId, reason: 'again', kind: 'fraud' });
    expect(twice.body.status).toBe(STATUS.CONFLICT);
    expect((await post(API.revokeCertificate, { certificateId: 999999, reason: 'x', kind: 'fraud' })).body.status).toBe(STATUS.NOT_FOUND);

    // A certificate revoked for a clerical error no longer stands in the way of a new one.
    const demo01 = await studentId('demo01');
    const candidateRow = async () =>
      expectOk(await get<CertificateEligibility>(API.certificateEligibility, { publicationId: finishedId }), 'candidates').candidates.find(
        (row) => row.studentId === demo01,
      )!;
    expect(await candidateRow()).toMatchObject({ certificateNumber: null, revokedForFraud: null, eligible: true });
    const reissued = expectOk(
      await post<{ numbers: string[] }>(API.issueCertificates, { publicationId: finishedId, studentIds: [demo01] }),
      'reissue',
    );
    expect(reissued.numbers[0]).toMatch(/-000004-/);

    // One revoked for fraud does: the candidate is not offered again, and issuing is refused, naming it.
    const [corrected] = expectOk(await get<CertificateRecord[]>(API.listCertificates, { publicationId: finishedId }), 'list').filter(
      (row) => row.number === reissued.numbers[0],
    );
    expectOk(
      await post(API.revokeCertificate, { certificateId: corrected!.certificateId, reason: 'Forged work-years proof', kind: 'fraud' }),
      'fraud',
    );
    expect(await candidateRow()).toMatchObject({
      certificateNumber: null,
      revokedForFraud: { number: reissued.numbers[0], reason: 'Forged work-years proof' },
      eligible: false,
    });
    const barred = await post(API.issueCertificates, { publicationId: finishedId, studentIds: [demo01] });
    expect(barred.body.status).toBe(STATUS.CONFLICT);
    expect(barred.body.message).toContain(`${reissued.numbers[0]} for this job type was revoked for fraud`);
    expect(
      await t.app.db.selectFrom('certificates').select('id').where('studentId', '=', demo01).where('revokedAt', 'is', null).execute(),
    ).toEqual([]);
  });
});

describe.each(DATABASES)('certificate verification limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { VERIFY_IP_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('counts checks per address and refuses past the limit', async () => {
    const check = (ip: string) =>
      t.call({ method: 'GET', url: withQuery(API.verifyCertificate, { number: 'X', name: 'y' }), remoteAddress: ip });
    for (let i = 0; i < 3; i += 1) expect((await check('203.0.113.5')).httpStatus).toBe(400);
    const refused = await check('203.0.113.5');
    expect(refused.httpStatus).toBe(429);
    expect(refused.body.message).toMatch(/^Too many verifications from your address/);
    expect((await check('203.0.113.6')).httpStatus).toBe(400);
  });
});
