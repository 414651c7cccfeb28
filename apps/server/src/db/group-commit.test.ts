import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, sql } from 'kysely';
import { QueuedSqliteDialect } from './queued-sqlite-dialect.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { groupCommitter } from './group-commit.js';
import type { Database } from './schema.js';
import { withStatementCache } from './statement-cache.js';

/** Tables of this test only; the committer does not care what the work writes. */
type Row = { id: number; owner: number | null };

describe('group commit (SQLite)', () => {
  let sqlite: SQLite.Database;
  let db: Kysely<Database>;
  let statements: string[];

  beforeEach(async () => {
    sqlite = new SQLite(':memory:');
    sqlite.pragma('foreign_keys = ON');
    statements = [];
    db = new Kysely<Database>({
      dialect: new QueuedSqliteDialect({ database: withStatementCache(sqlite) }),
      log: (event) => void statements.push(event.query.sql),
    });
    await sql`create table owners (id integer primary key)`.execute(db);
    // Deferred: a broken reference is found only when the transaction commits.
    await sql`create table notes (id integer primary key, owner integer references owners (id) deferrable initially deferred)`.execute(db);
    await sql`insert into owners (id) values (1)`.execute(db);
    statements = [];
  });
  afterEach(() => db.destroy());

  const insertNote =
    (id: number, owner = 1) =>
    (trx: Kysely<Database>) =>
      sql`insert into notes (id, owner) values (${id}, ${owner})`.execute(trx).then(() => id);
  const storedIds = () => (sqlite.prepare('select id from notes order by id').all() as Row[]).map((row) => row.id);
  const begins = () => statements.filter((text) => text === 'begin').length;

  it('commits work arriving together in one transaction and settles each with its own result', async () => {
    const committer = groupCommitter(db);
    const results = await Promise.all([1, 2, 3, 4].map((id) => committer.run(insertNote(id))));
    expect(results).toEqual([1, 2, 3, 4]);
    expect(storedIds()).toEqual([1, 2, 3, 4]);
    expect(begins()).toBe(1);
  });

  it('measures each batch: jobs per commit, time of the work and of the commit', async () => {
    const committer = groupCommitter(db);
    expect(committer.stats()).toMatchObject({ batches: 0, jobs: 0 });
    await Promise.all([1, 2, 3].map((id) => committer.run(insertNote(id))));
    await committer.run(insertNote(4));
    const stats = committer.stats();
    expect(stats).toMatchObject({ batches: 2, jobs: 4, largestBatch: 3 });
    expect(stats.commitMs.max).toBeGreaterThanOrEqual(0);
    expect(stats.workMs.p99).toBeLessThanOrEqual(stats.workMs.max);
  });

  it('undoes only the work that threw, which alone gets its error', async () => {
    const committer = groupCommitter(db);
    const failing = async (trx: Kysely<Database>) => {
      await insertNote(20)(trx);
      throw new Error('refused after writing');
    };
    const outcomes = await Promise.allSettled([committer.run(insertNote(10)), committer.run(failing), committer.run(insertNote(30))]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason).toEqual(new Error('refused after writing'));
    expect(storedIds()).toEqual([10, 30]);
  });

  it('acknowledges nobody when the commit fails, and stores nothing', async () => {
    const committer = groupCommitter(db);
    // Note 2 names an owner that does not exist: the deferred check fails the commit.
    const outcomes = await Promise.allSettled([
      committer.run(insertNote(1)),
      committer.run(insertNote(2, 99)),
      committer.run(insertNote(3)),
    ]);
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    expect(storedIds()).toEqual([]);
    // The committer goes on working after a failed batch.
    expect(await committer.run(insertNote(4))).toBe(4);
    expect(storedIds()).toEqual([4]);
  });

  it('starts a new transaction for work that arrives while one is committing, and never more than the batch limit in one', async () => {
    const committer = groupCommitter(db, { maxBatch: 2 });
    const first = Promise.all([1, 2, 3].map((id) => committer.run(insertNote(id))));
    await first;
    const second = await committer.run(insertNote(4));
    expect(second).toBe(4);
    expect(storedIds()).toEqual([1, 2, 3, 4]);
    // [1, 2] and [3] (batch limit 2), then [4].
    expect(begins()).toBe(3);
  });
});

describe('pipelined group commit (the log synced off the event loop)', () => {
  let dir: string;
  let sqlite: SQLite.Database;
  let db: Kysely<Database>;
  let statements: string[];
  /** The syncs the committer asked for, each settled by the test. */
  let syncs: { resolve: () => void; reject: (error: Error) => void }[];
  const durable = { sync: () => new Promise<void>((resolve, reject) => syncs.push({ resolve, reject })) };

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'group-commit-'));
    sqlite = new SQLite(path.join(dir, 'db.sqlite'));
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    statements = [];
    syncs = [];
    db = new Kysely<Database>({
      dialect: new QueuedSqliteDialect({ database: withStatementCache(sqlite) }),
      log: (event) => void statements.push(event.query.sql),
    });
    await sql`create table notes (id integer primary key)`.execute(db);
  });
  afterEach(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const insertNote = (id: number) => (trx: Kysely<Database>) => sql`insert into notes (id) values (${id})`.execute(trx).then(() => id);
  const storedIds = () => (sqlite.prepare('select id from notes order by id').all() as Row[]).map((row) => row.id);
  /** Follows a promise without awaiting it: what it settled to so far. */
  const watch = <T>(promise: Promise<T>) => {
    const seen: { state: 'pending' | 'fulfilled' | 'rejected'; value?: unknown } = { state: 'pending' };
    promise.then(
      (value) => Object.assign(seen, { state: 'fulfilled', value }),
      (value: unknown) => Object.assign(seen, { state: 'rejected', value }),
    );
    return seen;
  };

  it('acknowledges a batch only after its sync, and commits the next batch while that sync runs', async () => {
    const committer = groupCommitter(db, { durable });
    const first = watch(committer.run(insertNote(1)));
    await vi.waitFor(() => expect(syncs).toHaveLength(1));
    // Committed (a reader sees it) but not yet acknowledged: its sync has not returned.
    expect(storedIds()).toEqual([1]);
    expect(first.state).toBe('pending');

    const second = watch(committer.run(insertNote(2)));
    await vi.waitFor(() => expect(syncs).toHaveLength(2));
    expect(storedIds()).toEqual([1, 2]);
    syncs[1]!.resolve();
    await vi.waitFor(() => expect(second).toEqual({ state: 'fulfilled', value: 2 }));
    expect(first.state).toBe('pending');
    syncs[0]!.resolve();
    await vi.waitFor(() => expect(first).toEqual({ state: 'fulfilled', value: 1 }));
    expect(committer.stats()).toMatchObject({ batches: 2, jobs: 2 });
    expect(committer.stats().syncMs.max).toBeGreaterThan(0);
  });

  it('holds a batch while the log starts over, and counts and times each hold', async () => {
    let due = true;
    const storedAtRestart: number[][] = [];
    const logRestart = {
      due: () => due,
      run: async () => {
        due = false;
        storedAtRestart.push(storedIds());
        await new Promise((resolve) => setTimeout(resolve, 30));
      },
    };
    const committer = groupCommitter(db, { logRestart });
    await committer.run(insertNote(1));
    await committer.run(insertNote(2));
    // Once, before the first batch committed anything.
    expect(storedAtRestart).toEqual([[]]);
    expect(storedIds()).toEqual([1, 2]);
    const stats = committer.stats();
    expect(stats.logRestarts).toBe(1);
    // The timer may fire a millisecond early; the hold is what the batch waited.
    expect(stats.logRestartMs.max).toBeGreaterThanOrEqual(25);
  });

  it('commits a batch with NORMAL and puts the connection back to FULL for every other write', async () => {
    const committer = groupCommitter(db, { durable });
    const done = committer.run(insertNote(1));
    await vi.waitFor(() => expect(syncs).toHaveLength(1));
    syncs[0]!.resolve();
    await done;
    const order = statements.filter((text) => /^(pragma|begin|commit)/.test(text));
    expect(order).toEqual(['pragma synchronous = NORMAL', 'begin', 'commit', 'pragma synchronous = FULL']);
    expect(sqlite.pragma('synchronous', { simple: true })).toBe(2); // FULL
  });

  it('puts the connection back to FULL when the commit fails too', async () => {
    const committer = groupCommitter(db, { durable });
    await sql`insert into notes (id) values (7)`.execute(db);
    // A duplicate key fails the job, not the commit; a failing COMMIT is what a deferred check
    // gives, so the batch fails here by a work that breaks the transaction itself.
    const outcome = await committer.run((trx) => sql`rollback`.execute(trx)).catch((error: unknown) => error);
    expect(outcome).toBeInstanceOf(Error);
    expect(sqlite.pragma('synchronous', { simple: true })).toBe(2);
    expect(syncs).toHaveLength(0); // nothing committed, nothing to sync or acknowledge
  });

  it('rejects the whole batch when its sync fails, and goes on with the next', async () => {
    const warnings = vi.spyOn(process, 'emitWarning').mockImplementation(() => {});
    const committer = groupCommitter(db, { durable });
    const batch = [watch(committer.run(insertNote(1))), watch(committer.run(insertNote(2)))];
    await vi.waitFor(() => expect(syncs).toHaveLength(1));
    syncs[0]!.reject(new Error('EIO'));
    await vi.waitFor(() => expect(batch.map((job) => job.state)).toEqual(['rejected', 'rejected']));
    expect(batch[0]!.value).toEqual(new Error('EIO'));
    expect(warnings).toHaveBeenCalledWith(expect.stringContaining('EIO'));
    warnings.mockRestore();

    const later = committer.run(insertNote(3));
    await vi.waitFor(() => expect(syncs).toHaveLength(2));
    syncs[1]!.resolve();
    expect(await later).toBe(3);
  });

  it('gives work that threw its own error without waiting for the sync', async () => {
    const committer = groupCommitter(db, { durable });
    const refused = watch(
      committer.run(async () => {
        throw new Error('refused');
      }),
    );
    const stored = watch(committer.run(insertNote(1)));
    await vi.waitFor(() => expect(refused).toEqual({ state: 'rejected', value: new Error('refused') }));
    expect(stored.state).toBe('pending');
    syncs[0]!.resolve();
    await vi.waitFor(() => expect(stored.state).toBe('fulfilled'));
  });
});
