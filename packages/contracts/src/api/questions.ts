import { z } from 'zod';
import { batchIdsBody, blankable, flag01, httpLinkUrl, listQuery, optionalFilter, optionalId, requiredId, richText } from './common.js';
import type { Timestamps } from './organisation.js';
import {
  BLANK_ANSWER_MAX_LENGTH,
  ESSAY_MAX_LENGTH_LIMIT,
  hasOptions,
  MAX_ACCEPTED_ANSWERS,
  MAX_BLANKS,
  MAX_OPTIONS,
  MAX_SCORING_POINTS,
  MAX_SUB_QUESTIONS,
  MIN_OPTIONS,
  OPTION_KEYS,
  type OptionKey,
  QUESTION_TYPE,
  QUESTION_TYPES,
  type QuestionType,
  SCORING_POINT_MAX_LENGTH,
} from './question-types.js';
import {
  type EssaySpec,
  type FillBlankSpec,
  markersMatchBlanks,
  normaliseBlankAnswer,
  type QuestionSpec,
  type WrittenSpec,
} from './written-specs.js';

export * from './question-types.js';
export * from './written-specs.js';

/** Scores are multiples of 0.5 (exact in binary floating point, so sums never drift). */
export const score = z.coerce
  .number()
  .min(0.5)
  .max(1000)
  .refine((value) => Number.isInteger(value * 2), { message: 'score must be a multiple of 0.5' });

/** A question type from a form, query or JSON (0–7). */
export const questionType = z.coerce
  .number()
  .int()
  .refine((value): value is QuestionType => (QUESTION_TYPES as readonly number[]).includes(value), {
    message: 'type must be one of: 0, 1, 2, 3, 4, 5, 6, 7',
  });
export const difficulty = z.coerce.number().int().min(1).max(5);

/** An http(s) address for an external-link task, never one of our /api paths (rich-text/url-policy.ts). */
export const httpUrl = httpLinkUrl(2000);

/** Type 4's fields (docs/REQUIREMENTS.md §7): one entry per blank marker of the stem. */
export const blankSpec = z.strictObject({
  accepted: z.array(z.string().trim().max(BLANK_ANSWER_MAX_LENGTH)).max(MAX_ACCEPTED_ANSWERS),
  points: score,
  numeric: z.strictObject({ value: z.number().finite().min(-1e12).max(1e12), tolerance: z.number().finite().min(0).max(1e12) }).optional(),
});
export const fillBlankSpec = z.strictObject({
  blanks: z.array(blankSpec).min(1).max(MAX_BLANKS),
  anyOrder: z.boolean().default(false),
});
export const scoringPoint = z.strictObject({ text: z.string().trim().min(1).max(SCORING_POINT_MAX_LENGTH), points: score });
/** Type 5's fields: scoring points (none = a free score) and a reference answer for the examiner. */
export const writtenSpec = z.strictObject({
  scoringPoints: z.array(scoringPoint).max(MAX_SCORING_POINTS).default([]),
  referenceAnswer: richText,
});
const essayLength = z.number().int().min(0).max(ESSAY_MAX_LENGTH_LIMIT).default(0);
/** Type 6's fields: type 5's and the answer's length range in characters (0 = no limit). */
export const essaySpec = writtenSpec.extend({ minLength: essayLength, maxLength: essayLength });
/**
 * A question's `spec`, whatever its type: `canonicalSpec` keeps the fields its type has (an
 * empty object parses as an essay's defaults, which other types simply ignore).
 */
export const questionSpec = z
  .union([fillBlankSpec, essaySpec])
  .default({ scoringPoints: [], referenceAnswer: '', minLength: 0, maxLength: 0 });
export type QuestionSpecInput = z.infer<typeof questionSpec>;

/** The spec stored for a type: only its own fields, `{}` for types 0–3 and 7; null when it lacks them (a fill-in without blanks). */
export function canonicalSpec(type: number, spec: QuestionSpecInput | QuestionSpec): QuestionSpec | null {
  const fields = spec as Partial<FillBlankSpec & EssaySpec>;
  if (type === QUESTION_TYPE.FILL_BLANK) {
    return fields.blanks ? ({ blanks: fields.blanks, anyOrder: fields.anyOrder ?? false } satisfies FillBlankSpec) : null;
  }
  if (type !== QUESTION_TYPE.SHORT_ANSWER && type !== QUESTION_TYPE.ESSAY) return {};
  if (fields.blanks) return null;
  const written: WrittenSpec = { scoringPoints: fields.scoringPoints ?? [], referenceAnswer: fields.referenceAnswer ?? '' };
  if (type === QUESTION_TYPE.SHORT_ANSWER) return written;
  return { ...written, minLength: fields.minLength ?? 0, maxLength: fields.maxLength ?? 0 } satisfies EssaySpec;
}

/**
 * A question as the form sends it (JSON). `options` are the options' rich-text contents in
 * order (keys A, B, … by position); `answer` their keys, sorted ("A" or "A,C"). For true/false
 * the two options are the true and the false statement and the answer is the true one's key.
 * External-link questions have no options and no answer: `linkUrl` and `score` (the maximum).
 * Written types (4–7) have no options either: their own fields are in `spec`; a composite's
 * parts are `subQuestions` (saved, updated and deleted with it).
 * The rules between type, options and answer are checked by `answerKeyProblem` on both sides.
 */
export const subQuestionFields = z.object({
  /** On update: the sub-question kept (its answers in past attempts stay its own); absent = a new one. */
  questionId: optionalId,
  type: questionType,
  stem: richText.refine((html) => html.trim() !== '', { message: 'stem is required' }),
  options: z.array(richText).max(MAX_OPTIONS).default([]),
  answer: z.array(z.enum(OPTION_KEYS)).max(MAX_OPTIONS).default([]),
  linkUrl: z.string().trim().max(2000).default(''),
  score,
  difficulty: difficulty.default(3),
  explanation: richText,
  hasVideo: flag01.default(0),
  spec: questionSpec,
});
export type SubQuestionFields = z.infer<typeof subQuestionFields>;
export const questionFields = subQuestionFields.omit({ questionId: true }).extend({
  courseId: requiredId,
  /** An appraisal point (or chapter) of the course; null when not classified. */
  knowledgeId: z.preprocess((v) => (v === '' || v === undefined ? null : v), requiredId.nullable()),
  /** Only for a composite (type 7): its 1–10 parts in order. */
  subQuestions: z.array(subQuestionFields).max(MAX_SUB_QUESTIONS).default([]),
  /** Save even though a question with the same stem text exists in the course (the server warns otherwise). */
  allowDuplicate: z.boolean().default(false),
});
export const addQuestionBody = questionFields;
export type AddQuestionBody = z.infer<typeof addQuestionBody>;
export const updateQuestionBody = questionFields.extend({ questionId: requiredId });
export type UpdateQuestionBody = z.infer<typeof updateQuestionBody>;

/** A problem with a question's options and answer key, as a message key of QUESTIONS_MESSAGES, or null. */
export type AnswerKeyProblem =
  | 'optionsCountChoice'
  | 'optionsCountTrueFalse'
  | 'optionEmpty'
  | 'answerSingle'
  | 'answerMultiple'
  | 'answerUnknownOption'
  | 'linkUrlInvalid'
  | 'linkHasOptions'
  | 'writtenHasOptions'
  | 'blanksMismatch'
  | 'blankNoAnswer'
  | 'scoringPointsOverScore'
  | 'lengthRange'
  | 'compositeEmpty'
  | 'compositeNested'
  | 'scoreNotSum';

/** What answerKeyProblem reads: the written types' fields are optional so choice-only callers (imports) need not pass them. */
export interface AnswerKeyInput {
  type: number;
  options: readonly string[];
  answer: readonly string[];
  linkUrl: string;
  stem?: string;
  score?: number;
  spec?: QuestionSpecInput | QuestionSpec;
  subQuestions?: readonly AnswerKeyInput[];
}

const sumOf = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);

/** `isBlank(html)`: true when the rich text has no visible content (the caller strips tags its own way). */
export function answerKeyProblem(question: AnswerKeyInput, isBlank: (html: string) => boolean): AnswerKeyProblem | null {
  const { type, options, answer } = question;
  if (type === QUESTION_TYPE.EXTERNAL_LINK) {
    if (options.length > 0 || answer.length > 0) return 'linkHasOptions';
    return httpUrl.safeParse(question.linkUrl).success ? null : 'linkUrlInvalid';
  }
  if (!hasOptions(type)) return writtenProblem(question, isBlank);
  if (type === QUESTION_TYPE.TRUE_FALSE) {
    if (options.length !== 2) return 'optionsCountTrueFalse';
  } else if (options.length < MIN_OPTIONS || options.length > MAX_OPTIONS) return 'optionsCountChoice';
  if (options.some(isBlank)) return 'optionEmpty';
  const keys = OPTION_KEYS.slice(0, options.length) as readonly string[];
  if (answer.some((key) => !keys.includes(key))) return 'answerUnknownOption';
  const distinct = new Set(answer).size;
  if (type === QUESTION_TYPE.MULTIPLE) return distinct >= 2 && distinct === answer.length ? null : 'answerMultiple';
  return answer.length === 1 ? null : 'answerSingle';
}

/** Types 4–7 (docs/REQUIREMENTS.md §7): no options, their own fields consistent with the stem and the score. */
function writtenProblem(question: AnswerKeyInput, isBlank: (html: string) => boolean): AnswerKeyProblem | null {
  const { type } = question;
  if (question.options.length > 0 || question.answer.length > 0 || question.linkUrl !== '') return 'writtenHasOptions';
  const subQuestions = question.subQuestions ?? [];
  if (type === QUESTION_TYPE.COMPOSITE) {
    if (subQuestions.length === 0) return 'compositeEmpty';
    if (subQuestions.some((sub) => sub.type === QUESTION_TYPE.COMPOSITE || (sub.subQuestions ?? []).length > 0)) return 'compositeNested';
    for (const sub of subQuestions) {
      const problem = answerKeyProblem(sub, isBlank);
      if (problem) return problem;
    }
    return question.score === undefined || question.score === sumOf(subQuestions.map((sub) => sub.score ?? 0)) ? null : 'scoreNotSum';
  }
  if (subQuestions.length > 0) return 'compositeNested';
  const spec = canonicalSpec(type, question.spec ?? {});
  if (type === QUESTION_TYPE.FILL_BLANK) {
    const blanks = spec && 'blanks' in spec ? spec.blanks : [];
    if (blanks.length === 0 || !markersMatchBlanks(question.stem ?? '', blanks.length)) return 'blanksMismatch';
    if (blanks.some((blank) => !blank.numeric && blank.accepted.every((text) => normaliseBlankAnswer(text) === ''))) return 'blankNoAnswer';
    return question.score === undefined || question.score === sumOf(blanks.map((blank) => blank.points)) ? null : 'scoreNotSum';
  }
  const written = spec as EssaySpec | null;
  if (!written) return 'blanksMismatch';
  if (question.score !== undefined && sumOf(written.scoringPoints.map((point) => point.points)) > question.score) {
    return 'scoringPointsOverScore';
  }
  if (type === QUESTION_TYPE.ESSAY && written.maxLength > 0 && written.minLength > written.maxLength) return 'lengthRange';
  return null;
}

export const QUESTION_SORT_FIELDS = ['type', 'difficulty', 'score', 'courseName', 'createdAt', 'updatedAt'] as const;
export const questionFilters = {
  courseId: optionalId,
  /** A knowledge point and its subtree (a chapter includes its appraisal points). */
  knowledgeId: optionalId,
  type: blankable(questionType),
  difficulty: blankable(difficulty),
  /** Contained in the stem's text (tags removed). */
  keyword: optionalFilter,
  /** 0 in use (default: only these), 1 retired; 'all' for both. */
  retired: blankable(z.union([z.literal('all'), flag01])),
  /** Leave these out (the paper picker passes the questions already on the paper). */
  excludeIds: blankable(
    z
      .string()
      .max(20000)
      .regex(/^\d+(,\d+)*$/)
      // Beyond a 32-bit id PostgreSQL refuses the whole query (found by the fuzz tests).
      .refine((text) => text.split(',').every((id) => Number(id) <= 2147483647), { message: 'holds an id that is too large' }),
  ),
};
export const listQuestionQuery = listQuery(questionFilters, QUESTION_SORT_FIELDS);
export type ListQuestionQuery = z.infer<typeof listQuestionQuery>;
export const questionSelectQuery = z.object({ courseId: requiredId });

/** POST retireQuestion: retired questions stay in existing papers and attempts but not in new ones. */
export const retireQuestionBody = batchIdsBody.extend({ retired: flag01 });
export type RetireQuestionBody = z.infer<typeof retireQuestionBody>;

export interface QuestionRecord extends Timestamps {
  questionId: number;
  courseId: number;
  courseName: string;
  knowledgeId: number | null;
  knowledgeName: string | null;
  knowledgeCode: string | null;
  type: QuestionType;
  stem: string;
  /** The stem without tags, for lists and duplicate checks. */
  stemText: string;
  options: string[];
  answer: OptionKey[];
  linkUrl: string;
  score: number;
  difficulty: number;
  explanation: string;
  hasVideo: 0 | 1;
  retired: 0 | 1;
  /** Papers that contain it (a question on a paper cannot be deleted, only retired). */
  paperCount: number;
  /** The type's own fields (`{}` for types 0–3 and 7). */
  spec: QuestionSpec;
  /** A composite's parts in order (empty for every other type). */
  subQuestions: SubQuestionRecord[];
}
/** A composite's part as getQuestion/listQuestion return it. */
export interface SubQuestionRecord {
  questionId: number;
  position: number;
  type: QuestionType;
  stem: string;
  stemText: string;
  options: string[];
  answer: OptionKey[];
  linkUrl: string;
  score: number;
  difficulty: number;
  explanation: string;
  hasVideo: 0 | 1;
  spec: QuestionSpec;
}
export interface QuestionOption {
  questionId: number;
  type: QuestionType;
  stemText: string;
}

/**
 * addQuestion / updateQuestion refuse with 40900 and this data when the course already has a
 * question with the same stem text and `allowDuplicate` is false.
 */
export interface DuplicateStemData {
  duplicates: { questionId: number; stemText: string }[];
}

/** Multipart import fields: the course the rows go into. The file is the part named `file`. */
export const importQuestionsFields = z.object({ courseId: requiredId });
/** importQuestions / importQti: on success; on any bad row or item, 40000 with `{errors}` and nothing imported. */
export interface QuestionImportResult {
  created: number;
  /** Rows whose stem text already exists in the course (imported all the same). */
  duplicates: { row: number; questionId: number }[];
}

/**
 * importQti's multipart fields: the course, and the score and difficulty given to items that
 * state no score of their own (a MAXSCORE outcome or a mapping's upperBound). The file is the
 * part named `file`: one assessmentItem (.xml) or an IMS content package (.zip).
 */
export const importQtiFields = importQuestionsFields.extend({
  score: z.preprocess((v) => (v === '' ? undefined : v), score.default(1)),
  difficulty: z.preprocess((v) => (v === '' ? undefined : v), difficulty.default(3)),
});
export type ImportQtiFields = z.infer<typeof importQtiFields>;
/** exportQti's response header: how many questions of the filter were left out (external-link questions have no QTI form). */
export const QTI_SKIPPED_ITEMS_HEADER = 'X-Skipped-Items';
