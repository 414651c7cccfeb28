import { type AnalysisFilter, ITEM_FLAGS } from '@kaoshi/contracts';
import { sql } from 'kysely';
import { bestAttemptsCte } from './scope.js';

/**
 * `counted`: each candidate's best marked attempt within the filter (bestAttemptsCte, rn = 1)
 * with its batch and total, whether it sits in the top or the bottom 27 % by total (ties broken
 * by attempt id), and the size k of those groups: round(27 % of the count), at least one once two
 * have sat. k is rounded in integers ((27n + 50) / 100) so both databases agree with each other.
 *
 * Item analysis and knowledge mastery join this to attempt_answers alone: a finished attempt
 * has a row per question of its frozen paper, unanswered ones included, each with the question's
 * maximum (max_score; see migration 0006 and attempts/submission.ts). The covering index
 * attempt_answers_analysis_idx serves the join without reading the table, and the answers are
 * aggregated per question before anything else (questions, knowledge points) is joined.
 */
export function countedCte(filter: AnalysisFilter) {
  return sql`${bestAttemptsCte(filter)},
    placed AS (
      SELECT attempt_id, class_id, score AS total,
        ROW_NUMBER() OVER (ORDER BY score DESC, attempt_id) AS from_top,
        ROW_NUMBER() OVER (ORDER BY score ASC, attempt_id DESC) AS from_bottom,
        COUNT(*) OVER () AS n
      FROM best WHERE rn = 1
    ),
    sized AS (SELECT placed.*, CASE WHEN n < 2 THEN 0 ELSE (27 * n + 50) / 100 END AS k FROM placed),
    counted AS MATERIALIZED (
      SELECT attempt_id, class_id, total, k,
        CASE WHEN from_top <= k THEN 1 ELSE 0 END AS upper_group,
        CASE WHEN from_bottom <= k THEN 1 ELSE 0 END AS lower_group
      FROM sized
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
