import { performance } from 'node:perf_hooks';
import { CompiledQuery, type Kysely } from 'kysely';
import type { DatabaseHandle } from './handle.js';
import type { Database } from './schema.js';
import type { LogRestart } from './wal-checkpointer.js';
import type { DurableSync } from './wal-sync.js';

type Work<T> = (trx: Kysely<Database>) => Promise<T>;

interface Job {
  work: Work<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * What the committer measured (recent batches): how long the work of a batch took on the event
 * loop, how long its COMMIT took (on the event loop: better-sqlite3 is synchronous), how long
 * its acknowledgements then waited for the log's fsync (off the event loop, when the database
 * has a durable sync; otherwise the fsync is inside the COMMIT), how many jobs shared one
 * commit, and how often and how long a batch was held for the log to start over (every save
 * queued meanwhile waits that long).
 */
export interface CommitStats {
  batches: number;
  jobs: number;
  largestBatch: number;
  workMs: Percentiles;
  commitMs: Percentiles;
  syncMs: Percentiles;
  logRestarts: number;
  logRestartMs: Percentiles;
}

interface Percentiles {
  p50: number;
  p99: number;
  max: number;
}

const STATS_WINDOW = 20_000;

/**
 * A window of the latest values: an exam day's worth of commits stays a few hundred KB. A ring,
 * written in place: dropping the oldest from the front of an array moved the whole window on
 * every commit (2 % of the server's CPU while 2,000 candidates answered, profiled).
 */
class Sample {
  private readonly values = new Float64Array(STATS_WINDOW);
  private count = 0;
  add(value: number) {
    this.values[this.count % STATS_WINDOW] = value;
    this.count++;
  }
  percentiles(): Percentiles {
    const sorted = this.values.slice(0, Math.min(this.count, STATS_WINDOW)).sort();
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
    return { p50: at(50), p99: at(99), max: sorted.at(-1) ?? 0 };
  }
}

class CommitRecorder {
  batches = 0;
  jobs = 0;
  largestBatch = 0;
  readonly work = new Sample();
  readonly commit = new Sample();
  readonly sync = new Sample();
  logRestarts = 0;
  readonly logRestart = new Sample();

  record(jobs: number, workMs: number, commitMs: number) {
    this.batches++;
    this.jobs += jobs;
    this.largestBatch = Math.max(this.largestBatch, jobs);
    this.work.add(workMs);
    this.commit.add(commitMs);
  }

  stats(): CommitStats {
    return {
      batches: this.batches,
      jobs: this.jobs,
      largestBatch: this.largestBatch,
      workMs: this.work.percentiles(),
      commitMs: this.commit.percentiles(),
      syncMs: this.sync.percentiles(),
      logRestarts: this.logRestarts,
      logRestartMs: this.logRestart.percentiles(),
    };
  }
}

export interface GroupCommitter {
  /**
   * Runs `work` inside a transaction shared with the other work queued at the same moment,
   * and settles only after that transaction has committed and is on disk. Work that throws is
   * undone alone (its savepoint is rolled back) and gets its own error; the others still commit.
   */
  run<T>(work: Work<T>): Promise<T>;
  stats(): CommitStats;
}

export interface GroupCommitOptions {
  maxBatch?: number;
  /**
   * The log's fsync, made off the event loop (wal-sync.ts). With it, a batch commits with
   * `synchronous=NORMAL` (the COMMIT writes the log without syncing it) and its acknowledgements
   * wait for this sync, while the next batch forms and commits: commits are pipelined, and a
   * slow fsync no longer stops the server. The connection is set back to FULL after each batch,
   * so every other write of the server still syncs inside its own COMMIT.
   */
  durable?: Pick<DurableSync, 'sync'>;
  /** Asked before each batch: when the log is due to start over, the batch waits for it (wal-checkpointer.ts). */
  logRestart?: LogRestart;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * The batch's own statements, compiled once: a sql`` template builds, runs the plugins over and
 * compiles its query on every call, and these run for every job of every batch (two per answer
 * save), thousands of times a second on exam day.
 */
const STATEMENT = {
  savepoint: CompiledQuery.raw('savepoint job'),
  rollbackToSavepoint: CompiledQuery.raw('rollback to job'),
  releaseSavepoint: CompiledQuery.raw('release job'),
  syncNormal: CompiledQuery.raw('pragma synchronous = NORMAL'),
  syncFull: CompiledQuery.raw('pragma synchronous = FULL'),
};

/**
 * Group commit for SQLite. SQLite commits one transaction at a time and each commit is a
 * write and an fsync of the WAL; thousands of candidates saving at once would queue for it one
 * by one. Here the work arriving while a transaction runs waits for the next one, so one commit
 * serves a whole batch, and nobody is acknowledged before the commit that holds their write is
 * on disk. A failed commit, or a failed sync, rejects the whole batch.
 */
export function groupCommitter(db: Kysely<Database>, options: GroupCommitOptions = {}): GroupCommitter {
  const { maxBatch = 256, durable, logRestart } = options;
  const queue: Job[] = [];
  let draining = false;
  const recorder = new CommitRecorder();

  async function runJobs(trx: Kysely<Database>, batch: Job[]) {
    const outcomes: Outcome[] = [];
    for (const job of batch) {
      await trx.executeQuery(STATEMENT.savepoint);
      try {
        outcomes.push({ ok: true, value: await job.work(trx) });
      } catch (error) {
        await trx.executeQuery(STATEMENT.rollbackToSavepoint);
        outcomes.push({ ok: false, error });
      }
      await trx.executeQuery(STATEMENT.releaseSavepoint);
    }
    return outcomes;
  }

  /** Runs the batch in one transaction and commits it; the outcomes once the COMMIT returned. */
  async function commit(batch: Job[]) {
    const started = performance.now();
    let workDone = started;
    const transaction = (target: Kysely<Database>) =>
      target.transaction().execute(async (trx) => {
        const outcomes = await runJobs(trx, batch);
        workDone = performance.now();
        return outcomes;
      });
    const outcomes = durable
      ? // One connection: the pragma holds for this batch's COMMIT only, and FULL is back before
        // anything else runs on the connection.
        await db.connection().execute(async (connection) => {
          await connection.executeQuery(STATEMENT.syncNormal);
          try {
            return await transaction(connection);
          } finally {
            await connection.executeQuery(STATEMENT.syncFull);
          }
        })
      : await transaction(db);
    // From the end of the work to here: the COMMIT (with FULL, it holds the fsync).
    recorder.record(batch.length, workDone - started, performance.now() - workDone);
    return outcomes;
  }

  /**
   * Refusals are told at once: they stored nothing. What was stored is acknowledged once its
   * commit is on disk; the drain goes on meanwhile.
   */
  function settleWhenDurable(batch: Job[], outcomes: Outcome[]) {
    const stored: { job: Job; value: unknown }[] = [];
    batch.forEach((job, i) => {
      const outcome = outcomes[i]!;
      if (!outcome.ok) job.reject(outcome.error);
      else stored.push({ job, value: outcome.value });
    });
    const acknowledge = () => stored.forEach(({ job, value }) => job.resolve(value));
    if (!durable || stored.length === 0) return acknowledge();
    const committed = performance.now();
    durable.sync().then(
      () => {
        recorder.sync.add(performance.now() - committed);
        acknowledge();
      },
      (error: unknown) => {
        // Committed but perhaps not on disk: nobody is told it was stored. A resent save finds
        // its own row and is acknowledged after a later sync.
        process.emitWarning(`WAL sync failed: ${String(error)}`);
        for (const { job } of stored) job.reject(error);
      },
    );
  }

  async function drain() {
    while (queue.length > 0) {
      if (logRestart?.due()) {
        const held = performance.now();
        await logRestart.run().catch(() => {}); // a failed checkpoint: the next batch tries again
        recorder.logRestarts++;
        recorder.logRestart.add(performance.now() - held);
      }
      const batch = queue.splice(0, maxBatch);
      try {
        settleWhenDurable(batch, await commit(batch));
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
const configured = new WeakMap<Kysely<Database>, Omit<GroupCommitOptions, 'maxBatch'>>();

/** How this SQLite database's group commit syncs and keeps its log short (database.ts; GroupCommitOptions). */
export function configureGroupCommit(db: Kysely<Database>, options: Omit<GroupCommitOptions, 'maxBatch'>): void {
  configured.set(db, options);
}

/**
 * A write transaction on the hot path of an exam (answer saves, submissions): on SQLite it
 * joins the database's group commit, on PostgreSQL, which runs transactions side by side and
 * groups WAL flushes itself, it is a transaction of its own.
 */
export function writeTransaction<T>(target: DatabaseHandle, work: Work<T>): Promise<T> {
  if (target.dialect !== 'sqlite') return target.db.transaction().execute(work);
  let committer = committers.get(target.db);
  if (!committer) committers.set(target.db, (committer = groupCommitter(target.db, configured.get(target.db))));
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
    `commit p50 ${f(stats.commitMs.p50)} / p99 ${f(stats.commitMs.p99)} / max ${f(stats.commitMs.max)} ms; ` +
    `then waiting for the log's fsync p50 ${f(stats.syncMs.p50)} / p99 ${f(stats.syncMs.p99)} / max ${f(stats.syncMs.max)} ms; ` +
    `held for the log's restart ${stats.logRestarts} times, p50 ${f(stats.logRestartMs.p50)} / max ${f(stats.logRestartMs.max)} ms`
  );
}
