import type { MigrationDb } from './helpers.js';

/**
 * A job type whose certificate needs the practical assessment passed as well as its exams
 * (docs/CERTIFICATES.md, "Who receives one"): one row per such job type, with how many
 * months a passed assessment counts (as the combined result's validity). No row: the exams alone.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('certificate_practical_requirements')
    .addColumn('subject_id', 'integer', (col) => col.primaryKey().references('subjects.id').onDelete('cascade'))
    .addColumn('validity_months', 'integer', (col) => col.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('certificate_practical_requirements').ifExists().execute();
}
