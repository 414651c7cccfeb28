import type { MigrationDb } from './helpers.js';

/**
 * A one-time sign-in code belongs to the session that issued it and dies with it
 * (docs/SECURITY.md, "Sessions"): the foreign key removes the code whenever that session ends,
 * on every instance, since they all share this table. Codes live one minute, so the ones
 * outstanding at upgrade time are simply dropped with the old table.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('auth_codes').execute();
  await db.schema
    .createTable('auth_codes')
    .addColumn('code_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('session_token_hash', 'varchar(64)', (col) => col.notNull().references('sessions.token_hash').onDelete('cascade'))
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('auth_codes_user_idx').on('auth_codes').column('user_id').execute();
  await db.schema.createIndex('auth_codes_session_idx').on('auth_codes').column('session_token_hash').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('auth_codes').execute();
  await db.schema
    .createTable('auth_codes')
    .addColumn('code_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
}
