import { sql } from 'kysely';
import type { MigrationDb } from './helpers.js';

/**
 * "Your result is out" (docs/REQUIREMENTS.md §22): `result_notified_at` marks an attempt whose
 * candidate has been told, so the telling claims each attempt once (UPDATE … WHERE
 * result_notified_at IS NULL), whichever instance's sweep gets there. Attempts graded before this
 * migration had their results out already: they count as told (0), so an upgrade sends nothing
 * about old exams. The partial index holds only graded attempts not yet told (grading state 2
 * written out, as SQLite's partial indexes need literals).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('attempts').addColumn('result_notified_at', 'bigint').execute();
  await sql`UPDATE attempts SET result_notified_at = 0 WHERE grading_state = 2`.execute(db);
  await sql`CREATE INDEX attempts_result_untold_idx ON attempts (id) WHERE result_notified_at IS NULL AND grading_state = 2`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('attempts_result_untold_idx').ifExists().execute();
  await db.schema.alterTable('attempts').dropColumn('result_notified_at').execute();
}
