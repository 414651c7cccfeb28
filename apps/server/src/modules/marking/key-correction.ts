import {
  type AnswerKeyCorrection,
  type CorrectAnswerKeyBody,
  EXAM_STATUS,
  GRADING_STATE,
  hasOptions,
  OPTION_KEYS,
  type OptionKey,
  PASS_FLAG,
  QUESTION_TYPE,
  type RescoredAttempt,
  type RescoreLogEntry,
} from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import type { Viewer } from '../../types.js';
import {
  choicesFromColumn,
  choicesToColumn,
  type FrozenPaper,
  frozenPaperWith,
  needsManualMarking,
  parseFrozenPaper,
  scoreAttempt,
} from '../exam-core/index.js';
import { legalName } from '../../lib/legal-identity.js';

async function checkedKey(db: Kysely<Database>, body: CorrectAnswerKeyBody) {
  const question = await db
    .selectFrom('questions')
    .select(['id', 'type', 'options', 'answer'])
    .where('id', '=', body.questionId)
    .executeTakeFirst();
  if (!question) throw notFound('markingQuestionNotFound');
  if (question.type === QUESTION_TYPE.EXTERNAL_LINK) throw badRequest('markingKeyForTask');
  // A written question's key is its spec, not option letters (docs/REQUIREMENTS.md §7).
  if (!hasOptions(question.type)) throw badRequest('markingKeyForWritten', { questionId: question.id });
  const keys = OPTION_KEYS.slice(0, (JSON.parse(question.options) as unknown[]).length) as readonly string[];
  const answer = [...new Set(body.answer)].sort();
  const unknown = answer.find((key) => !keys.includes(key));
  if (unknown) throw badRequest('markingKeyNotOption', { key: unknown });
  if (question.type !== QUESTION_TYPE.MULTIPLE && answer.length !== 1) throw badRequest('markingKeyOneOnly');
  return { question, answer };
}

/**
 * Frozen papers hold their questions as JSON text written by JSON.stringify, so a question's id
 * appears as `"questionId":N` followed by , or }: the LIKE narrows in SQL, and a parse confirms.
 */
const idPatterns = (questionId: number) => [`%"questionId":${questionId},%`, `%"questionId":${questionId}}%`] as const;

/**
 * The paper versions holding the question get the new key (docs/decisions/0015): every attempt of
 * such a version then sits the corrected key. Returns the corrected versions by id.
 */
async function correctVersions(db: Kysely<Database>, questionId: number, newAnswer: OptionKey[]): Promise<Map<number, FrozenPaper>> {
  const [endsWithComma, endsWithBrace] = idPatterns(questionId);
  const rows = await db
    .selectFrom('paperVersions')
    .select(['id', 'questions'])
    .where((eb) => eb.or([eb('questions', 'like', endsWithComma), eb('questions', 'like', endsWithBrace)]))
    .orderBy('id')
    .execute();
  const corrected = new Map<number, FrozenPaper>();
  for (const row of rows) {
    const questions = parseFrozenPaper(row.questions);
    const frozen = questions.find((item) => item.questionId === questionId);
    if (!frozen) continue;
    frozen.answer = newAnswer;
    await db
      .updateTable('paperVersions')
      .set({ questions: JSON.stringify(questions) })
      .where('id', '=', row.id)
      .execute();
    corrected.set(row.id, questions);
  }
  return corrected;
}

/** Attempts whose frozen paper holds the question: of an older form, by their own paper; the rest, by their version. */
function attemptsUsing(db: Kysely<Database>, questionId: number, versionIds: readonly number[]) {
  const [endsWithComma, endsWithBrace] = idPatterns(questionId);
  return db
    .selectFrom('attempts')
    .select([
      'id',
      'studentId',
      'publicationId',
      'status',
      'paper',
      'sitting',
      'paperVersionId',
      'passScore',
      'objectiveScore',
      'manualScore',
      'gradingState',
      'finalScore',
      'passed',
    ])
    .where((eb) =>
      eb.or([
        eb('paper', 'like', endsWithComma),
        eb('paper', 'like', endsWithBrace),
        ...(versionIds.length > 0 ? [eb('paperVersionId', 'in', versionIds)] : []),
      ]),
    )
    .orderBy('id')
    .execute();
}

const shownScore = (row: { gradingState: number | null; finalScore: number | null; objectiveScore: number | null }) =>
  row.gradingState === GRADING_STATE.GRADED ? row.finalScore : row.objectiveScore;

/**
 * POST correctAnswerKey: the bank question gets the new key, and so does every frozen paper that
 * holds it (an open attempt will be scored with it at submission). Every finished attempt is
 * re-scored from its stored answers — objective score, and final score and pass flag where they
 * were set — and each gets a rescore_log row with its old and new score. One transaction: all
 * or nothing.
 */
export async function correctAnswerKey(app: FastifyInstance, body: CorrectAnswerKeyBody, viewer: Viewer): Promise<AnswerKeyCorrection> {
  const { question, answer } = await checkedKey(app.db, body);
  const now = app.clock.now();
  const oldAnswer = choicesFromColumn(question.answer);
  const newAnswer = answer as OptionKey[];
  const rescored: RescoredAttempt[] = [];
  await app.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('questions')
      .set({ answer: choicesToColumn(newAnswer), updatedAt: now })
      .where('id', '=', question.id)
      .execute();
    const versions = await correctVersions(trx, question.id, newAnswer);
    for (const attempt of await attemptsUsing(trx, question.id, [...versions.keys()])) {
      const paper = frozenPaperWith(attempt, versions);
      const frozen = paper.find((item) => item.questionId === question.id);
      if (!frozen) continue;
      frozen.answer = newAnswer;
      // Read back under the row lock this UPDATE takes: whether scoring (which claims the row) has
      // run. An attempt of a version only takes the lock: its key was corrected in the version.
      const { scoredAt } = await trx
        .updateTable('attempts')
        .set(attempt.sitting === null ? { paper: JSON.stringify(paper) } : { paperVersionId: attempt.paperVersionId })
        .where('id', '=', attempt.id)
        .returning('scoredAt')
        .executeTakeFirstOrThrow();
      // Open, or ended but not scored yet: scored later from the corrected paper (score-queue.ts).
      if (attempt.status !== EXAM_STATUS.SUBMITTED && attempt.status !== EXAM_STATUS.EXPIRED) continue;
      if (scoredAt === null) continue;
      const answers = await trx
        .selectFrom('attemptAnswers')
        .select(['questionId', 'choices', 'text'])
        .where('attemptId', '=', attempt.id)
        .execute();
      const scores = scoreAttempt(paper, attempt.passScore, answers);
      const newScore = scores.perAnswer.find((item) => item.questionId === question.id)?.score;
      if (newScore !== undefined) {
        await trx
          .updateTable('attemptAnswers')
          .set({ score: newScore })
          .where('attemptId', '=', attempt.id)
          .where('questionId', '=', question.id)
          .execute();
      }
      const objectiveScore = scores.objectiveScore;
      // Tasks still waiting for an examiner: only the objective part changes; graded ones get a new total.
      const graded = !needsManualMarking(paper) || attempt.gradingState === GRADING_STATE.GRADED;
      const finalScore = graded ? objectiveScore + (needsManualMarking(paper) ? (attempt.manualScore ?? 0) : 0) : null;
      const passed = finalScore === null ? null : finalScore >= attempt.passScore ? PASS_FLAG.PASSED : PASS_FLAG.FAILED;
      const after = { objectiveScore, finalScore, passed, gradingState: graded ? GRADING_STATE.GRADED : attempt.gradingState };
      await trx.updateTable('attempts').set(after).where('id', '=', attempt.id).execute();
      const entry = {
        attemptId: attempt.id,
        studentId: attempt.studentId,
        oldScore: shownScore(attempt),
        newScore: shownScore(after),
        oldPassed: attempt.passed,
        newPassed: passed,
      };
      await trx
        .insertInto('rescoreLog')
        .values({
          questionId: question.id,
          attemptId: attempt.id,
          actorId: viewer.userId,
          oldAnswer: question.answer,
          newAnswer: choicesToColumn(newAnswer),
          reason: body.reason,
          oldScore: entry.oldScore,
          newScore: entry.newScore,
          oldPassed: entry.oldPassed,
          newPassed: entry.newPassed,
          at: now,
        })
        .execute();
      rescored.push(entry);
    }
  });
  return { questionId: question.id, oldAnswer, newAnswer, attempts: rescored };
}

/** GET listRescoreLog: every re-score of the question's key corrections, newest first, with names. */
export async function rescoreLog(db: Kysely<Database>, questionId: number): Promise<RescoreLogEntry[]> {
  const rows = await db
    .selectFrom('rescoreLog')
    .innerJoin('attempts', 'attempts.id', 'rescoreLog.attemptId')
    .innerJoin('users as student', 'student.id', 'attempts.studentId')
    .leftJoin('users as actor', 'actor.id', 'rescoreLog.actorId')
    .select([
      'rescoreLog.at',
      'actor.nickName as actorName',
      'rescoreLog.attemptId',
      'student.username',
      legalName('student').as('studentName'),
      'rescoreLog.oldAnswer',
      'rescoreLog.newAnswer',
      'rescoreLog.reason',
      'rescoreLog.oldScore',
      'rescoreLog.newScore',
      'rescoreLog.oldPassed',
      'rescoreLog.newPassed',
    ])
    .where('rescoreLog.questionId', '=', questionId)
    .orderBy('rescoreLog.id', 'desc')
    .execute();
  return rows.map((row) => ({
    ...row,
    at: Number(row.at),
    actorName: row.actorName ?? '',
    oldAnswer: choicesFromColumn(row.oldAnswer),
    newAnswer: choicesFromColumn(row.newAnswer),
  }));
}
