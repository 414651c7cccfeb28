import type { SaveAnswerAck, SaveAnswerBody } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { writeTransaction } from '../../db/group-commit.js';
import type { Database } from '../../db/schema.js';
import { AppError, badRequest, conflict } from '../../lib/app-error.js';
import { checkAnswer, choicesToColumn, isAnswered } from './answer-format.js';
import { acceptsAnswers, attemptNotFound } from './attempt-state.js';
import { type PaperShape, parseFrozenPaper, shapeOf } from './frozen-paper.js';

/**
 * The question shapes of recent attempts, so that a save does not read and parse the whole
 * frozen paper. Safe with several instances: a frozen paper never changes, and what can change
 * (status, deadline) is read from the attempt row on every save. One cache per app (attempt ids
 * are only unique within a database); oldest entries go first.
 */
const SHAPE_CACHE_LIMIT = 5_000;
const shapeCaches = new WeakMap<FastifyInstance, Map<number, PaperShape>>();

function shapeCacheOf(app: FastifyInstance): Map<number, PaperShape> {
  let cache = shapeCaches.get(app);
  if (!cache) shapeCaches.set(app, (cache = new Map()));
  return cache;
}

function rememberShape(cache: Map<number, PaperShape>, attemptId: number, paperJson: string): PaperShape {
  const shape = shapeOf(parseFrozenPaper(paperJson));
  if (cache.size >= SHAPE_CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(attemptId, shape);
  return shape;
}

/** A finished attempt takes no more answers: its entry only takes room. */
export const forgetShape = (app: FastifyInstance, attemptId: number) => shapeCacheOf(app).delete(attemptId);

/**
 * POST saveAnswer: one question's answer, kept only while the attempt is open and `arrivedAt`
 * (read first thing on arrival) is within the deadline's grace. One transaction: a read of the
 * attempt by primary key (with the stored answer's seq) and one upsert that keeps the higher
 * seq; answered_count moves only when an answer turns from empty to given or back. In
 * PostgreSQL the read locks the attempt's row, so a save and a finish (submission.ts) never
 * interleave; SQLite runs one transaction at a time, and there the saves arriving together
 * share one (group commit): the acknowledgement waits for the commit holding the save.
 */
export async function saveAnswer(app: FastifyInstance, studentId: number, body: SaveAnswerBody, arrivedAt: number): Promise<SaveAnswerAck> {
  const result = await writeTransaction(app, (trx) => storeAnswer(app, trx, studentId, body, arrivedAt));
  return { ...result, serverNow: app.clock.now() };
}

/** The save's reads and writes, inside the transaction saveAnswer gives it; throws before writing when refused. */
async function storeAnswer(app: FastifyInstance, trx: Kysely<Database>, studentId: number, body: SaveAnswerBody, arrivedAt: number) {
  const cache = shapeCacheOf(app);
  const cached = cache.get(body.attemptId);
  const row = await trx
    .selectFrom('attempts')
    .leftJoin('attemptAnswers', (join) => join.onRef('attemptAnswers.attemptId', '=', 'attempts.id').on('attemptAnswers.questionId', '=', body.questionId))
    .select(['attempts.studentId', 'attempts.status', 'attempts.deadlineAt', 'attemptAnswers.seq', 'attemptAnswers.choices', 'attemptAnswers.text'])
    .$if(cached === undefined, (qb) => qb.select('attempts.paper'))
    .where('attempts.id', '=', body.attemptId)
    .$if(app.dialect === 'postgres', (qb) => qb.forUpdate('attempts'))
    .executeTakeFirst();
  if (!row || row.studentId !== studentId) throw attemptNotFound(body.attemptId);
  if (!acceptsAnswers(row, arrivedAt)) throw conflict('attemptClosed');
  const question = (cached ?? rememberShape(cache, body.attemptId, row.paper!)).get(body.questionId);
  if (!question) throw badRequest('answerQuestionNotOnPaper', { questionId: body.questionId });
  const answer = checkAnswer(body.questionId, question, body.answer);
  if (answer instanceof AppError) throw answer;

  const acknowledge = (seq: number, applied: boolean) => ({ questionId: body.questionId, seq, applied, deadlineAt: row.deadlineAt });
  // A newer save is already stored (reordered requests): keep it. A retry of the stored seq is
  // acknowledged again without writing.
  if (row.seq !== null && row.seq >= body.seq) return acknowledge(row.seq, row.seq === body.seq);

  await trx
    .insertInto('attemptAnswers')
    .values({
      attemptId: body.attemptId, questionId: body.questionId, choices: choicesToColumn(answer.choices), text: answer.text,
      flagged: body.flagged ? 1 : 0, seq: body.seq, savedAt: arrivedAt,
    })
    .onConflict((oc) =>
      oc
        .columns(['attemptId', 'questionId'])
        .doUpdateSet((eb) => ({
          choices: eb.ref('excluded.choices'), text: eb.ref('excluded.text'), flagged: eb.ref('excluded.flagged'),
          seq: eb.ref('excluded.seq'), savedAt: eb.ref('excluded.savedAt'),
        }))
        // The read above already decided; this keeps the rule true even without the lock.
        .whereRef('attemptAnswers.seq', '<', 'excluded.seq'),
    )
    .execute();
  const wasAnswered = row.seq !== null && isAnswered({ choices: row.choices ?? '', text: row.text ?? '' });
  const change = Number(isAnswered(answer)) - Number(wasAnswered);
  if (change !== 0) {
    await trx
      .updateTable('attempts')
      .set((eb) => ({ answeredCount: eb('answeredCount', '+', change) }))
      .where('id', '=', body.attemptId)
      .execute();
  }
  return acknowledge(body.seq, true);
}
