import SQLite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
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
    const committer = groupCommitter(db, 2);
    const first = Promise.all([1, 2, 3].map((id) => committer.run(insertNote(id))));
    await first;
    const second = await committer.run(insertNote(4));
    expect(second).toBe(4);
    expect(storedIds()).toEqual([1, 2, 3, 4]);
    // [1, 2] and [3] (batch limit 2), then [4].
    expect(begins()).toBe(3);
  });
});
