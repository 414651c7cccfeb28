import { type AnalysisFilter, ITEM_FLAGS } from '@kaoshi/contracts';
import { sql } from 'kysely';
import type { DialectName } from '../../db/database.js';
import { bestAttemptsCte } from './scope.js';

/**
 * `items`: one row per question of each counted attempt's frozen paper (attempts.paper, JSON),
 * with the question's maximum, the points earned (0 when unanswered), whether that is full marks,
 * and the attempt's batch, total and place from the top and bottom (for the 27 % groups) carried
 * along, so that no join follows the expansion. The paper is expanded in SQL (json_each /
 * jsonb_array_elements) so nothing is parsed in the server.
 */
export function itemsCtes(dialect: DialectName, filter: AnalysisFilter) {
  const expanded =
    dialect === 'postgres'
      ? sql`SELECT r.*, (q.value->>'questionId')::int AS question_id, (q.value->>'score')::float8 AS max_score
          FROM ranked r JOIN attempts a ON a.id = r.attempt_id CROSS JOIN LATERAL jsonb_array_elements(a.paper::jsonb) AS q(value)`
      : sql`SELECT r.*, CAST(json_extract(q.value, '$.questionId') AS INTEGER) AS question_id, json_extract(q.value, '$.score') AS max_score
          FROM ranked r JOIN attempts a ON a.id = r.attempt_id, json_each(a.paper) AS q`;
  return sql`${bestAttemptsCte(filter)},
    ranked AS MATERIALIZED (
      SELECT attempt_id, class_id, score AS total,
        ROW_NUMBER() OVER (ORDER BY score DESC, attempt_id) AS from_top,
        ROW_NUMBER() OVER (ORDER BY score ASC, attempt_id DESC) AS from_bottom
      FROM best WHERE rn = 1
    ),
    expanded AS (${expanded}),
    items AS (
      SELECT e.attempt_id, e.class_id, e.total, e.from_top, e.from_bottom, e.question_id, e.max_score, COALESCE(aa.score, 0) AS score, COALESCE(aa.choices, '') AS choices,
        CASE WHEN e.max_score > 0 AND COALESCE(aa.score, 0) >= e.max_score THEN 1 ELSE 0 END AS full_marks
      FROM expanded e LEFT JOIN attempt_answers aa ON aa.attempt_id = e.attempt_id AND aa.question_id = e.question_id
    )`;
}

/** Pearson correlation from sums (with a 0/1 item score this is the point-biserial correlation). */
export function correlation(n: number, sumX: number, sumY: number, sumXY: number, sumXX: number, sumYY: number): number | null {
  const cov = n * sumXY - sumX * sumY;
  const varX = n * sumXX - sumX * sumX;
  const varY = n * sumYY - sumY * sumY;
  if (n < 2 || varX <= 0 || varY <= 0) return null;
  return cov / Math.sqrt(varX * varY);
}

export const flagsOf = (facility: number | null, discrimination: number | null) => ({
  tooEasy: facility !== null && facility > ITEM_FLAGS.TOO_EASY,
  tooHard: facility !== null && facility < ITEM_FLAGS.TOO_HARD,
  negativeDiscrimination: discrimination !== null && discrimination < 0,
});
