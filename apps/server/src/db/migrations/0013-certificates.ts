import { sql } from 'kysely';
import { type MigrationDb, withId } from './helpers.js';

/**
 * Certificates (docs/CERTIFICATES.md) and the exams a job type requires for one. A certificate
 * keeps what it says as issued (name, photo, masked ID number, job type, level, centre), so a
 * later change to the student or the job type never rewrites a printed document, and it has no
 * foreign keys: deleting a student or an exam must not make a valid certificate unknown.
 */
export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('certificates'))
    .addColumn('number', 'varchar(40)', (col) => col.notNull().unique())
    .addColumn('verify_token', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('subject_id', 'integer', (col) => col.notNull())
    .addColumn('publication_id', 'integer', (col) => col.notNull())
    .addColumn('student_id', 'integer', (col) => col.notNull())
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('sequence', 'integer', (col) => col.notNull())
    .addColumn('holder_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('photo', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('id_number_masked', 'varchar(32)', (col) => col.notNull().defaultTo(''))
    .addColumn('subject_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('subject_code', 'varchar(64)', (col) => col.notNull())
    .addColumn('level', 'integer', (col) => col.notNull())
    .addColumn('centre', 'varchar(200)', (col) => col.notNull())
    .addColumn('issued_at', 'bigint', (col) => col.notNull())
    .addColumn('issued_by', 'integer')
    .addColumn('revoked_at', 'bigint')
    .addColumn('revoked_by', 'integer')
    .addColumn('revoke_reason', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('certificates_sequence_unique')
    .on('certificates')
    .columns(['subject_id', 'year', 'sequence'])
    .unique()
    .execute();
  // One valid certificate per candidate and job type; a revoked one does not stand in the way of a new one.
  await db.schema
    .createIndex('certificates_valid_unique')
    .on('certificates')
    .columns(['student_id', 'subject_id'])
    .unique()
    .where(sql.ref('revoked_at'), 'is', null)
    .execute();
  await db.schema.createIndex('certificates_publication').on('certificates').column('publication_id').execute();

  await db.schema
    .createTable('certificate_requirements')
    .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id').onDelete('cascade'))
    .addColumn('publication_id', 'integer', (col) => col.notNull().references('publications.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('certificate_requirements_pk', ['subject_id', 'publication_id'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('certificate_requirements').ifExists().execute();
  await db.schema.dropTable('certificates').ifExists().execute();
}
