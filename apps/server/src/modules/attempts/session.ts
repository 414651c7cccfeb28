import { ANSWER_GRACE_MS, type AttemptSession, EXAM_STATUS, type ExamStatus, type SavedAnswer } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { choicesFromColumn, FROZEN_PAPER_COLUMNS, frozenPaperOf, toDisplayedLetters } from '../exam-core/index.js';
import { attemptNotFound } from './attempt-state.js';
import { sittingPaper } from './paper-content.js';
import { IDENTITY_COLUMNS, toIdentity, toIntegritySettings } from './identity.js';

/**
 * A session as JSON: the candidate's order (a hundred small objects) written directly, the rest by
 * JSON.stringify. Every start of the opening minute answers with one, and the general serialiser
 * took about twice as long over the order. The order comes last; otherwise it is exactly
 * JSON.stringify's text (session.test.ts), and the routes' declared schema checks every field.
 */
export function sessionJson(session: AttemptSession): string {
  const { order, ...rest } = session;
  let orderJson = '';
  for (let i = 0; i < order.length; i++) {
    const { questionId, options } = order[i]!;
    orderJson += `${i === 0 ? '' : ','}{"questionId":${questionId},"options":[${options.join(',')}]}`;
  }
  return `${JSON.stringify(rest).slice(0, -1)},"order":[${orderJson}]}`;
}

/** The attempt with its publication and candidate: one read by primary key. */
const sessionRow = (db: Kysely<Database>, attemptId: number) =>
  db
    .selectFrom('attempts')
    .innerJoin('publications', 'publications.id', 'attempts.publicationId')
    .innerJoin('users', 'users.id', 'attempts.studentId')
    .leftJoin('classes', 'classes.id', 'users.classId')
    .select([
      'attempts.id',
      'attempts.publicationId',
      'attempts.status',
      ...FROZEN_PAPER_COLUMNS,
      'attempts.startedAt',
      'attempts.deadlineAt',
      'attempts.tabSwitches',
      'publications.name as publicationName',
      'publications.paperId',
      'publications.fullscreenRequired',
      'publications.tabSwitchLimit',
      'publications.blockCopyPaste',
      ...IDENTITY_COLUMNS,
    ])
    .where('attempts.id', '=', attemptId)
    .executeTakeFirst();

/**
 * The candidate's saved answers: what they chose or wrote, never a score. Rows of seq 0 are the
 * unanswered questions a finished attempt stores for the analysis (submission.ts), never saved.
 */
async function savedAnswers(db: Kysely<Database>, attemptId: number): Promise<SavedAnswer[]> {
  const rows = await db
    .selectFrom('attemptAnswers')
    .select(['questionId', 'choices', 'text', 'seq', 'flagged'])
    .where('attemptId', '=', attemptId)
    .where('seq', '>', 0)
    .execute();
  return rows.map((row) => ({
    questionId: row.questionId,
    choices: choicesFromColumn(row.choices),
    text: row.text,
    seq: row.seq,
    flagged: row.flagged === 1,
  }));
}

/**
 * An attempt as its candidate's exam page loads it: its order of the frozen questions and the
 * address of their content (paper-content.ts, never keys), the
 * saved answers and the clock. One read of the attempt and one of its answers (the start of an
 * exam is a burst of thousands). `resume`: this load follows an interruption (a reload, a crash,
 * another device), so an attempt still in progress or saved becomes 4, resumed. The exam page's
 * first load right after startAttempt passes resume=0 (see attemptSessionQuery).
 */
export async function loadSession(
  app: FastifyInstance,
  studentId: number,
  attemptId: number,
  options: { resume: boolean },
): Promise<AttemptSession> {
  const [row, answers] = await Promise.all([sessionRow(app.db, attemptId), savedAnswers(app.db, attemptId)]);
  if (!row || row.studentId !== studentId) throw attemptNotFound(attemptId);
  const now = app.clock.now();
  const paper = frozenPaperOf(row);
  const orders = new Map(paper.map((question) => [question.questionId, question.options.map((option) => option.key).join('')]));
  let status = row.status as ExamStatus;
  const interrupted = status === EXAM_STATUS.IN_PROGRESS || status === EXAM_STATUS.SAVED;
  if (options.resume && interrupted && now <= row.deadlineAt + ANSWER_GRACE_MS) {
    await app.db
      .updateTable('attempts')
      .set({ status: EXAM_STATUS.RESUMED })
      .where('id', '=', attemptId)
      .where('status', 'in', [EXAM_STATUS.IN_PROGRESS, EXAM_STATUS.SAVED])
      .execute();
    status = EXAM_STATUS.RESUMED;
  }
  return {
    attemptId,
    publicationId: row.publicationId,
    name: row.publicationName,
    status,
    startedAt: row.startedAt,
    deadlineAt: row.deadlineAt,
    serverNow: now,
    candidate: toIdentity(row),
    integrity: toIntegritySettings(row),
    tabSwitches: row.tabSwitches,
    ...sittingPaper(app.db, row.paperId, paper),
    // Stored in bank keys, shown in the letters this candidate sees.
    answers: answers.map((answer) => ({ ...answer, choices: toDisplayedLetters(orders.get(answer.questionId) ?? '', answer.choices) })),
  };
}
