import { performance } from 'node:perf_hooks';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

/**
 * SQLite copies its write-ahead log back into the database file (a checkpoint) on the commit that
 * finds the log over 1,000 pages, on whichever connection made that commit: here the server's
 * one connection, on the event loop. With a large database that copy and its fsync take tens to
 * hundreds of milliseconds, and every request waits (the exam-day benchmark's answer-save p99 at
 * 10,000 candidates was 300 ms with the CPU mostly idle). So the server's connection never
 * checkpoints; a worker thread with its own connection runs a PASSIVE checkpoint every second,
 * which copies what it can without blocking the writer. If the worker stops unexpectedly the
 * connection checkpoints for itself again, so the log never grows without bound.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, workerData.addon ? { nativeBinding: workerData.addon } : {});
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = FULL');
const checkpoint = () => {
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)');
    return result.busy === 0 && result.log === result.checkpointed;
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
    return false;
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', (message) => {
  if (message.checkpoint) return parentPort.postMessage({ checkpointed: message.checkpoint, complete: checkpoint() });
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

const AUTO_CHECKPOINT_PAGES = 1000;

/**
 * The native addon this thread loads, as resolved here: the worker is handed the same file, so a
 * loader hook on this thread (a test harness running another Node version's build) holds for the
 * worker too, which resolves modules without the hooks. Undefined where the package keeps its
 * addon elsewhere: the worker then finds it as better-sqlite3 itself does.
 */
function sqliteAddon(resolve: NodeJS.RequireResolve): string | undefined {
  try {
    return resolve('better-sqlite3/build/Release/better_sqlite3.node');
  } catch {
    return undefined;
  }
}

export interface WalCheckpointer {
  /** A PASSIVE checkpoint now, on the worker: true when it copied the whole log back. */
  checkpointNow(): Promise<boolean>;
  stop(): Promise<void>;
}

export function startWalCheckpointer(connection: SQLite.Database, file: string, intervalMs = 1000): WalCheckpointer {
  connection.pragma('wal_autocheckpoint = 0');
  const resolve = createRequire(import.meta.url).resolve;
  const driver = resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver, addon: sqliteAddon(resolve), intervalMs } });
  worker.unref();
  let stopping = false;
  let running = true;
  let asked = 0;
  const waiting = new Map<number, (complete: boolean) => void>();
  const fallBack = () => {
    running = false;
    for (const answer of waiting.values()) answer(false);
    waiting.clear();
    if (stopping || !connection.open) return;
    connection.pragma(`wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`);
  };
  worker.on('error', fallBack);
  worker.on('exit', fallBack);
  worker.on('message', (message: { error?: string; checkpointed?: number; complete?: boolean }) => {
    if (message.error) process.emitWarning(`WAL checkpoint failed: ${message.error}`);
    if (message.checkpointed) {
      waiting.get(message.checkpointed)?.(message.complete === true);
      waiting.delete(message.checkpointed);
    }
  });
  return {
    checkpointNow() {
      if (!running || stopping) return Promise.resolve(false);
      const id = ++asked;
      return new Promise<boolean>((resolve) => {
        waiting.set(id, resolve);
        worker.postMessage({ checkpoint: id });
      });
    },
    async stop() {
      if (stopping) return;
      stopping = true;
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage('stop');
      await exited;
    },
  };
}

/** What the group commit asks before each batch (group-commit.ts, GroupCommitOptions.logRestart). */
export interface LogRestart {
  due(): boolean;
  run(): Promise<void>;
}

/**
 * Keeps the write-ahead log from growing without end during an exam. SQLite starts the log over
 * from its beginning only when a write transaction begins with the whole log copied back; under a
 * steady stream of commits (an exam's saves, hundreds a second) the worker's checkpoint never
 * catches the last commit, so the log only grows: 2.9 GB in the six answering minutes of a
 * 2,000-candidate benchmark, and an exam of hours would fill the disk. When the log is past
 * `limitBytes`, the group commit holds its next batch (the event loop goes on queueing saves)
 * while the worker copies the log back, so that batch starts it over; `journal_size_limit`
 * (database.ts) then cuts the file back to the limit. The hold costs one checkpoint's time.
 * The log's size is looked at once per `checkEveryMs` at most, not before every batch: a stat
 * per batch was 2 % of the server's CPU at thousands of batches a second (profiled), and the log
 * grows by a few hundred KB at most in between.
 */
export function logRestart(
  checkpointer: WalCheckpointer,
  walFile: string,
  limitBytes: number,
  checkEveryMs = 10,
  clock: () => number = () => performance.now(),
): LogRestart {
  const size = () => {
    try {
      return fs.statSync(walFile).size;
    } catch {
      return 0; // no log yet
    }
  };
  let checkedAt = Number.NEGATIVE_INFINITY;
  return {
    due: () => {
      const now = clock();
      if (now - checkedAt < checkEveryMs) return false;
      checkedAt = now;
      return size() > limitBytes;
    },
    run: async () => void (await checkpointer.checkpointNow()),
  };
}
