import { performance } from 'node:perf_hooks';
import { type Kysely, sql } from 'kysely';
import type { DialectName } from './database.js';
import type { Database } from './schema.js';

type Work<T> = (trx: Kysely<Database>) => Promise<T>;

interface Job {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * What the committer measured (recent batches): how long the work of a batch took on the event
 * loop, how long its COMMIT took (with synchronous=FULL, mostly the WAL's fsync, during which the
 * event loop is blocked: better-sqlite3 is synchronous), and how many jobs shared one commit.
 */
export interface CommitStats {
  batches: number;
  jobs: number;
  largestBatch: number;
  workMs: { p50: number; p99: number; max: number };
  commitMs: { p50: number; p99: number; max: number };
}

const STATS_WINDOW = 20_000;

class CommitRecorder {
  batches = 0;
  jobs = 0;
  largestBatch = 0;
  private readonly work: number[] = [];
  private readonly commit: number[] = [];

  record(jobs: number, workMs: number, commitMs: number) {
    this.batches++;
    this.jobs += jobs;
    this.largestBatch = Math.max(this.largestBatch, jobs);
    // A window of the latest batches: an exam day's worth of commits stays a few hundred KB.
    if (this.work.length >= STATS_WINDOW) {
      this.work.shift();
      this.commit.shift();
    }
    this.work.push(workMs);
    this.commit.push(commitMs);
  }

  stats(): CommitStats {
    const summary = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
      return { p50: at(50), p99: at(99), max: sorted.at(-1) ?? 0 };
    };
    return {
      batches: this.batches,
      jobs: this.jobs,
      largestBatch: this.largestBatch,
      workMs: summary(this.work),
      commitMs: summary(this.commit),
    };
  }
}

export interface GroupCommitter {
  /**
   * Runs `work` inside a transaction shared with the other work queued at the same moment,
   * and settles only after that transaction has committed. Work that throws is undone alone
   * (its savepoint is rolled back) and gets its own error; the others still commit.
   */
  run<T>(work: Work<T>): Promise<T>;
  stats(): CommitStats;
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
  const recorder = new CommitRecorder();

  async function runBatch(batch: Job[]) {
    const outcomes: { ok: boolean; value: unknown }[] = [];
    const started = performance.now();
    let workDone = started;
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
      workDone = performance.now();
    });
    // From the end of the work to here: Kysely's COMMIT, which holds the fsync.
    recorder.record(batch.length, workDone - started, performance.now() - workDone);
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
    stats: () => recorder.stats(),
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

/** The SQLite group commit's measurements for this database, or null before its first write (or on PostgreSQL). */
export const groupCommitStats = (db: Kysely<Database>): CommitStats | null => committers.get(db)?.stats() ?? null;

/** One line for an operator or the exam-day benchmark. */
export function describeCommitStats(stats: CommitStats): string {
  const f = (value: number) => value.toFixed(value < 10 ? 2 : 0);
  return (
    `group commit: ${stats.batches} commits for ${stats.jobs} writes (largest batch ${stats.largestBatch}); ` +
    `work p50 ${f(stats.workMs.p50)} / p99 ${f(stats.workMs.p99)} / max ${f(stats.workMs.max)} ms; ` +
    `commit (fsync) p50 ${f(stats.commitMs.p50)} / p99 ${f(stats.commitMs.p99)} / max ${f(stats.commitMs.max)} ms`
  );
}
