import type { MigrationDb } from './helpers.js';

/**
 * The organisation (employer or training body) a candidate belongs to: group applications
 * enrol a whole organisation's workers, and seat allocation keeps two candidates of one
 * organisation apart where it can. Empty for candidates who apply on their own.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('organisation', 'varchar(128)', (col) => col.notNull().defaultTo(''))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('organisation').execute();
}
