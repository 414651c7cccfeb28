import { ANSWER_GRACE_MS, EXAM_STATUS, type ExamStatus, type SubmitAck } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { writeTransaction } from '../../db/group-commit.js';
import type { Database } from '../../db/schema.js';
import { attemptTopic } from '../../lib/live-hub.js';
import { forgetShape } from './answers.js';
import { attemptNotFound, isOpenStatus, OPEN_STATUSES } from './attempt-state.js';
import { parseFrozenPaper, type QuestionResult, questionResults, scoreAttempt, visibleResult } from '../exam-core/index.js';
import { hintProctors } from './proctor-hint.js';

/** Who ended the attempt: the candidate, the server at the deadline, a proctor, or the tab-switch limit. */
export type FinishHow = 'candidate' | 'deadline' | 'proctor' | 'integrity';

/**
 * One row per question of the frozen paper with its score and maximum, in one statement: an
 * upsert that sets score and max_score on the stored answers and adds the unanswered questions
 * (choices '', text '', seq 0, so a later save after a proctor's re-entry still wins). The score
 * analysis reads these rows alone. A paper holds at most MAX_PAPER_QUESTIONS (500), so this is
 * one multi-row statement (at most 4,500 parameters: within both databases' limits).
 */
async function storeQuestionResults(trx: Kysely<Database>, attemptId: number, results: QuestionResult[], now: number) {
  if (results.length === 0) return;
  await trx
    .insertInto('attemptAnswers')
    .values(
      results.map(({ questionId, score, maxScore }) => ({
        attemptId,
        questionId,
        choices: '',
        text: '',
        flagged: 0,
        seq: 0,
        savedAt: now,
        score,
        maxScore,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['attemptId', 'questionId'])
        .doUpdateSet((eb) => ({ score: eb.ref('excluded.score'), maxScore: eb.ref('excluded.maxScore') })),
    )
    .execute();
}

/**
 * Ends an open attempt and scores it, in one transaction: status 0 (or 5 at the deadline),
 * submitted_at, a row per question of the paper with its score and maximum, the objective
 * score and, when no external-link task waits for an examiner, the final score and pass flag. Only an attempt still open is touched (the
 * UPDATE … WHERE status IN (1, 2, 4) claims it), so two finishes — a candidate's submit racing
 * the deadline sweep, or two server instances — never both run. Returns the status it set, or
 * null when the attempt was no longer open (or does not exist). The live module calls this for
 * force-submit and the tab-switch limit.
 */
export async function finishAttempt(app: FastifyInstance, attemptId: number, how: FinishHow): Promise<ExamStatus | null> {
  const now = app.clock.now();
  const status = how === 'deadline' ? EXAM_STATUS.EXPIRED : EXAM_STATUS.SUBMITTED;
  const publicationId = await writeTransaction(app, async (trx) => {
    const claimed = await trx
      .updateTable('attempts')
      .set({ status, submittedAt: now })
      .where('id', '=', attemptId)
      .where('status', 'in', OPEN_STATUSES)
      .returning(['paper', 'passScore', 'publicationId'])
      .executeTakeFirst();
    if (!claimed) return null;
    // Read after the claim: in PostgreSQL a save holding the attempt's row lock has committed by now,
    // and any later save sees the attempt closed (answers.ts locks the same row).
    const answers = await trx.selectFrom('attemptAnswers').select(['questionId', 'choices']).where('attemptId', '=', attemptId).execute();
    const paper = parseFrozenPaper(claimed.paper);
    const { perAnswer, ...scores } = scoreAttempt(paper, claimed.passScore, answers);
    await storeQuestionResults(trx, attemptId, questionResults(paper, perAnswer), now);
    await trx.updateTable('attempts').set(scores).where('id', '=', attemptId).execute();
    return claimed.publicationId;
  });
  if (publicationId === null) return null;
  forgetShape(app, attemptId);
  app.live.publish(attemptTopic(attemptId), { type: 'submitted', status });
  hintProctors(app, publicationId, attemptId);
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
      'publications.resultVisibility',
      'publications.endsAt',
    ])
    .where('attempts.id', '=', attemptId)
    .executeTakeFirst();

/**
 * POST submitAttempt: idempotent. An open attempt is finished (as expired when its deadline and
 * grace have passed without a submission); a finished one is only reported, so a second call
 * returns the same acknowledgement and changes nothing.
 */
export async function submitAttempt(app: FastifyInstance, studentId: number, attemptId: number): Promise<SubmitAck> {
  const arrivedAt = app.clock.now();
  let row = await ackRow(app.db, attemptId);
  if (!row || row.studentId !== studentId) throw attemptNotFound(attemptId);
  if (isOpenStatus(row.status)) {
    await finishAttempt(app, attemptId, arrivedAt > row.deadlineAt + ANSWER_GRACE_MS ? 'deadline' : 'candidate');
    row = (await ackRow(app.db, attemptId))!;
  }
  return {
    attemptId,
    status: row.status as ExamStatus,
    submittedAt: row.submittedAt ?? arrivedAt,
    result: visibleResult(row, row, app.clock.now()),
  };
}
