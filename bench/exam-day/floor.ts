/**
 * The floor the answer save is measured against, in the same run on the same machine: a bare
 * Fastify endpoint's requests per second (same client, same connection count) and the database's
 * single-row upsert rate, each upsert its own durable commit (SQLite WAL with synchronous=FULL
 * as the server opens it; PostgreSQL on one connection and on as many as the server's pool).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { assertPortFree, JsonClient, percentile, REPO_ROOT, spawnChild, stopChild, waitUntilHealthy } from '@kaoshi/exam-load';

export interface FsyncRate {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface Floor {
  /** The disk under the temporary directory (where the SQLite file goes): 4 KB write + fdatasync. */
  fsync: FsyncRate;
  bareFastifyRps: number;
  upsertsPerSecond: number;
  /** PostgreSQL only: upserts per second over the server's pool size of connections. */
  pooledUpsertsPerSecond?: number;
}

const BARE_SERVER = path.join(REPO_ROOT, 'bench/exam-day/bare-server.ts');

/** Closed loop: `concurrency` callers, each sending the next request when the last returns. */
export async function closedLoop(seconds: number, concurrency: number, call: (n: number) => Promise<boolean>) {
  const until = performance.now() + seconds * 1000;
  let done = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        if (!(await call(done + failed))) failed++;
        else done++;
      }
    }),
  );
  return { perSecond: done / ((performance.now() - started) / 1000), failed };
}

async function bareFastifyRps(port: number, connections: number, seconds: number): Promise<number> {
  await assertPortFree(port, '127.0.0.1', 'the bare floor server');
  const child: ChildProcess = spawnChild(process.execPath, ['--import', 'tsx', BARE_SERVER], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const client = new JsonClient(url, connections);
  try {
    await waitUntilHealthy(url, child);
    const save = (n: number) =>
      client
        .call('POST', '/api/bare/save', 'token', { attemptId: 1, questionId: n, seq: n + 1, answer: { choices: ['A'] }, flagged: false })
        .then((r) => r.ok);
    await closedLoop(1, 64, save); // warm-up
    return (await closedLoop(seconds, 64, save)).perSecond;
  } finally {
    client.close();
    await stopChild(child, 5_000);
  }
}

function sqliteUpsertRate(seconds: number): number {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaoshi-floor-'));
  const db = new SQLite(path.join(dir, 'floor.sqlite'));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.exec(
      'create table answers (attempt_id integer, question_id integer, choices text, seq integer, primary key (attempt_id, question_id))',
    );
    const upsert = db.prepare(
      'insert into answers values (?, ?, ?, ?) on conflict (attempt_id, question_id) do update set choices = excluded.choices, seq = excluded.seq',
    );
    const until = performance.now() + seconds * 1000;
    const started = performance.now();
    let n = 0;
    while (performance.now() < until) upsert.run(n % 1000, n % 100, 'A', n++);
    return n / ((performance.now() - started) / 1000);
  } finally {
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function postgresUpsertRate(databaseUrl: string, seconds: number, connections: number): Promise<number> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  try {
    await pool.query(
      'create table if not exists floor_answers (attempt_id int, question_id int, choices text, seq int, primary key (attempt_id, question_id))',
    );
    const { perSecond } = await closedLoop(seconds, connections, async (n) => {
      await pool.query({
        name: 'floor-upsert',
        text: 'insert into floor_answers values ($1, $2, $3, $4) on conflict (attempt_id, question_id) do update set choices = excluded.choices, seq = excluded.seq',
        values: [n % 1000, n % 100, 'A', n],
      });
      return true;
    });
    return perSecond;
  } finally {
    await pool.query('drop table if exists floor_answers');
    await pool.end();
  }
}

/**
 * The machine's durable-write rate, the unit every commit with synchronous=FULL pays: a 4 KB
 * write into a preallocated file (as a WAL frame overwrites a reused WAL) and fdatasync, in a
 * loop, with each sync's time kept so that a save's p99 can be read against the sync's p99.
 */
export function measureFsync(seconds: number, dir = os.tmpdir()): FsyncRate {
  const scratch = fs.mkdtempSync(path.join(dir, 'kaoshi-fsync-'));
  const file = path.join(scratch, 'fsync.bin');
  const fd = fs.openSync(file, 'w+');
  const page = Buffer.alloc(4096, 7);
  const slots = 1024;
  try {
    fs.writeSync(fd, Buffer.alloc(page.length * slots), 0, page.length * slots, 0);
    fs.fsyncSync(fd);
    const times: number[] = [];
    const until = performance.now() + seconds * 1000;
    const started = performance.now();
    while (performance.now() < until) {
      const at = performance.now();
      fs.writeSync(fd, page, 0, page.length, (times.length % slots) * page.length);
      fs.fdatasyncSync(fd);
      times.push(performance.now() - at);
    }
    const elapsed = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    return {
      perSecond: times.length / elapsed,
      p50Ms: percentile(times, 50),
      p99Ms: percentile(times, 99),
      maxMs: times.at(-1) ?? Number.NaN,
    };
  } finally {
    fs.closeSync(fd);
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

export const describeFsync = (rate: FsyncRate) =>
  `${rate.perSecond.toFixed(0)} fsyncs/s (4 KB write + fdatasync; p50 ${rate.p50Ms.toFixed(2)} ms, p99 ${rate.p99Ms.toFixed(2)} ms, max ${rate.maxMs.toFixed(1)} ms)`;

export async function measureFloor(options: {
  port: number;
  connections: number;
  databaseUrl?: string;
  poolSize: number;
  seconds?: number;
}): Promise<Floor> {
  const seconds = options.seconds ?? 5;
  const fsync = measureFsync(Math.min(seconds, 3));
  const bare = await bareFastifyRps(options.port, options.connections, seconds);
  if (!options.databaseUrl) return { fsync, bareFastifyRps: bare, upsertsPerSecond: sqliteUpsertRate(seconds) };
  return {
    fsync,
    bareFastifyRps: bare,
    upsertsPerSecond: await postgresUpsertRate(options.databaseUrl, seconds, 1),
    pooledUpsertsPerSecond: await postgresUpsertRate(options.databaseUrl, seconds, options.poolSize),
  };
}
