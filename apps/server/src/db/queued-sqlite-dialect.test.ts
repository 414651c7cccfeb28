import SQLite from 'better-sqlite3';
import { type Generated, Kysely, sql, SqliteDialect } from 'kysely';
import { describe, expect, it } from 'vitest';
import { HandOverLock, QueuedSqliteDialect } from './queued-sqlite-dialect.js';

/** Lets every queued microtask and promise continuation run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('HandOverLock', () => {
  it('hands the lock to waiters one at a time, in the order they came', async () => {
    const lock = new HandOverLock();
    const order: number[] = [];
    await lock.acquire();
    const waiters = [1, 2, 3].map((n) => lock.acquire().then(() => order.push(n)));
    await settle();
    expect([order, lock.waiting]).toEqual([[], 3]);
    lock.release();
    await settle();
    // One release, one waiter through: the others still wait, and the lock stays held.
    expect([order, lock.waiting]).toEqual([[1], 2]);
    // Someone new comes after those waiting, however the release and the new ask interleave.
    const late = lock.acquire().then(() => order.push(4));
    lock.release();
    lock.release();
    lock.release();
    await Promise.all([...waiters, late]);
    expect(order).toEqual([1, 2, 3, 4]);
    lock.release();
    // Free again: the next ask holds it at once.
    await lock.acquire();
    expect(lock.waiting).toBe(0);
  });

  it('refuses a release by nobody', () => {
    expect(() => new HandOverLock().release()).toThrow(/not held/);
  });

  it('keeps the order through a queue long enough to be compacted while it never empties', async () => {
    const lock = new HandOverLock();
    const order: number[] = [];
    await lock.acquire();
    const waiters = Array.from({ length: 3000 }, (_, n) => lock.acquire().then(() => order.push(n)));
    for (let n = 0; n < 3000; n++) {
      // Each release lets the next one in; a newcomer joins every 100, after everyone before it.
      if (n % 100 === 0) waiters.push(lock.acquire().then(() => order.push(3000 + n / 100)));
      lock.release();
      await settle();
    }
    for (let n = 0; n < 30; n++) lock.release();
    await Promise.all(waiters);
    expect(order).toEqual(Array.from({ length: 3030 }, (_, n) => n));
    expect(lock.waiting).toBe(0);
  });
});

/**
 * The driver in use: one connection, statements and transactions of many callers in turn. What
 * it changes is the cost of a crowd: Kysely's own lock wakes every waiter on each release.
 */
describe('QueuedSqliteDialect', () => {
  const open = (dialect: (database: SQLite.Database) => SqliteDialect) => {
    const database = new SQLite(':memory:');
    return new Kysely<{ notes: { id: Generated<number>; by: number } }>({ dialect: dialect(database) });
  };

  it('runs many callers’ statements and transactions on its one connection, each transaction whole', async () => {
    const db = open((database) => new QueuedSqliteDialect({ database }));
    await sql`create table notes (id integer primary key, by integer not null)`.execute(db);
    const callers = Array.from({ length: 200 }, async (_, by) => {
      if (by % 2 === 0) return db.insertInto('notes').values({ by }).execute();
      // A transaction holds the connection across its awaits: nobody else's statement lands inside it.
      return db.transaction().execute(async (trx) => {
        await trx.insertInto('notes').values({ by }).execute();
        await settle();
        await trx.insertInto('notes').values({ by }).execute();
        if (by % 3 === 0) throw new Error('undone');
      });
    });
    const outcomes = await Promise.allSettled(callers);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(33);
    const rows = await db.selectFrom('notes').select(['id', 'by']).orderBy('id').execute();
    // Each committed transaction's two rows are next to each other; undone ones left nothing.
    const odd = rows.filter((row) => row.by % 2 === 1);
    for (let i = 0; i < odd.length; i += 2) expect([odd[i]!.by, odd[i]!.id + 1]).toEqual([odd[i + 1]!.by, odd[i + 1]!.id]);
    expect(new Set(odd.map((row) => row.by))).toEqual(
      new Set(Array.from({ length: 200 }, (_, by) => by).filter((by) => by % 2 === 1 && by % 3 !== 0)),
    );
    expect(rows.filter((row) => row.by % 2 === 0)).toHaveLength(100);
    await db.destroy();
  });

  it('wakes one waiter per release, where Kysely’s own driver wakes the whole crowd', async () => {
    // Promise continuations run while 300 callers queue behind a transaction that holds the
    // connection, counted with a hook on every promise made: a measure of the wake-ups.
    const continuations = async (dialect: (database: SQLite.Database) => SqliteDialect) => {
      const db = open(dialect);
      await sql`create table notes (id integer primary key, by integer not null)`.execute(db);
      let held!: () => void;
      const holding = db.transaction().execute(() => new Promise<void>((resolve) => (held = resolve)));
      await settle();
      const callers = Array.from({ length: 300 }, (_, by) => db.insertInto('notes').values({ by }).execute());
      await settle();
      const { createHook } = await import('node:async_hooks');
      let promises = 0;
      const hook = createHook({ init: (_id, type) => void (type === 'PROMISE' && promises++) }).enable();
      held();
      await Promise.all([holding, ...callers]);
      hook.disable();
      expect(
        await db
          .selectFrom('notes')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ).toEqual({ n: 300 });
      await db.destroy();
      return promises;
    };
    const queued = await continuations((database) => new QueuedSqliteDialect({ database }));
    const stock = await continuations((database) => new SqliteDialect({ database }));
    // Each of 300 statements costs a fixed number of promises here; there, every release makes
    // one for each caller still waiting (about 300²/2 in all).
    expect(queued).toBeLessThan(300 * 30);
    expect(stock).toBeGreaterThan(300 * 100);
  });
});
