import { isPostgres, type MigrationDb, timestamps, withId } from './helpers.js';

/**
 * The question bank, exam papers (fixed items or random rules) and exam notices.
 * Scores are multiples of 0.5, stored as floating point (exact for halves).
 */
export async function up(db: MigrationDb): Promise<void> {
  const real = isPostgres(db) ? 'double precision' : 'real';

  await timestamps(
    withId(db, db.schema.createTable('questions'))
      .addColumn('course_id', 'integer', (col) => col.notNull().references('courses.id').onDelete('restrict'))
      .addColumn('knowledge_id', 'integer', (col) => col.references('knowledge_points.id').onDelete('restrict'))
      .addColumn('type', 'integer', (col) => col.notNull())
      .addColumn('stem', 'text', (col) => col.notNull())
      // The stem without tags (keyword filter, lists) and a hash of its normalised form (duplicate check).
      .addColumn('stem_text', 'text', (col) => col.notNull())
      .addColumn('stem_key', 'varchar(64)', (col) => col.notNull())
      // JSON array of the options' rich text, in key order (A, B, …).
      .addColumn('options', 'text', (col) => col.notNull().defaultTo('[]'))
      // Option keys, comma separated and sorted ("A" or "A,C"); empty for external links.
      .addColumn('answer', 'varchar(32)', (col) => col.notNull().defaultTo(''))
      .addColumn('link_url', 'varchar(2000)', (col) => col.notNull().defaultTo(''))
      .addColumn('score', real, (col) => col.notNull())
      .addColumn('difficulty', 'integer', (col) => col.notNull())
      .addColumn('explanation', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('has_video', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('retired', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null')),
  ).execute();
  // The bank's filters and the random draw: course → type → knowledge point → difficulty, in-use only.
  await db.schema
    .createIndex('questions_draw_idx')
    .on('questions')
    .columns(['course_id', 'retired', 'type', 'knowledge_id', 'difficulty', 'id'])
    .execute();
  await db.schema
    .createIndex('questions_knowledge_idx')
    .on('questions')
    .columns(['knowledge_id', 'retired', 'type', 'difficulty', 'id'])
    .execute();
  await db.schema.createIndex('questions_course_id_idx').on('questions').columns(['course_id', 'id']).execute();
  await db.schema.createIndex('questions_stem_key_idx').on('questions').columns(['course_id', 'stem_key']).execute();

  await timestamps(
    withId(db, db.schema.createTable('papers'))
      .addColumn('course_id', 'integer', (col) => col.notNull().references('courses.id').onDelete('restrict'))
      .addColumn('name', 'varchar(100)', (col) => col.notNull())
      .addColumn('mode', 'varchar(8)', (col) => col.notNull())
      .addColumn('total_score', real, (col) => col.notNull())
      .addColumn('pass_score', real, (col) => col.notNull())
      .addColumn('duration_minutes', 'integer', (col) => col.notNull())
      .addColumn('shuffle_questions', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('shuffle_options', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('question_count', 'integer', (col) => col.notNull().defaultTo(0))
      // Set when an exam is published with the paper (docs/REQUIREMENTS.md §7); never cleared.
      .addColumn('locked', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('copied_from_id', 'integer', (col) => col.references('papers.id').onDelete('set null'))
      .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null')),
  ).execute();
  await db.schema.createIndex('papers_course_idx').on('papers').columns(['course_id', 'id']).execute();

  await db.schema
    .createTable('paper_questions')
    .addColumn('paper_id', 'integer', (col) => col.notNull().references('papers.id').onDelete('cascade'))
    // A question on a paper cannot be deleted (the service says which papers hold it; retire it instead).
    .addColumn('question_id', 'integer', (col) => col.notNull().references('questions.id').onDelete('restrict'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('score', real, (col) => col.notNull())
    .addPrimaryKeyConstraint('paper_questions_pk', ['paper_id', 'question_id'])
    .execute();
  await db.schema.createIndex('paper_questions_question_idx').on('paper_questions').column('question_id').execute();

  await db.schema
    .createTable('paper_rules')
    .addColumn('paper_id', 'integer', (col) => col.notNull().references('papers.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('type', 'integer', (col) => col.notNull())
    .addColumn('knowledge_id', 'integer', (col) => col.references('knowledge_points.id').onDelete('restrict'))
    .addColumn('difficulty', 'integer')
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('score', real, (col) => col.notNull())
    .addPrimaryKeyConstraint('paper_rules_pk', ['paper_id', 'position'])
    .execute();

  await timestamps(
    withId(db, db.schema.createTable('notices'))
      .addColumn('title', 'varchar(200)', (col) => col.notNull())
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('min_reading_seconds', 'integer', (col) => col.notNull().defaultTo(0)),
  ).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['notices', 'paper_rules', 'paper_questions', 'papers', 'questions']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
