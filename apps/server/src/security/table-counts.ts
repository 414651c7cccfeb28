import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * Rows per table of the app's own database (on PostgreSQL only its schema, which is the test's):
 * a cheap fingerprint to show that a run of refused or empty-bodied calls changed nothing.
 */
export async function tableCounts(db: Kysely<Database>, skip: readonly string[] = []): Promise<Record<string, number>> {
  // On PostgreSQL the listing is of the connection's own schema (db/own-schema-dialect.ts).
  const tables = (await db.introspection.getTables()).filter((table) => !skip.includes(table.name));
  const counts: Record<string, number> = {};
  for (const { name } of tables.sort((a, b) => a.name.localeCompare(b.name))) {
    const { rows } = await sql<{ n: string | number }>`select count(*) as n from ${sql.table(name)}`.execute(db);
    counts[name] = Number(rows[0]?.n ?? 0);
  }
  return counts;
}
