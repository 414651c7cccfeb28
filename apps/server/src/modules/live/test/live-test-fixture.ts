import { API, EXAM_STATUS, type LiveView, type PreviewQuestion, QUESTION_TYPE } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { ManualClock } from '../../../lib/clock.js';
import { expectOk, withQuery } from '../../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { createCandidateAccount } from '../../accounts/index.js';
import { attemptDeadline } from '../../exam-core/index.js';
import { createSession } from '../../auth/sessions.js';
import { liveSocketUrl } from './live-test-client.js';

/**
 * A published exam for the live channel's tests, written straight into the tables (publishing
 * and starting have their own modules and tests; the live channel only reads what they store).
 */
export interface LiveCandidateFixture {
  id: number;
  username: string;
  token: string;
  /** An attempt in progress, or null for a candidate who has not started. */
  attemptId: number | null;
}
export interface LiveExam {
  publicationId: number;
  candidates: LiveCandidateFixture[];
  /** The demo teacher: role TEACHER holds MARKINGPAPERS. */
  proctor: string;
  /** The demo student: no MARKINGPAPERS, not a candidate of this exam. */
  outsider: string;
}

const HOUR = 3_600_000;
const DURATION_MINUTES = 60;

/** Two single-choice questions, 5 points each, key A. */
const FROZEN_PAPER: PreviewQuestion[] = [1, 2].map((n) => ({
  questionId: 9000 + n,
  type: QUESTION_TYPE.SINGLE,
  stem: `<p>Question ${n}</p>`,
  options: [
    { key: 'A', content: '<p>yes</p>' },
    { key: 'B', content: '<p>no</p>' },
  ],
  linkUrl: '',
  score: 5,
  answer: ['A'],
  explanation: '',
}));

const signIn = async (db: Kysely<Database>, userId: number) => (await createSession(db, userId, HOUR)).token;

async function userIdOf(db: Kysely<Database>, username: string) {
  return (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}

/** Project → … → batch and a course, with codes starting with `prefix`. */
async function insertBatchAndCourse(db: Kysely<Database>, prefix: string, now: number) {
  const stamps = { createdAt: now, updatedAt: now };
  const insert = async <T extends 'schools' | 'departments' | 'subjects' | 'classes' | 'courses'>(table: T, values: object) =>
    (
      await db
        .insertInto(table)
        .values({ ...values, ...stamps } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id as number;
  const schoolId = await insert('schools', {
    name: `${prefix} project`,
    code: `${prefix}-P`,
    description: '',
    contact: '',
    phone: '',
    enabled: 1,
  });
  const departmentId = await insert('departments', { schoolId, name: `${prefix} category`, code: `${prefix}-D` });
  const subjectId = await insert('subjects', { departmentId, name: `${prefix} job type`, code: `${prefix}-S`, level: 5, description: '' });
  const classId = await insert('classes', { subjectId, name: `${prefix} batch`, code: `${prefix}-B`, year: 2026 });
  const courseId = await insert('courses', { subjectId, name: `${prefix} course`, code: `${prefix}-C`, description: '' });
  return { classId, courseId };
}

/** `candidateCount` students in the exam's batch; the first `startedCount` have an attempt in progress. */
export async function seedLiveExam(
  db: Kysely<Database>,
  now: number,
  prefix: string,
  candidateCount = 3,
  startedCount = 2,
): Promise<LiveExam> {
  const { classId, courseId } = await insertBatchAndCourse(db, prefix, now);
  const stamps = { createdAt: now, updatedAt: now };
  const paper = await db
    .insertInto('papers')
    .values({
      courseId,
      name: `${prefix} paper`,
      mode: 'fixed',
      totalScore: 10,
      passScore: 6,
      durationMinutes: DURATION_MINUTES,
      shuffleQuestions: 0,
      shuffleOptions: 0,
      questionCount: FROZEN_PAPER.length,
      locked: 1,
      copiedFromId: null,
      createdBy: null,
      ...stamps,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const window = { startsAt: now - HOUR, endsAt: now + 2 * HOUR, durationMinutes: DURATION_MINUTES };
  const publication = await db
    .insertInto('publications')
    .values({
      name: `${prefix} exam`,
      paperId: paper.id,
      noticeId: null,
      kind: 'normal',
      parentPublicationId: null,
      ...window,
      attemptsAllowed: 1,
      resultVisibility: 'immediate',
      fullscreenRequired: 0,
      tabSwitchLimit: 0,
      blockCopyPaste: 0,
      state: 'published',
      publishedAt: now - HOUR,
      createdBy: null,
      ...stamps,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('publicationClasses').values({ publicationId: publication.id, classId }).execute();

  const candidates: LiveCandidateFixture[] = [];
  for (let n = 1; n <= candidateCount; n += 1) {
    const username = `${prefix}${String(n).padStart(3, '0')}`;
    const passwordHash = 'unused: tests sign in by session';
    const studentId = await createCandidateAccount(db, { username, passwordHash, nickName: `${prefix} candidate ${n}`, classId }, now);
    let attemptId: number | null = null;
    if (n <= startedCount) {
      const startedAt = now - 10 * 60_000;
      const attempt = await db
        .insertInto('attempts')
        .values({
          publicationId: publication.id,
          studentId,
          attemptNo: 1,
          status: EXAM_STATUS.IN_PROGRESS,
          paper: JSON.stringify(FROZEN_PAPER),
          questionCount: FROZEN_PAPER.length,
          totalScore: 10,
          passScore: 6,
          startedAt,
          deadlineAt: attemptDeadline(window, startedAt),
          answeredCount: 0,
          tabSwitches: 0,
          createdAt: startedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      attemptId = attempt.id;
    }
    candidates.push({ id: studentId, username, token: await signIn(db, studentId), attemptId });
  }
  return {
    publicationId: publication.id,
    candidates,
    proctor: await signIn(db, await userIdOf(db, 'teacher')),
    outsider: await signIn(db, await userIdOf(db, 'student')),
  };
}

/** The publication's audit trail, oldest first. */
export function publicationLogOf(db: Kysely<Database>, publicationId: number) {
  return db.selectFrom('publicationLog').selectAll().where('publicationId', '=', publicationId).orderBy('id').execute();
}

const attemptRowOf = (db: Kysely<Database>, attemptId: number) =>
  db.selectFrom('attempts').selectAll().where('id', '=', attemptId).executeTakeFirstOrThrow();

/** A test app on a real port (sockets need one) with a clock the test moves, and ways to look at it. */
export interface LiveTest {
  t: TestApp;
  clock: ManualClock;
  /** The live socket's ws:// URL. */
  url: string;
  /** A fresh exam (codes start with the test's prefix and a number). */
  newExam(): Promise<LiveExam>;
  liveView(exam: LiveExam): Promise<LiveView>;
  attemptRow(attemptId: number): ReturnType<typeof attemptRowOf>;
}

export async function startLiveTest(kind: 'sqlite' | 'postgres', prefix: string): Promise<LiveTest> {
  const clock = new ManualClock();
  const t = await startTestApp(kind, {}, { clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  let examNo = 0;
  return {
    t,
    clock,
    url: liveSocketUrl(t.app),
    newExam: () => seedLiveExam(t.app.db, clock.now(), `${prefix}${(examNo += 1)}`),
    // Read now, as a page asks once its watch has begun: the clock stands still between a test's
    // steps, so a reading shared from an earlier step would not show what the test just did.
    liveView: async (exam) => {
      const url = withQuery(API.liveView, { publicationId: exam.publicationId, readAfter: clock.now() });
      return expectOk(await t.call<LiveView>({ method: 'GET', url, token: exam.proctor }), 'liveView');
    },
    attemptRow: (attemptId) => attemptRowOf(t.app.db, attemptId),
  };
}
