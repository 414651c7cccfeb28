import {
  type AnswerKeyProblem,
  answerKeyProblem,
  type CandidateQuestion,
  QUESTION_TYPE,
  type QuestionRecord,
  type QuestionType,
} from '@kaoshi/contracts';
import type { QuestionInput } from './api';
import { blankOptions, isBlankRichText, keyAt, type OptionDraft, optionsFromRecord, toPayload } from './options-model';
import {
  type BlankDraft,
  blanksFromSpec,
  fillBlankSpec,
  type ScoringPointDraft,
  scoringPointsFrom,
  scoringPointsOut,
  sumPoints,
} from '../../components/written/written-values';

/**
 * One question's content as the form holds it: the options are drafts (content + mark) until the
 * question is sent; the written types' fields (docs/REQUIREMENTS.md §7) are kept for every type
 * so switching the type back finds them as they were.
 */
export interface QuestionBodyValues {
  type: QuestionType;
  stem: string;
  choices: OptionDraft[];
  linkUrl: string;
  score: number;
  explanation: string;
  blanks: BlankDraft[];
  anyOrder: boolean;
  scoringPoints: ScoringPointDraft[];
  referenceAnswer: string;
  minLength: number;
  maxLength: number;
}

/** A sub-question of a composite: its own content, in the composite's order. */
export interface SubQuestionValues extends QuestionBodyValues {
  uid: string;
  /** A stored part keeps its id on update, so its answers in past attempts stay its own. */
  questionId?: number;
}

export interface QuestionFormValues extends QuestionBodyValues {
  courseId?: number;
  knowledgeId?: number | null;
  difficulty: number;
  hasVideo: 0 | 1;
  subQuestions: SubQuestionValues[];
}

let subCounter = 0;

export const newBodyValues = (type: QuestionType = QUESTION_TYPE.SINGLE): QuestionBodyValues => ({
  type,
  stem: '',
  choices: blankOptions(),
  linkUrl: '',
  score: 1,
  explanation: '',
  blanks: [],
  anyOrder: false,
  scoringPoints: [],
  referenceAnswer: '',
  minLength: 0,
  maxLength: 0,
});

export const newSubQuestion = (type: QuestionType = QUESTION_TYPE.SINGLE): SubQuestionValues => ({
  ...newBodyValues(type),
  uid: `sub-${++subCounter}`,
});

export const newQuestionValues = (courseId?: number): QuestionFormValues => ({
  ...newBodyValues(),
  courseId,
  knowledgeId: null,
  difficulty: 3,
  hasVideo: 0,
  subQuestions: [],
});

/** The fields of the written types, as the API sends them in `spec` (absent or empty for the others). */
interface SpecShape {
  blanks?: { accepted: string[]; points: number; numeric?: { value: number; tolerance: number } }[];
  anyOrder?: boolean;
  scoringPoints?: { text: string; points: number }[];
  referenceAnswer?: string;
  minLength?: number;
  maxLength?: number;
}
type StoredBody = Pick<QuestionRecord, 'type' | 'stem' | 'options' | 'answer' | 'linkUrl' | 'score' | 'explanation'> & {
  spec?: unknown;
};

function bodyFromRecord(row: StoredBody): QuestionBodyValues {
  const spec = (row.spec ?? {}) as SpecShape;
  const withOptions = row.type <= QUESTION_TYPE.TRUE_FALSE;
  return {
    type: row.type,
    stem: row.stem,
    choices: withOptions ? optionsFromRecord(row.options, row.answer) : blankOptions(),
    linkUrl: row.linkUrl,
    score: row.score,
    explanation: row.explanation,
    blanks: row.type === QUESTION_TYPE.FILL_BLANK ? blanksFromSpec({ blanks: spec.blanks ?? [], anyOrder: !!spec.anyOrder }) : [],
    anyOrder: !!spec.anyOrder,
    scoringPoints: scoringPointsFrom(spec.scoringPoints),
    referenceAnswer: spec.referenceAnswer ?? '',
    minLength: spec.minLength ?? 0,
    maxLength: spec.maxLength ?? 0,
  };
}

export const toFormValues = (row: QuestionRecord): QuestionFormValues => ({
  ...bodyFromRecord(row),
  courseId: row.courseId,
  knowledgeId: row.knowledgeId,
  difficulty: row.difficulty,
  hasVideo: row.hasVideo,
  subQuestions: (row.subQuestions ?? []).map((sub) => ({ ...bodyFromRecord(sub), uid: `sub-${++subCounter}`, questionId: sub.questionId })),
});

/** The score a fill-in or composite question gets: the sum of its parts, not typed in. */
export function derivedScore(values: Pick<QuestionFormValues, 'type' | 'blanks'> & { subQuestions?: QuestionBodyValues[] }): number | null {
  if (values.type === QUESTION_TYPE.FILL_BLANK) return sumPoints(values.blanks ?? []);
  if (values.type === QUESTION_TYPE.COMPOSITE) return sumPoints((values.subQuestions ?? []).map((sub) => ({ points: scoreOf(sub) })));
  return null;
}
const scoreOf = (body: QuestionBodyValues) => derivedScore(body) ?? body.score;

function specOf(body: QuestionBodyValues) {
  switch (body.type) {
    case QUESTION_TYPE.FILL_BLANK:
      return fillBlankSpec(body.blanks ?? [], !!body.anyOrder);
    case QUESTION_TYPE.SHORT_ANSWER:
      return { scoringPoints: scoringPointsOut(body.scoringPoints ?? []), referenceAnswer: body.referenceAnswer ?? '' };
    case QUESTION_TYPE.ESSAY:
      return {
        scoringPoints: scoringPointsOut(body.scoringPoints ?? []),
        referenceAnswer: body.referenceAnswer ?? '',
        minLength: body.minLength || 0,
        maxLength: body.maxLength || 0,
      };
    case QUESTION_TYPE.COMPOSITE:
      return {};
    default:
      return undefined;
  }
}

/** One question's content as the API takes it; only choice and true/false questions send options. */
function bodyInput(body: QuestionBodyValues) {
  const withOptions = body.type <= QUESTION_TYPE.TRUE_FALSE;
  const { options, answer } = withOptions ? toPayload(body.choices ?? []) : { options: [], answer: [] };
  const spec = specOf(body);
  return {
    type: body.type,
    stem: body.stem,
    options,
    answer,
    linkUrl: body.type === QUESTION_TYPE.EXTERNAL_LINK ? (body.linkUrl ?? '').trim() : '',
    score: scoreOf(body),
    explanation: body.explanation ?? '',
    ...(spec ? { spec } : {}),
  };
}

export function toInput(values: QuestionFormValues): QuestionInput {
  return {
    ...bodyInput(values),
    courseId: values.courseId!,
    knowledgeId: values.knowledgeId ?? null,
    difficulty: values.difficulty,
    hasVideo: values.hasVideo ? 1 : 0,
    allowDuplicate: false,
    ...(values.type === QUESTION_TYPE.COMPOSITE
      ? {
          subQuestions: (values.subQuestions ?? []).map((sub) => ({
            ...bodyInput(sub),
            ...(sub.questionId ? { questionId: sub.questionId } : {}),
            difficulty: values.difficulty,
            hasVideo: 0,
          })),
        }
      : {}),
  } as QuestionInput;
}

/** The same check the server makes, run in the browser before sending. */
export function problemOf(values: Partial<QuestionFormValues> & Pick<QuestionFormValues, 'type'>): AnswerKeyProblem | null {
  const input = toInput({ ...newQuestionValues(), ...values });
  return answerKeyProblem(input, isBlankRichText);
}

/** A sub-question's own problems (the composite's check names the first bad part only by kind). */
export const subProblemOf = (sub: QuestionBodyValues): AnswerKeyProblem | null =>
  answerKeyProblem({ ...bodyInput({ ...newBodyValues(), ...sub }) } as QuestionInput, isBlankRichText);

/** A stored question shaped as the candidate's view takes it, options in bank order. */
export function asCandidateQuestion(
  row: Pick<QuestionRecord, 'questionId' | 'type' | 'stem' | 'options' | 'linkUrl' | 'score'> & { spec?: unknown },
): CandidateQuestion {
  const spec = (row.spec ?? {}) as SpecShape;
  return {
    questionId: row.questionId,
    type: row.type,
    stem: row.stem,
    options: row.options.map((content, position) => ({ key: keyAt(position), content })),
    linkUrl: row.linkUrl,
    score: row.score,
    ...(row.type === QUESTION_TYPE.FILL_BLANK ? { blankCount: spec.blanks?.length ?? 0 } : {}),
    ...(row.type === QUESTION_TYPE.ESSAY ? { minLength: spec.minLength ?? 0, maxLength: spec.maxLength ?? 0 } : {}),
  } as CandidateQuestion;
}

/** A score input's formatter: a 0.5 step would otherwise show every whole score with a decimal ("2.0"). */
export const wholeWithoutDecimal = (value: number | string | undefined, info: { userTyping: boolean; input: string }) =>
  info.userTyping ? info.input : value === undefined ? '' : String(value);
