import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/database.js';

/**
 * PostgreSQL restarting closes every connection: the idle ones in the server's pool (an 'error'
 * event on the pool) and the one a request holds between two queries (an 'error' event on that
 * client). Either, unheard, ended the server process until database.ts listened for them (found
 * by npm run test:crash -- --db postgres). Here only this test's own connections are closed (by
 * application_name or pid), so tests beside it are not disturbed.
 */
describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL closing the pool’s connections', () => {
  const name = `kaoshi-reconnect-${randomBytes(4).toString('hex')}`;
  let handle: DatabaseHandle;
  let admin: pg.Client;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
  const answer = async () => (await sql<{ answer: number }>`select 6 * 7 as answer`.execute(handle.db)).rows;

  beforeAll(async () => {
    const url = new URL(process.env.DATABASE_URL!);
    url.searchParams.set('application_name', name);
    handle = openDatabase({ databaseUrl: url.toString(), sqliteFile: '', poolSize: 3 });
    admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await handle.db.destroy();
  });

  it('idle connections: the process goes on, and the next queries run on new connections', async () => {
    // Three connections at once, then idle in the pool.
    await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(handle.db)));
    const closed = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [name]);
    expect(closed.rowCount).toBe(3);
    await settle();
    expect(await answer()).toEqual([{ answer: 42 }]);
  });

  it('a connection held between two queries: that work fails, the process goes on, the next query runs', async () => {
    const held = handle.db.connection().execute(async (connection) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(connection);
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await settle();
      await sql`select 1`.execute(connection);
    });
    await expect(held).rejects.toThrow();
    expect(await answer()).toEqual([{ answer: 42 }]);
  });
});
