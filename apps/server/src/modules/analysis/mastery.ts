import type { AnalysisFilter, MasteryRow } from '@kaoshi/contracts';
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { bestAttemptsCte, num, numOrNull, ratio } from './scope.js';

/**
 * Knowledge-point mastery per batch: of the points the counted attempts' papers offered on each
 * knowledge point (the bank question's knowledge_id), the share earned. The answer rows (one per
 * question of each paper, unanswered ones with 0) are summed per batch and question first; only
 * those sums meet the questions and knowledge points. Questions without a knowledge point are
 * left out.
 */
// The dialect is part of every analysis call's signature (routes.ts); this one reads the same SQL on both.
export async function knowledgeMastery(db: Kysely<Database>, _dialect: DialectName, filter: AnalysisFilter): Promise<MasteryRow[]> {
  const { rows } = await sql<Record<string, unknown>>`
    WITH ${bestAttemptsCte(filter)},
    per_question AS (
      SELECT b.class_id, aa.question_id, SUM(aa.score) AS earned, SUM(aa.max_score) AS available
      FROM best b JOIN attempt_answers aa ON aa.attempt_id = b.attempt_id
      WHERE b.rn = 1
      GROUP BY b.class_id, aa.question_id
    )
    SELECT pq.class_id, c.name AS class_name, k.id AS knowledge_id, k.name AS knowledge_name,
      SUM(pq.earned) AS earned, SUM(pq.available) AS available
    FROM per_question pq
      JOIN questions q ON q.id = pq.question_id
      JOIN knowledge_points k ON k.id = q.knowledge_id
      LEFT JOIN classes c ON c.id = pq.class_id
    GROUP BY pq.class_id, c.name, k.id, k.name
    ORDER BY c.name, k.name`.execute(db);
  return rows.map((row) => {
    const earned = num(row.earned);
    const available = num(row.available);
    return {
      classId: numOrNull(row.classId),
      className: (row.className as string | null) ?? null,
      knowledgeId: num(row.knowledgeId),
      knowledgeName: String(row.knowledgeName),
      earned,
      available,
      mastery: ratio(earned, available),
    };
  });
}
