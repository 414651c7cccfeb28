import { sql } from 'kysely';
import type { MigrationDb } from './helpers.js';

/**
 * A reviewer's decision against an application is now either "returned for changes" (status 5,
 * the candidate corrects and resubmits) or a final refusal (status 3). Until now every refusal
 * could be corrected and sent again, so the applications refused so far are returned ones.
 */
export async function up(db: MigrationDb): Promise<void> {
  await sql`update registrations set status = 5 where status = 3`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await sql`update registrations set status = 3 where status = 5`.execute(db);
}
