import { sql } from 'kysely';
import { isPostgres, type MigrationDb } from './helpers.js';

/**
 * Score analysis reads answer rows alone (docs/REQUIREMENTS.md §10.1, §19.2): expanding every counted attempt's
 * frozen paper (attempts.paper, JSON) to learn its questions and their maxima took seconds at
 * 10,000 attempts of 100 questions. From now on a finished attempt has one attempt_answers row
 * per question of its paper (unanswered ones with choices '', text '', seq 0), each carrying the
 * question's maximum in that paper (max_score); submission.ts writes them when it scores.
 * This migration gives attempts finished before it the same rows, and adds the covering index
 * the analysis joins through (from a counted attempt to its answers without reading the table).
 */
export async function up(db: MigrationDb): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .alterTable('attempt_answers')
    .addColumn('max_score', postgres ? 'double precision' : 'real')
    .execute();
  await backfillAnswerRows(db);
  if (postgres) {
    await sql`CREATE INDEX attempt_answers_analysis_idx ON attempt_answers (attempt_id, question_id) INCLUDE (max_score, score, choices)`.execute(
      db,
    );
    // Index-only scans skip the table only on pages vacuum has marked all-visible. By default
    // autovacuum waits until a fifth of a table has changed: one exam's submissions (a tenth of a
    // 10,000,000-row table) would leave its rows unmarked, and its analysis reading the table.
    await sql`ALTER TABLE attempt_answers SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_vacuum_insert_scale_factor = 0.02)`.execute(
      db,
    );
  } else {
    // SQLite has no INCLUDE: the same columns as trailing key columns.
    await db.schema
      .createIndex('attempt_answers_analysis_idx')
      .on('attempt_answers')
      .columns(['attempt_id', 'question_id', 'max_score', 'score', 'choices'])
      .execute();
  }
}

/**
 * Every question of every attempt's frozen paper: attempt, status, question, type, maximum. The
 * status and type codes are written out (0 submitted, 5 expired; 3 external link) so that this
 * migration keeps meaning what it meant when written.
 */
function paperQuestions(db: MigrationDb) {
  return isPostgres(db)
    ? sql`SELECT a.id AS attempt_id, a.status, COALESCE(a.submitted_at, a.deadline_at) AS finished_at,
          (q.value->>'questionId')::int AS question_id, (q.value->>'type')::int AS type, (q.value->>'score')::float8 AS max_score
        FROM attempts a CROSS JOIN LATERAL jsonb_array_elements(a.paper::jsonb) AS q(value)`
    : sql`SELECT a.id AS attempt_id, a.status, COALESCE(a.submitted_at, a.deadline_at) AS finished_at,
          CAST(json_extract(q.value, '$.questionId') AS INTEGER) AS question_id, CAST(json_extract(q.value, '$.type') AS INTEGER) AS type,
          CAST(json_extract(q.value, '$.score') AS REAL) AS max_score
        FROM attempts a, json_each(a.paper) AS q`;
}

/**
 * The maximum on every stored answer; for finished attempts, a row for each unanswered question:
 * 0 points for an objective one (what scoring gave it), and for an external-link task the
 * examiner's score when one was given (grading.ts writes it on the row, which now exists), else
 * none yet. Exported for the analysis test that compares an attempt finished before this with
 * one after.
 */
export async function backfillAnswerRows(db: MigrationDb): Promise<void> {
  // MATERIALIZED: expanded once and looked up by (attempt, question) through an index the
  // database builds; left inline, SQLite re-expands the attempt's paper for every answer row.
  await sql`WITH p AS MATERIALIZED (${paperQuestions(db)})
    UPDATE attempt_answers SET max_score = p.max_score
    FROM p
    WHERE p.attempt_id = attempt_answers.attempt_id AND p.question_id = attempt_answers.question_id`.execute(db);
  await sql`WITH p AS MATERIALIZED (${paperQuestions(db)})
    INSERT INTO attempt_answers (attempt_id, question_id, choices, text, flagged, seq, saved_at, score, max_score)
    SELECT p.attempt_id, p.question_id, '', '', 0, 0, p.finished_at, CASE WHEN p.type = 3 THEN ms.score ELSE 0 END, p.max_score
    FROM p LEFT JOIN marking_scores ms ON ms.attempt_id = p.attempt_id AND ms.question_id = p.question_id
    WHERE p.status IN (0, 5)
      AND NOT EXISTS (SELECT 1 FROM attempt_answers aa WHERE aa.attempt_id = p.attempt_id AND aa.question_id = p.question_id)
    ON CONFLICT DO NOTHING`.execute(db);
}

export async function down(db: MigrationDb): Promise<void> {
  if (isPostgres(db))
    await sql`ALTER TABLE attempt_answers RESET (autovacuum_vacuum_scale_factor, autovacuum_vacuum_insert_scale_factor)`.execute(db);
  await db.schema.dropIndex('attempt_answers_analysis_idx').ifExists().execute();
  // The rows of unanswered questions stay: they read as unanswered (choices '', text '') everywhere.
  await db.schema.alterTable('attempt_answers').dropColumn('max_score').execute();
}
