import { EXAM_STATUS } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { writeTransaction } from '../../db/group-commit.js';
import type { Database } from '../../db/schema.js';
import { frozenPaperWith, type QuestionResult, questionResults, readPaperVersions, scoreAttempt } from '../exam-core/index.js';

/** Ended attempts: submitted (0) or expired (5). Only these are scored. */
const ENDED = [EXAM_STATUS.SUBMITTED, EXAM_STATUS.EXPIRED];
/**
 * Attempts scored in one transaction. A paper holds at most 500 questions, so a batch writes at
 * most 25,000 answer rows; at 10,000 submissions in the last 30 s, batching cuts the commits
 * (and on SQLite the fsyncs) twentyfold without holding the writer for long.
 */
export const SCORE_BATCH = 50;

type App = Pick<FastifyInstance, 'db' | 'dialect' | 'clock' | 'log'>;

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
 * Scores ended attempts, in one transaction: a row per question of the paper with its score and
 * maximum, the objective score and, when no external-link task waits for an examiner, the final
 * score and pass flag. Each attempt is claimed first (UPDATE … SET scored_at WHERE it is ended
 * and scored_at IS NULL), so an attempt is scored exactly once however many scorers try — the
 * queue, this instance's sweep, another instance's sweep: on PostgreSQL the loser waits on the
 * row lock and then finds scored_at set. The ids are claimed in ascending order, so two scorers
 * lock rows in the same order and cannot deadlock. Returns how many attempts this call scored.
 */
export async function scoreEndedAttempts(app: App, attemptIds: readonly number[]): Promise<number> {
  if (attemptIds.length === 0) return 0;
  const ids = [...new Set(attemptIds)].sort((a, b) => a - b);
  const now = app.clock.now();
  return writeTransaction(app, async (trx) => {
    const claimed = await trx
      .updateTable('attempts')
      .set({ scoredAt: now })
      .where('id', 'in', ids)
      .where('status', 'in', ENDED)
      .where('scoredAt', 'is', null)
      .returning(['id', 'paper', 'sitting', 'paperVersionId', 'passScore', 'submittedAt'])
      .execute();
    if (claimed.length === 0) return 0;
    // Read after the claim: a key correction of a version these attempts sit has committed by now.
    const versions = await readPaperVersions(
      trx,
      claimed.map((attempt) => attempt.paperVersionId),
    );
    const answers = await trx
      .selectFrom('attemptAnswers')
      .select(['attemptId', 'questionId', 'choices', 'text'])
      .where(
        'attemptId',
        'in',
        claimed.map((attempt) => attempt.id),
      )
      .execute();
    const byAttempt = new Map<number, typeof answers>();
    for (const answer of answers) {
      const list = byAttempt.get(answer.attemptId);
      if (list) list.push(answer);
      else byAttempt.set(answer.attemptId, [answer]);
    }
    for (const attempt of claimed) {
      const paper = frozenPaperWith(attempt, versions);
      const { perAnswer, ...scores } = scoreAttempt(paper, attempt.passScore, byAttempt.get(attempt.id) ?? []);
      // The unanswered questions' rows carry the submission time, as when scoring ran inside the submit.
      await storeQuestionResults(trx, attempt.id, questionResults(paper, perAnswer), attempt.submittedAt ?? now);
      await trx.updateTable('attempts').set(scores).where('id', '=', attempt.id).execute();
    }
    return claimed.length;
  });
}

/**
 * Ended attempts waiting to be scored, scored a moment after their submit was acknowledged: off
 * the request path, so that the last 30 s of a 10,000-candidate exam acknowledge submissions at
 * the pace of one small UPDATE each, not of scoring a paper each. Drained on setImmediate, up to
 * SCORE_BATCH attempts per transaction. Nothing here is durable: an attempt whose scoring is lost
 * (a crash, a failed transaction) keeps scored_at null, and the deadline sweep scores it.
 */
export class ScoreQueue {
  private readonly waiting = new Set<number>();
  private readonly scoring = new Set<number>();
  private running: Promise<void> | null = null;
  private scheduled = false;
  private paused = false;
  private readonly idleWaiters: (() => void)[] = [];

  constructor(private readonly app: App) {}

  add(attemptId: number) {
    this.waiting.add(attemptId);
    this.schedule();
  }

  /** Waiting or being scored here: the sweep leaves these to the queue. */
  has(attemptId: number) {
    return this.waiting.has(attemptId) || this.scoring.has(attemptId);
  }

  /** Tests hold the queue to see an attempt acknowledged but not yet scored. */
  pause() {
    this.paused = true;
  }

  resume() {
    this.paused = false;
    this.schedule();
  }

  /** Resolves once nothing waits or is being scored (at once while paused with nothing under way). */
  idle(): Promise<void> {
    if (this.running === null && (this.waiting.size === 0 || this.paused)) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private schedule() {
    if (this.scheduled || this.running || this.paused || this.waiting.size === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      if (this.running || this.paused) return;
      this.running = this.drain().finally(() => {
        this.running = null;
        if (this.waiting.size > 0 && !this.paused) this.schedule();
        else this.idleWaiters.splice(0).forEach((resolve) => resolve());
      });
    });
  }

  private async drain() {
    while (this.waiting.size > 0 && !this.paused) {
      const batch = [...this.waiting].slice(0, SCORE_BATCH);
      for (const id of batch) {
        this.waiting.delete(id);
        this.scoring.add(id);
      }
      try {
        await scoreEndedAttempts(this.app, batch);
      } catch (error) {
        // Left unscored (scored_at null): the next deadline sweep scores them.
        this.app.log.error({ err: error, attemptIds: batch }, 'scoring after submission failed; the sweep will score these');
      } finally {
        for (const id of batch) this.scoring.delete(id);
      }
    }
  }
}

/** One queue per database handle: every encapsulated Fastify context of an app shares it. */
const queues = new WeakMap<Kysely<Database>, ScoreQueue>();

export function scoreQueue(app: App): ScoreQueue {
  let queue = queues.get(app.db);
  if (!queue) {
    queue = new ScoreQueue(app);
    queues.set(app.db, queue);
  }
  return queue;
}

/** Closing the app scores what the queue still holds (what it cannot, the sweep scores after restart). */
export function registerScoreQueue(app: FastifyInstance) {
  const queue = scoreQueue(app);
  app.addHook('onClose', async () => {
    queue.resume();
    await queue.idle();
  });
}

/**
 * Scores every ended attempt not yet scored, in batches (the deadline sweep's second step): those
 * a crash between acknowledgement and scoring left, those whose queued scoring failed, and those
 * the sweep itself just closed. Attempts this instance's queue holds are left to it. Reads by id
 * from the partial index attempts_unscored_idx. Returns how many this call scored.
 */
export async function scoreUnscored(app: App): Promise<number> {
  const queue = scoreQueue(app);
  let scored = 0;
  let after = 0;
  for (;;) {
    const rows = await app.db
      .selectFrom('attempts')
      .select('id')
      .where('scoredAt', 'is', null)
      // Written out, not bound: only literal codes let SQLite use the partial index attempts_unscored_idx.
      .where(sql<boolean>`${sql.ref('status')} in (0, 5)`)
      .where('id', '>', after)
      .orderBy('id')
      .limit(SCORE_BATCH)
      .execute();
    if (rows.length === 0) return scored;
    after = rows.at(-1)!.id;
    const ids = rows.map((row) => row.id).filter((id) => !queue.has(id));
    try {
      scored += await scoreEndedAttempts(app, ids);
    } catch (error) {
      // One attempt that cannot be scored (say, a damaged paper) must not keep the rest unscored:
      // the batch is tried one by one, and what still fails is logged and tried again next sweep.
      app.log.error({ err: error, attemptIds: ids }, 'scoring a batch of ended attempts failed; scoring them one by one');
      for (const id of ids) {
        try {
          scored += await scoreEndedAttempts(app, [id]);
        } catch (single) {
          app.log.error({ err: single, attemptId: id }, 'scoring an ended attempt failed');
        }
      }
    }
  }
}
