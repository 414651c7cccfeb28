import type { MigrationDb } from './helpers.js';

/**
 * When a candidate first opened an exam's room with its notice (docs/SECURITY.md): the start is
 * refused until the notice's minimum reading time has passed since then, on the server's clock.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('notice_readings')
    .addColumn('publication_id', 'integer', (col) => col.notNull().references('publications.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('opened_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('notice_readings_pk', ['publication_id', 'student_id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('notice_readings').ifExists().execute();
}
