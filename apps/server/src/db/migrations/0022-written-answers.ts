import type { MigrationDb } from './helpers.js';

/**
 * Written answers (docs/REQUIREMENTS.md §7): a question's own fields as JSON (`spec`, '' for
 * types 0–3), and a composite's sub-questions as rows pointing at it (`parent_id`, `position`
 * 1..n), deleted with it. Candidates' answers stay in attempt_answers.text and examiners' marks
 * in marking_scores.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('questions')
    .addColumn('spec', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('questions')
    .addColumn('parent_id', 'integer', (col) => col.references('questions.id').onDelete('cascade'))
    .execute();
  await db.schema
    .alterTable('questions')
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('questions_parent_idx').on('questions').columns(['parent_id', 'position']).execute();
  // The random draw counts and lists bank questions only (parent_id IS NULL) from the index alone, as before.
  await db.schema
    .createIndex('questions_draw_bank_idx')
    .on('questions')
    .columns(['course_id', 'retired', 'type', 'parent_id', 'knowledge_id', 'difficulty', 'score', 'id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('questions_draw_bank_idx').execute();
  await db.schema.dropIndex('questions_parent_idx').execute();
  await db.schema.alterTable('questions').dropColumn('position').execute();
  await db.schema.alterTable('questions').dropColumn('parent_id').execute();
  await db.schema.alterTable('questions').dropColumn('spec').execute();
}
