import { ANSWER_GRACE_MS } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { schedulePeriodicTask } from '../../lib/periodic-task.js';
import { OPEN_STATUSES } from './attempt-state.js';
import { scoreUnscored } from './score-queue.js';
import { finishAttempt } from './submission.js';

const SWEEP_BATCH = 200;
const SWEEP_INTERVAL_MS = 2_000;
/** Finishes running side by side on PostgreSQL (each holds a pooled connection); SQLite groups them into shared commits. */
const POSTGRES_PARALLEL_FINISHES = 4;
/** The advisory lock that lets one instance sweep at a time (with the schema's hash as its second key). */
const SWEEP_LOCK = 0x6b73_7770;

/** Runs `task` over `items`, at most `limit` at a time. */
async function forEachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Closes what is overdue, then scores every ended attempt still unscored; returns how many it closed. */
async function finishAndScore(app: FastifyInstance): Promise<number> {
  const finished = await finishDue(app);
  await scoreUnscored(app);
  return finished;
}

async function finishDue(app: FastifyInstance): Promise<number> {
  let finished = 0;
  for (;;) {
    const due = await app.db
      .selectFrom('attempts')
      .select('id')
      .where('status', 'in', OPEN_STATUSES)
      .where('deadlineAt', '<', app.clock.now() - ANSWER_GRACE_MS)
      .orderBy('deadlineAt')
      .limit(SWEEP_BATCH)
      .execute();
    const limit = app.dialect === 'postgres' ? POSTGRES_PARALLEL_FINISHES : SWEEP_BATCH;
    await forEachLimited(due, limit, async ({ id }) => {
      // Not queued: the sweep scores what it closed right after, in batches (scoreUnscored).
      if ((await finishAttempt(app, id, 'deadline', { queue: false })) !== null) finished++;
    });
    if (due.length < SWEEP_BATCH) return finished;
  }
}

/**
 * Submits what the server holds for every open attempt whose deadline and grace have passed
 * (status 5, expired; answers kept), whether or not the browser is open. Reads the
 * (status, deadline_at) index in batches and finishes each batch together (one shared commit on
 * SQLite). With several instances on one PostgreSQL database, only the instance holding the
 * sweep's advisory lock sweeps; the others skip that round. Each finish still claims its attempt
 * with a conditional UPDATE, so a candidate's submit racing the sweep is counted once.
 *
 * Then it scores every ended attempt not yet scored (score-queue.ts): those it just closed, and
 * those a crash between a submit's acknowledgement and its scoring left, or whose queued scoring
 * failed. This is what guarantees every attempt is scored; each is claimed through scored_at, so
 * it is scored once even when the queue or another instance scores at the same moment.
 * Returns how many attempts this call finished.
 */
export async function sweepDeadlines(app: FastifyInstance): Promise<number> {
  if (app.dialect !== 'postgres') return finishAndScore(app);
  return app.db.connection().execute(async (connection) => {
    const lock = sql<{ locked: boolean }>`select pg_try_advisory_lock(${SWEEP_LOCK}, hashtext(current_schema())) as locked`;
    if (!(await lock.execute(connection)).rows[0]?.locked) return 0;
    try {
      return await finishAndScore(app);
    } finally {
      await sql`select pg_advisory_unlock(${SWEEP_LOCK}, hashtext(current_schema()))`.execute(connection);
    }
  });
}

/** Applies deadlines every 2 s on the server's clock, and on restart (lib/periodic-task.ts). */
export function scheduleDeadlineSweep(app: FastifyInstance) {
  schedulePeriodicTask(app, 'deadline sweep', SWEEP_INTERVAL_MS, sweepDeadlines);
}
