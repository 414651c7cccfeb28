import { type MigrationDb, timestamps, withId } from './helpers.js';

/**
 * The organisation tree (project → job category → job type → batch), courses with their
 * teaching materials and knowledge points, and the student columns of `users`.
 * Children refer to parents with ON DELETE RESTRICT: the services refuse such deletes with a
 * message first; the constraint stops a racing insert from leaving an orphan.
 */
export async function up(db: MigrationDb): Promise<void> {
  await timestamps(
    withId(db, db.schema.createTable('schools'))
      .addColumn('name', 'varchar(100)', (col) => col.notNull())
      .addColumn('code', 'varchar(32)', (col) => col.notNull().unique())
      .addColumn('description', 'varchar(500)', (col) => col.notNull().defaultTo(''))
      .addColumn('contact', 'varchar(64)', (col) => col.notNull().defaultTo(''))
      .addColumn('phone', 'varchar(32)', (col) => col.notNull().defaultTo(''))
      .addColumn('enabled', 'integer', (col) => col.notNull().defaultTo(1)),
  ).execute();

  await timestamps(
    withId(db, db.schema.createTable('departments'))
      .addColumn('school_id', 'integer', (col) => col.notNull().references('schools.id').onDelete('restrict'))
      .addColumn('name', 'varchar(100)', (col) => col.notNull())
      .addColumn('code', 'varchar(32)', (col) => col.notNull())
      .addUniqueConstraint('departments_school_code_uq', ['school_id', 'code']),
  ).execute();

  await timestamps(
    withId(db, db.schema.createTable('subjects'))
      .addColumn('department_id', 'integer', (col) => col.notNull().references('departments.id').onDelete('restrict'))
      .addColumn('name', 'varchar(100)', (col) => col.notNull())
      .addColumn('code', 'varchar(32)', (col) => col.notNull())
      .addColumn('level', 'integer', (col) => col.notNull())
      .addColumn('description', 'varchar(500)', (col) => col.notNull().defaultTo(''))
      .addUniqueConstraint('subjects_department_code_uq', ['department_id', 'code']),
  ).execute();

  await timestamps(
    withId(db, db.schema.createTable('classes'))
      .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id').onDelete('restrict'))
      .addColumn('name', 'varchar(100)', (col) => col.notNull())
      .addColumn('code', 'varchar(32)', (col) => col.notNull())
      .addColumn('year', 'integer', (col) => col.notNull())
      .addColumn('registration_opens_at', 'bigint')
      .addColumn('registration_closes_at', 'bigint')
      .addColumn('planned_exam_date', 'bigint')
      .addUniqueConstraint('classes_subject_code_uq', ['subject_id', 'code']),
  ).execute();
  // The student import resolves batches by code alone.
  await db.schema.createIndex('classes_code_idx').on('classes').column('code').execute();

  await timestamps(
    withId(db, db.schema.createTable('courses'))
      .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id').onDelete('restrict'))
      .addColumn('name', 'varchar(100)', (col) => col.notNull())
      .addColumn('code', 'varchar(32)', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
      .addUniqueConstraint('courses_subject_code_uq', ['subject_id', 'code']),
  ).execute();

  await withId(db, db.schema.createTable('course_materials'))
    .addColumn('course_id', 'integer', (col) => col.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('material_type', 'integer', (col) => col.notNull())
    .addColumn('original_name', 'varchar(255)', (col) => col.notNull())
    .addColumn('stored_name', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('content_type', 'varchar(100)', (col) => col.notNull())
    .addColumn('size', 'bigint', (col) => col.notNull())
    .addColumn('uploaded_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('course_materials_course_idx').on('course_materials').column('course_id').execute();

  await timestamps(
    withId(db, db.schema.createTable('knowledge_points'))
      .addColumn('course_id', 'integer', (col) => col.notNull().references('courses.id').onDelete('restrict'))
      .addColumn('parent_id', 'integer', (col) => col.references('knowledge_points.id').onDelete('restrict'))
      .addColumn('type', 'varchar(2)', (col) => col.notNull())
      .addColumn('code', 'varchar(32)', (col) => col.notNull())
      .addColumn('name', 'varchar(100)', (col) => col.notNull())
      .addColumn('weight', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('sort', 'integer', (col) => col.notNull().defaultTo(0))
      .addUniqueConstraint('knowledge_points_course_code_uq', ['course_id', 'code']),
  ).execute();
  await db.schema.createIndex('knowledge_points_parent_idx').on('knowledge_points').columns(['parent_id', 'sort']).execute();

  // Students are users (user type 2). SQLite can add a column with REFERENCES when its default is NULL.
  await db.schema
    .alterTable('users')
    .addColumn('gender', 'varchar(1)', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('users').addColumn('id_number', 'varchar(18)').execute();
  await db.schema
    .alterTable('users')
    .addColumn('class_id', 'integer', (col) => col.references('classes.id').onDelete('restrict'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('photo', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .execute();
  // Only students carry an ID number; NULLs do not collide in a unique index on either database.
  await db.schema.createIndex('users_id_number_uq').on('users').column('id_number').unique().execute();
  // The student list always filters on user type 2 and pages in id order; these indexes match
  // the batch filter (and the batch → project filters, which become batch ids) and the sort by name.
  await db.schema.createIndex('users_user_type_id_idx').on('users').columns(['user_type', 'id']).execute();
  await db.schema.createIndex('users_class_idx').on('users').columns(['class_id', 'user_type', 'id']).execute();
  await db.schema.createIndex('users_user_type_nick_name_idx').on('users').columns(['user_type', 'nick_name']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const index of ['users_user_type_nick_name_idx', 'users_class_idx', 'users_user_type_id_idx', 'users_id_number_uq']) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  for (const column of ['photo', 'class_id', 'id_number', 'gender']) await db.schema.alterTable('users').dropColumn(column).execute();
  for (const table of ['knowledge_points', 'course_materials', 'courses', 'classes', 'subjects', 'departments', 'schools']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
