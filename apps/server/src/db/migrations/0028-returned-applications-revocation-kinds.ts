import { sql } from 'kysely';
import type { MigrationDb } from './helpers.js';

/**
 * Two decisions that were one until now:
 * - A reviewer's decision against an application is either "returned for changes" (status 5, the
 *   candidate corrects and resubmits) or a final refusal (status 3). Until now every refusal could
 *   be corrected and sent again, so the applications refused so far become returned ones.
 * - A certificate's revocation says why: 'fraud' (the holder may not receive the job type's
 *   certificate again) or 'clerical' (a mistake on the certificate: a new one may be issued).
 *   Revocations made before this keep '' (not stated), which blocks nothing, as before.
 */
export async function up(db: MigrationDb): Promise<void> {
  await sql`update registrations set status = 5 where status = 3`.execute(db);
  await db.schema
    .alterTable('certificates')
    .addColumn('revoke_kind', 'varchar(16)', (col) => col.notNull().defaultTo(''))
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('certificates').dropColumn('revoke_kind').execute();
  await sql`update registrations set status = 3 where status = 5`.execute(db);
}
