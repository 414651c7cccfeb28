import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './database.js';

const DATABASE_URL = process.env.DATABASE_URL;

describe.runIf(DATABASE_URL)('table listing on PostgreSQL (own-schema-dialect.ts)', () => {
  const mine = `t_${randomBytes(6).toString('hex')}`;
  const theirs = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  let handle: DatabaseHandle;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${mine}; CREATE SCHEMA ${theirs}`);
    await admin.query(`CREATE TABLE ${mine}.notes (id serial primary key, body text not null, tag text)`);
    await admin.query(`CREATE TABLE ${mine}.kysely_migration (name text primary key)`);
    await admin.query(`CREATE TABLE ${theirs}.others (id serial primary key)`);
    handle = openDatabase({ databaseUrl: DATABASE_URL, sqliteFile: '', pgSchema: mine, poolSize: 1 });
  });
  afterAll(async () => {
    await handle.db.destroy();
    await admin.query(`DROP SCHEMA IF EXISTS ${mine} CASCADE; DROP SCHEMA IF EXISTS ${theirs} CASCADE`);
    await admin.end();
  });

  it("lists the connection's own schema's tables with their columns, and the migrator's only when asked", async () => {
    const tables = await handle.db.introspection.getTables();
    expect(tables.map((table) => `${table.schema}.${table.name}`)).toEqual([`${mine}.notes`]);
    expect(tables[0]?.columns.map((column) => [column.name, column.isAutoIncrementing, column.isNullable])).toEqual([
      ['id', true, false],
      ['body', false, false],
      ['tag', false, true],
    ]);
    const all = await handle.db.introspection.getTables({ withInternalKyselyTables: true });
    expect(all.map((table) => table.name)).toEqual(['kysely_migration', 'notes']);
  });

  it("neither waits for nor fails on another schema's drop", async () => {
    // Kysely's own listing asks about every schema's columns: it waited for the lock of a table
    // being dropped with its schema, then failed with "relation … does not exist".
    const dropper = new pg.Client({ connectionString: DATABASE_URL });
    await dropper.connect();
    try {
      await dropper.query(`BEGIN; DROP SCHEMA ${theirs} CASCADE`);
      const listing = handle.db.introspection.getTables();
      const blocked = new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 5000).unref());
      const tables = await Promise.race([listing, blocked]);
      await dropper.query('COMMIT');
      await listing.catch(() => {});
      expect(tables === 'blocked' ? tables : tables.map((table) => table.name)).toEqual(['notes']);
    } finally {
      await dropper.end();
    }
  });
});
