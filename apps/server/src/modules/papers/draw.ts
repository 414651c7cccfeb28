import { isChoiceType, OPTION_KEYS, type OptionKey, type PaperRuleInput, type PreviewQuestion, type QuestionType } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { type Random, pickDistinct, shuffleInPlace } from './random.js';
import { inSections } from './repository.js';
import { inUseIds, loadCourseKnowledge } from './rules.js';

/** A question chosen for one sitting, with its score on this paper. */
interface Pick {
  questionId: number;
  type: number;
  score: number;
}

type DrawnPaper = { id: number; name: string; mode: string; courseId: number; shuffleQuestions: number; shuffleOptions: number };

/** A fixed paper: its items, in section then position order. */
async function fixedPicks(db: Kysely<Database>, paperId: number): Promise<Pick[]> {
  const rows = await db
    .selectFrom('paperQuestions')
    .innerJoin('questions', 'questions.id', 'paperQuestions.questionId')
    .select(['paperQuestions.questionId', 'paperQuestions.score', 'questions.type'])
    .where('paperQuestions.paperId', '=', paperId)
    .orderBy('paperQuestions.position')
    .execute();
  return inSections(rows);
}

/**
 * A random paper: for each rule, the ids of the in-use questions it matches (one query that
 * reads the draw index only, never the questions), then `count` of them uniformly without
 * repetition. Rules never overlap (the save refuses it), so no question can be drawn twice.
 * A rule that has become short since the paper was saved (questions retired) cannot be
 * honoured: 40900.
 */
async function randomPicks(db: Kysely<Database>, paper: DrawnPaper, random: Random): Promise<Pick[]> {
  const stored = await db
    .selectFrom('paperRules')
    .select(['type', 'knowledgeId', 'difficulty', 'count', 'score'])
    .where('paperId', '=', paper.id)
    .orderBy('position')
    .execute();
  const knowledge = await loadCourseKnowledge(db, paper.courseId);
  const picks: Pick[] = [];
  for (const [index, row] of stored.entries()) {
    const rule: PaperRuleInput = { ...row, type: row.type as QuestionType };
    const ids = await inUseIds(db, rule, knowledge);
    if (ids.length < rule.count) {
      throw conflict('paperRuleNoLongerAvailable', { name: paper.name, rule: index + 1, required: rule.count, available: ids.length });
    }
    for (const questionId of pickDistinct(ids, rule.count, random)) picks.push({ questionId, type: rule.type, score: rule.score });
  }
  return inSections(picks);
}

/** The chosen questions' content, in one query. */
async function contentOf(db: Kysely<Database>, ids: number[]) {
  const rows =
    ids.length === 0
      ? []
      : await db.selectFrom('questions').select(['id', 'type', 'stem', 'options', 'answer', 'linkUrl', 'explanation']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Shuffles each section (questions of one type) on its own: sections keep their order 0, 1, 2, 3. */
function shuffleWithinSections(picks: Pick[], random: Random): Pick[] {
  const sections = new Map<number, Pick[]>();
  for (const pick of picks) sections.set(pick.type, [...(sections.get(pick.type) ?? []), pick]);
  return [...sections.keys()].sort((a, b) => a - b).flatMap((type) => shuffleInPlace(sections.get(type)!, random));
}

/**
 * One sitting of a paper, as the exam freezes it for a candidate: random rules drawn, questions
 * shuffled within their sections and options of choice questions shuffled when the paper says
 * so (true/false keeps its order). Every option keeps its original key, so answers are always
 * given in the bank's keys. Includes the answer and explanation: callers that serve candidates
 * strip them.
 */
export async function drawPaper(db: Kysely<Database>, paperId: number, random: Random = Math.random): Promise<PreviewQuestion[]> {
  const paper = await db
    .selectFrom('papers')
    .select(['id', 'name', 'mode', 'courseId', 'shuffleQuestions', 'shuffleOptions'])
    .where('id', '=', paperId)
    .executeTakeFirst();
  if (!paper) throw notFound('paperNotFound', { id: paperId });
  let picks = paper.mode === 'fixed' ? await fixedPicks(db, paperId) : await randomPicks(db, paper, random);
  if (paper.shuffleQuestions === 1) picks = shuffleWithinSections(picks, random);
  const content = await contentOf(db, picks.map((pick) => pick.questionId));
  return picks.map((pick) => {
    const question = content.get(pick.questionId)!;
    const options = (JSON.parse(question.options) as string[]).map((html, index) => ({ key: OPTION_KEYS[index]!, content: html }));
    if (paper.shuffleOptions === 1 && isChoiceType(question.type)) shuffleInPlace(options, random);
    return {
      questionId: pick.questionId,
      type: question.type as QuestionType,
      stem: question.stem,
      options,
      linkUrl: question.linkUrl,
      score: pick.score,
      answer: question.answer === '' ? [] : (question.answer.split(',') as OptionKey[]),
      explanation: question.explanation,
    };
  });
}
