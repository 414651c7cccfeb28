import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';
import { precompiled } from './precompiled.js';

describe('precompiled queries (SQLite, as the server opens it)', () => {
  let handle: DatabaseHandle;
  const compiledSql: string[] = [];

  beforeAll(async () => {
    handle = openDatabase({ sqliteFile: ':memory:' });
    await migrateToLatest(handle.db);
    const now = 1_800_000_000_000;
    await handle.db
      .insertInto('notices')
      .values([
        { title: 'Rules', content: '<p>one</p>', minReadingSeconds: 10, createdAt: now, updatedAt: now },
        { title: 'Rules', content: '<p>two</p>', minReadingSeconds: 30, createdAt: now, updatedAt: now },
        { title: 'Safety', content: '<p>three</p>', minReadingSeconds: 30, createdAt: now, updatedAt: now },
      ])
      .execute();
  });
  afterAll(() => handle.db.destroy());

  // Parameters used out of their order, one of them twice, next to a constant of the builder's own.
  const notices = precompiled((db, _dialect, title: string, seconds: number) => {
    const query = db
      .selectFrom('notices')
      .select(['content', 'minReadingSeconds'])
      .where('minReadingSeconds', '>=', seconds)
      .where((eb) => eb.or([eb('title', '=', title), eb('content', '=', title)]))
      .where('id', 'in', [1, 2, 3])
      .orderBy('id');
    compiledSql.push(query.compile().sql);
    return query;
  });

  it("puts each call's values in the places the builder used them, keeps the builder's constants, and builds the query only once", async () => {
    const first = await notices(handle.db, handle.dialect, 'Rules', 20);
    expect(first.rows).toEqual([{ content: '<p>two</p>', minReadingSeconds: 30 }]);
    const second = await notices(handle.db, handle.dialect, 'Safety', 0);
    expect(second.rows).toEqual([{ content: '<p>three</p>', minReadingSeconds: 30 }]);
    const third = await notices(handle.db, handle.dialect, '<p>one</p>', 10);
    expect(third.rows).toEqual([{ content: '<p>one</p>', minReadingSeconds: 10 }]);
    expect(compiledSql).toHaveLength(1);
  });

  it("runs inside a transaction on the transaction's connection", async () => {
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await trx.updateTable('notices').set({ minReadingSeconds: 99 }).where('title', '=', 'Safety').execute();
        expect((await notices(trx, handle.dialect, 'Safety', 99)).rows).toHaveLength(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await notices(handle.db, handle.dialect, 'Safety', 99)).rows).toHaveLength(0);
  });
});
