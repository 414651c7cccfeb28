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
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = FULL');
const checkpoint = () => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (error) { parentPort.postMessage({ error: String(error) }); }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.close();
});
`;

const AUTO_CHECKPOINT_PAGES = 1000;

export interface WalCheckpointer {
  stop(): Promise<void>;
}

export function startWalCheckpointer(connection: SQLite.Database, file: string, intervalMs = 1000): WalCheckpointer {
  connection.pragma('wal_autocheckpoint = 0');
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver, intervalMs } });
  worker.unref();
  let stopping = false;
  const fallBack = () => {
    if (stopping || !connection.open) return;
    connection.pragma(`wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`);
  };
  worker.on('error', fallBack);
  worker.on('exit', fallBack);
  worker.on('message', (message: { error?: string }) => {
    if (message.error) process.emitWarning(`WAL checkpoint failed: ${message.error}`);
  });
  return {
    async stop() {
      if (stopping) return;
      stopping = true;
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage('stop');
      await exited;
    },
  };
}
