import type { ItemAnalysisQuery, ItemAnalysisRow } from '@kaoshi/contracts';
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { correlation, flagsOf, itemsCtes } from './paper-items.js';
import { bestAttemptsCte, num, ratio } from './scope.js';

/** The classical 27 % groups: at least one candidate each once two have sat. */
export const groupSize = (count: number) => (count < 2 ? 0 : Math.max(1, Math.round(count * 0.27)));

/**
 * How often each option key was ticked: answers grouped by their stored choice string ("A,C"),
 * which has few distinct values per question, then split here. Read from attempt_answers alone
 * (an unanswered question ticks nothing), without expanding the papers.
 */
async function optionCounts(db: Kysely<Database>, query: ItemAnalysisQuery): Promise<Map<number, Record<string, number>>> {
  const { rows } = await sql<Record<string, unknown>>`
    WITH ${bestAttemptsCte(query)}
    SELECT aa.question_id, aa.choices, COUNT(*) AS n
    FROM best b JOIN attempt_answers aa ON aa.attempt_id = b.attempt_id
    WHERE b.rn = 1 AND aa.choices <> ''
    GROUP BY aa.question_id, aa.choices`.execute(db);
  const counts = new Map<number, Record<string, number>>();
  for (const row of rows) {
    const perKey = counts.get(num(row.questionId)) ?? {};
    for (const key of String(row.choices).split(',')) perKey[key] = (perKey[key] ?? 0) + num(row.n);
    counts.set(num(row.questionId), perKey);
  }
  return counts;
}

/**
 * Per question of one publication, over each candidate's best marked attempt: facility (share
 * with full marks), discrimination (facility in the top 27 % by total minus the bottom 27 %),
 * point-biserial correlation of full marks with the total, option choice counts (optionCounts above).
 */
export async function itemAnalysis(db: Kysely<Database>, dialect: DialectName, query: ItemAnalysisQuery): Promise<ItemAnalysisRow[]> {
  // The group size comes from the count first, so the main query can compare ranks with it.
  const counted = await sql<{ n: unknown }>`WITH ${bestAttemptsCte(query)} SELECT COUNT(*) AS n FROM best WHERE rn = 1`.execute(db);
  const k = groupSize(num(counted.rows[0]?.n));
  const options = await optionCounts(db, query);
  const { rows } = await sql<Record<string, unknown>>`
    WITH ${itemsCtes(dialect, query)}
    SELECT i.question_id, MAX(i.max_score) AS max_score, COUNT(*) AS n, SUM(i.full_marks) AS full_count,
      SUM(i.total) AS sum_y, SUM(i.full_marks * i.total) AS sum_xy, SUM(i.total * i.total) AS sum_yy,
      SUM(CASE WHEN i.from_top <= ${k} THEN i.full_marks ELSE 0 END) AS upper_full,
      SUM(CASE WHEN i.from_bottom <= ${k} THEN i.full_marks ELSE 0 END) AS lower_full,
      MAX(q.type) AS type, MAX(q.stem_text) AS stem_text
    FROM items i LEFT JOIN questions q ON q.id = i.question_id
    GROUP BY i.question_id
    ORDER BY i.question_id`.execute(db);
  return rows.map((row) => {
    const n = num(row.n);
    const full = num(row.fullCount);
    const facility = ratio(full, n);
    const discrimination = k > 0 ? (num(row.upperFull) - num(row.lowerFull)) / k : null;
    return {
      questionId: num(row.questionId), type: num(row.type), stemText: String(row.stemText ?? ''), maxScore: num(row.maxScore), answered: n,
      facility, discrimination,
      pointBiserial: correlation(n, full, num(row.sumY), num(row.sumXy), full, num(row.sumYy)),
      optionCounts: options.get(num(row.questionId)) ?? {}, ...flagsOf(facility, discrimination),
    };
  });
}
