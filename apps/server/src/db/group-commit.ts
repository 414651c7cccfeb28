import { type Kysely, sql } from 'kysely';
import type { DialectName } from './database.js';
import type { Database } from './schema.js';

type Work<T> = (trx: Kysely<Database>) => Promise<T>;

interface Job {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface GroupCommitter {
  /**
   * Runs `work` inside a transaction shared with the other work queued at the same moment,
   * and settles only after that transaction has committed. Work that throws is undone alone
   * (its savepoint is rolled back) and gets its own error; the others still commit.
   */
  run<T>(work: Work<T>): Promise<T>;
}

/**
 * Group commit for SQLite. SQLite commits one transaction at a time and each commit is a
 * write (and, with synchronous=FULL, an fsync) of the WAL; thousands of candidates saving at
 * once would queue for it one by one. Here the work arriving while a transaction runs waits
 * for the next one, so one commit serves a whole batch, and nobody is acknowledged before the
 * commit that holds their write. A failed commit rejects the whole batch: nothing was stored.
 */
export function groupCommitter(db: Kysely<Database>, maxBatch = 256): GroupCommitter {
  const queue: Job[] = [];
  let draining = false;

  async function runBatch(batch: Job[]) {
    const outcomes: { ok: boolean; value: unknown }[] = [];
    await db.transaction().execute(async (trx) => {
      for (const job of batch) {
        await sql`savepoint job`.execute(trx);
        try {
          outcomes.push({ ok: true, value: await job.work(trx) });
        } catch (error) {
          await sql`rollback to job`.execute(trx);
          outcomes.push({ ok: false, value: error });
        }
        await sql`release job`.execute(trx);
      }
    });
    batch.forEach((job, i) => (outcomes[i]!.ok ? job.resolve(outcomes[i]!.value) : job.reject(outcomes[i]!.value)));
  }

  async function drain() {
    while (queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      try {
        await runBatch(batch);
      } catch (error) {
        for (const job of batch) job.reject(error);
      }
    }
    draining = false;
  }

  return {
    run<T>(work: Work<T>) {
      return new Promise<T>((resolve, reject) => {
        queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
        if (!draining) {
          draining = true;
          // Let the requests already parsed in this turn of the event loop join the first batch.
          setImmediate(() => void drain());
        }
      });
    },
  };
}

const committers = new WeakMap<Kysely<Database>, GroupCommitter>();

/**
 * A write transaction on the hot path of an exam (answer saves, submissions): on SQLite it
 * joins the database's group commit, on PostgreSQL, which runs transactions side by side and
 * groups WAL flushes itself, it is a transaction of its own.
 */
export function writeTransaction<T>(target: { db: Kysely<Database>; dialect: DialectName }, work: Work<T>): Promise<T> {
  if (target.dialect !== 'sqlite') return target.db.transaction().execute(work);
  let committer = committers.get(target.db);
  if (!committer) committers.set(target.db, (committer = groupCommitter(target.db)));
  return committer.run(work);
}
