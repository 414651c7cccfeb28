import type { ItemAnalysisQuery, ItemAnalysisRow } from '@kaoshi/contracts';
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { correlation, countedCte, flagsOf } from './answer-items.js';
import { num, ratio } from './scope.js';

/**
 * Sums per question, added up from its rows per chosen option string and per score x earned
 * (the final per-answer score: computed for choice questions, the examiner's mark for a task).
 * y is the candidate's total; k the 27 % groups' size (countedCte).
 */
interface QuestionSums {
  maxScore: number;
  k: number;
  n: number;
  sumX: number;
  sumXX: number;
  sumY: number;
  sumXY: number;
  sumYY: number;
  upperX: number;
  lowerX: number;
  options: Record<string, number>;
}

/**
 * One pass over the counted attempts' answer rows, grouped by question, stored choice string
 * ("A,C": few distinct values per question) and the score earned (few distinct values too: 0 or
 * full for a choice question, the half-points given for a task). Grouping on the score spares a
 * product per row: every sum that weighs by x is x times its group's sums. SQLite aggregates by
 * sorting, so every column and expression per row counts at a million rows. The groups of one
 * question are added up here (a few rows each); their sizes are the option choice counts (split
 * on the commas; an unanswered question, choices '', ticks nothing). A task not marked yet has
 * no score: 0 (its attempt has no final score and is not counted anyway).
 */
async function questionSums(db: Kysely<Database>, query: ItemAnalysisQuery): Promise<Map<number, QuestionSums>> {
  const { rows } = await sql<Record<string, unknown>>`
    WITH ${countedCte(query)}
    SELECT aa.question_id, aa.choices, COALESCE(aa.score, 0) AS earned, COUNT(*) AS n, MAX(aa.max_score) AS max_score, MAX(c.k) AS k,
      SUM(c.total) AS sum_y, SUM(c.total * c.total) AS sum_yy, SUM(c.upper_group) AS upper_count, SUM(c.lower_group) AS lower_count
    FROM counted c JOIN attempt_answers aa ON aa.attempt_id = c.attempt_id
    GROUP BY aa.question_id, aa.choices, earned`.execute(db);
  const sums = new Map<number, QuestionSums>();
  for (const row of rows) {
    const questionId = num(row.questionId);
    let into = sums.get(questionId);
    if (!into) {
      into = { maxScore: 0, k: num(row.k), n: 0, sumX: 0, sumXX: 0, sumY: 0, sumXY: 0, sumYY: 0, upperX: 0, lowerX: 0, options: {} };
      sums.set(questionId, into);
    }
    const n = num(row.n);
    const x = num(row.earned);
    into.maxScore = Math.max(into.maxScore, num(row.maxScore));
    into.n += n;
    into.sumX += x * n;
    into.sumXX += x * x * n;
    into.sumY += num(row.sumY);
    into.sumXY += x * num(row.sumY);
    into.sumYY += num(row.sumYy);
    into.upperX += x * num(row.upperCount);
    into.lowerX += x * num(row.lowerCount);
    const choices = String(row.choices);
    if (choices !== '') for (const key of choices.split(',')) into.options[key] = (into.options[key] ?? 0) + n;
  }
  return sums;
}

/**
 * The questions in the order the paper shows them: its sections (question types 0, 1, 2, 3),
 * within a section the paper's positions (a fixed paper; a random one draws per candidate, so
 * its questions follow their ids). This is the Q1…Qn numbering candidates saw before any shuffle.
 */
async function paperOrder(
  db: Kysely<Database>,
  publicationId: number,
  questionIds: number[],
): Promise<{ questionId: number; type: number; stemText: string }[]> {
  const positions = await db
    .selectFrom('publications')
    .innerJoin('paperQuestions', 'paperQuestions.paperId', 'publications.paperId')
    .select(['paperQuestions.questionId', 'paperQuestions.position'])
    .where('publications.id', '=', publicationId)
    .execute();
  const position = new Map(positions.map((row) => [row.questionId, row.position]));
  const questions = await db
    .selectFrom('questions')
    .select(['id as questionId', 'type', 'stemText'])
    .where('id', 'in', questionIds)
    .execute();
  const rank = (questionId: number) => position.get(questionId) ?? Number.MAX_SAFE_INTEGER;
  return questions.sort((a, b) => a.type - b.type || rank(a.questionId) - rank(b.questionId) || a.questionId - b.questionId);
}

/**
 * Per question of one publication, over each candidate's best marked attempt, in paper order
 * (`number`, see paperOrder): facility (mean score as a share of the maximum, so a task marked
 * 8, 0 and 9 of 10 has 56.7 %), discrimination (that facility in the top 27 % by total minus the
 * bottom 27 %), correlation of the question's score with the total (point-biserial for a
 * question scored all or nothing), option choice counts. See docs/RESULTS.md.
 */
// The dialect is part of every analysis call's signature (routes.ts); this one reads the same SQL on both.
export async function itemAnalysis(db: Kysely<Database>, _dialect: DialectName, query: ItemAnalysisQuery): Promise<ItemAnalysisRow[]> {
  const sums = await questionSums(db, query);
  if (sums.size === 0) return [];
  const ordered = await paperOrder(db, query.publicationId, [...sums.keys()]);
  return ordered.map(({ questionId, type, stemText }, index) => {
    const s = sums.get(questionId)!;
    const facility = ratio(s.sumX, s.n * s.maxScore);
    const discrimination = s.k > 0 && s.maxScore > 0 ? (s.upperX - s.lowerX) / (s.k * s.maxScore) : null;
    return {
      questionId,
      number: index + 1,
      type,
      stemText,
      maxScore: s.maxScore,
      answered: s.n,
      facility,
      discrimination,
      pointBiserial: correlation(s.n, s.sumX, s.sumY, s.sumXY, s.sumXX, s.sumYY),
      optionCounts: s.options,
      ...flagsOf(facility, discrimination),
    };
  });
}
