import { sql } from 'kysely';
import type { MigrationDb } from './helpers.js';

/**
 * The approved identity (docs/SECURITY.md round 3, H3): the name and photo a reviewer approved
 * are stored on the account when an application passes, apart from the sign-up name (nick_name,
 * a display name the candidate chose). `legal_name` '' means no application was approved: the
 * name staff typed in candidate management stands (lib/legal-identity.ts). Accounts already
 * approved take their latest passed application's name and photo (status 2 = passed).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('legal_name', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('photo_file_id', 'integer', (col) => col.references('registration_files.id').onDelete('set null'))
    .execute();
  await fillApprovedIdentities(db);
}

/** Each account with a passed application takes the name and photo of its latest one. */
export async function fillApprovedIdentities(db: MigrationDb): Promise<void> {
  const latestPassed = (column: string) =>
    sql`(SELECT ${sql.ref(`r.${column}`)} FROM registrations r WHERE r.student_id = users.id AND r.status = 2
         ORDER BY r.reviewed_at DESC, r.id DESC LIMIT 1)`;
  await sql`UPDATE users SET legal_name = ${latestPassed('name')}, photo_file_id = ${latestPassed('photo_file_id')}
            WHERE EXISTS (SELECT 1 FROM registrations r WHERE r.student_id = users.id AND r.status = 2)`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('photo_file_id').execute();
  await db.schema.alterTable('users').dropColumn('legal_name').execute();
}
