import { type MigrationDb, timestamps, withId } from './helpers.js';

/**
 * Registration: a candidate's application for a batch (one per candidate and batch), the files
 * it carries (photo, ID card, previous certificate, proof of work), and an organisation's group
 * application with its members. Status codes: api/registration-status.ts in contracts.
 * Files are owned by their uploader until an application or group refers to them.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('registration_files'))
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('original_name', 'varchar(255)', (col) => col.notNull())
    .addColumn('stored_name', 'varchar(64)', (col) => col.notNull())
    .addColumn('content_type', 'varchar(128)', (col) => col.notNull())
    .addColumn('size', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('registration_files_owner_idx').on('registration_files').column('owner_id').execute();

  await withId(db, db.schema.createTable('registration_groups'))
    .addColumn('class_id', 'integer', (col) => col.notNull().references('classes.id').onDelete('restrict'))
    .addColumn('organisation', 'varchar(128)', (col) => col.notNull())
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('reason', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('member_count', 'integer', (col) => col.notNull())
    .addColumn('submitted_by', 'integer', (col) => col.notNull().references('users.id').onDelete('restrict'))
    .addColumn('list_file_id', 'integer', (col) => col.references('registration_files.id').onDelete('set null'))
    .addColumn('photos_file_id', 'integer', (col) => col.references('registration_files.id').onDelete('set null'))
    .addColumn('cover_file_id', 'integer', (col) => col.references('registration_files.id').onDelete('set null'))
    .addColumn('reviewed_at', 'bigint')
    .addColumn('reviewed_by', 'integer')
    .$call(timestamps)
    .execute();
  await db.schema.createIndex('registration_groups_class_idx').on('registration_groups').columns(['class_id', 'status']).execute();

  await withId(db, db.schema.createTable('registration_group_members'))
    .addColumn('group_id', 'integer', (col) => col.notNull().references('registration_groups.id').onDelete('cascade'))
    .addColumn('row_number', 'integer', (col) => col.notNull())
    .addColumn('name', 'varchar(64)', (col) => col.notNull())
    .addColumn('gender', 'varchar(1)', (col) => col.notNull())
    .addColumn('id_number', 'varchar(18)', (col) => col.notNull())
    .addColumn('phone', 'varchar(20)', (col) => col.notNull())
    .addColumn('education', 'varchar(20)', (col) => col.notNull())
    .addColumn('years_in_trade', 'integer', (col) => col.notNull())
    .addColumn('photo_file_id', 'integer', (col) => col.references('registration_files.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('registration_group_members_group_idx').on('registration_group_members').column('group_id').execute();

  await withId(db, db.schema.createTable('registrations'))
    .addColumn('class_id', 'integer', (col) => col.notNull().references('classes.id').onDelete('restrict'))
    .addColumn('student_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('name', 'varchar(64)', (col) => col.notNull())
    .addColumn('gender', 'varchar(1)', (col) => col.notNull())
    .addColumn('id_number', 'varchar(18)', (col) => col.notNull())
    .addColumn('phone', 'varchar(20)', (col) => col.notNull())
    .addColumn('education', 'varchar(20)', (col) => col.notNull())
    .addColumn('years_in_trade', 'integer', (col) => col.notNull())
    .addColumn('organisation', 'varchar(128)', (col) => col.notNull().defaultTo(''))
    .addColumn('reason', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('group_id', 'integer', (col) => col.references('registration_groups.id').onDelete('set null'))
    .addColumn('photo_file_id', 'integer', (col) => col.references('registration_files.id').onDelete('set null'))
    .addColumn('id_card_file_id', 'integer', (col) => col.references('registration_files.id').onDelete('set null'))
    .addColumn('certificate_file_id', 'integer', (col) => col.references('registration_files.id').onDelete('set null'))
    .addColumn('work_proof_file_id', 'integer', (col) => col.references('registration_files.id').onDelete('set null'))
    .addColumn('submitted_at', 'bigint')
    .addColumn('reviewed_at', 'bigint')
    .addColumn('reviewed_by', 'integer')
    .$call(timestamps)
    .addUniqueConstraint('registrations_class_student_uq', ['class_id', 'student_id'])
    .execute();
  await db.schema.createIndex('registrations_status_idx').on('registrations').columns(['status', 'class_id']).execute();
  await db.schema.createIndex('registrations_student_idx').on('registrations').column('student_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['registrations', 'registration_group_members', 'registration_groups', 'registration_files']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
