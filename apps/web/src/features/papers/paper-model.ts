import {
  type AddPaperBody,
  type PaperDetail,
  type PaperItem,
  type PaperMode,
  type QuestionRecord,
  QUESTION_TYPES,
  type QuestionType,
  type RuleAvailability,
} from '@kaoshi/contracts';

/** A question on a fixed paper as the editor holds it (what getPaperById returns per item). */
export type DraftItem = PaperItem;

/** A random rule being edited: count and score are null while their input is empty. */
export interface DraftRule {
  /** Stable across edits, for React rows; never sent. */
  key: number;
  type: QuestionType;
  knowledgeId: number | null;
  difficulty: number | null;
  count: number | null;
  score: number | null;
}

/** Everything on a paper but its questions and rules: the editor's settings form. */
export interface PaperSettings {
  courseId?: number;
  name: string;
  mode: PaperMode;
  passScore?: number | null;
  durationMinutes?: number | null;
  shuffleQuestions: 0 | 1;
  shuffleOptions: 0 | 1;
}

export interface Section {
  type: QuestionType;
  items: DraftItem[];
  subtotal: number;
}

// Scores are multiples of 0.5, exact in binary floating point, so plain sums never drift.
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export const fixedTotal = (items: readonly DraftItem[]) => sum(items.map((item) => item.score));
export const ruleSubtotal = (rule: DraftRule) => (rule.count ?? 0) * (rule.score ?? 0);
export const rulesTotal = (rules: readonly DraftRule[]) => sum(rules.map(ruleSubtotal));
export const ruleQuestionCount = (rules: readonly DraftRule[]) => sum(rules.map((rule) => rule.count ?? 0));

/** The total the candidate can score: Σ item scores (fixed) or Σ count × score (random). */
export const paperTotal = (mode: PaperMode, items: readonly DraftItem[], rules: readonly DraftRule[]) =>
  mode === 'fixed' ? fixedTotal(items) : rulesTotal(rules);

const sectionIndex = (type: QuestionType) => QUESTION_TYPES.indexOf(type);

/** Items in section order (single, multiple, true/false, external link), keeping their order within a section. */
export const sortIntoSections = (items: readonly DraftItem[]) =>
  items
    .map((item, position) => ({ item, position }))
    .sort((a, b) => sectionIndex(a.item.type) - sectionIndex(b.item.type) || a.position - b.position)
    .map(({ item }) => item);

/** The non-empty sections of a fixed paper, in the order candidates meet them. */
export function sections(items: readonly DraftItem[]): Section[] {
  return QUESTION_TYPES.map((type) => {
    const inSection = items.filter((item) => item.type === type);
    return { type, items: inSection, subtotal: fixedTotal(inSection) };
  }).filter((section) => section.items.length > 0);
}

/** Swaps a question with its neighbour in the same section; at a section's edge nothing changes. */
export function moveWithinSection(items: readonly DraftItem[], questionId: number, direction: 'up' | 'down'): DraftItem[] {
  const from = items.findIndex((item) => item.questionId === questionId);
  if (from < 0) return [...items];
  const step = direction === 'up' ? -1 : 1;
  let to = from + step;
  while (to >= 0 && to < items.length && items[to]!.type !== items[from]!.type) to += step;
  if (to < 0 || to >= items.length) return [...items];
  const moved = [...items];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return moved;
}

export const removeItem = (items: readonly DraftItem[], questionId: number) => items.filter((item) => item.questionId !== questionId);

export const setItemScore = (items: readonly DraftItem[], questionId: number, score: number) =>
  items.map((item) => (item.questionId === questionId ? { ...item, score } : item));

export const setSectionScore = (items: readonly DraftItem[], type: QuestionType, score: number) =>
  items.map((item) => (item.type === type ? { ...item, score } : item));

/** Adds bank questions at the end of their sections, each at its default score; ones already on the paper are skipped. */
export function addQuestions(items: readonly DraftItem[], questions: readonly QuestionRecord[]): DraftItem[] {
  const onPaper = new Set(items.map((item) => item.questionId));
  const added = questions
    .filter((question) => !onPaper.has(question.questionId))
    .map((question) => ({
      questionId: question.questionId,
      score: question.score,
      type: question.type,
      stemText: question.stemText,
      difficulty: question.difficulty,
      knowledgeName: question.knowledgeName,
      retired: question.retired,
    }));
  return sortIntoSections([...items, ...added]);
}

let nextRuleKey = 1;
export function newRule(): DraftRule {
  return { key: nextRuleKey++, type: 0, knowledgeId: null, difficulty: null, count: 1, score: 1 };
}
export const rulesOf = (detail: Pick<PaperDetail, 'rules'>): DraftRule[] =>
  detail.rules.map((rule) => ({
    key: nextRuleKey++,
    type: rule.type,
    knowledgeId: rule.knowledgeId,
    difficulty: rule.difficulty,
    count: rule.count,
    score: rule.score,
  }));

/** True when every rule has a count and a score, so the bank can be asked about them. */
export const rulesComplete = (rules: readonly DraftRule[]) =>
  rules.length > 0 && rules.every((rule) => rule.count !== null && rule.score !== null);

/** The rules as the API takes them (incomplete numbers read as 0 and are refused by the server's own check). */
export const ruleInputs = (rules: readonly DraftRule[]) =>
  rules.map((rule) => ({
    type: rule.type,
    knowledgeId: rule.knowledgeId,
    difficulty: rule.difficulty,
    count: rule.count ?? 0,
    score: rule.score ?? 0,
  }));

/** The save body: only the list that matches the mode is sent, as the server keeps only that one. */
export function paperBody(settings: PaperSettings, items: readonly DraftItem[], rules: readonly DraftRule[]): AddPaperBody {
  return {
    courseId: settings.courseId ?? 0,
    name: settings.name,
    mode: settings.mode,
    passScore: settings.passScore ?? 0,
    durationMinutes: settings.durationMinutes ?? 0,
    shuffleQuestions: settings.shuffleQuestions,
    shuffleOptions: settings.shuffleOptions,
    items: settings.mode === 'fixed' ? items.map(({ questionId, score }) => ({ questionId, score })) : [],
    rules: settings.mode === 'random' ? ruleInputs(rules) : [],
  };
}

/** Availability per rule, keyed by the rule's 1-based number as the server reports it. */
export const availabilityByRule = (rules: readonly RuleAvailability[]) => new Map(rules.map((rule) => [rule.rule, rule]));
