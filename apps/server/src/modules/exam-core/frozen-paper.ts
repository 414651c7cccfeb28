import {
  type ContentQuestion,
  needsExaminerMark,
  type OptionKey,
  type PreviewQuestion,
  QUESTION_TYPE,
  type QuestionType,
  type WrittenQuestionFacts,
} from '@kaoshi/contracts';

/**
 * An attempt's frozen paper (attempts.paper): the PreviewQuestion[] drawn at the start, with
 * answer keys, explanations and scores. Stored once, read whole, never changed by bank edits.
 */
export type FrozenPaper = PreviewQuestion[];

export const parseFrozenPaper = (json: string): FrozenPaper => JSON.parse(json) as FrozenPaper;

/**
 * Texts as JSON string literals, kept between starts: every start of a paper freezes the same
 * stems, options and explanations (the same string objects, from the draw's cache), and escaping
 * them took a tenth of a start's CPU. Cleared whole when full; a miss costs one JSON.stringify.
 */
const QUOTED_LIMIT = 50_000;
const quotedTexts = new Map<string, string>();
function quoted(text: string): string {
  let json = quotedTexts.get(text);
  if (json === undefined) {
    if (quotedTexts.size >= QUOTED_LIMIT) quotedTexts.clear();
    quotedTexts.set(text, (json = JSON.stringify(text)));
  }
  return json;
}

/**
 * The stored form of a frozen paper: exactly `JSON.stringify(paper)` (frozen-paper.test.ts holds
 * it to that, field order included), written from the quoted texts above.
 */
export function frozenPaperJson(paper: FrozenPaper): string {
  let json = '[';
  for (let i = 0; i < paper.length; i++) {
    const question = paper[i]!;
    let options = '';
    for (let k = 0; k < question.options.length; k++) {
      const option = question.options[k]!;
      options += `${k === 0 ? '' : ','}{"key":${quoted(option.key)},"content":${quoted(option.content)}}`;
    }
    json +=
      `${i === 0 ? '' : ','}{"questionId":${question.questionId},"type":${question.type},"stem":${quoted(question.stem)},` +
      `"options":[${options}],"linkUrl":${quoted(question.linkUrl)},"score":${question.score},` +
      `"answer":${JSON.stringify(question.answer)},"explanation":${quoted(question.explanation)}` +
      // The written types' fields, only where present: choice-only papers are stored as before.
      (question.spec === undefined ? '' : `,"spec":${JSON.stringify(question.spec)}`) +
      (question.parentId === undefined ? '' : `,"parentId":${question.parentId}`) +
      '}';
  }
  return `${json}]`;
}

/** The number of blanks of a frozen fill-in question (0 for any other type). */
export const blankCountOf = (question: PreviewQuestion) =>
  question.type === QUESTION_TYPE.FILL_BLANK && question.spec && 'blanks' in question.spec ? question.spec.blanks.length : 0;

/**
 * The candidate-safe facts of a written question (papers.ts WrittenQuestionFacts): its parent,
 * a fill-in's number of blanks, an essay's length range. Never the accepted answers, scoring
 * points or reference answer. Absent for the other types.
 */
function candidateFacts(question: PreviewQuestion): WrittenQuestionFacts {
  const facts: WrittenQuestionFacts = {};
  if (question.parentId !== undefined) facts.parentId = question.parentId;
  if (question.type === QUESTION_TYPE.FILL_BLANK) facts.blankCount = blankCountOf(question);
  if (question.type === QUESTION_TYPE.ESSAY && question.spec && 'minLength' in question.spec) {
    facts.minLength = question.spec.minLength;
    facts.maxLength = question.spec.maxLength;
  }
  return facts;
}

/**
 * What a candidate receives of a frozen question, split in two: the content every candidate of
 * this question shares, and this candidate's order of its options. Fields are picked one by one
 * (never "all but the key") so that nothing added to PreviewQuestion later can reach a candidate
 * by accident. The content's options are in the order of their text (code points, ties in any
 * order: equal texts are interchangeable), so their positions reveal neither the bank's keys nor
 * anyone's shuffle; `order[i]` is the content's option shown with letter OPTION_KEYS[i]
 * (answer-format.ts: candidates see and send displayed letters).
 */
export function toCandidateContent(question: PreviewQuestion): { content: ContentQuestion; order: number[] } {
  const byText = question.options.map((option, position) => ({ text: option.content, position }));
  byText.sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
  const order = new Array<number>(byText.length);
  byText.forEach((entry, index) => (order[entry.position] = index));
  return {
    content: {
      questionId: question.questionId,
      type: question.type,
      stem: question.stem,
      options: byText.map((entry) => entry.text),
      linkUrl: question.linkUrl,
      score: question.score,
      ...candidateFacts(question),
    },
    order,
  };
}

/**
 * What checking an answer needs of each question: its type and its bank keys in displayed order
 * as one string ('CADB'; answer-format.ts maps the letters shown). Kept this small because
 * saveAnswer caches it per attempt (answers.ts).
 */
export interface QuestionShape {
  type: QuestionType;
  keys: string;
}
export type PaperShape = ReadonlyMap<number, QuestionShape>;

export const shapeOf = (paper: FrozenPaper): PaperShape =>
  new Map(paper.map((question) => [question.questionId, { type: question.type, keys: sittingKeysOf(question) }]));

/** Attempts of one fixed paper in the same option orders have equal signatures (unshuffled: all of them). */
export const shapeSignature = (shape: PaperShape) =>
  [...shape]
    .map(([questionId, { type, keys }]) => `${questionId}:${type}:${keys}`)
    .sort()
    .join(',');

/**
 * External-link tasks, short answers and essays (a composite's parts included) are marked by an
 * examiner; a paper holding one is not final at submission (docs/REQUIREMENTS.md §7).
 */
export const needsManualMarking = (paper: FrozenPaper) => paper.some((question) => needsExaminerMark(question.type));

/** A frozen paper's total: its items' scores (a composite's parts are within it, not added again). */
export const paperTotal = (paper: FrozenPaper) =>
  paper.reduce((sum, question) => sum + (question.parentId === undefined ? question.score : 0), 0);

/** The questions a candidate answers: all but composites (their parts are answered). */
export const answerableCount = (paper: FrozenPaper) =>
  paper.reduce((count, question) => count + (question.type === QUESTION_TYPE.COMPOSITE ? 0 : 1), 0);

/**
 * A sitting's keys of a question: its option keys in displayed order; for a fill-in question
 * (no options) its number of blanks in digits, so that a saved answer is checked against it
 * from the sitting alone (answer-format.ts), as choices are.
 */
export const sittingKeysOf = (question: PreviewQuestion) =>
  question.type === QUESTION_TYPE.FILL_BLANK ? String(blankCountOf(question)) : question.options.map((option) => option.key).join('');

/**
 * A frozen paper stored in two parts (docs/decisions/0015): the version every candidate of the
 * same draw shares, and the candidate's sitting. The version is the questions ordered by id, each
 * question's options by key, so that any two shuffles of one draw store the same version; the
 * sitting is each question as [questionId, type, option keys in displayed order], in the
 * candidate's order: enough to put the paper back together, and on its own the shapes an answer
 * is checked against (shapeOfSitting).
 */
export type SittingEntry = [questionId: number, type: QuestionType, keys: string];

const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

export const versionOf = (paper: FrozenPaper): FrozenPaper =>
  paper.map((question) => ({ ...question, options: [...question.options].sort(byKey) })).sort((a, b) => a.questionId - b.questionId);

export const sittingOf = (paper: FrozenPaper): SittingEntry[] =>
  paper.map((question): SittingEntry => [question.questionId, question.type, sittingKeysOf(question)]);

/**
 * A sitting's stored form: exactly `JSON.stringify(sitting)` (frozen-paper.test.ts holds it to
 * that), written directly. Every start of the opening minute stores one, and the general
 * serialiser took twice as long over its hundred small arrays. The keys are letters of
 * OPTION_KEYS, which JSON writes as they are.
 */
export function sittingJson(sitting: readonly SittingEntry[]): string {
  let json = '[';
  for (let i = 0; i < sitting.length; i++) {
    const [questionId, type, keys] = sitting[i]!;
    json += `${i === 0 ? '' : ','}[${questionId},${type},"${keys}"]`;
  }
  return `${json}]`;
}

export const splitFrozenPaper = (paper: FrozenPaper) => ({ version: versionOf(paper), sitting: sittingOf(paper) });

/** The candidate's frozen paper from its two parts: the inverse of splitFrozenPaper. */
export function joinFrozenPaper(version: FrozenPaper, sitting: readonly SittingEntry[]): FrozenPaper {
  const byId = new Map(version.map((question) => [question.questionId, question]));
  return sitting.map(([questionId, , keys]) => {
    const question = byId.get(questionId);
    if (!question) throw new Error(`Question ${questionId} of a sitting is not in its paper version`);
    if (question.options.length === 0) return { ...question, options: [] };
    const options = new Map(question.options.map((option) => [option.key, option]));
    return { ...question, options: [...keys].map((key) => options.get(key as OptionKey)!) };
  });
}

export function shapeOfSitting(sitting: readonly SittingEntry[]): PaperShape {
  // A loop, not new Map(sitting.map(...)): every start makes one, and the pairs were garbage.
  const shape = new Map<number, QuestionShape>();
  for (const [questionId, type, keys] of sitting) shape.set(questionId, { type, keys });
  return shape;
}
