import { type MigrationDb, withId } from './helpers.js';

/**
 * The audit trail (docs/REQUIREMENTS.md §17): one row per staff change, sign-in, failed sign-in and sign-out.
 * No foreign key to users: a record outlives the account it names (it keeps the username).
 * Read newest first, by user, by action or by target, always within a time range.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('at', 'bigint', (col) => col.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('username', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('ip', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('user_agent', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('action', 'varchar(40)', (col) => col.notNull())
    .addColumn('target_type', 'varchar(20)')
    .addColumn('target_id', 'integer')
    .addColumn('target_label', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('detail_json', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
  await db.schema.createIndex('audit_log_user_idx').on('audit_log').columns(['user_id', 'at']).execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'at']).execute();
  await db.schema.createIndex('audit_log_target_idx').on('audit_log').columns(['target_type', 'target_id', 'at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('audit_log').ifExists().execute();
}
