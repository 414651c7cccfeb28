import { isPostgres, type MigrationDb, withId } from './helpers.js';

/**
 * Marking (docs/REQUIREMENTS.md §9): who holds an attempt for grading (one row per attempt, kept after the hold
 * ends so the list can name the last examiner), the examiner's score and comment per external-link
 * task, and the log of answer-key corrections with each affected attempt's old and new scores.
 */
export async function up(db: MigrationDb): Promise<void> {
  const real = isPostgres(db) ? 'double precision' : 'real';

  await db.schema
    .createTable('marking_holds')
    .addColumn('attempt_id', 'integer', (col) => col.primaryKey().references('attempts.id').onDelete('cascade'))
    .addColumn('examiner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // A hold is active while expires_at > now; releasing sets it to now.
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('marking_scores')
    .addColumn('attempt_id', 'integer', (col) => col.notNull().references('attempts.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (col) => col.notNull())
    .addColumn('score', real, (col) => col.notNull())
    .addColumn('comment', 'varchar(1000)', (col) => col.notNull().defaultTo(''))
    .addColumn('examiner_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('scored_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('marking_scores_pk', ['attempt_id', 'question_id'])
    .execute();

  await withId(db, db.schema.createTable('rescore_log'))
    .addColumn('question_id', 'integer', (col) => col.notNull())
    .addColumn('attempt_id', 'integer', (col) => col.notNull().references('attempts.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    // Keys as stored in questions.answer ("A,C").
    .addColumn('old_answer', 'varchar(32)', (col) => col.notNull())
    .addColumn('new_answer', 'varchar(32)', (col) => col.notNull())
    .addColumn('reason', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('old_score', real)
    .addColumn('new_score', real)
    .addColumn('old_passed', 'integer')
    .addColumn('new_passed', 'integer')
    .addColumn('at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rescore_log_question_idx').on('rescore_log').columns(['question_id', 'at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['rescore_log', 'marking_scores', 'marking_holds']) await db.schema.dropTable(table).ifExists().execute();
}
