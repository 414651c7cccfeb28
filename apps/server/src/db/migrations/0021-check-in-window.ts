import type { MigrationDb } from './helpers.js';

/**
 * Check-in belongs to its exam's day (security round 3, L1): a proctor may check a candidate in
 * from this many minutes before the exam opens until its last start (the exam's end, since a
 * start is accepted until then). Two hours unless the admission plan says otherwise.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('admission_plans')
    .addColumn('check_in_opens_minutes', 'integer', (col) => col.notNull().defaultTo(120))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('admission_plans').dropColumn('check_in_opens_minutes').execute();
}
