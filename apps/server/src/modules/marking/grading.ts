import { GRADING_STATE, MARKING_HOLD_MS, type MarkingState, needsExaminerMark, PASS_FLAG, type ScoreAnswerBody } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict } from '../../lib/app-error.js';
import type { Viewer } from '../../types.js';
import { FROZEN_PAPER_COLUMNS, type FrozenPaper, frozenPaperOf } from '../exam-core/index.js';
import { activeHold, claimHold, heldByOther, markableAttempt } from './holds.js';

type Scores = Pick<MarkingState, 'manualScore' | 'gradingState' | 'finalScore' | 'passed'>;

/**
 * The attempt's manual part from the examiner's scores: graded (final score and pass flag set)
 * once every external-link task, short answer and essay has a score; otherwise grading while held, not graded when not.
 * A paper without tasks was final at submission and is left as it is (null).
 */
export function manualResult(
  paper: FrozenPaper,
  marked: ReadonlyMap<number, number>,
  objectiveScore: number,
  passScore: number,
  held: boolean,
): Scores | null {
  // External-link tasks, short answers and essays, a composite's parts included (docs/REQUIREMENTS.md §7).
  const tasks = paper.filter((question) => needsExaminerMark(question.type));
  if (tasks.length === 0) return null;
  const given = tasks.filter((task) => marked.has(task.questionId));
  const manualScore = given.reduce((sum, task) => sum + marked.get(task.questionId)!, 0);
  if (given.length < tasks.length) {
    return {
      manualScore: given.length > 0 ? manualScore : null,
      gradingState: held ? GRADING_STATE.GRADING : GRADING_STATE.NOT_GRADED,
      finalScore: null,
      passed: null,
    };
  }
  const finalScore = objectiveScore + manualScore;
  return {
    manualScore,
    gradingState: GRADING_STATE.GRADED,
    finalScore,
    passed: finalScore >= passScore ? PASS_FLAG.PASSED : PASS_FLAG.FAILED,
  };
}

export async function markedScores(db: Kysely<Database>, attemptId: number): Promise<Map<number, number>> {
  const rows = await db.selectFrom('markingScores').select(['questionId', 'score']).where('attemptId', '=', attemptId).execute();
  return new Map(rows.map((row) => [row.questionId, row.score]));
}

async function stateOf(app: FastifyInstance, attemptId: number): Promise<MarkingState> {
  const row = await app.db
    .selectFrom('attempts')
    .select(['id as attemptId', 'objectiveScore', 'manualScore', 'gradingState', 'finalScore', 'passed'])
    .where('id', '=', attemptId)
    .executeTakeFirstOrThrow();
  return { ...row, hold: await activeHold(app.db, attemptId, app.clock.now()) };
}

/**
 * Recomputes and stores the manual part (see manualResult). The objective score is read here,
 * not passed in, so a key correction that re-scored the attempt meanwhile is not undone.
 */
async function settle(db: Kysely<Database>, attemptId: number, held: boolean) {
  const attempt = await db
    .selectFrom('attempts')
    .select([...FROZEN_PAPER_COLUMNS, 'objectiveScore', 'passScore'])
    .where('id', '=', attemptId)
    .executeTakeFirstOrThrow();
  const result = manualResult(
    frozenPaperOf(attempt),
    await markedScores(db, attemptId),
    attempt.objectiveScore ?? 0,
    attempt.passScore,
    held,
  );
  if (result) await db.updateTable('attempts').set(result).where('id', '=', attemptId).execute();
}

/**
 * POST holdAttempt: the viewer marks the attempt for MARKING_HOLD_MS (renewed by each score
 * saved). Someone else's active hold → 40900 naming them; an expired one is taken over.
 */
export async function holdAttempt(app: FastifyInstance, attemptId: number, viewer: Viewer): Promise<MarkingState> {
  const attempt = await markableAttempt(app.db, attemptId);
  const now = app.clock.now();
  if (!(await claimHold(app.db, attemptId, viewer.userId, now, now + MARKING_HOLD_MS))) {
    const hold = await activeHold(app.db, attemptId, now);
    // Released between the claim and this read: the next try will get it.
    throw hold ? heldByOther(hold) : conflict('markingHoldFirst');
  }
  await settle(app.db, attempt.id, true);
  return stateOf(app, attemptId);
}

/** POST releaseAttempt: ends the viewer's own hold (nothing to do when none is active). */
export async function releaseAttempt(app: FastifyInstance, attemptId: number, viewer: Viewer): Promise<MarkingState> {
  const attempt = await markableAttempt(app.db, attemptId);
  const now = app.clock.now();
  const hold = await activeHold(app.db, attemptId, now);
  if (hold && hold.examinerId !== viewer.userId) throw heldByOther(hold);
  if (hold) {
    // The row stays, expired: the list keeps naming the last examiner.
    await app.db.updateTable('markingHolds').set({ expiresAt: now }).where('attemptId', '=', attemptId).execute();
    await settle(app.db, attempt.id, false);
  }
  return stateOf(app, attemptId);
}

/**
 * POST scoreAnswer: an external-link task's score and comment, by the examiner holding the
 * attempt. Stored in marking_scores (and on the answer's row when the candidate wrote one); the
 * attempt becomes graded with its final score and pass flag once every task is scored.
 */
export async function scoreTask(app: FastifyInstance, body: ScoreAnswerBody, viewer: Viewer): Promise<MarkingState> {
  const attempt = await markableAttempt(app.db, body.attemptId);
  const now = app.clock.now();
  const hold = await activeHold(app.db, attempt.id, now);
  if (hold && hold.examinerId !== viewer.userId) throw heldByOther(hold);
  if (!hold) throw conflict('markingHoldFirst');
  const question = frozenPaperOf(attempt).find((item) => item.questionId === body.questionId);
  if (!question) throw badRequest('markingQuestionNotOnPaper', { questionId: body.questionId });
  if (!needsExaminerMark(question.type)) throw badRequest('markingNotTask', { questionId: body.questionId });
  if (body.score < 0 || body.score > question.score) throw badRequest('markingScoreOutOfRange', { max: question.score });
  await app.db.transaction().execute(async (trx) => {
    const values = { score: body.score, comment: body.comment, examinerId: viewer.userId, scoredAt: now };
    await trx
      .insertInto('markingScores')
      .values({ attemptId: attempt.id, questionId: body.questionId, ...values })
      .onConflict((oc) => oc.columns(['attemptId', 'questionId']).doUpdateSet(values))
      .execute();
    await trx
      .updateTable('attemptAnswers')
      .set({ score: body.score })
      .where('attemptId', '=', attempt.id)
      .where('questionId', '=', body.questionId)
      .execute();
    await trx
      .updateTable('markingHolds')
      .set({ expiresAt: now + MARKING_HOLD_MS })
      .where('attemptId', '=', attempt.id)
      .execute();
    await settle(trx, attempt.id, true);
  });
  return stateOf(app, attempt.id);
}
