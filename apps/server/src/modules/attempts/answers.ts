import { type AnswerValue, type SaveAnswerAck, type SaveAnswerBody } from '@kaoshi/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { writeTransaction } from '../../db/group-commit.js';
import { precompiled } from '../../db/precompiled.js';
import type { Database } from '../../db/schema.js';
import { AppError, badRequest, conflict } from '../../lib/app-error.js';
import {
  checkAnswer,
  choicesToColumn,
  isAnswered,
  type PaperShape,
  shapeOfSitting,
  shapeOfStored,
  shapeSignature,
  type SittingEntry,
} from '../exam-core/index.js';
import { deferredPermission, deferredToken, requireViewer } from '../../plugins/access.js';
import { hashToken } from '../auth/index.js';
import { runSaveStatement, type SaveOwner } from './answers-postgres.js';
import { acceptsAnswers, attemptNotFound } from './attempt-state.js';

/**
 * The question shapes of recent attempts, so that a save does not read and parse the whole
 * frozen paper. Safe with several instances: a frozen paper never changes, and what can change
 * (status, deadline) is read from the attempt row on every save. One cache per database (attempt
 * ids are only unique within one); oldest entries go first. Attempts of the same fixed paper
 * share one shape object, so an entry costs little and the whole exam day's attempts fit.
 */
const SHAPE_CACHE_LIMIT = 50_000;
const SHARED_SHAPES_LIMIT = 1_000;
interface ShapeCache {
  byAttempt: Map<number, PaperShape>;
  shared: Map<string, PaperShape>;
}
const shapeCaches = new WeakMap<Kysely<Database>, ShapeCache>();

function shapeCacheOf(app: FastifyInstance): ShapeCache {
  // Keyed by the database, not the Fastify instance: each plugin's routes see an instance of their own.
  let cache = shapeCaches.get(app.db);
  if (!cache) shapeCaches.set(app.db, (cache = { byAttempt: new Map(), shared: new Map() }));
  return cache;
}

/**
 * The attempt's stored frozen paper (frozen-paper-store.ts). An attempt with a sitting is known
 * by it: equal sittings have equal shapes, and the sitting is a string in hand, so a start or a
 * first save neither builds the shapes nor a signature when another attempt sits the same.
 */
function rememberShape(
  cache: ShapeCache,
  attemptId: number,
  stored: { paper: string; sitting: string | null },
  parsedSitting?: readonly SittingEntry[],
): PaperShape {
  let shape = stored.sitting === null ? undefined : cache.shared.get(stored.sitting);
  if (!shape) {
    const own = parsedSitting ? shapeOfSitting(parsedSitting) : shapeOfStored(stored);
    const signature = stored.sitting ?? shapeSignature(own);
    // A sitting was looked up above; an older attempt's signature is known only now.
    if (stored.sitting === null) shape = cache.shared.get(signature);
    if (!shape) {
      if (cache.shared.size >= SHARED_SHAPES_LIMIT) cache.shared.clear();
      cache.shared.set(signature, (shape = own));
    }
  }
  if (cache.byAttempt.size >= SHAPE_CACHE_LIMIT) cache.byAttempt.delete(cache.byAttempt.keys().next().value!);
  cache.byAttempt.set(attemptId, shape);
  return shape;
}

/**
 * A new attempt's shapes, from the sitting its start has in hand: its first save then neither
 * reads the frozen paper back nor parses it (the opening minute's thousands of first saves).
 */
export const rememberStartedPaper = (app: FastifyInstance, attemptId: number, sittingJson: string, sitting: readonly SittingEntry[]) => {
  rememberShape(shapeCacheOf(app), attemptId, { paper: '', sitting: sittingJson }, sitting);
};

/** A finished attempt takes no more answers: its entry only takes room. */
export const forgetShape = (app: FastifyInstance, attemptId: number) => shapeCacheOf(app).byAttempt.delete(attemptId);

/**
 * POST saveAnswer: one question's answer, kept only while the attempt is open and `arrivedAt`
 * (read first thing on arrival) is within the deadline's grace. SQLite: one transaction, a read
 * of the attempt by primary key (with the stored answer's seq) and one upsert that keeps the
 * higher seq; answered_count moves only when an answer turns from empty to given or back. SQLite
 * runs one transaction at a time, and the saves arriving together share one (group commit): the
 * acknowledgement waits for the commit holding the save. PostgreSQL: the same rules in one
 * statement (answers-postgres.ts) that locks the attempt's row, so a save and a finish
 * (submission.ts) never interleave; the saves arriving together share one such statement.
 */
export async function saveAnswer(app: FastifyInstance, studentId: number, body: SaveAnswerBody, arrivedAt: number): Promise<SaveAnswerAck> {
  const result =
    app.dialect === 'postgres'
      ? await storeAnswerInOneStatement(app, studentId, body, arrivedAt)
      : await writeTransaction(app, (trx) => storeAnswer(app, trx, { studentId }, body, arrivedAt));
  if (!result) throw attemptNotFound(body.attemptId);
  return { ...result, serverNow: app.clock.now() };
}

/**
 * POST saveAnswer as its route runs it. The access hook leaves the viewer to this route
 * (`config.sessionInStatement`), and the usual save proves the session in its own statement
 * (storeAnswerOfSession); every other case takes the viewer the usual way first.
 */
export async function saveAnswerOfRequest(app: FastifyInstance, request: FastifyRequest, body: SaveAnswerBody, arrivedAt: number) {
  const token = deferredToken(request);
  if (token !== null) {
    const acknowledgement = await storeAnswerOfSession(app, token, deferredPermission(request), body, arrivedAt);
    if (acknowledgement) return { ...acknowledgement, serverNow: app.clock.now() };
  }
  const viewer = await requireViewer(app, request);
  return saveAnswer(app, viewer.userId, body, arrivedAt);
}

const readOwnerAndPaper = precompiled((db, _dialect, attemptId: number) =>
  db.selectFrom('attempts').select(['studentId', 'status', 'deadlineAt', 'paper', 'sitting']).where('id', '=', attemptId),
);

/**
 * PostgreSQL: the answer is checked against the paper's cached shapes first (the paper is read
 * once per attempt and instance, with its owner), then one statement (answers-postgres.ts) checks
 * the attempt, the deadline and the seq, upserts and counts. The refusals come in the order the
 * SQLite path gives them: not found, closed, then what is wrong with the answer.
 */
async function storeAnswerInOneStatement(app: FastifyInstance, studentId: number, body: SaveAnswerBody, arrivedAt: number) {
  const cache = shapeCacheOf(app);
  const cachedQuestion = cache.byAttempt.get(body.attemptId)?.get(body.questionId);
  let answer = cachedQuestion ? checkAnswer(body.questionId, cachedQuestion, body.answer) : null;
  if (!answer || answer instanceof AppError) {
    // Unknown shapes, or an answer to refuse: the attempt's own state decides first.
    const [row] = (await readOwnerAndPaper(app.db, app.dialect, body.attemptId)).rows as {
      studentId: number;
      status: number;
      deadlineAt: number;
      paper: string;
      sitting: string | null;
    }[];
    if (!row || row.studentId !== studentId) throw attemptNotFound(body.attemptId);
    if (!acceptsAnswers(row, arrivedAt)) throw conflict('attemptClosed');
    const question = (cache.byAttempt.get(body.attemptId) ?? rememberShape(cache, body.attemptId, row)).get(body.questionId);
    if (!question) throw badRequest('answerQuestionNotOnPaper', { questionId: body.questionId });
    answer = checkAnswer(body.questionId, question, body.answer);
    if (answer instanceof AppError) throw answer;
  }
  const acknowledgement = await storeCheckedAnswer(app, { studentId }, body, answer, arrivedAt);
  if (!acknowledgement) throw attemptNotFound(body.attemptId);
  return acknowledgement;
}

/**
 * A candidate's usual save, with the session checked inside the save's own statement: on
 * PostgreSQL the save's CTE (answers-postgres.ts), one round trip where the access hook's viewer
 * made it two; on SQLite the save's read of the attempt (readAttemptOfSession), one read fewer on
 * the event loop. routes.ts defers the hook's check for this route (plugins/access.ts). Only for
 * an answer already known to fit the question's cached shapes. Null when the statement found no
 * row: no session that passes, or not the user's attempt, which it cannot tell apart; the caller
 * then signs the viewer in the usual way and saves by student (saveAnswer), whose refusal (signed
 * out, forbidden, not found, or what is wrong with the answer) is the exact one.
 */
async function storeAnswerOfSession(app: FastifyInstance, token: string, permission: string, body: SaveAnswerBody, arrivedAt: number) {
  const question = shapeCacheOf(app).byAttempt.get(body.attemptId)?.get(body.questionId);
  const answer = question ? checkAnswer(body.questionId, question, body.answer) : null;
  if (!answer || answer instanceof AppError) return null;
  const owner = { tokenHash: hashToken(token), now: Date.now(), permission };
  return app.dialect === 'postgres'
    ? storeCheckedAnswer(app, owner, body, answer, arrivedAt)
    : writeTransaction(app, (trx) => storeAnswer(app, trx, owner, body, arrivedAt));
}

/** The save statement for an answer that fits its question; null when it found no attempt of the owner's. */
async function storeCheckedAnswer(app: FastifyInstance, owner: SaveOwner, body: SaveAnswerBody, answer: AnswerValue, arrivedAt: number) {
  const choices = choicesToColumn(answer.choices);
  const flagged = body.flagged ? 1 : 0;
  const outcome = await runSaveStatement(
    app.db,
    {
      attemptId: body.attemptId,
      questionId: body.questionId,
      owner,
      arrivedAt,
      seq: body.seq,
      choices,
      text: answer.text,
      flagged,
      answered: isAnswered(answer) ? 1 : 0,
    },
    (row) => acceptsAnswers(row, arrivedAt),
  );
  if (outcome.kind === 'missing') return null;
  const { row } = outcome;
  if (outcome.kind === 'refused') throw conflict('attemptClosed');
  const acknowledge = (seq: number, applied: boolean) => ({ questionId: body.questionId, seq, applied, deadlineAt: row.deadlineAt });
  if (outcome.kind === 'newer') {
    const resent = row.seq === body.seq && row.choices === choices && row.text === answer.text && row.flagged === flagged;
    return acknowledge(row.seq!, resent);
  }
  return acknowledge(body.seq, true);
}

/**
 * The save's statements, precompiled (db/precompiled.ts): the attempt by primary key with the
 * stored answer to this question (its frozen paper too when the shapes are not cached), locked
 * in PostgreSQL; the upsert that keeps the higher seq; the answered count.
 */
const attemptAndAnswer = (db: Kysely<Database>, questionId: number) =>
  db
    .selectFrom('attempts')
    .leftJoin('attemptAnswers', (join) =>
      join.onRef('attemptAnswers.attemptId', '=', 'attempts.id').on('attemptAnswers.questionId', '=', questionId),
    )
    .select([
      'attempts.studentId',
      'attempts.status',
      'attempts.deadlineAt',
      'attemptAnswers.seq',
      'attemptAnswers.choices',
      'attemptAnswers.text',
      'attemptAnswers.flagged',
    ]);

const attemptWithAnswer = (withPaper: boolean) =>
  precompiled((db, dialect, questionId: number, attemptId: number) =>
    attemptAndAnswer(db, questionId)
      .$if(withPaper, (qb) => qb.select(['attempts.paper', 'attempts.sitting']))
      .where('attempts.id', '=', attemptId)
      .$if(dialect === 'postgres', (qb) => qb.forUpdate('attempts')),
  );
const readAttempt = attemptWithAnswer(false);
const readAttemptAndPaper = attemptWithAnswer(true);

/**
 * SQLite's read for a save whose session it checks itself (the usual save: saveAnswerOfRequest):
 * the attempt only when it belongs to the user of an unexpired session of an unlocked user (whose
 * password is their own, plugins/access.ts) who
 * holds the permission through a role, the same check as PostgreSQL's `viewer` CTE
 * (answers-postgres.ts) and as the access hook's.
 */
const readAttemptOfSession = precompiled(
  (db, _dialect, questionId: number, attemptId: number, tokenHash: string, now: number, permission: string) =>
    attemptAndAnswer(db, questionId)
      .where('attempts.id', '=', attemptId)
      .where('attempts.studentId', '=', (eb) =>
        eb
          .selectFrom('sessions')
          .innerJoin('users', 'users.id', 'sessions.userId')
          .select('sessions.userId')
          .where('sessions.tokenHash', '=', tokenHash)
          .where('sessions.expiresAt', '>', now)
          .where('users.locked', '=', 0)
          .where('users.passwordChangeDue', '=', 0)
          .where(({ exists, selectFrom }) =>
            exists(
              selectFrom('userRoles')
                .innerJoin('rolePermissions', 'rolePermissions.roleId', 'userRoles.roleId')
                .innerJoin('permissions', 'permissions.id', 'rolePermissions.permissionId')
                .select('permissions.id')
                .whereRef('userRoles.userId', '=', 'sessions.userId')
                .where('permissions.permissionKey', '=', permission),
            ),
          ),
      ),
);

const upsertAnswer = precompiled(
  (db, _dialect, attemptId: number, questionId: number, choices: string, text: string, flagged: number, seq: number, savedAt: number) =>
    db
      .insertInto('attemptAnswers')
      .values({ attemptId, questionId, choices, text, flagged, seq, savedAt })
      .onConflict((oc) =>
        oc
          .columns(['attemptId', 'questionId'])
          .doUpdateSet((eb) => ({
            choices: eb.ref('excluded.choices'),
            text: eb.ref('excluded.text'),
            flagged: eb.ref('excluded.flagged'),
            seq: eb.ref('excluded.seq'),
            savedAt: eb.ref('excluded.savedAt'),
          }))
          // The read already decided; this keeps the rule true even without the lock.
          .whereRef('attemptAnswers.seq', '<', 'excluded.seq'),
      ),
);

const addToAnsweredCount = precompiled((db, _dialect, change: number, attemptId: number) =>
  db
    .updateTable('attempts')
    .set((eb) => ({ answeredCount: eb('answeredCount', '+', change) }))
    .where('id', '=', attemptId),
);

/**
 * The save's reads and writes, inside the transaction it is given (saveAnswer's, or the usual
 * save's by session); throws before writing when refused, and returns null, having written
 * nothing, when by session the read found no row (the caller then signs the viewer in).
 */
async function storeAnswer(app: FastifyInstance, trx: Kysely<Database>, owner: SaveOwner, body: SaveAnswerBody, arrivedAt: number) {
  const cache = shapeCacheOf(app);
  const cached = cache.byAttempt.get(body.attemptId);
  const bySession = 'tokenHash' in owner;
  const { rows } = bySession
    ? await readAttemptOfSession(trx, app.dialect, body.questionId, body.attemptId, owner.tokenHash, owner.now, owner.permission)
    : await (cached ? readAttempt : readAttemptAndPaper)(trx, app.dialect, body.questionId, body.attemptId);
  const [row] = rows as {
    studentId: number;
    status: number;
    deadlineAt: number;
    seq: number | null;
    choices: string | null;
    text: string | null;
    flagged: number | null;
    paper?: string;
    sitting?: string | null;
  }[];
  // By session, no row (or no cached shapes, which only the read by student fetches): the caller decides.
  if (bySession && (!row || !cached)) return null;
  if (!row || (!bySession && row.studentId !== owner.studentId)) throw attemptNotFound(body.attemptId);
  if (!acceptsAnswers(row, arrivedAt)) throw conflict('attemptClosed');
  const question = (cached ?? rememberShape(cache, body.attemptId, { paper: row.paper!, sitting: row.sitting ?? null })).get(
    body.questionId,
  );
  if (!question) throw badRequest('answerQuestionNotOnPaper', { questionId: body.questionId });
  const answer = checkAnswer(body.questionId, question, body.answer);
  if (answer instanceof AppError) throw answer;

  const acknowledge = (seq: number, applied: boolean) => ({ questionId: body.questionId, seq, applied, deadlineAt: row.deadlineAt });
  const choices = choicesToColumn(answer.choices);
  const flagged = body.flagged ? 1 : 0;
  // A newer save is already stored (reordered requests, another device): keep it. The stored seq
  // again is a retry only when it carries the same answer; a different one (two devices resumed
  // at the same seq) is refused, since the acknowledgement must never call unstored text stored.
  if (row.seq !== null && row.seq >= body.seq) {
    const resent = row.seq === body.seq && row.choices === choices && row.text === answer.text && row.flagged === flagged;
    return acknowledge(row.seq, resent);
  }

  await upsertAnswer(trx, app.dialect, body.attemptId, body.questionId, choices, answer.text, flagged, body.seq, arrivedAt);
  const wasAnswered = row.seq !== null && isAnswered({ choices: row.choices ?? '', text: row.text ?? '' });
  const change = Number(isAnswered(answer)) - Number(wasAnswered);
  if (change !== 0) await addToAnsweredCount(trx, app.dialect, change, body.attemptId);
  return acknowledge(body.seq, true);
}
