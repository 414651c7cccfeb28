import {
  type MessageKey,
  type PaperRule,
  type PaperRuleInput,
  QUESTION_TYPE,
  type QuestionType,
  type RuleCheckResult,
} from '@kaoshi/contracts';
import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ErrorParams } from '../../lib/app-error.js';

/**
 * What random rules share between the paper's checks and the draw: a course's knowledge tree
 * (a rule on a chapter covers its appraisal points), when two rules overlap, and which in-use
 * questions a rule may draw.
 */
export interface CourseKnowledge {
  courseId: number;
  /** The point and every point below it; [id] for an id outside the course (matches nothing there). */
  subtreeOf(knowledgeId: number): number[];
  nameOf(knowledgeId: number): string | undefined;
}

export async function loadCourseKnowledge(db: Kysely<Database>, courseId: number): Promise<CourseKnowledge> {
  const points = await db.selectFrom('knowledgePoints').select(['id', 'parentId', 'name']).where('courseId', '=', courseId).execute();
  const names = new Map(points.map((point) => [point.id, point.name]));
  const children = new Map<number, number[]>();
  for (const point of points) {
    if (point.parentId !== null) children.set(point.parentId, [...(children.get(point.parentId) ?? []), point.id]);
  }
  return {
    courseId,
    subtreeOf: (knowledgeId) => {
      const found: number[] = [];
      const pending = [knowledgeId];
      while (pending.length > 0) {
        const id = pending.pop()!;
        // Guards against a cycle, which the knowledge module never stores but a bad row would loop on.
        if (found.includes(id)) continue;
        found.push(id);
        pending.push(...(children.get(id) ?? []));
      }
      return found;
    },
    nameOf: (knowledgeId) => names.get(knowledgeId),
  };
}

/**
 * Two rules overlap when one question could satisfy both: the same type, the same difficulty
 * (or either "any"), and knowledge scopes that meet (either the whole course, or subtrees that
 * share a point). Rules that never overlap can be checked and drawn one by one.
 */
export function rulesOverlap(a: PaperRuleInput, b: PaperRuleInput, knowledge: CourseKnowledge): boolean {
  if (a.type !== b.type) return false;
  if (a.difficulty !== null && b.difficulty !== null && a.difficulty !== b.difficulty) return false;
  if (a.knowledgeId === null || b.knowledgeId === null) return true;
  const scopeOfA = new Set(knowledge.subtreeOf(a.knowledgeId));
  return knowledge.subtreeOf(b.knowledgeId).some((id) => scopeOfA.has(id));
}

/** The first pair of overlapping rules, 1-based as the editor numbers them, or null. */
export function firstOverlap(rules: readonly PaperRuleInput[], knowledge: CourseKnowledge): [number, number] | null {
  for (let i = 0; i < rules.length; i++) {
    for (let j = i + 1; j < rules.length; j++) {
      if (rulesOverlap(rules[i]!, rules[j]!, knowledge)) return [i + 1, j + 1];
    }
  }
  return null;
}

/**
 * The in-use questions a rule may draw. The filters follow the index questions_draw_idx
 * (course_id, retired, type, knowledge_id, difficulty, id), so counting or listing them reads
 * the index only, never the questions themselves.
 */
export function inUseMatching(db: Kysely<Database>, rule: PaperRuleInput, knowledge: CourseKnowledge) {
  let query = db
    .selectFrom('questions')
    .where('courseId', '=', knowledge.courseId)
    .where('retired', '=', 0)
    .where('type', '=', rule.type)
    // A composite's parts are drawn only with their composite.
    .where('parentId', 'is', null);
  // Fill-in and composite questions carry their score in their parts: a rule draws those whose score is the rule's.
  if (hasStructuralScore(rule.type)) query = query.where('score', '=', rule.score);
  if (rule.knowledgeId !== null) query = query.where('knowledgeId', 'in', knowledge.subtreeOf(rule.knowledgeId));
  if (rule.difficulty !== null) query = query.where('difficulty', '=', rule.difficulty);
  return query;
}

/**
 * The ids of the in-use questions a rule may draw, as one comma-separated text: one row object
 * per id costs three to five times as much once a rule matches thousands of questions.
 */
export async function inUseIds(db: Kysely<Database>, rule: PaperRuleInput, knowledge: CourseKnowledge): Promise<number[]> {
  const joined =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? sql<string | null>`string_agg(id::text, ',')`
      : sql<string | null>`group_concat(id, ',')`;
  const { ids } = await inUseMatching(db, rule, knowledge).select(joined.as('ids')).executeTakeFirstOrThrow();
  return ids ? ids.split(',').map(Number) : [];
}

/** How many in-use questions the bank holds for each rule. */
export async function ruleAvailability(
  db: Kysely<Database>,
  rules: readonly PaperRuleInput[],
  knowledge: CourseKnowledge,
): Promise<RuleCheckResult> {
  const result: RuleCheckResult = { ok: true, rules: [] };
  for (const [index, rule] of rules.entries()) {
    const { count } = await inUseMatching(db, rule, knowledge)
      .select(sql<number | string>`count(*)`.as('count'))
      .executeTakeFirstOrThrow();
    const available = Number(count);
    const shortBy = Math.max(0, rule.count - available);
    if (shortBy > 0) result.ok = false;
    result.rules.push({ rule: index + 1, required: rule.count, available, shortBy });
  }
  return result;
}

/**
 * Fill-in (the blanks' points) and composite (the parts' scores) questions have the score their
 * parts add up to; a paper gives them that score, never another (docs/REQUIREMENTS.md §7).
 */
export const hasStructuralScore = (type: number) => type === QUESTION_TYPE.FILL_BLANK || type === QUESTION_TYPE.COMPOSITE;

const TYPE_NAMES: Record<QuestionType, MessageKey> = {
  [QUESTION_TYPE.SINGLE]: 'ruleTypeSingle',
  [QUESTION_TYPE.MULTIPLE]: 'ruleTypeMultiple',
  [QUESTION_TYPE.TRUE_FALSE]: 'ruleTypeTrueFalse',
  [QUESTION_TYPE.EXTERNAL_LINK]: 'ruleTypeExternalLink',
  [QUESTION_TYPE.FILL_BLANK]: 'ruleTypeFillBlank',
  [QUESTION_TYPE.SHORT_ANSWER]: 'ruleTypeShortAnswer',
  [QUESTION_TYPE.ESSAY]: 'ruleTypeEssay',
  [QUESTION_TYPE.COMPOSITE]: 'ruleTypeComposite',
};

/** A rule in words, for messages: {type}, {knowledge} and {difficulty} in the reader's language. */
export function describeRule(rule: PaperRuleInput, knowledge: CourseKnowledge): ErrorParams {
  const knowledgeName = rule.knowledgeId === null ? undefined : knowledge.nameOf(rule.knowledgeId);
  return {
    type: [{ key: TYPE_NAMES[rule.type] }],
    knowledge: knowledgeName ?? [{ key: 'ruleWholeCourse' }],
    difficulty: rule.difficulty === null ? [{ key: 'ruleAnyDifficulty' }] : [{ key: 'ruleDifficulty', params: { level: rule.difficulty } }],
  };
}

/** A random paper's rules in their order. */
export const paperRules = (db: Kysely<Database>, paperId: number): Promise<PaperRule[]> =>
  db
    .selectFrom('paperRules')
    .leftJoin('knowledgePoints', 'knowledgePoints.id', 'paperRules.knowledgeId')
    .select([
      'paperRules.knowledgeId',
      'paperRules.difficulty',
      'paperRules.count',
      'paperRules.score',
      'knowledgePoints.name as knowledgeName',
    ])
    .select((eb) => eb.ref('paperRules.type').$castTo<QuestionType>().as('type'))
    .where('paperRules.paperId', '=', paperId)
    .orderBy('paperRules.position')
    .execute();
