import {
  API,
  type ClassRecord,
  type NoticeRecord,
  type PaperDetail,
  type PublicationRecord,
  QUESTION_TYPE,
  ROLE,
  type StudentRecord,
  USER_TYPE,
} from '@kaoshi/contracts';
import { createUser, expectOk } from '../../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { addStudent, type Chain, createChain, teacherWith } from '../../../test/org.js';
import { ManualClock } from '../../../lib/clock.js';
import { insertKnowledge, insertQuestions } from '../../../test/test-bank.js';

/**
 * The publications' API tests share a project → job type with two batches (three students in
 * the first, two in the second), a course with a small bank, a fixed and a random paper, a
 * notice, and a clock the tests move by hand. Exam data the attempts module would write
 * (attempts) is inserted directly.
 */
export interface PublicationContext {
  t: TestApp;
  clock: ManualClock;
  /** SUPER_ADMIN: passes every check. */
  admin: string;
  /** A teacher with role SUPER (which holds PUBLISHMANAGE): the publisher. */
  publisher: string;
  /** The built-in TEACHER role: MARKINGPAPERS but not PUBLISHMANAGE (a proctor). */
  proctor: string;
  /** PUBLISHMANAGE without role SUPER: publishing is still refused. */
  keyWithoutRole: string;
  student: string;
  chain: Chain;
  secondBatch: ClassRecord;
  students: StudentRecord[];
  secondStudents: StudentRecord[];
  fixedPaper: PaperDetail;
  /** Draws 2 of the 3 single-choice questions of one knowledge point. */
  randomPaper: PaperDetail;
  /** The questions the random paper draws from (retire two and it is short). */
  randomPool: number[];
  notice: NoticeRecord;
}

/** 1 March 2026, 08:00 UTC: far from any real "now", so nothing depends on the machine's clock. */
export const T0 = Date.UTC(2026, 2, 1, 8, 0, 0);
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

export async function startPublicationTest(kind: 'sqlite' | 'postgres'): Promise<PublicationContext> {
  const clock = new ManualClock(T0);
  const t = await startTestApp(kind, {}, { clock });
  const admin = await t.login('admin');
  await createUser(t, admin, { username: 'publisher', userType: USER_TYPE.TEACHER, roleKeys: [ROLE.SUPER] });
  const chain = await createChain(t, admin, 'PUB', { batch: 'First batch', course: 'Welding course' });
  const secondBatch = expectOk(
    await t.call<ClassRecord>({
      method: 'POST',
      url: API.addClasses,
      token: admin,
      payload: { subjectId: chain.subject.subjectId, name: 'Second batch', code: 'PUB-B2', year: 2026 },
    }),
    'addClasses',
  );
  const students = [
    await addStudent(t, admin, chain.batch.classId, 1),
    await addStudent(t, admin, chain.batch.classId, 2),
    await addStudent(t, admin, chain.batch.classId, 3),
  ];
  const secondStudents = [await addStudent(t, admin, secondBatch.classId, 4), await addStudent(t, admin, secondBatch.classId, 5)];

  const courseId = chain.course.courseId;
  const point = await insertKnowledge(t.app.db, courseId, 'GC', 'Gas cylinders');
  const fixedPool = await insertQuestions(t.app.db, [{ courseId }, { courseId, type: QUESTION_TYPE.TRUE_FALSE }]);
  const randomPool = await insertQuestions(
    t.app.db,
    [1, 2, 3].map(() => ({ courseId, knowledgeId: point, difficulty: 4 })),
  );
  const post = async <T>(url: string, payload: Record<string, unknown>) =>
    expectOk(await t.call<T>({ method: 'POST', url, token: admin, payload }), url);
  const fixedPaper = await post<PaperDetail>(API.addPaper, {
    courseId,
    name: 'Fixed paper',
    mode: 'fixed',
    passScore: 2,
    durationMinutes: 60,
    items: fixedPool.map((questionId) => ({ questionId, score: 2 })),
  });
  const randomPaper = await post<PaperDetail>(API.addPaper, {
    courseId,
    name: 'Random paper',
    mode: 'random',
    passScore: 2,
    durationMinutes: 45,
    rules: [{ type: 0, knowledgeId: point, difficulty: 4, count: 2, score: 2 }],
  });
  const notice = await post<NoticeRecord>(API.addNotice, {
    title: 'Exam rules',
    content: '<p>Bring your ID card.</p>',
    minReadingSeconds: 10,
  });
  return {
    t,
    clock,
    admin,
    chain,
    secondBatch,
    students,
    secondStudents,
    fixedPaper,
    randomPaper,
    randomPool,
    notice,
    publisher: await t.login('publisher', undefined, USER_TYPE.TEACHER),
    proctor: await t.login('teacher', undefined, USER_TYPE.TEACHER),
    keyWithoutRole: await teacherWith(t, admin, 'key_without_role', ['PUBLISHMANAGE', 'PUBLISH-MANAGE']),
    student: await t.login('student', undefined, USER_TYPE.STUDENT),
  };
}

/** A valid add body: the fixed paper to the first batch, window 1 h from now for 2 h. */
export const publicationBody = (c: PublicationContext, changes: Record<string, unknown> = {}) => ({
  name: 'Welding theory',
  paperId: c.fixedPaper.paperId,
  noticeId: c.notice.noticeId,
  kind: 'normal',
  classIds: [c.chain.batch.classId],
  startsAt: c.clock.now() + HOUR,
  endsAt: c.clock.now() + 3 * HOUR,
  attemptsAllowed: 1,
  resultVisibility: 'afterClose',
  ...changes,
});

export const addPublication = (c: PublicationContext, payload: Record<string, unknown>, token = c.publisher) =>
  c.t.call<PublicationRecord>({ method: 'POST', url: API.addPublication, token, payload });

export const savedPublication = async (c: PublicationContext, changes: Record<string, unknown> = {}) =>
  expectOk(await addPublication(c, publicationBody(c, changes)), 'addPublication');

export const publish = (c: PublicationContext, id: number, token = c.publisher) =>
  c.t.call<PublicationRecord>({ method: 'POST', url: API.publishPublication, token, payload: { id } });

export const getPublication = async (c: PublicationContext, id: number) =>
  expectOk(
    await c.t.call<PublicationRecord>({ method: 'GET', url: `${API.getPublicationById}/${id}`, token: c.publisher }),
    'getPublicationById',
  );

/** A published publication whose window opens `opensIn` from now. */
export async function publishedPublication(c: PublicationContext, changes: Record<string, unknown> = {}) {
  const draft = await savedPublication(c, changes);
  return expectOk(await publish(c, draft.publicationId), 'publishPublication');
}

export interface AttemptRow {
  publicationId: number;
  studentId: number;
  status: number;
  startedAt: number;
  deadlineAt: number;
  attemptNo?: number;
  extraMs?: number;
  /** Pass flag: 0 passed, 1 failed, null not graded. */
  passed?: 0 | 1 | null;
}

/** An attempt as the attempts module would store it (its paper is irrelevant here). */
export async function insertAttempt(c: PublicationContext, attempt: AttemptRow) {
  const { id } = await c.t.app.db
    .insertInto('attempts')
    .values({
      publicationId: attempt.publicationId,
      studentId: attempt.studentId,
      attemptNo: attempt.attemptNo ?? 1,
      status: attempt.status,
      paper: '[]',
      questionCount: 2,
      totalScore: 4,
      passScore: 2,
      startedAt: attempt.startedAt,
      deadlineAt: attempt.deadlineAt,
      extraMs: attempt.extraMs ?? 0,
      submittedAt: null,
      // A finished attempt is stored scored (its paper is empty): the sweep leaves it alone.
      scoredAt: attempt.status === 0 || attempt.status === 5 ? attempt.startedAt : null,
      lastSeenAt: null,
      answeredCount: 0,
      tabSwitches: 0,
      objectiveScore: null,
      manualScore: null,
      gradingState: null,
      finalScore: null,
      passed: attempt.passed ?? null,
      createdAt: attempt.startedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export const storedAttempt = (c: PublicationContext, id: number) =>
  c.t.app.db.selectFrom('attempts').select(['status', 'deadlineAt', 'extraMs']).where('id', '=', id).executeTakeFirstOrThrow();
