import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../../db/database.js';

/**
 * A fingerprint of the whole database: rows and a checksum of their content per table. Two
 * equal snapshots mean no row was added, removed or changed. Tables that change on a refused
 * request by design are left out: sessions and sign-in codes (a login), captchas (each one is
 * used up), and the audit trail (it records refusals such as failed logins).
 */
export const CHANGING_BY_DESIGN = /^(?:sessions|captchas|auth_codes|audit.*|kysely_migration.*)$/;

export type Snapshot = Record<string, { rows: number; checksum: string }>;

/** On PostgreSQL, the connection's own schema's tables (db/own-schema-dialect.ts). */
async function tablesOf(db: Kysely<unknown>): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables
    .filter((table) => !CHANGING_BY_DESIGN.test(table.name))
    .map((table) => table.name)
    .sort();
}

/** SQLite: each table's rows read and hashed here (an in-memory database answers in microseconds). */
async function sqliteSnapshot(db: Kysely<unknown>, tables: readonly string[]): Promise<Snapshot> {
  const snapshot: Snapshot = {};
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    const lines = rows
      .map((row) => JSON.stringify(row, (_key, value: unknown) => (Buffer.isBuffer(value) ? value.toString('hex') : value)))
      .sort();
    snapshot[table] = { rows: rows.length, checksum: createHash('sha256').update(lines.join('\n')).digest('hex') };
  }
  return snapshot;
}

/** PostgreSQL: one round trip, the database hashing each table's rows in a fixed order. */
async function postgresSnapshot(db: Kysely<unknown>, tables: readonly string[]): Promise<Snapshot> {
  const parts = tables.map(
    (table) =>
      sql`select ${table}::text as name, count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as checksum from ${sql.table(table)} t`,
  );
  const { rows } = await sql<{ name: string; rows: number; checksum: string }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.name, { rows: row.rows, checksum: row.checksum }]));
}

/** Takes snapshots of one database; the table list is read once. */
export async function snapshotter(db: Kysely<unknown>, dialect: DialectName): Promise<() => Promise<Snapshot>> {
  const tables = await tablesOf(db);
  return () => (dialect === 'postgres' ? postgresSnapshot(db, tables) : sqliteSnapshot(db, tables));
}

/** The tables whose rows differ between two snapshots, with their row counts before → after. */
export function changedTables(before: Snapshot, after: Snapshot): string[] {
  return Object.keys({ ...before, ...after })
    .filter((table) => before[table]?.checksum !== after[table]?.checksum || before[table]?.rows !== after[table]?.rows)
    .map((table) => `${table} (${before[table]?.rows ?? '—'} → ${after[table]?.rows ?? '—'} rows)`);
}
