import type { CreateTableBuilder, Kysely } from 'kysely';

/** Migrations are written once for both databases; these hide the few dialect differences. */
// Kysely documents migrations as Kysely<any>: they run before the typed schema exists.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type MigrationDb = Kysely<any>;

export function isPostgres(db: MigrationDb): boolean {
  return db.getExecutor().adapter.constructor.name.startsWith('Postgres');
}

/** An auto-increment integer primary key named `id`. */
export function withId<T extends string>(db: MigrationDb, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** `created_at` and `updated_at`, epoch milliseconds. */
export function timestamps<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table.addColumn('created_at', 'bigint', (col) => col.notNull()).addColumn('updated_at', 'bigint', (col) => col.notNull());
}
