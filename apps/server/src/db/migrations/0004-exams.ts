import { isPostgres, type MigrationDb, timestamps, withId } from './helpers.js';

/**
 * Publications (a paper given to batches in a window) and attempts (one candidate's sitting:
 * the frozen paper, answers, times, scores). Answers live one row per question so that saving
 * one is one small upsert; the frozen paper is one text column so fetching it is one read.
 */
export async function up(db: MigrationDb): Promise<void> {
  const real = isPostgres(db) ? 'double precision' : 'real';

  await timestamps(
    withId(db, db.schema.createTable('publications'))
      .addColumn('name', 'varchar(100)', (col) => col.notNull())
      .addColumn('paper_id', 'integer', (col) => col.notNull().references('papers.id').onDelete('restrict'))
      .addColumn('notice_id', 'integer', (col) => col.references('notices.id').onDelete('restrict'))
      .addColumn('kind', 'varchar(16)', (col) => col.notNull())
      .addColumn('parent_publication_id', 'integer', (col) => col.references('publications.id').onDelete('restrict'))
      .addColumn('starts_at', 'bigint', (col) => col.notNull())
      .addColumn('ends_at', 'bigint', (col) => col.notNull())
      .addColumn('duration_minutes', 'integer', (col) => col.notNull())
      .addColumn('attempts_allowed', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('result_visibility', 'varchar(16)', (col) => col.notNull())
      .addColumn('fullscreen_required', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('tab_switch_limit', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('block_copy_paste', 'integer', (col) => col.notNull().defaultTo(0))
      // 'draft' | 'published' | 'withdrawn'; open and closed follow from the clock.
      .addColumn('state', 'varchar(16)', (col) => col.notNull().defaultTo('draft'))
      .addColumn('published_at', 'bigint')
      .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null')),
  ).execute();
  await db.schema.createIndex('publications_window_idx').on('publications').columns(['state', 'starts_at', 'ends_at']).execute();
  await db.schema.createIndex('publications_paper_idx').on('publications').column('paper_id').execute();

  await db.schema
    .createTable('publication_classes')
    .addColumn('publication_id', 'integer', (col) => col.notNull().references('publications.id').onDelete('cascade'))
    .addColumn('class_id', 'integer', (col) => col.notNull().references('classes.id').onDelete('restrict'))
    .addPrimaryKeyConstraint('publication_classes_pk', ['publication_id', 'class_id'])
    .execute();
  await db.schema.createIndex('publication_classes_class_idx').on('publication_classes').column('class_id').execute();

  await withId(db, db.schema.createTable('attempts'))
    .addColumn('publication_id', 'integer', (col) => col.notNull().references('publications.id').onDelete('restrict'))
    .addColumn('student_id', 'integer', (col) => col.notNull().references('users.id').onDelete('restrict'))
    .addColumn('attempt_no', 'integer', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull())
    // JSON: the frozen questions with keys and scores (server only; candidates get them without).
    .addColumn('paper', 'text', (col) => col.notNull())
    .addColumn('question_count', 'integer', (col) => col.notNull())
    .addColumn('total_score', real, (col) => col.notNull())
    .addColumn('pass_score', real, (col) => col.notNull())
    .addColumn('started_at', 'bigint', (col) => col.notNull())
    .addColumn('deadline_at', 'bigint', (col) => col.notNull())
    // Extra time proctors gave this attempt (it may run past the window's end).
    .addColumn('extra_ms', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('submitted_at', 'bigint')
    .addColumn('last_seen_at', 'bigint')
    .addColumn('answered_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('tab_switches', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('objective_score', real)
    .addColumn('manual_score', real)
    .addColumn('grading_state', 'integer')
    .addColumn('final_score', real)
    .addColumn('passed', 'integer')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('attempts_student_no_uq', ['publication_id', 'student_id', 'attempt_no'])
    .execute();
  await db.schema.createIndex('attempts_student_idx').on('attempts').columns(['student_id', 'publication_id']).execute();
  // The deadline sweep: open attempts by deadline.
  await db.schema.createIndex('attempts_status_deadline_idx').on('attempts').columns(['status', 'deadline_at']).execute();

  await db.schema
    .createTable('attempt_answers')
    .addColumn('attempt_id', 'integer', (col) => col.notNull().references('attempts.id').onDelete('cascade'))
    .addColumn('question_id', 'integer', (col) => col.notNull())
    // Sorted option keys, comma separated; or '' for none.
    .addColumn('choices', 'varchar(32)', (col) => col.notNull().defaultTo(''))
    .addColumn('text', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('flagged', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('saved_at', 'bigint', (col) => col.notNull())
    .addColumn('score', real)
    .addPrimaryKeyConstraint('attempt_answers_pk', ['attempt_id', 'question_id'])
    .execute();

  await db.schema
    .createTable('attempt_events')
    .addColumn('attempt_id', 'integer', (col) => col.notNull().references('attempts.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(32)', (col) => col.notNull())
    .addColumn('at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('attempt_events_attempt_idx').on('attempt_events').columns(['attempt_id', 'at']).execute();

  // Extensions, extra time, withdrawals and proctor actions, each with who, when and why.
  await withId(db, db.schema.createTable('publication_log'))
    .addColumn('publication_id', 'integer', (col) => col.notNull().references('publications.id').onDelete('cascade'))
    .addColumn('attempt_id', 'integer', (col) => col.references('attempts.id').onDelete('set null'))
    .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('action', 'varchar(32)', (col) => col.notNull())
    .addColumn('reason', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('detail', 'varchar(1000)', (col) => col.notNull().defaultTo(''))
    .addColumn('at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('publication_log_publication_idx').on('publication_log').columns(['publication_id', 'at']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['publication_log', 'attempt_events', 'attempt_answers', 'attempts', 'publication_classes', 'publications']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
