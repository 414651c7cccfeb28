import type { QuestionImportResult } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { type PreparedQuestion, preparedContent } from './question-content.js';
import { insertQuestions, questionsWithStemKeys } from './repository.js';

/** A checked question from an import, with the row (Excel) or item number (QTI) it came from. */
export interface ImportedQuestion {
  row: number;
  question: PreparedQuestion;
  knowledgeId: number | null;
}

/**
 * Saves the checked questions of an import in one transaction (a chunk per statement). A stem
 * that the course already has, or that an earlier row has, is imported all the same and
 * reported with the question it repeats.
 */
export async function saveImported(
  db: Kysely<Database>,
  courseId: number,
  items: readonly ImportedQuestion[],
  createdBy: number,
  /** Places the items in the same transaction (an import that creates knowledge points): item index → knowledge point. */
  placeInTransaction?: (trx: Kysely<Database>) => Promise<(index: number) => number | null>,
): Promise<QuestionImportResult> {
  const existing = new Map<string, number>();
  for (const found of await questionsWithStemKeys(
    db,
    courseId,
    items.map((item) => item.question.stemKey),
  )) {
    if (!existing.has(found.stemKey)) existing.set(found.stemKey, found.questionId);
  }
  const ids = await db.transaction().execute(async (trx) => {
    const knowledgeOf = placeInTransaction ? await placeInTransaction(trx) : (index: number) => items[index]!.knowledgeId;
    const placed = items.map(({ question }, index) => ({ question, placement: { courseId, knowledgeId: knowledgeOf(index) } }));
    const inserted = await insertQuestions(trx, placed, createdBy);
    // A composite's parts follow it, at positions 1..n (checked with it before anything was stored).
    for (const [index, { question, placement }] of placed.entries()) {
      const parts = (question.subQuestions ?? []).map((sub, at) => ({
        question: preparedContent(sub),
        placement,
        parent: { parentId: inserted[index]!, position: at + 1 },
      }));
      if (parts.length > 0) await insertQuestions(trx, parts, createdBy);
    }
    return inserted;
  });
  const firstInFile = new Map<string, number>();
  const duplicates: QuestionImportResult['duplicates'] = [];
  items.forEach(({ row, question }, index) => {
    const repeated = existing.get(question.stemKey) ?? firstInFile.get(question.stemKey);
    if (repeated !== undefined) duplicates.push({ row, questionId: repeated });
    else firstInFile.set(question.stemKey, ids[index]!);
  });
  return { created: ids.length, duplicates };
}
