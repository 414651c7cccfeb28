import { type MigrationDb, timestamps, withId } from './helpers.js';

/**
 * Learning articles and who read them. An article's job types are a join table (none: for
 * every candidate); `has_video` is derived from the stored body on every save. A reading row is
 * one candidate's progress on one article: when they first opened it and first read it through.
 */
export async function up(db: MigrationDb): Promise<void> {
  await timestamps(
    withId(db, db.schema.createTable('articles'))
      .addColumn('title', 'varchar(200)', (col) => col.notNull())
      .addColumn('type', 'integer', (col) => col.notNull())
      .addColumn('cover_image', 'varchar(500)', (col) => col.notNull().defaultTo(''))
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('has_video', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('pinned', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('published', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('published_at', 'bigint')
      .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null')),
  ).execute();
  await db.schema.createIndex('articles_listing_idx').on('articles').columns(['published', 'pinned', 'published_at']).execute();
  await db.schema
    .createTable('article_subjects')
    .addColumn('article_id', 'integer', (col) => col.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('article_subjects_pk', ['article_id', 'subject_id'])
    .execute();
  await db.schema.createIndex('article_subjects_subject_idx').on('article_subjects').column('subject_id').execute();
  await db.schema
    .createTable('article_readings')
    .addColumn('article_id', 'integer', (col) => col.notNull().references('articles.id').onDelete('cascade'))
    .addColumn('student_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('opened_at', 'bigint', (col) => col.notNull())
    .addColumn('finished_at', 'bigint')
    .addPrimaryKeyConstraint('article_readings_pk', ['article_id', 'student_id'])
    .execute();
  await db.schema.createIndex('article_readings_student_idx').on('article_readings').column('student_id').execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('article_readings').ifExists().execute();
  await db.schema.dropTable('article_subjects').ifExists().execute();
  await db.schema.dropTable('articles').ifExists().execute();
}
