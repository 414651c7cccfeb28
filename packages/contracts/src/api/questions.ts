import { z } from 'zod';
import { batchIdsBody, blankable, flag01, httpLinkUrl, listQuery, optionalFilter, optionalId, requiredId, richText } from './common.js';
import type { Timestamps } from './organisation.js';
import {
  MAX_OPTIONS,
  MIN_OPTIONS,
  OPTION_KEYS,
  type OptionKey,
  QUESTION_TYPE,
  QUESTION_TYPES,
  type QuestionType,
} from './question-types.js';

export * from './question-types.js';

/** Scores are multiples of 0.5 (exact in binary floating point, so sums never drift). */
export const score = z.coerce
  .number()
  .min(0.5)
  .max(1000)
  .refine((value) => Number.isInteger(value * 2), { message: 'score must be a multiple of 0.5' });

/** A question type from a form, query or JSON (0–3). */
export const questionType = z.coerce
  .number()
  .int()
  .refine((value): value is QuestionType => (QUESTION_TYPES as readonly number[]).includes(value), {
    message: 'type must be one of: 0, 1, 2, 3',
  });
export const difficulty = z.coerce.number().int().min(1).max(5);

/** An http(s) address for an external-link task, never one of our /api paths (rich-text/url-policy.ts). */
export const httpUrl = httpLinkUrl(2000);

/**
 * A question as the form sends it (JSON). `options` are the options' rich-text contents in
 * order (keys A, B, … by position); `answer` their keys, sorted ("A" or "A,C"). For true/false
 * the two options are the true and the false statement and the answer is the true one's key.
 * External-link questions have no options and no answer: `linkUrl` and `score` (the maximum).
 * The rules between type, options and answer are checked by `answerKeyProblem` on both sides.
 */
export const questionFields = z.object({
  courseId: requiredId,
  /** An appraisal point (or chapter) of the course; null when not classified. */
  knowledgeId: z.preprocess((v) => (v === '' || v === undefined ? null : v), requiredId.nullable()),
  type: questionType,
  stem: richText.refine((html) => html.trim() !== '', { message: 'stem is required' }),
  options: z.array(richText).max(MAX_OPTIONS).default([]),
  answer: z.array(z.enum(OPTION_KEYS)).max(MAX_OPTIONS).default([]),
  linkUrl: z.string().trim().max(2000).default(''),
  score,
  difficulty: difficulty.default(3),
  explanation: richText,
  hasVideo: flag01.default(0),
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
  | 'linkHasOptions';

/** `isBlank(html)`: true when the rich text has no visible content (the caller strips tags its own way). */
export function answerKeyProblem(
  question: { type: number; options: readonly string[]; answer: readonly string[]; linkUrl: string },
  isBlank: (html: string) => boolean,
): AnswerKeyProblem | null {
  const { type, options, answer } = question;
  if (type === QUESTION_TYPE.EXTERNAL_LINK) {
    if (options.length > 0 || answer.length > 0) return 'linkHasOptions';
    return httpUrl.safeParse(question.linkUrl).success ? null : 'linkUrlInvalid';
  }
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
