/**
 * H3 of security round 3: sign up as "Famous Person", be approved as "Real Applicant". The
 * ticket, the exam room, the proctor's views, marking, the score report, the exports, the certificate
 * and /verify name the approved person, with the approved photo; the admission number is neither
 * username nor ID number.
 */
import {
  admissionNumberOf,
  API,
  type CertificatePublication,
  type CertificateSheet,
  type CertificateVerification,
  type ExamRoom,
  type MarkingCandidate,
  type Paged,
  type PrintableTicket,
  type RegistrationFileRecord,
  type RegistrationRecord,
  type StudentRecord,
  type TicketRecord,
  USER_TYPE,
} from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HALL_PUBLICATION_NAME } from '../../seed/demo-tickets.js';
import { DEMO_FINISHED_PUBLICATION_NAME } from '../../seed/demo-results.js';
import { expectOk, withQuery } from '../../test/fixtures.js';
import { DATABASES, startTestApp, type TestApp } from '../../test/harness.js';
import { fakeIdNumber, fetchRaw, multipart, readXlsx } from '../../test/org.js';
import { PDF, PNG } from '../../test/sample-files.js';

const DAY = 86_400_000;

describe.each(DATABASES)('the approved name on every document, on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let candidate: string;
  let studentId: number;
  let photoFileId: number;
  const idNumber = fakeIdNumber(9_100_001);
  const publicationId = async (name: string) =>
    (await t.app.db.selectFrom('publications').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    t = await startTestApp(kind, {
      SEED_DEMO_EXAM: '1',
      CERTIFICATE_CENTRE: 'Test Skills Centre',
      PUBLIC_URL: 'https://exams.example.org',
    });
    admin = await t.login('admin');
    // demo01 passed the finished exam and holds a ticket for the exam hall. The name they signed
    // up with is "Famous Person"; they apply, for the batch they are in, as "Real Applicant".
    const account = await t.app.db.selectFrom('users').select(['id', 'classId']).where('username', '=', 'demo01').executeTakeFirstOrThrow();
    studentId = account.id;
    const now = t.app.clock.now();
    await t.app.db
      .updateTable('classes')
      .set({ registrationOpensAt: now - DAY, registrationClosesAt: now + DAY })
      .where('id', '=', account.classId!)
      .execute();
    await t.app.db.updateTable('users').set({ nickName: 'Famous Person', idNumber: null }).where('id', '=', studentId).execute();
    candidate = await t.login('demo01', '123456', USER_TYPE.STUDENT);
    const upload = async (kind: string, name: string, content: Buffer) =>
      expectOk(
        await t.call<RegistrationFileRecord>({
          method: 'POST',
          url: API.uploadRegistrationFile,
          token: candidate,
          ...multipart({ kind }, { name, content }),
        }),
        kind,
      ).fileId;
    photoFileId = await upload('photo', 'me.png', PNG);
    const application = expectOk(
      await t.call<RegistrationRecord>({
        method: 'POST',
        url: API.saveRegistration,
        token: candidate,
        payload: {
          classId: account.classId,
          name: 'Real Applicant',
          gender: 'F',
          idNumber,
          phone: '13912345678',
          education: 'vocational',
          yearsInTrade: 4,
          organisation: '',
          photoFileId,
          idCardFileId: await upload('idCard', 'id.pdf', PDF),
          submit: 1,
        },
      }),
      'application',
    );
    expectOk(
      await t.call({ method: 'POST', url: API.approveRegistration, token: admin, payload: { ids: [application.registrationId] } }),
      'approval',
    );
  });
  afterAll(() => t.close());

  const photoUrl = () => `${API.registrationFile}/${photoFileId}`;

  it('the admission ticket shows the approved name and photo, and an admission number that is neither username nor ID number', async () => {
    const hall = await publicationId(DEMO_HALL_PUBLICATION_NAME);
    const ticket = expectOk(await t.call<PrintableTicket>({ method: 'GET', url: `${API.myTicket}/${hall}`, token: candidate }), 'ticket');
    expect(ticket).toMatchObject({ name: 'Real Applicant', photo: photoUrl(), admissionNumber: admissionNumberOf(studentId) });
    expect(ticket.admissionNumber).not.toContain('demo01');
    expect(ticket.admissionNumber).not.toContain(idNumber.slice(0, 6));
    expect(JSON.stringify(ticket)).not.toContain('Famous Person');
    expect((await fetchRaw(t, ticket.photo, candidate)).status).toBe(200);

    // The proctor's ticket list and the check-in answer carry the same name and photo.
    const tickets = expectOk(
      await t.call<TicketRecord[]>({ method: 'GET', url: withQuery(API.listTicket, { publicationId: hall }), token: admin }),
      'tickets',
    );
    expect(tickets.find((row) => row.studentId === studentId)).toMatchObject({ name: 'Real Applicant', photo: photoUrl() });
  });

  it('the exam room names the approved person with the admission number', async () => {
    const hall = await publicationId(DEMO_HALL_PUBLICATION_NAME);
    const room = expectOk(await t.call<ExamRoom>({ method: 'GET', url: `${API.examRoom}/${hall}`, token: candidate }), 'room');
    expect(room.candidate).toMatchObject({ name: 'Real Applicant', photo: photoUrl(), admissionNumber: admissionNumberOf(studentId) });
  });

  it('candidate management lists the approved name with the ID number masked', async () => {
    const list = expectOk(
      await t.call<Paged<StudentRecord>>({ method: 'GET', url: withQuery(API.listStudent, { username: 'demo01' }), token: admin }),
      'students',
    );
    expect(list.list[0]).toMatchObject({ name: 'Real Applicant', idNumber: `${idNumber.slice(0, 4)}**********${idNumber.slice(-4)}` });
  });

  it("the proctor's live view, the marking list and its export, the score report and the ranking export name the approved person", async () => {
    const finished = await publicationId(DEMO_FINISHED_PUBLICATION_NAME);
    const named = (what: string, answer: unknown) => {
      const text = typeof answer === 'string' ? answer : JSON.stringify(answer);
      expect(text, what).toContain('Real Applicant');
      expect(text, what).not.toContain('Famous Person');
    };
    const get = async <T>(url: string, query: Record<string, string | number>) =>
      expectOk(await t.call<T>({ method: 'GET', url: withQuery(url, query), token: admin }), url);
    named('live view', await get(API.liveView, { publicationId: finished }));
    const marking = await get<Paged<MarkingCandidate>>(API.listMarkingCandidates, { publicationId: finished, keyword: 'demo01' });
    const row = marking.list.find((each) => each.studentId === studentId)!;
    expect(row.name).toBe('Real Applicant');
    named('score report', await get(`${API.scoreReport}/${row.attemptId}`, {}));
    const sheet = async (url: string) =>
      (await readXlsx((await fetchRaw(t, withQuery(url, { publicationId: finished }), admin)).body)).flat().join('|');
    named('marking export', await sheet(API.exportMarkingCandidates));
    named('ranking export', await sheet(API.exportClassRanking));
  });

  it('the certificate records the approved name and photo, and /verify answers for it, not for the sign-up name', async () => {
    const exams = expectOk(
      await t.call<CertificatePublication[]>({ method: 'GET', url: API.certificatePublications, token: admin }),
      'exams',
    );
    const finished = exams.find((exam) => exam.name === DEMO_FINISHED_PUBLICATION_NAME)!;
    expect(
      expectOk(
        await t.call({
          method: 'POST',
          url: API.issueCertificates,
          token: admin,
          payload: { publicationId: finished.publicationId, studentIds: [studentId] },
        }),
        'issue',
      ),
    ).toMatchObject({ issued: 1 });
    const [certificate] = expectOk(await t.call<CertificateSheet[]>({ method: 'GET', url: API.myCertificates, token: candidate }), 'mine');
    expect(certificate).toMatchObject({ holderName: 'Real Applicant', photo: photoUrl() });

    const verify = async (name: string) =>
      expectOk(
        await t.call<CertificateVerification>({
          method: 'GET',
          url: withQuery(API.verifyCertificate, { number: certificate!.number, name }),
        }),
        name,
      );
    expect(await verify('Real Applicant')).toMatchObject({ status: 'valid', certificate: { holderName: 'Real Applicant' } });
    expect(await verify('Famous Person')).toEqual({ status: 'unknown', certificate: null });
    // The candidate and the certificate manager open the photo it was issued with.
    expect((await fetchRaw(t, certificate!.photo, candidate)).status).toBe(200);
  });

  it('a candidate who never applied cannot open the approved photo', async () => {
    const other = await t.login('demo02', '123456', USER_TYPE.STUDENT);
    expect((await fetchRaw(t, photoUrl(), other)).status).toBe(404);
  });
});
