import { sql } from 'kysely';
import type { MigrationDb } from './helpers.js';

/**
 * Scoring leaves the submit request (docs/REQUIREMENTS.md §8.2, docs/performance.md): a submit
 * only ends the attempt (status, submitted_at) and answers; the attempt is scored a moment later
 * in its own transaction. `scored_at` marks an attempt as scored, so that scoring claims an
 * attempt exactly once (UPDATE … WHERE scored_at IS NULL) and the deadline sweep finds the ended
 * attempts a crash or a failed queue left unscored. Attempts finished before this migration were
 * scored with their submission: they get their finishing time. The partial index holds only the
 * few attempts waiting to be scored, so the sweep's look-up stays cheap among millions of rows
 * (SQLite and PostgreSQL both take this syntax; status codes written out: 0 submitted, 5 expired).
 */
export async function up(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('attempts').addColumn('scored_at', 'bigint').execute();
  await sql`UPDATE attempts SET scored_at = COALESCE(submitted_at, deadline_at) WHERE status IN (0, 5)`.execute(db);
  await sql`CREATE INDEX attempts_unscored_idx ON attempts (id) WHERE scored_at IS NULL AND status IN (0, 5)`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex('attempts_unscored_idx').ifExists().execute();
  await db.schema.alterTable('attempts').dropColumn('scored_at').execute();
}
