import {
  answerKeyProblem,
  type AnswerKeyProblem,
  canonicalSpec,
  isWrittenType,
  type WrittenSpec,
  type QuestionSpec,
  type QuestionSpecInput,
  type MessageKey,
  OPTION_KEYS,
  type OptionKey,
  QUESTION_TYPE,
  type QuestionType,
} from '@kaoshi/contracts';
import { sanitiseRichText } from '../../lib/rich-text.js';
import { isBlankRichText, stemKeyOf, stemTextOf } from './stem-text.js';

/**
 * The rules of a question's content, the same whichever way it arrives (the form, an Excel
 * row, a QTI item): rich text sanitised, a stem with content, options and answer key that
 * fit the type (contracts answerKeyProblem), and the stored forms (stem text, duplicate key,
 * sorted answer).
 */
export interface QuestionContent {
  type: QuestionType;
  stem: string;
  options: string[];
  answer: string[];
  linkUrl: string;
  score: number;
  difficulty: number;
  explanation: string;
  hasVideo: number;
  /** The written types' own fields (docs/REQUIREMENTS.md §7); absent = none (the choice types' imports). */
  spec?: QuestionSpecInput | QuestionSpec;
  /** A composite's parts, checked with it (answerKeyProblem's compositeEmpty, scoreNotSum…). */
  subQuestions?: QuestionContent[];
}

export interface PreparedQuestion extends QuestionContent {
  answer: OptionKey[];
  stemText: string;
  stemKey: string;
  /** Only the type's own fields (`{}` for types 0–3 and 7). */
  spec: QuestionSpec;
}

/** The content fields of a form body (or of anything else that has them). */
export const contentFields = ({
  type,
  stem,
  options,
  answer,
  linkUrl,
  score,
  difficulty,
  explanation,
  hasVideo,
  spec,
}: QuestionContent): QuestionContent => ({
  type,
  stem,
  options,
  answer,
  linkUrl,
  score,
  difficulty,
  explanation,
  hasVideo,
  ...(spec === undefined ? {} : { spec }),
});

/** Which part of a question a problem is about (an import names the column). */
export type ContentPart = 'stem' | 'options' | 'answer' | 'linkUrl' | 'spec' | 'score' | 'subQuestions';

const PART_OF_PROBLEM: Record<AnswerKeyProblem, ContentPart> = {
  optionsCountChoice: 'options',
  optionsCountTrueFalse: 'options',
  optionEmpty: 'options',
  linkHasOptions: 'options',
  answerSingle: 'answer',
  answerMultiple: 'answer',
  answerUnknownOption: 'answer',
  linkUrlInvalid: 'linkUrl',
  writtenHasOptions: 'options',
  blanksMismatch: 'spec',
  blankNoAnswer: 'spec',
  scoringPointsOverScore: 'spec',
  lengthRange: 'spec',
  compositeEmpty: 'subQuestions',
  compositeNested: 'subQuestions',
  scoreNotSum: 'score',
};

/** Every rich-text field through the one whitelist sanitiser (throws 40000 when one is too long). */
export function sanitiseContent<C extends QuestionContent>(content: C): C {
  return {
    ...content,
    stem: sanitiseRichText(content.stem),
    options: content.options.map(sanitiseRichText),
    explanation: sanitiseRichText(content.explanation),
    ...(content.spec === undefined ? {} : { spec: sanitisedSpec(content.type, content.spec) }),
    ...(content.subQuestions === undefined ? {} : { subQuestions: content.subQuestions.map(sanitiseContent) }),
  };
}

/** The type's own fields, the reference answer through the same sanitiser as the stem. */
function sanitisedSpec(type: number, spec: QuestionSpecInput | QuestionSpec): QuestionSpecInput | QuestionSpec {
  const own = canonicalSpec(type, spec);
  if (own === null) return spec;
  return isWrittenType(type) ? { ...(own as WrittenSpec), referenceAnswer: sanitiseRichText((own as WrittenSpec).referenceAnswer) } : own;
}

/** The first problem of sanitised content, or null. */
export function contentProblem(content: QuestionContent): { key: MessageKey; part: ContentPart } | null {
  if (isBlankRichText(content.stem)) return { key: 'questionStemEmpty', part: 'stem' };
  if (content.subQuestions?.some((sub) => isBlankRichText(sub.stem))) return { key: 'questionStemEmpty', part: 'subQuestions' };
  const problem = answerKeyProblem(content, isBlankRichText);
  return problem ? { key: problem, part: PART_OF_PROBLEM[problem] } : null;
}

/**
 * Checked content in its stored form: the answer's keys in option order, and an address
 * only on external-link questions (a form that switched type may still send the old one).
 */
export function preparedContent(content: QuestionContent): PreparedQuestion {
  const answer = OPTION_KEYS.filter((key) => content.answer.includes(key));
  const stemText = stemTextOf(content.stem);
  return {
    ...content,
    answer,
    linkUrl: content.type === QUESTION_TYPE.EXTERNAL_LINK ? content.linkUrl.trim() : '',
    spec: canonicalSpec(content.type, content.spec ?? {}) ?? {},
    stemText,
    stemKey: stemKeyOf(content.stem, stemText),
  };
}
