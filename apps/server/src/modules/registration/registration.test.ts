import {
  TOKEN_COOKIE,
  API,
  type AuditRecord,
  type OpenBatchRecord,
  type Paged,
  type RegistrationList,
  type RegistrationRecord,
  REGISTRATION_STATUS,
  STATUS,
} from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withQuery } from '../../test/fixtures.js';
import { DATABASES } from '../../test/harness.js';
import { fetchRaw } from '../../test/org.js';
import { JPEG, PDF, PNG } from '../../test/sample-files.js';
import { expireRegistrations } from './review.js';
import {
  applicationOf,
  candidate,
  DAY,
  registrationCount,
  type RegistrationScene,
  save,
  startRegistrationScene,
  upload,
  uploaded,
} from './test/registration-fixture.js';

describe.each(DATABASES)('registration on %s', (kind) => {
  let s: RegistrationScene;
  beforeAll(async () => {
    s = await startRegistrationScene(kind);
  });
  afterAll(() => s.t.close());

  const mine = async (token: string) =>
    (await s.t.call<RegistrationRecord[]>({ method: 'GET', url: API.myRegistrations, token })).body.data;
  const review = (url: string, payload: Record<string, unknown>, token = s.reviewer) => s.t.call({ method: 'POST', url, token, payload });
  const queue = async (query: Record<string, string | number>) =>
    (await s.t.call<RegistrationList>({ method: 'GET', url: withQuery(API.listRegistration, query), token: s.reviewer })).body.data;

  it('a candidate applies, is returned for changes, corrects, is approved and enrolled; a final withdrawal takes them out for good with the reason audited', async () => {
    const li = await candidate(s, 101);
    const open = (await s.t.call<OpenBatchRecord[]>({ method: 'GET', url: API.openRegistrationBatches, token: li.token })).body.data;
    expect(open.map((batch) => batch.code)).toEqual(['OPEN']);

    const photoFileId = await uploaded(s, li.token, 'photo', 'me.png', PNG);
    const idCardFileId = await uploaded(s, li.token, 'idCard', 'id.pdf', PDF);
    const draft = await save(s, li.token, applicationOf(s.openBatch.classId, li.idNumber, { photoFileId, organisation: 'Acme Welding' }));
    expect(draft.body.status, draft.body.message).toBe(STATUS.OK);
    expect(draft.body.data).toMatchObject({
      status: REGISTRATION_STATUS.DRAFT,
      submittedAt: null,
      files: { photo: { fileId: photoFileId, kind: 'photo' } },
    });
    const registrationId = draft.body.data.registrationId;

    // Submitting without the ID card names the missing file.
    const incomplete = await save(s, li.token, applicationOf(s.openBatch.classId, li.idNumber, { registrationId, photoFileId, submit: 1 }));
    expect(incomplete.body.status).toBe(STATUS.BAD_REQUEST);
    expect(incomplete.body.data).toEqual({ fields: { idCardFileId: expect.any(String) } });

    const submitted = await save(
      s,
      li.token,
      applicationOf(s.openBatch.classId, li.idNumber, {
        registrationId,
        photoFileId,
        idCardFileId,
        organisation: 'Acme Welding',
        submit: 1,
      }),
    );
    expect(submitted.body.data).toMatchObject({ status: REGISTRATION_STATUS.UNDER_REVIEW, submittedAt: s.clock.now() });
    // Under review: the candidate cannot change it.
    expect((await save(s, li.token, applicationOf(s.openBatch.classId, li.idNumber, { registrationId }))).body.status).toBe(
      STATUS.CONFLICT,
    );

    expect((await review(API.refuseRegistration, { registrationId, reason: 'The ID card scan is unreadable.' })).body.status).toBe(
      STATUS.OK,
    );
    expect((await mine(li.token))[0]).toMatchObject({ status: REGISTRATION_STATUS.RETURNED, reason: 'The ID card scan is unreadable.' });

    const clearer = await uploaded(s, li.token, 'idCard', 'id-clear.jpg', JPEG);
    const resubmitted = await save(
      s,
      li.token,
      applicationOf(s.openBatch.classId, li.idNumber, {
        registrationId,
        photoFileId,
        idCardFileId: clearer,
        organisation: 'Acme Welding',
        submit: 1,
      }),
    );
    expect(resubmitted.body.data).toMatchObject({
      status: REGISTRATION_STATUS.UNDER_REVIEW,
      reason: '',
      files: { idCard: { fileId: clearer } },
    });

    // The reviewer sees it with its files, and opens them inline.
    const detail = (
      await s.t.call<RegistrationRecord>({ method: 'GET', url: `${API.getRegistrationById}/${registrationId}`, token: s.reviewer })
    ).body.data;
    expect(detail.files.idCard?.contentType).toBe('image/jpeg');
    const file = await fetchRaw(s.t, `${API.registrationFile}/${clearer}`, s.reviewer);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toBe(`inline; filename="id-clear.jpg"; filename*=UTF-8''id-clear.jpg`);
    expect(file.headers['content-security-policy']).toContain('sandbox');

    expect((await review(API.approveRegistration, { ids: [registrationId] })).body.status).toBe(STATUS.OK);
    const account = await s.t.app.db
      .selectFrom('users')
      .select(['classId', 'organisation', 'idNumber'])
      .where('id', '=', li.studentId)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({ classId: s.openBatch.classId, organisation: 'Acme Welding', idNumber: li.idNumber });
    expect((await mine(li.token))[0]).toMatchObject({ status: REGISTRATION_STATUS.PASSED });

    const withdrawn = await review(API.withdrawRegistration, { registrationId, reason: 'Certificate found to be forged.', final: 1 });
    expect(withdrawn.body.status, withdrawn.body.message).toBe(STATUS.OK);
    expect(
      (await s.t.app.db.selectFrom('users').select('classId').where('id', '=', li.studentId).executeTakeFirstOrThrow()).classId,
    ).toBeNull();
    expect((await mine(li.token))[0]).toMatchObject({ status: REGISTRATION_STATUS.FAILED, reason: 'Certificate found to be forged.' });
    // Final: the candidate cannot send it again.
    const again = await save(
      s,
      li.token,
      applicationOf(s.openBatch.classId, li.idNumber, { registrationId, photoFileId, idCardFileId: clearer, submit: 1 }),
    );
    expect(again.body.status).toBe(STATUS.CONFLICT);
    expect((await mine(li.token))[0]).toMatchObject({ status: REGISTRATION_STATUS.FAILED });

    const trail = (
      await s.t.call<Paged<AuditRecord>>({
        method: 'GET',
        url: withQuery(API.listAuditLog, { targetType: 'registration', from: 0, to: s.clock.now() + DAY }),
        token: s.admin,
      })
    ).body;
    const actions = trail.data.list.map((record) => record.action);
    expect(actions).toEqual(
      expect.arrayContaining(['registration.save', 'registration.refuse', 'registration.approve', 'registration.withdraw']),
    );
    expect(trail.data.list.find((record) => record.action === 'registration.withdraw')?.detail).toEqual({
      reason: 'Certificate found to be forged.',
    });
  });

  it('a final refusal cannot be corrected and sent again; a bad decision flag changes nothing', async () => {
    const ko = await candidate(s, 107);
    const photoFileId = await uploaded(s, ko.token, 'photo', 'ko.png', PNG);
    const idCardFileId = await uploaded(s, ko.token, 'idCard', 'ko.pdf', PDF);
    const files = { photoFileId, idCardFileId, submit: 1 };
    const { registrationId } = (await save(s, ko.token, applicationOf(s.openBatch.classId, ko.idNumber, files))).body.data;

    const bad = await review(API.refuseRegistration, { registrationId, reason: 'Not eligible.', final: 2 });
    expect(bad.body.status).toBe(STATUS.BAD_REQUEST);
    expect(bad.body.data).toEqual({ fields: { final: expect.any(String) } });
    expect((await mine(ko.token))[0]).toMatchObject({ status: REGISTRATION_STATUS.UNDER_REVIEW, reason: '' });

    const refused = await review(API.refuseRegistration, { registrationId, reason: 'Not eligible for this level.', final: 1 });
    expect(refused.body.status, refused.body.message).toBe(STATUS.OK);
    expect((await mine(ko.token))[0]).toMatchObject({ status: REGISTRATION_STATUS.FAILED, reason: 'Not eligible for this level.' });
    const again = await save(s, ko.token, applicationOf(s.openBatch.classId, ko.idNumber, { registrationId, ...files }));
    expect(again.body.status).toBe(STATUS.CONFLICT);
    expect(again.body.message).toMatch(/can no longer be changed/);
    expect((await mine(ko.token))[0]).toMatchObject({ status: REGISTRATION_STATUS.FAILED, reason: 'Not eligible for this level.' });
  });

  it('refuses bad input with a message naming the field, storing nothing', async () => {
    const bo = await candidate(s, 102);
    const photoFileId = await uploaded(s, bo.token, 'photo', 'bo.jpg', JPEG);
    const before = await registrationCount(s);
    const refused = async (payload: Record<string, unknown>, status: number, field: string, words: RegExp) => {
      const { body } = await save(s, bo.token, payload);
      expect(body.status, JSON.stringify(body)).toBe(status);
      expect(Object.keys((body.data as unknown as { fields: object }).fields)).toEqual([field]);
      expect(body.message).toMatch(words);
    };
    await refused(applicationOf(s.closedBatch.classId, bo.idNumber), STATUS.BAD_REQUEST, 'classId', /not open now/);
    await refused(applicationOf(s.noWindowBatch.classId, bo.idNumber), STATUS.BAD_REQUEST, 'classId', /no registration window/);
    const badCheckDigit = bo.idNumber.slice(0, 17) + (bo.idNumber.endsWith('1') ? '2' : '1');
    await refused(applicationOf(s.openBatch.classId, badCheckDigit), STATUS.BAD_REQUEST, 'idNumber', /not valid/);
    await refused(
      applicationOf(s.openBatch.classId, bo.idNumber, { photoFileId: 999_999 }),
      STATUS.BAD_REQUEST,
      'photoFileId',
      /not one of your/,
    );
    const badPhone = await save(s, bo.token, applicationOf(s.openBatch.classId, bo.idNumber, { phone: 'call me' }));
    expect(badPhone.body.data).toEqual({ fields: { phone: expect.any(String) } });
    expect(await registrationCount(s)).toBe(before);

    // Wrong file types: by extension, and a file whose content is not what its name says.
    for (const [kind, name, content] of [
      ['photo', 'me.pdf', PDF],
      ['idCard', 'setup.exe', 'MZ'],
      ['photo', 'fake.png', PDF],
    ] as const) {
      const { body } = await upload(s, bo.token, kind, name, content);
      expect(body.status, name).toBe(STATUS.BAD_REQUEST);
      expect(body.data, name).toEqual({ fields: { file: expect.any(String) } });
    }

    expect((await save(s, bo.token, applicationOf(s.openBatch.classId, bo.idNumber, { photoFileId }))).body.status).toBe(STATUS.OK);
    await refused(applicationOf(s.openBatch.classId, bo.idNumber), STATUS.CONFLICT, 'classId', /already applied/);
    expect(await registrationCount(s)).toBe(before + 1);
  });

  it("opens a PDF inline under its name for a reviewer, by header or by the cookie a new tab sends; another candidate's cookie gets nothing", async () => {
    const eve = await candidate(s, 105);
    const other = await candidate(s, 106);
    const pdf = await uploaded(s, eve.token, 'idCard', '身份证 scan (1).pdf', PDF);
    const photoFileId = await uploaded(s, eve.token, 'photo', 'eve.png', PNG);
    await save(s, eve.token, applicationOf(s.openBatch.classId, eve.idNumber, { photoFileId, idCardFileId: pdf, submit: 1 }));
    const open = (headers: { authorization?: string; cookie?: string }) =>
      s.t.app.inject({ method: 'GET', url: `${API.registrationFile}/${pdf}`, headers });
    for (const headers of [
      { authorization: `Bearer ${s.reviewer}` },
      { cookie: `${TOKEN_COOKIE}=${s.reviewer}` },
      { cookie: `${TOKEN_COOKIE}=${eve.token}` },
    ]) {
      const response = await open(headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      // Inline under the uploaded name: an ASCII fallback and the exact name (RFC 6266), nothing that could end the header early.
      expect(response.headers['content-disposition']).toBe(
        `inline; filename="___ scan (1).pdf"; filename*=UTF-8''${encodeURIComponent('身份证 scan ').replace(/'/g, '%27')}%281%29.pdf`,
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    // Another candidate, by cookie or header: told it does not exist.
    for (const headers of [{ cookie: `${TOKEN_COOKIE}=${other.token}` }, { authorization: `Bearer ${other.token}` }]) {
      const response = await open(headers);
      expect(response.json<{ status: number }>().status).toBe(STATUS.NOT_FOUND);
      expect(response.headers['content-type']).not.toBe('application/pdf');
    }
  });

  it('keeps candidates to their own applications and files', async () => {
    const cy = await candidate(s, 103);
    const dee = await candidate(s, 104);
    const photo = await uploaded(s, cy.token, 'photo', 'cy.png', PNG);
    const saved = (await save(s, cy.token, applicationOf(s.openBatch.classId, cy.idNumber, { photoFileId: photo }))).body.data;
    expect((await mine(dee.token)).map((row) => row.registrationId)).not.toContain(saved.registrationId);
    expect((await fetchRaw(s.t, `${API.registrationFile}/${photo}`, dee.token)).status).toBe(404);
    expect((await fetchRaw(s.t, `${API.registrationFile}/${photo}`, cy.token)).status).toBe(200);
    // Another's photo cannot be put on one's own application, nor another's application changed.
    const stolen = await save(s, dee.token, applicationOf(s.openBatch.classId, dee.idNumber, { photoFileId: photo }));
    expect(stolen.body.data).toEqual({ fields: { photoFileId: expect.any(String) } });
    const hijack = await save(s, dee.token, applicationOf(s.openBatch.classId, dee.idNumber, { registrationId: saved.registrationId }));
    expect(hijack.body.status).toBe(STATUS.NOT_FOUND);
    expect((await s.t.call({ method: 'GET', url: API.listRegistration, token: dee.token })).body.status).toBe(STATUS.FORBIDDEN);
  });

  it('counts per status, filters the queue, batch-approves, and expires what is open when the window closes', async () => {
    const submit = async (n: number) => {
      const who = await candidate(s, n);
      const photoFileId = await uploaded(s, who.token, 'photo', 'p.png', PNG);
      const idCardFileId = await uploaded(s, who.token, 'idCard', 'i.png', PNG);
      return (await save(s, who.token, applicationOf(s.openBatch.classId, who.idNumber, { photoFileId, idCardFileId, submit: 1 }))).body
        .data.registrationId;
    };
    const [a, b, c] = [await submit(201), await submit(202), await submit(203)];
    const pending = await queue({ classId: s.openBatch.classId, status: REGISTRATION_STATUS.UNDER_REVIEW });
    expect(pending.list.map((row) => row.registrationId)).toEqual(expect.arrayContaining([a, b, c]));
    expect(pending.counts[REGISTRATION_STATUS.UNDER_REVIEW]).toBe(pending.total);
    expect(Object.values(pending.counts).reduce((sum, n) => sum + n, 0)).toBeGreaterThan(pending.total);
    expect((await queue({ subjectId: s.chain.subject.subjectId, submittedFrom: s.clock.now() + 1 })).total).toBe(0);

    // A batch approval with one already decided changes nothing.
    await review(API.refuseRegistration, { registrationId: c, reason: 'No experience proof.' });
    expect((await review(API.approveRegistration, { ids: [a, b, c] })).body.status).toBe(STATUS.CONFLICT);
    expect(
      (await queue({ status: REGISTRATION_STATUS.PASSED, classId: s.openBatch.classId })).list.map((row) => row.registrationId),
    ).not.toContain(a);
    expect((await review(API.approveRegistration, { ids: [a, b] })).body.status).toBe(STATUS.OK);

    const stillOpen = await queue({ classId: s.openBatch.classId });
    const waiting = stillOpen.counts[REGISTRATION_STATUS.DRAFT] + stillOpen.counts[REGISTRATION_STATUS.UNDER_REVIEW];
    expect(waiting).toBeGreaterThan(0);
    s.clock.advance(8 * DAY);
    expect(await expireRegistrations(s.t.app)).toBe(waiting);
    const closed = await queue({ classId: s.openBatch.classId });
    expect(closed.counts).toMatchObject({ 0: 0, 1: 0, 4: waiting, 2: stillOpen.counts[2] });
    s.clock.advance(-8 * DAY);
  });
});
