import type { ItemAnalysisQuery, ItemAnalysisRow } from '@kaoshi/contracts';
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { correlation, countedCte, flagsOf, FULL_MARKS } from './answer-items.js';
import { num, ratio } from './scope.js';

/** Sums per question, added up from its rows per chosen option string; k: the 27 % groups' size (countedCte). */
interface QuestionSums {
  maxScore: number;
  k: number;
  n: number;
  full: number;
  sumY: number;
  sumXY: number;
  sumYY: number;
  upperFull: number;
  lowerFull: number;
  options: Record<string, number>;
}

/**
 * One pass over the counted attempts' answer rows, grouped by question, stored choice string
 * ("A,C": few distinct values per question) and whether the row earned full marks. Grouping
 * on the full-marks flag (nearly free: for an objective question the choices decide it) spares
 * a product per row: the sums "over full-mark rows only" are the groups with full = 1. SQLite
 * aggregates by sorting, so every column and expression per row counts at a million rows.
 * The groups of one question are added up here (a few rows each); their sizes are the option
 * choice counts (split on the commas; an unanswered question, choices '', ticks nothing).
 */
async function questionSums(db: Kysely<Database>, query: ItemAnalysisQuery): Promise<Map<number, QuestionSums>> {
  const { rows } = await sql<Record<string, unknown>>`
    WITH ${countedCte(query)}
    SELECT aa.question_id, aa.choices, ${FULL_MARKS} AS full_marks, COUNT(*) AS n, MAX(aa.max_score) AS max_score, MAX(c.k) AS k,
      SUM(c.total) AS sum_y, SUM(c.total * c.total) AS sum_yy, SUM(c.upper_group) AS upper_count, SUM(c.lower_group) AS lower_count
    FROM counted c JOIN attempt_answers aa ON aa.attempt_id = c.attempt_id
    GROUP BY aa.question_id, aa.choices, full_marks`.execute(db);
  const sums = new Map<number, QuestionSums>();
  for (const row of rows) {
    const questionId = num(row.questionId);
    let into = sums.get(questionId);
    if (!into) {
      into = { maxScore: 0, k: num(row.k), n: 0, full: 0, sumY: 0, sumXY: 0, sumYY: 0, upperFull: 0, lowerFull: 0, options: {} };
      sums.set(questionId, into);
    }
    const n = num(row.n);
    into.maxScore = Math.max(into.maxScore, num(row.maxScore));
    into.n += n;
    into.sumY += num(row.sumY);
    into.sumYY += num(row.sumYy);
    if (num(row.fullMarks) === 1) {
      into.full += n;
      into.sumXY += num(row.sumY);
      into.upperFull += num(row.upperCount);
      into.lowerFull += num(row.lowerCount);
    }
    const choices = String(row.choices);
    if (choices !== '') for (const key of choices.split(',')) into.options[key] = (into.options[key] ?? 0) + n;
  }
  return sums;
}

/**
 * Per question of one publication, over each candidate's best marked attempt: facility (share
 * with full marks), discrimination (facility in the top 27 % by total minus the bottom 27 %),
 * point-biserial correlation of full marks with the total, option choice counts. The bank's type
 * and stem are read after the aggregation, for the questions found.
 */
// The dialect is part of every analysis call's signature (routes.ts); this one reads the same SQL on both.
export async function itemAnalysis(db: Kysely<Database>, _dialect: DialectName, query: ItemAnalysisQuery): Promise<ItemAnalysisRow[]> {
  const sums = await questionSums(db, query);
  if (sums.size === 0) return [];
  const questions = await db.selectFrom('questions').select(['id', 'type', 'stemText']).where('id', 'in', [...sums.keys()]).execute();
  const bank = new Map(questions.map((question) => [question.id, question]));
  return [...sums.entries()]
    .sort(([a], [b]) => a - b)
    .map(([questionId, s]) => {
      const facility = ratio(s.full, s.n);
      const discrimination = s.k > 0 ? (s.upperFull - s.lowerFull) / s.k : null;
      return {
        questionId, type: bank.get(questionId)?.type ?? 0, stemText: bank.get(questionId)?.stemText ?? '', maxScore: s.maxScore, answered: s.n,
        facility, discrimination,
        pointBiserial: correlation(s.n, s.full, s.sumY, s.sumXY, s.full, s.sumYY),
        optionCounts: s.options, ...flagsOf(facility, discrimination),
      };
    });
}
