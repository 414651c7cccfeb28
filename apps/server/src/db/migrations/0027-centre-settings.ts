import type { MigrationDb } from './helpers.js';

/**
 * The issuing centre as staff set it on the certificate screen (docs/CERTIFICATES.md, "The
 * issuing centre"): its name, its seal's image and the site's public address for the QR codes.
 * One row (id 1) once saved; until then the environment's values or the defaults apply. A
 * certificate keeps the seal it was issued with, as it keeps the centre's name.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('centre_settings')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('name', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('seal_url', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('public_url', 'varchar(300)', (col) => col.notNull().defaultTo(''))
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_by', 'integer')
    .execute();
  await db.schema
    .alterTable('certificates')
    .addColumn('seal_url', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('certificates').dropColumn('seal_url').execute();
  await db.schema.dropTable('centre_settings').execute();
}
