import { ANSWER_GRACE_MS, EXAM_STATUS, type ExamStatus, type SubmitAck } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { writeTransaction } from '../../db/group-commit.js';
import type { Database } from '../../db/schema.js';
import { attemptTopic } from '../../lib/live-hub.js';
import { forgetShape } from './answers.js';
import { attemptNotFound, isOpenStatus, OPEN_STATUSES } from './attempt-state.js';
import { visibleResult } from '../exam-core/index.js';
import { hintProctors } from './proctor-hint.js';
import { scoreQueue } from './score-queue.js';

/** Who ended the attempt: the candidate, the server at the deadline, a proctor, or the tab-switch limit. */
export type FinishHow = 'candidate' | 'deadline' | 'proctor' | 'integrity';

/**
 * Ends an open attempt in one small transaction: status 0 (or 5 at the deadline) and
 * submitted_at; its answers are already stored. Only an attempt still open is touched (the
 * UPDATE … WHERE status IN (1, 2, 4) claims it), so two finishes — a candidate's submit racing
 * the deadline sweep, or two server instances — never both run. Returns the status it set, or
 * null when the attempt was no longer open (or does not exist). The live module calls this for
 * force-submit and the tab-switch limit.
 *
 * Scoring is not done here: at 10,000 candidates submitting in the last 30 s it made the submit
 * CPU-bound. The attempt goes to the scoring queue (score-queue.ts), which scores it a moment
 * later in its own transaction; `queue: false` leaves it to the caller (the deadline sweep scores
 * what it closed in batches). Until then scored_at is null and the candidate sees no result yet;
 * if the process dies first, the sweep scores it after the restart.
 */
export async function finishAttempt(
  app: FastifyInstance,
  attemptId: number,
  how: FinishHow,
  { queue = true }: { queue?: boolean } = {},
): Promise<ExamStatus | null> {
  const now = app.clock.now();
  const status = how === 'deadline' ? EXAM_STATUS.EXPIRED : EXAM_STATUS.SUBMITTED;
  const claimed = await writeTransaction(app, (trx) =>
    trx
      .updateTable('attempts')
      .set({ status, submittedAt: now })
      .where('id', '=', attemptId)
      .where('status', 'in', OPEN_STATUSES)
      .returning('publicationId')
      .executeTakeFirst(),
  );
  if (!claimed) return null;
  if (queue) scoreQueue(app).add(attemptId);
  forgetShape(app, attemptId);
  app.live.publish(attemptTopic(attemptId), { type: 'submitted', status });
  hintProctors(app, claimed.publicationId, attemptId);
  return status;
}

/** What a submit acknowledgement needs: the attempt's result columns and its publication's visibility. */
const ackRow = (db: Kysely<Database>, attemptId: number) =>
  db
    .selectFrom('attempts')
    .innerJoin('publications', 'publications.id', 'attempts.publicationId')
    .select([
      'attempts.studentId',
      'attempts.status',
      'attempts.deadlineAt',
      'attempts.submittedAt',
      'attempts.totalScore',
      'attempts.passScore',
      'attempts.objectiveScore',
      'attempts.gradingState',
      'attempts.finalScore',
      'attempts.passed',
      'attempts.scoredAt',
      'publications.resultVisibility',
      'publications.endsAt',
    ])
    .where('attempts.id', '=', attemptId)
    .executeTakeFirst();

/**
 * POST submitAttempt: idempotent. An open attempt is finished (as expired when its deadline and
 * grace have passed without a submission); a finished one is only reported, so a second call
 * returns the same acknowledgement and changes nothing. The acknowledgement comes once the
 * attempt is durably ended, before it is scored: `result` is null until scoring is done (a
 * moment later), then the result as the publication's visibility allows.
 */
export async function submitAttempt(app: FastifyInstance, studentId: number, attemptId: number): Promise<SubmitAck> {
  const arrivedAt = app.clock.now();
  let row = await ackRow(app.db, attemptId);
  if (!row || row.studentId !== studentId) throw attemptNotFound(attemptId);
  let endedNow = false;
  if (isOpenStatus(row.status)) {
    endedNow = (await finishAttempt(app, attemptId, arrivedAt > row.deadlineAt + ANSWER_GRACE_MS ? 'deadline' : 'candidate')) !== null;
    row = (await ackRow(app.db, attemptId))!;
  } else if (row.scoredAt === null && !scoreQueue(app).has(attemptId)) {
    // Ended but not scored: its first submit was cut off by a crash before the queue scored it.
    // Scored now rather than at the next sweep, so the candidate's next look shows the result.
    scoreQueue(app).add(attemptId);
  }
  return {
    attemptId,
    status: row.status as ExamStatus,
    submittedAt: row.submittedAt ?? arrivedAt,
    // Just ended here: not scored yet (the queue may or may not have got to it by this read; say so
    // either way, so the first acknowledgement never depends on that race). A later call reports the result.
    result: endedNow ? null : visibleResult(row, row, app.clock.now()),
  };
}
