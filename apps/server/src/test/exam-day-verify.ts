/**
 * After the exam: what the database holds against what the server acknowledged. An answer is
 * lost when the stored row is missing, holds a lower seq than the acknowledged one, or holds the
 * same seq with a different answer. Every attempt must be submitted (by the candidate or by the
 * deadline sweep) and scored, the sweep's within 60 s of the deadline.
 */
import { EXAM_STATUS, OPTION_KEYS, type OptionKey } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { frozenPaperWith, readPaperVersions } from '../modules/exam-core/index.js';
import type { CandidateOutcome } from '@kaoshi/exam-load';

export const SUBMISSION_LIMIT_MS = 60_000;

export interface AcknowledgedCheck {
  acknowledgedAnswers: number;
  lostAnswers: number;
  /** A few of them, to start looking from. */
  lostExamples: string[];
}

export interface AttemptsCheck {
  attempts: number;
  submittedByCandidate: number;
  submittedByServer: number;
  stillOpen: number;
  unscored: number;
  /** The latest submission or scoring after the deadline, in ms (negative: all before it). */
  lastSubmissionAfterDeadlineMs: number;
  lateSubmissions: number;
}

const CHUNK = 500;

export async function checkAcknowledged(db: Kysely<Database>, outcomes: readonly CandidateOutcome[]): Promise<AcknowledgedCheck> {
  let acknowledgedAnswers = 0;
  let lostAnswers = 0;
  const lostExamples: string[] = [];
  const withAttempt = outcomes.filter((outcome) => outcome.attemptId !== null);
  for (let from = 0; from < withAttempt.length; from += CHUNK) {
    const part = withAttempt.slice(from, from + CHUNK);
    const rows = await db
      .selectFrom('attemptAnswers')
      .select(['attemptId', 'questionId', 'choices', 'text', 'seq'])
      .where(
        'attemptId',
        'in',
        part.map((outcome) => outcome.attemptId!),
      )
      .execute();
    const stored = new Map(rows.map((row) => [`${row.attemptId}:${row.questionId}`, row]));
    // Candidates send the letters they see; the table holds bank keys (exam-core/answer-format.ts).
    const papers = await db
      .selectFrom('attempts')
      .select(['id', 'paper', 'sitting', 'paperVersionId'])
      .where(
        'id',
        'in',
        part.map((outcome) => outcome.attemptId!),
      )
      .execute();
    const versions = await readPaperVersions(
      db,
      papers.map((row) => row.paperVersionId),
    );
    const orders = new Map(
      papers.map((row) => [
        row.id,
        new Map(frozenPaperWith(row, versions).map((q) => [q.questionId, q.options.map((option) => option.key)])),
      ]),
    );
    const inBankKeys = (attemptId: number, questionId: number, letters: string) => {
      const order = orders.get(attemptId)?.get(questionId) ?? [];
      return letters === ''
        ? ''
        : letters
            .split(',')
            .map((letter) => order[OPTION_KEYS.indexOf(letter as OptionKey)] ?? letter)
            .sort()
            .join(',');
    };
    for (const outcome of part) {
      for (const [questionId, ack] of outcome.acknowledged) {
        acknowledgedAnswers++;
        const row = stored.get(`${outcome.attemptId}:${questionId}`);
        // A written answer is stored as sent (a fill-in's canonical JSON, a short answer's text).
        const differs = (stored: { choices: string; text: string }) =>
          ack.text === undefined ? stored.choices !== inBankKeys(outcome.attemptId!, questionId, ack.choices) : stored.text !== ack.text;
        const lost = !row || row.seq < ack.seq || (row.seq === ack.seq && differs(row));
        if (!lost) continue;
        lostAnswers++;
        if (lostExamples.length < 5) {
          lostExamples.push(
            `attempt ${outcome.attemptId} question ${questionId}: acknowledged seq ${ack.seq} "${ack.text ?? ack.choices}", stored ${row ? `seq ${row.seq} "${ack.text === undefined ? row.choices : row.text}"` : 'nothing'}`,
          );
        }
      }
    }
  }

  return { acknowledgedAnswers, lostAnswers, lostExamples };
}

/** The exam's attempts: one per candidate who started, each closed and scored in time. */
export async function checkAttempts(db: Kysely<Database>, publicationId: number, deadlineAt: number): Promise<AttemptsCheck> {
  const attempts = await db
    .selectFrom('attempts')
    .select(['id', 'status', 'submittedAt', 'objectiveScore'])
    .where('publicationId', '=', publicationId)
    .execute();
  const closed = attempts.filter((a) => a.status === EXAM_STATUS.SUBMITTED || a.status === EXAM_STATUS.EXPIRED);
  const lastSubmission = closed.reduce(
    (latest, a) => Math.max(latest, a.submittedAt ?? Number.POSITIVE_INFINITY),
    Number.NEGATIVE_INFINITY,
  );
  return {
    attempts: attempts.length,
    submittedByCandidate: attempts.filter((a) => a.status === EXAM_STATUS.SUBMITTED).length,
    submittedByServer: attempts.filter((a) => a.status === EXAM_STATUS.EXPIRED).length,
    stillOpen: attempts.length - closed.length,
    unscored: attempts.filter((a) => a.objectiveScore === null).length,
    lastSubmissionAfterDeadlineMs: closed.length > 0 ? lastSubmission - deadlineAt : 0,
    lateSubmissions: closed.filter((a) => (a.submittedAt ?? Number.POSITIVE_INFINITY) > deadlineAt + SUBMISSION_LIMIT_MS).length,
  };
}

/**
 * Polls until no attempt of the publication is open or waiting to be scored (scoring follows a
 * submit's acknowledgement by a moment), or `until` passes. Returns how many are still open.
 */
export async function waitForAllClosed(db: Kysely<Database>, publicationId: number, until: number): Promise<number> {
  for (;;) {
    const { open } = await db
      .selectFrom('attempts')
      .select((eb) => eb.fn.countAll<number>().as('open'))
      .where('publicationId', '=', publicationId)
      .where('status', 'in', [EXAM_STATUS.SAVED, EXAM_STATUS.IN_PROGRESS, EXAM_STATUS.RESUMED])
      .executeTakeFirstOrThrow();
    const { unscored } = await db
      .selectFrom('attempts')
      .select((eb) => eb.fn.countAll<number>().as('unscored'))
      .where('publicationId', '=', publicationId)
      .where('scoredAt', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(unscored) === 0 || Date.now() > until) return Number(open);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
