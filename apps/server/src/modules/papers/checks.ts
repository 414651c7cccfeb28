import {
  type AddPaperBody,
  type CheckPaperRulesBody,
  MAX_PAPER_QUESTIONS,
  type PaperItemInput,
  type PaperRuleInput,
  type RuleCheckResult,
  STATUS,
} from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError, badRequest } from '../../lib/app-error.js';
import {
  type CourseKnowledge,
  describeRule,
  firstOverlap,
  hasStructuralScore,
  loadCourseKnowledge,
  ruleAvailability,
} from '../exam-core/index.js';

/**
 * The rules a paper must meet before it is saved. Every refusal is 40000 with a message that
 * names what to fix; a short random paper carries the RuleCheckResult as data as well.
 */

/** What is stored: the paper's columns the service computes, and the list that matches its mode. */
export interface CheckedPaper {
  totalScore: number;
  questionCount: number;
  items: PaperItemInput[];
  rules: PaperRuleInput[];
}

async function requireCourseName(db: Kysely<Database>, courseId: number) {
  const course = await db.selectFrom('courses').select('name').where('id', '=', courseId).executeTakeFirst();
  if (!course) throw badRequest('courseNotFound', { id: courseId });
  return course.name;
}

/**
 * Each question once, existing, of the paper's course, and in use, except that a retired
 * question already on the paper (`keptIds`) may stay.
 */
async function checkItems(
  db: Kysely<Database>,
  courseId: number,
  courseName: string,
  items: PaperItemInput[],
  keptIds: ReadonlySet<number>,
) {
  if (items.length === 0) throw badRequest('paperNeedsItems');
  const seen = new Set<number>();
  for (const { questionId } of items) {
    if (seen.has(questionId)) throw badRequest('paperQuestionTwice', { id: questionId });
    seen.add(questionId);
  }
  // A composite's part is never an item of its own: it comes with its composite.
  const rows = await db
    .selectFrom('questions')
    .select(['id', 'courseId', 'retired', 'type', 'score'])
    .where('id', 'in', [...seen])
    .where('parentId', 'is', null)
    .execute();
  const questions = new Map(rows.map((row) => [row.id, row]));
  for (const { questionId } of items) {
    const question = questions.get(questionId);
    if (!question) throw badRequest('paperQuestionMissing', { id: questionId });
    if (question.courseId !== courseId) throw badRequest('paperQuestionOtherCourse', { id: questionId, course: courseName });
    if (question.retired === 1 && !keptIds.has(questionId)) throw badRequest('paperQuestionRetired', { id: questionId });
  }
  return items.map((item) => {
    const question = questions.get(item.questionId)!;
    return hasStructuralScore(question.type) ? { ...item, score: Number(question.score) } : item;
  });
}

/** Every rule's knowledge point lies in the course. */
function checkRuleKnowledge(rules: readonly PaperRuleInput[], knowledge: CourseKnowledge, courseName: string) {
  for (const [index, rule] of rules.entries()) {
    if (rule.knowledgeId !== null && knowledge.nameOf(rule.knowledgeId) === undefined) {
      throw badRequest('paperRuleKnowledgeOtherCourse', { rule: index + 1, id: rule.knowledgeId, course: courseName });
    }
  }
}

/** A short rule: 40000, the first short rule in words, and every rule's figures as data. */
function shortage(result: RuleCheckResult, rules: readonly PaperRuleInput[], knowledge: CourseKnowledge) {
  const first = result.rules.find((rule) => rule.shortBy > 0)!;
  const params = {
    ...describeRule(rules[first.rule - 1]!, knowledge),
    rule: first.rule,
    required: first.required,
    available: first.available,
    short: first.shortBy,
  };
  return new AppError(STATUS.BAD_REQUEST, 'paperRuleShort', params, () => result);
}

/** Rules that do not overlap, within the question limit, each with enough in-use questions. */
async function checkRules(db: Kysely<Database>, courseId: number, courseName: string, rules: PaperRuleInput[]) {
  if (rules.length === 0) throw badRequest('paperNeedsRules');
  const knowledge = await loadCourseKnowledge(db, courseId);
  checkRuleKnowledge(rules, knowledge, courseName);
  const count = rules.reduce((sum, rule) => sum + rule.count, 0);
  if (count > MAX_PAPER_QUESTIONS) throw badRequest('paperTooManyQuestions', { max: MAX_PAPER_QUESTIONS, count });
  const overlap = firstOverlap(rules, knowledge);
  if (overlap) throw badRequest('paperRulesOverlap', { first: overlap[0], second: overlap[1] });
  const result = await ruleAvailability(db, rules, knowledge);
  if (!result.ok) throw shortage(result, rules, knowledge);
}

/** The whole paper; `keptIds` are the questions already on it (see checkItems). */
export async function checkPaper(
  db: Kysely<Database>,
  body: AddPaperBody,
  keptIds: ReadonlySet<number> = new Set(),
): Promise<CheckedPaper> {
  const courseName = await requireCourseName(db, body.courseId);
  let checked: CheckedPaper;
  if (body.mode === 'fixed') {
    const items = await checkItems(db, body.courseId, courseName, body.items, keptIds);
    // Scores are multiples of 0.5, exact in floating point, so the sum is exact too.
    checked = {
      totalScore: items.reduce((sum, item) => sum + item.score, 0),
      questionCount: items.length,
      items,
      rules: [],
    };
  } else {
    await checkRules(db, body.courseId, courseName, body.rules);
    checked = {
      totalScore: body.rules.reduce((sum, rule) => sum + rule.count * rule.score, 0),
      questionCount: body.rules.reduce((sum, rule) => sum + rule.count, 0),
      items: [],
      rules: body.rules,
    };
  }
  if (body.passScore > checked.totalScore) throw badRequest('paperPassScoreTooHigh', { pass: body.passScore, total: checked.totalScore });
  return checked;
}

/** checkPaperRules: each rule's availability, short or not (nothing is saved). */
export async function checkRulesAvailability(db: Kysely<Database>, body: CheckPaperRulesBody): Promise<RuleCheckResult> {
  const courseName = await requireCourseName(db, body.courseId);
  const knowledge = await loadCourseKnowledge(db, body.courseId);
  checkRuleKnowledge(body.rules, knowledge, courseName);
  return ruleAvailability(db, body.rules, knowledge);
}
