/** Question types and option keys, kept apart from the request schemas so the candidate's pages load them without zod. */

/**
 * Question type (docs/REQUIREMENTS.md §7): 0 single choice, 1 multiple choice, 2 true/false,
 * 3 external link; written answers: 4 fill-in-the-blank, 5 short answer, 6 essay, 7 composite
 * (a material followed by sub-questions of types 0–6).
 */
export const QUESTION_TYPE = {
  SINGLE: 0,
  MULTIPLE: 1,
  TRUE_FALSE: 2,
  EXTERNAL_LINK: 3,
  FILL_BLANK: 4,
  SHORT_ANSWER: 5,
  ESSAY: 6,
  COMPOSITE: 7,
} as const;
export type QuestionType = (typeof QUESTION_TYPE)[keyof typeof QUESTION_TYPE];
export const QUESTION_TYPES = [0, 1, 2, 3, 4, 5, 6, 7] as const satisfies readonly QuestionType[];
/** The types a composite's sub-question may have (never another composite). */
export const SUB_QUESTION_TYPES = [0, 1, 2, 3, 4, 5, 6] as const satisfies readonly QuestionType[];
export const isChoiceType = (type: number) => type === QUESTION_TYPE.SINGLE || type === QUESTION_TYPE.MULTIPLE;
/** Written answers an examiner marks: short answer and essay. */
export const isWrittenType = (type: number) => type === QUESTION_TYPE.SHORT_ANSWER || type === QUESTION_TYPE.ESSAY;
/** Scored by the server at submission: the choice types, true/false and fill-in-the-blank. */
export const isAutoScored = (type: number) =>
  type === QUESTION_TYPE.SINGLE ||
  type === QUESTION_TYPE.MULTIPLE ||
  type === QUESTION_TYPE.TRUE_FALSE ||
  type === QUESTION_TYPE.FILL_BLANK;
/** Waits for an examiner's mark: the external-link task and the written answers (a composite's parts count on their own). */
export const needsExaminerMark = (type: number) => type === QUESTION_TYPE.EXTERNAL_LINK || isWrittenType(type);
/** Types whose questions have options and an answer key of option letters. */
export const hasOptions = (type: number) =>
  type === QUESTION_TYPE.SINGLE || type === QUESTION_TYPE.MULTIPLE || type === QUESTION_TYPE.TRUE_FALSE;

/** Option keys in order: A…J (2 to 10 options for choice types, exactly 2 for true/false). */
export const OPTION_KEYS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'] as const;
export type OptionKey = (typeof OPTION_KEYS)[number];
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 10;
export const DIFFICULTIES = [1, 2, 3, 4, 5] as const;

/** Written answers' limits (docs/REQUIREMENTS.md §7). */
export const MAX_BLANKS = 20;
export const MAX_ACCEPTED_ANSWERS = 10;
/** One accepted answer, and one blank of a candidate's fill-in answer. */
export const BLANK_ANSWER_MAX_LENGTH = 200;
export const MAX_SCORING_POINTS = 20;
export const SCORING_POINT_MAX_LENGTH = 500;
export const MAX_SUB_QUESTIONS = 10;
/** A short answer's plain text. */
export const SHORT_ANSWER_MAX_LENGTH = 5000;
/** An essay's sanitised HTML. */
export const ESSAY_MAX_HTML_LENGTH = 20000;
/** The largest minimum/maximum length an essay can ask for, in characters of text. */
export const ESSAY_MAX_LENGTH_LIMIT = 20000;
