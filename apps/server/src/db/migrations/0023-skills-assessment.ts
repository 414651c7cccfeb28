import { type MigrationDb, timestamps, withId } from './helpers.js';

/**
 * Practical skills assessment (docs/REQUIREMENTS.md §21): a task bank per job type with versioned
 * scoring sheets, sessions of a task for a batch with stations (工位) in rooms and time slots,
 * the panel of examiners (考评员) per candidate, each examiner's item scores with every save kept
 * as history, the chief examiner's decisions on flagged spreads, and the confirmed results.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('assessment_tasks'))
    .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('instructions', 'text', (col) => col.notNull())
    .addColumn('time_limit_minutes', 'integer', (col) => col.notNull())
    .addColumn('materials', 'text', (col) => col.notNull())
    .$call(timestamps)
    .addUniqueConstraint('assessment_tasks_subject_name_unique', ['subject_id', 'name'])
    .execute();
  await withId(db, db.schema.createTable('assessment_sheet_versions'))
    .addColumn('task_id', 'integer', (col) => col.notNull().references('assessment_tasks.id').onDelete('cascade'))
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('sheet', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('assessment_sheet_versions_unique', ['task_id', 'version'])
    .execute();
  await withId(db, db.schema.createTable('assessment_sessions'))
    .addColumn('task_id', 'integer', (col) => col.notNull().references('assessment_tasks.id'))
    .addColumn('class_id', 'integer', (col) => col.notNull().references('classes.id'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('starts_at', 'bigint', (col) => col.notNull())
    .addColumn('slot_minutes', 'integer', (col) => col.notNull())
    .addColumn('examiners_per_candidate', 'integer', (col) => col.notNull().defaultTo(3))
    .addColumn('rule', 'varchar(10)', (col) => col.notNull().defaultTo('mean'))
    .addColumn('spread_threshold', 'real', (col) => col.notNull().defaultTo(15))
    .addColumn('pass_line', 'real', (col) => col.notNull().defaultTo(60))
    .addColumn('state', 'varchar(12)', (col) => col.notNull().defaultTo('draft'))
    .addColumn('sheet_version_id', 'integer', (col) => col.references('assessment_sheet_versions.id'))
    .addColumn('confirmed_at', 'bigint')
    .addColumn('confirmed_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .$call(timestamps)
    .execute();
  await withId(db, db.schema.createTable('assessment_stations'))
    .addColumn('session_id', 'integer', (col) => col.notNull().references('assessment_sessions.id').onDelete('cascade'))
    .addColumn('room_id', 'integer', (col) => col.notNull().references('rooms.id'))
    .addColumn('name', 'varchar(40)', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addUniqueConstraint('assessment_stations_name_unique', ['session_id', 'name'])
    .execute();
  await db.schema
    .createTable('assessment_examiners')
    .addColumn('session_id', 'integer', (col) => col.notNull().references('assessment_sessions.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('chief', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('assessment_examiners_pk', ['session_id', 'user_id'])
    .execute();
  await withId(db, db.schema.createTable('assessment_allocations'))
    .addColumn('session_id', 'integer', (col) => col.notNull().references('assessment_sessions.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('station_id', 'integer', (col) => col.notNull().references('assessment_stations.id'))
    .addColumn('slot', 'integer', (col) => col.notNull())
    .addColumn('slot_starts_at', 'bigint', (col) => col.notNull())
    .addColumn('decision_note', 'text')
    .addColumn('decided_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('final_score', 'real')
    .addColumn('passed', 'integer')
    .addUniqueConstraint('assessment_allocations_student_unique', ['session_id', 'student_id'])
    .addUniqueConstraint('assessment_allocations_slot_unique', ['session_id', 'station_id', 'slot'])
    .execute();
  await db.schema
    .createTable('assessment_panels')
    .addColumn('allocation_id', 'integer', (col) => col.notNull().references('assessment_allocations.id').onDelete('cascade'))
    .addColumn('examiner_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('submitted_at', 'bigint')
    .addPrimaryKeyConstraint('assessment_panels_pk', ['allocation_id', 'examiner_id'])
    .execute();
  await db.schema
    .createTable('assessment_scores')
    .addColumn('allocation_id', 'integer', (col) => col.notNull().references('assessment_allocations.id').onDelete('cascade'))
    .addColumn('examiner_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('item_key', 'varchar(20)', (col) => col.notNull())
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('awarded', 'real', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('veto', 'integer', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull())
    .addColumn('saved_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('assessment_scores_pk', ['allocation_id', 'examiner_id', 'item_key'])
    .execute();
  await withId(db, db.schema.createTable('assessment_score_history'))
    .addColumn('allocation_id', 'integer', (col) => col.notNull().references('assessment_allocations.id').onDelete('cascade'))
    .addColumn('examiner_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('item_key', 'varchar(20)', (col) => col.notNull())
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('awarded', 'real', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('veto', 'integer', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull())
    .addColumn('saved_at', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of [
    'assessment_score_history',
    'assessment_scores',
    'assessment_panels',
    'assessment_allocations',
    'assessment_examiners',
    'assessment_stations',
    'assessment_sessions',
    'assessment_sheet_versions',
    'assessment_tasks',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
