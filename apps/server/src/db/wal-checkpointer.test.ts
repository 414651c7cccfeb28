import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { eventually } from '../modules/live/test/live-test-client.js';
import { type DatabaseHandle, openDatabase } from './database.js';
import { writeTransaction } from './group-commit.js';
import { logRestart, type WalCheckpointer } from './wal-checkpointer.js';

describe('WAL checkpoints off the event loop (SQLite file)', () => {
  let handle: DatabaseHandle | null = null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaoshi-wal-'));
  afterEach(async () => {
    await handle?.db.destroy();
    handle = null;
  });

  it('leaves the write-ahead log to the checkpoint thread, which copies it into the database file within seconds', async () => {
    const file = path.join(dir, 'wal.sqlite');
    handle = openDatabase({ sqliteFile: file });
    const { db } = handle;
    expect(Object.values((await sql<Record<string, number>>`pragma wal_autocheckpoint`.execute(db)).rows[0]!)).toEqual([0]);
    await sql`create table blobs (id integer primary key, body text)`.execute(db);
    const sizeOf = (name: string) => (fs.existsSync(name) ? fs.statSync(name).size : 0);
    const before = sizeOf(file);
    // About 6 MB, far past the 1,000 pages (4 MB) at which the connection would checkpoint itself.
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 600; i++) await sql`insert into blobs (body) values (${'x'.repeat(10_000)})`.execute(trx);
    });
    expect(sizeOf(`${file}-wal`)).toBeGreaterThan(5_000_000);
    await eventually(
      async () => sizeOf(file),
      (size) => size > before + 5_000_000,
      5000,
    );
    expect((await sql<{ n: number }>`select count(*) as n from blobs`.execute(db)).rows[0]!.n).toBe(600);
  });

  it('opens the same file again after closing, with everything in it', async () => {
    handle = openDatabase({ sqliteFile: path.join(dir, 'wal.sqlite') });
    expect((await sql<{ n: number }>`select count(*) as n from blobs`.execute(handle.db)).rows[0]!.n).toBe(600);
  });

  it('starts the log over when it passes its limit, though commits never stop', async () => {
    const file = path.join(dir, 'steady.sqlite');
    const limit = 256 * 1024;
    handle = openDatabase({ sqliteFile: file, walLimitBytes: limit, walCheckEveryMs: 0 });
    const target = { db: handle.db, dialect: 'sqlite' as const };
    await sql`create table pages (id integer primary key, body text)`.execute(handle.db);
    let largest = 0;
    // Each commit adds about 8 KB of log (a 4 KB row spills onto a second page): 600 commits,
    // one after another, make about 5 MB of log when nothing starts it over.
    for (let i = 0; i < 600; i++) {
      await writeTransaction(target, (trx) => sql`insert into pages (body) values (${'p'.repeat(4000)})`.execute(trx));
      largest = Math.max(largest, fs.statSync(`${file}-wal`).size);
    }
    expect(largest).toBeLessThan(4 * limit);
    expect((await sql<{ n: number }>`select count(*) as n from pages`.execute(handle.db)).rows[0]!.n).toBe(600);
  });
});

describe('the log restart’s look at the log', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaoshi-wal-size-'));
  const checkpointer = { checkpointNow: async () => true } as unknown as WalCheckpointer;

  it('looks at the log’s size at most once per interval, and again once it has passed', () => {
    const wal = path.join(dir, 'db.sqlite-wal');
    fs.writeFileSync(wal, Buffer.alloc(2048));
    let now = 0;
    const restart = logRestart(checkpointer, wal, 1024, 50, () => now);
    expect(restart.due()).toBe(true);
    // Within the interval the answer is "not due" without a look, even though the log is still long.
    now = 49;
    expect(restart.due()).toBe(false);
    now = 50;
    expect(restart.due()).toBe(true);
    fs.truncateSync(wal, 0);
    now = 100;
    expect(restart.due()).toBe(false);
  });
});
