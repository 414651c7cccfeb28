import type { AnalysisFilter, MasteryRow } from '@kaoshi/contracts';
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { itemsCtes } from './paper-items.js';
import { num, numOrNull, ratio } from './scope.js';

/**
 * Knowledge-point mastery per batch: of the points the counted attempts' papers offered on each
 * knowledge point (the bank question's knowledge_id), the share earned. Questions without a
 * knowledge point are left out.
 */
export async function knowledgeMastery(db: Kysely<Database>, dialect: DialectName, filter: AnalysisFilter): Promise<MasteryRow[]> {
  const { rows } = await sql<Record<string, unknown>>`
    WITH ${itemsCtes(dialect, filter)}
    SELECT i.class_id, c.name AS class_name, k.id AS knowledge_id, k.name AS knowledge_name,
      SUM(i.score) AS earned, SUM(i.max_score) AS available
    FROM items i
      JOIN questions q ON q.id = i.question_id
      JOIN knowledge_points k ON k.id = q.knowledge_id
      LEFT JOIN classes c ON c.id = i.class_id
    GROUP BY i.class_id, c.name, k.id, k.name
    ORDER BY c.name, k.name`.execute(db);
  return rows.map((row) => {
    const earned = num(row.earned);
    const available = num(row.available);
    return {
      classId: numOrNull(row.classId), className: (row.className as string | null) ?? null, knowledgeId: num(row.knowledgeId),
      knowledgeName: String(row.knowledgeName), earned, available, mastery: ratio(earned, available),
    };
  });
}
