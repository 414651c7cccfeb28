/**
 * Writes to attempts and their answers asked for by other modules (marking, publications, live):
 * attempts owns both tables (apps/server/src/table-owners.ts). The callers decide when and hold
 * the transaction; the rows change only here.
 */
import { EXAM_STATUS } from '@kaoshi/contracts';
import type { Kysely, Updateable } from 'kysely';
import type { AttemptsTable, Database } from '../../db/schema.js';

/** The score columns marking sets: objective, manual and final score, pass flag, grading state. */
export type AttemptScores = Pick<Updateable<AttemptsTable>, 'objectiveScore' | 'manualScore' | 'finalScore' | 'passed' | 'gradingState'>;

export async function recordAttemptScores(db: Kysely<Database>, attemptId: number, scores: AttemptScores) {
  await db.updateTable('attempts').set(scores).where('id', '=', attemptId).execute();
}

export async function setAnswerScore(db: Kysely<Database>, attemptId: number, questionId: number, score: number | null) {
  await db.updateTable('attemptAnswers').set({ score }).where('attemptId', '=', attemptId).where('questionId', '=', questionId).execute();
}

/**
 * A corrected answer key reaches an attempt: its own frozen paper is rewritten, or (an attempt of
 * a shared version, corrected there) its row is only locked. Returns scoredAt as read under that
 * row lock: whether scoring, which claims the row, has run.
 */
export async function correctAttemptPaper(
  db: Kysely<Database>,
  attemptId: number,
  change: { paper: string } | { paperVersionId: number | null },
) {
  return db.updateTable('attempts').set(change).where('id', '=', attemptId).returning('scoredAt').executeTakeFirstOrThrow();
}

/** A publication's new end time: an open attempt's deadline becomes `base` plus its extra time. */
export async function moveAttemptDeadline(db: Kysely<Database>, attemptId: number, base: number) {
  const row = await db
    .updateTable('attempts')
    .set((eb) => ({ deadlineAt: eb(eb.val(base), '+', eb.ref('extraMs')) }))
    .where('id', '=', attemptId)
    .returning(['id', 'deadlineAt'])
    .executeTakeFirstOrThrow();
  return { id: row.id, deadlineAt: Number(row.deadlineAt) };
}

/** Extra time for an attempt still open before its deadline; undefined when it is not. */
export async function extendAttempt(
  db: Kysely<Database>,
  attemptId: number,
  addedMs: number,
  openStatuses: readonly number[],
  now: number,
) {
  return db
    .updateTable('attempts')
    .set((eb) => ({ extraMs: eb('extraMs', '+', addedMs), deadlineAt: eb('deadlineAt', '+', addedMs) }))
    .where('id', '=', attemptId)
    .where('status', 'in', openStatuses)
    .where('deadlineAt', '>', now)
    .returning(['deadlineAt', 'extraMs'])
    .executeTakeFirst();
}

/**
 * A proctor lets a candidate back into a finished attempt (status still one of `finished`): open
 * again until `deadlineAt`, its scores and its answers' scores cleared. Whether it reopened (another
 * proctor may have been first).
 */
export async function reopenAttempt(
  db: Kysely<Database>,
  attemptId: number,
  time: { extraMs: number; deadlineAt: number },
  finished: readonly number[],
) {
  const reopened = await db
    .updateTable('attempts')
    .set({
      status: EXAM_STATUS.RESUMED,
      ...time,
      submittedAt: null,
      // Scored again at the next submission (score-queue.ts claims it through this marker).
      scoredAt: null,
      objectiveScore: null,
      manualScore: null,
      gradingState: null,
      finalScore: null,
      passed: null,
      // The proctor let the candidate back in: a tab-switch limit starts counting afresh.
      tabSwitches: 0,
    })
    .where('id', '=', attemptId)
    .where('status', 'in', finished)
    .executeTakeFirst();
  if (Number(reopened.numUpdatedRows) === 0) return false;
  await db.updateTable('attemptAnswers').set({ score: null }).where('attemptId', '=', attemptId).execute();
  return true;
}

/** A heartbeat batch (live/presence.ts): attempts in progress were seen at `now`. */
export async function markAttemptsSeen(db: Kysely<Database>, attemptIds: readonly number[], now: number) {
  await db
    .updateTable('attempts')
    .set({ lastSeenAt: now })
    .where('id', 'in', attemptIds)
    .where('status', 'in', [EXAM_STATUS.IN_PROGRESS, EXAM_STATUS.RESUMED])
    .execute();
}

/** A heartbeat batch: attempts marked away (saved) are back, and resume. */
export async function markAttemptsBack(db: Kysely<Database>, attemptIds: readonly number[], now: number) {
  await db
    .updateTable('attempts')
    .set({ lastSeenAt: now, status: EXAM_STATUS.RESUMED })
    .where('id', 'in', attemptIds)
    .where('status', '=', EXAM_STATUS.SAVED)
    .execute();
}

/** The candidate's last socket closed: an attempt in progress becomes saved (away). Whether it changed. */
export async function markAttemptAway(db: Kysely<Database>, attemptId: number) {
  const result = await db
    .updateTable('attempts')
    .set({ status: EXAM_STATUS.SAVED })
    .where('id', '=', attemptId)
    .where('status', 'in', [EXAM_STATUS.IN_PROGRESS, EXAM_STATUS.RESUMED])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The demo's finished exam (seed/demo-results.ts) moved to yesterday: an attempt's times and its answers' saving time. */
export async function backdateAttempt(
  db: Kysely<Database>,
  attemptId: number,
  times: { startedAt: number; deadlineAt: number; submittedAt: number },
) {
  await db
    .updateTable('attempts')
    .set({ ...times, createdAt: times.startedAt })
    .where('id', '=', attemptId)
    .execute();
  await db.updateTable('attemptAnswers').set({ savedAt: times.submittedAt }).where('attemptId', '=', attemptId).execute();
}
