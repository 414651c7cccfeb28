import type { MigrationDb } from './helpers.js';

/**
 * Exam reminders (docs/REQUIREMENTS.md §22): a row per exam and lead time ('24h', '1h') once its
 * candidates have been reminded, so each reminder goes out once however many instances sweep
 * (the insert claims it: the primary key lets one win).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('exam_reminders')
    .addColumn('publication_id', 'integer', (col) => col.notNull().references('publications.id').onDelete('cascade'))
    .addColumn('lead', 'varchar(8)', (col) => col.notNull())
    .addColumn('sent_at', 'bigint', (col) => col.notNull())
    .addColumn('recipients', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('exam_reminders_pk', ['publication_id', 'lead'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('exam_reminders').ifExists().execute();
}
