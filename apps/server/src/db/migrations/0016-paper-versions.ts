import type { MigrationDb } from './helpers.js';
import { withId } from './helpers.js';

/**
 * One stored copy of a frozen paper per version, shared by its attempts (docs/decisions/0015):
 * every candidate of a fixed paper froze the same 31 KB of questions, keys and explanations into
 * their own attempt row. A version holds the questions once (in question-id and option-key
 * order); an attempt refers to it and keeps only its sitting, the candidate's order of questions
 * and options. Attempts made before keep their whole `paper` and no version: both forms are read
 * through one function (exam-core/frozen-paper-store.ts). The index on attempts serves the answer-key
 * correction, which finds the attempts of the versions holding a question.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('paper_versions'))
    .addColumn('paper_id', 'integer', (col) => col.notNull())
    .addColumn('fingerprint', 'text', (col) => col.notNull().unique())
    .addColumn('questions', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .alterTable('attempts')
    .addColumn('paper_version_id', 'integer', (col) => col.references('paper_versions.id'))
    .execute();
  await db.schema.alterTable('attempts').addColumn('sitting', 'text').execute();
  await db.schema.createIndex('attempts_paper_version_idx').on('attempts').column('paper_version_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('attempts_paper_version_idx').ifExists().execute();
  await db.schema.alterTable('attempts').dropColumn('sitting').execute();
  await db.schema.alterTable('attempts').dropColumn('paper_version_id').execute();
  await db.schema.dropTable('paper_versions').execute();
}
