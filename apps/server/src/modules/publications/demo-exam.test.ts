import {
  API,
  assertSafeHtml,
  type ClassRanking,
  type Dashboard,
  GRADING_STATE,
  type ItemAnalysisRow,
  type MasteryRow,
  type PaperDetail,
  PASS_FLAG,
  type PassStatistics,
  type OpenBatchRecord,
  type PublicationRecord,
  QUESTION_TYPE,
  type RegistrationList,
  type RichTextWindow,
  STATUS,
  translate,
  type AdmissionPlan,
  type MyExams,
  type MyTicketSummary,
  type PrintableTicket,
  type TicketRecord,
  USER_TYPE,
} from '@kaoshi/contracts';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk, withQuery } from '../../test/fixtures.js';
import { DATABASES, startTestApp, type TestApp } from '../../test/harness.js';
import { isEligible } from '../exam-core/index.js';
import { DEMO_PROJECT_CODE, DEMO_PUBLICATION_NAME, seedDemoExam } from '../../seed/demo-exam.js';
import { DEMO_FINISHED_PUBLICATION_NAME, seedDemoResults } from '../../seed/demo-results.js';
import { DEMO_HALL_PUBLICATION_NAME, seedDemoTickets } from '../../seed/demo-tickets.js';
import { seedAccounts } from '../../seed/seed.js';

describe.each(DATABASES)('the demo exam on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { SEED_DEMO_EXAM: '1' });
    admin = await t.login('admin');
  });
  afterAll(() => t.close());

  const demoPublication = async () => {
    const page = expectOk(
      await t.call<{ list: PublicationRecord[] }>({
        method: 'GET',
        url: withQuery(API.listPublication, { name: DEMO_PUBLICATION_NAME }),
        token: admin,
      }),
      'list',
    );
    // The name filter matches parts of names: the finished demo exam's name contains this one.
    const open = page.list.filter((publication) => publication.name === DEMO_PUBLICATION_NAME);
    expect(open).toHaveLength(1);
    return open[0]!;
  };

  it("publishes an open exam to the demo student's batch, with notice, paper and twelve questions of every type the demo bank holds", async () => {
    const publication = await demoPublication();
    expect(publication).toMatchObject({
      state: 'open',
      kind: 'normal',
      classNames: ['Demo batch'],
      durationMinutes: 30,
      attemptsAllowed: 3,
      resultVisibility: 'immediate',
      noticeTitle: 'Demo exam rules',
      candidateCount: 1,
      attemptCount: 0,
    });
    expect(publication.startsAt).toBeLessThan(Date.now());
    expect(publication.endsAt - Date.now()).toBeGreaterThan(29 * 86_400_000);
    const student = await t.app.db
      .selectFrom('users')
      .select(['id', 'nickName', 'classId'])
      .where('username', '=', 'student')
      .executeTakeFirstOrThrow();
    expect(student.nickName).toBe('Demo Student');
    const names = await t.app.db
      .selectFrom('users')
      .select('nickName')
      .where('username', 'in', ['admin', 'teacher'])
      .orderBy('id')
      .execute();
    expect(names.map((row) => row.nickName)).toEqual(['Administrator', 'Demo Teacher']);
    expect(await isEligible(t.app.db, { id: publication.publicationId, kind: 'normal', parentPublicationId: null }, student.id)).toBe(true);

    const paper = expectOk(
      await t.call<PaperDetail>({ method: 'GET', url: `${API.getPaperById}/${publication.paperId}`, token: admin }),
      'paper',
    );
    expect(paper).toMatchObject({ mode: 'fixed', locked: 1, questionCount: 12, totalScore: 50, passScore: 30 });
    // Every type the demo's bank holds: the choice types and the external-link task.
    const { SINGLE, MULTIPLE, TRUE_FALSE, EXTERNAL_LINK } = QUESTION_TYPE;
    expect(new Set(paper.items.map((item) => item.type))).toEqual(new Set([SINGLE, MULTIPLE, TRUE_FALSE, EXTERNAL_LINK]));
    const notice = await t.app.db
      .selectFrom('notices')
      .select(['content', 'minReadingSeconds'])
      .where('title', '=', 'Demo exam rules')
      .executeTakeFirstOrThrow();
    expect(notice.minReadingSeconds).toBe(10);

    const questions = await t.app.db
      .selectFrom('questions')
      .select(['type', 'stem', 'options', 'answer', 'linkUrl'])
      .where('courseId', '=', paper.courseId)
      .execute();
    const window = new JSDOM('').window;
    for (const html of [
      notice.content,
      ...questions.flatMap((question) => [question.stem, ...(JSON.parse(question.options) as string[])]),
    ]) {
      assertSafeHtml(html, window as unknown as RichTextWindow);
    }
    expect(questions.filter((question) => question.type === QUESTION_TYPE.EXTERNAL_LINK).map((question) => question.linkUrl)).toEqual([
      'https://example.com/task',
    ]);
    expect(questions.filter((question) => question.type !== QUESTION_TYPE.EXTERNAL_LINK).every((question) => question.answer !== '')).toBe(
      true,
    );
  });

  it('seeds a batch open for registration with applications in the audit statuses, the expired one in a closed batch', async () => {
    const queue = expectOk(
      await t.call<RegistrationList>({ method: 'GET', url: withQuery(API.listRegistration, { limit: 50 }), token: admin }),
      'queue',
    );
    // The demo's decision against an application asks for a clearer scan: returned for changes (5), not refused (3).
    expect(queue.counts).toEqual({ 0: 1, 1: 2, 2: 1, 3: 0, 4: 1, 5: 1 });
    expect(queue.list.find((row) => row.status === 5)?.reason).not.toBe('');
    expect(new Set(queue.list.filter((row) => row.status !== 4).map((row) => row.className))).toEqual(
      new Set(['Demo batch (registration open)']),
    );
    const applicant = await t.login('applicant1', undefined, USER_TYPE.STUDENT);
    const open = expectOk(await t.call<OpenBatchRecord[]>({ method: 'GET', url: API.openRegistrationBatches, token: applicant }), 'open');
    expect(open.map((batch) => batch.name)).toEqual(['Demo batch (registration open)']);
  });

  it('lets the demo student sign in as a student', async () => {
    expect(await t.login('student', undefined, USER_TYPE.STUDENT)).toEqual(expect.any(String));
  });

  it('seeds once: a second seed (a restart) leaves one set', async () => {
    const count = async () => {
      const counted = await Promise.all(
        (['schools', 'classes', 'courses', 'questions', 'papers', 'notices', 'publications', 'venues', 'rooms', 'tickets'] as const).map(
          async (table) =>
            Number(
              (
                await t.app.db
                  .selectFrom(table)
                  .select((eb) => eb.fn.countAll<number | string>().as('count'))
                  .executeTakeFirstOrThrow()
              ).count,
            ),
        ),
      );
      return counted;
    };
    const before = await count();
    // Four batches (the demo's, the finished exam's, two of registration: demo-registration.ts), three
    // publications (open, finished, in the exam hall), one venue of two rooms, seven tickets.
    expect(before).toEqual([1, 4, 1, 12, 1, 1, 3, 1, 2, 7]);
    await seedAccounts(t.app, t.config);
    // A restart in another language finds the demo by its codes, not its (English) names.
    await seedDemoExam(t.app.db, 'zh');
    await seedDemoResults(t.app, 'zh');
    await seedDemoTickets(t.app, 'zh');
    expect(await count()).toEqual(before);
    expect((await t.app.db.selectFrom('schools').select('code').execute()).map((row) => row.code)).toEqual([DEMO_PROJECT_CODE]);
  });

  it('seeds an exam in the exam hall tomorrow: two rooms, every candidate seated, a check-in required, the ticket printable', async () => {
    const get = async <T>(url: string, query: Record<string, string | number>, token = admin) =>
      expectOk(await t.call<T>({ method: 'GET', url: withQuery(url, query), token }), url);
    const hall = (await get<{ list: PublicationRecord[] }>(API.listPublication, { name: DEMO_HALL_PUBLICATION_NAME })).list;
    expect(hall).toHaveLength(1);
    const publication = hall[0]!;
    // The demo student's batch and the finished exam's six candidates.
    expect(publication).toMatchObject({ state: 'published', candidateCount: 7, attemptsAllowed: 1 });
    expect(publication.startsAt).toBeGreaterThan(Date.now());
    const { publicationId } = publication;

    const plan = await get<AdmissionPlan>(API.getAdmissionPlan, { publicationId });
    expect(plan).toMatchObject({ checkInRequired: 1, candidateCount: 7, ticketCount: 7, checkedInCount: 0, capacity: 48 });
    expect(plan.roomIds).toHaveLength(2);
    const tickets = await get<TicketRecord[]>(API.listTicket, { publicationId });
    expect(tickets).toHaveLength(7);
    // Seated by the allocation: one seat each, no seat given twice in a room.
    const seats = new Set(tickets.map((ticket) => `${ticket.roomId}:${ticket.seat}`));
    expect(seats.size).toBe(7);
    expect(new Set(tickets.map((ticket) => ticket.venueName))).toEqual(new Set(['Demo training centre']));

    const student = await t.login('student', undefined, USER_TYPE.STUDENT);
    const mine = await get<MyTicketSummary[]>(API.myTickets, {}, student);
    expect(mine.map((ticket) => ticket.publicationId)).toEqual([publicationId]);
    const printable = await get<PrintableTicket>(`${API.myTicket}/${publicationId}`, {}, student);
    expect(printable).toMatchObject({ examName: DEMO_HALL_PUBLICATION_NAME, venueName: 'Demo training centre', roomName: 'Room 101' });
    expect(printable.ticketNumber).toBe(mine[0]!.ticketNumber);
    // Upcoming in the student's list beside the open demo exam, not startable yet.
    const exams = await get<MyExams>(API.myExams, {}, student);
    expect(exams.exams.map((exam) => exam.name)).toEqual(expect.arrayContaining([DEMO_PUBLICATION_NAME, DEMO_HALL_PUBLICATION_NAME]));
    const started = await t.call({ method: 'POST', url: API.startAttempt, token: student, payload: { publicationId } });
    expect(started.body).toEqual({ status: STATUS.CONFLICT, message: translate('en', 'examNotOpenYet'), data: null });
  });

  it('seeds a finished exam scored by the app: ranking, pass statistics, item analysis, mastery and the dashboard have data', async () => {
    const get = async <T>(url: string, query: Record<string, string | number>) =>
      expectOk(await t.call<T>({ method: 'GET', url: withQuery(url, query), token: admin }), url);
    const finished = (await get<{ list: PublicationRecord[] }>(API.listPublication, { name: DEMO_FINISHED_PUBLICATION_NAME })).list;
    expect(finished).toHaveLength(1);
    const publication = finished[0]!;
    expect(publication).toMatchObject({ state: 'closed', candidateCount: 6, attemptCount: 5 });
    expect(publication.endsAt).toBeLessThan(Date.now());
    const publicationId = publication.publicationId;

    const ranking = await get<ClassRanking>(API.classRanking, { publicationId });
    expect(ranking.rows).toHaveLength(5);
    // What the frozen, shuffled papers scored: every answer saved, submitted and the task marked.
    expect(ranking.rows.map((row) => row.score)).toEqual([50, 40, 36, 25, 15]);
    expect(ranking.rows.map((row) => row.name)).toEqual(['Li Wei', 'Wang Fang', 'Zhang Min', 'Liu Yang', 'Chen Jing']);
    expect(ranking.rows.filter((row) => row.passed === PASS_FLAG.PASSED)).toHaveLength(3);

    const passing = await get<PassStatistics>(API.passStatistics, { publicationId });
    expect(passing.rows).toEqual([expect.objectContaining({ enrolled: 6, sat: 5, absent: 1, passed: 3, failed: 2 })]);
    expect(passing.failed.map((row) => row.score).sort()).toEqual([15, 25]);

    const items = await get<ItemAnalysisRow[]>(API.itemAnalysis, { publicationId });
    expect(items).toHaveLength(12);
    const task = items.find((row) => row.type === QUESTION_TYPE.EXTERNAL_LINK)!;
    // Marked 6, 5, 4, 2, 0 of 6: the examiner's marks count, not 0 %.
    expect(task.facility).toBeGreaterThan(0);
    expect(items.every((row) => row.facility !== null)).toBe(true);

    const mastery = await get<MasteryRow[]>(API.knowledgeMastery, { publicationId });
    expect(mastery.length).toBeGreaterThanOrEqual(4);
    expect(mastery.every((row) => row.available > 0 && row.mastery !== null && row.mastery > 0)).toBe(true);

    const dashboard = await get<Dashboard>(API.dashboard, {});
    expect(dashboard.recentPassRates).toEqual([expect.objectContaining({ publicationId, sat: 5, passed: 3 })]);

    const attempts = await t.app.db
      .selectFrom('attempts')
      .select(['objectiveScore', 'manualScore', 'gradingState'])
      .where('publicationId', '=', publicationId)
      .execute();
    expect(attempts.every((row) => row.gradingState === GRADING_STATE.GRADED && row.manualScore !== null)).toBe(true);
  });
});
