import {
  type AnswerKeyProblem,
  answerKeyProblem,
  type CandidateQuestion,
  QUESTION_TYPE,
  type QuestionRecord,
  questionSpec,
  type QuestionType,
} from '@kaoshi/contracts';
import type { QuestionInput } from './api';
import { blankOptions, isBlankRichText, keyAt, type OptionDraft, optionsFromRecord, toPayload } from './options-model';

/** The form's values: the options are drafts (content + mark) until the question is sent. */
export interface QuestionFormValues {
  courseId?: number;
  knowledgeId?: number | null;
  type: QuestionType;
  stem: string;
  choices: OptionDraft[];
  linkUrl: string;
  score: number;
  difficulty: number;
  hasVideo: 0 | 1;
  explanation: string;
}

export const newQuestionValues = (courseId?: number): QuestionFormValues => ({
  courseId,
  knowledgeId: null,
  type: QUESTION_TYPE.SINGLE,
  stem: '',
  choices: blankOptions(),
  linkUrl: '',
  score: 1,
  difficulty: 3,
  hasVideo: 0,
  explanation: '',
});

export const toFormValues = (row: QuestionRecord): QuestionFormValues => ({
  courseId: row.courseId,
  knowledgeId: row.knowledgeId,
  type: row.type,
  stem: row.stem,
  choices: row.type === QUESTION_TYPE.EXTERNAL_LINK ? blankOptions() : optionsFromRecord(row.options, row.answer),
  linkUrl: row.linkUrl,
  score: row.score,
  difficulty: row.difficulty,
  hasVideo: row.hasVideo,
  explanation: row.explanation,
});

/** External-link questions send no options and no key (the drafts stay in the form only). */
export function toInput(values: QuestionFormValues): QuestionInput {
  const link = values.type === QUESTION_TYPE.EXTERNAL_LINK;
  const { options, answer } = link ? { options: [], answer: [] } : toPayload(values.choices);
  return {
    courseId: values.courseId!,
    knowledgeId: values.knowledgeId ?? null,
    type: values.type,
    stem: values.stem,
    options,
    answer,
    linkUrl: link ? values.linkUrl.trim() : '',
    score: values.score,
    difficulty: values.difficulty,
    explanation: values.explanation ?? '',
    hasVideo: values.hasVideo ? 1 : 0,
    // The written types' fields have their own editor; the choice types send the defaults (ignored).
    spec: questionSpec.parse(undefined),
    subQuestions: [],
    allowDuplicate: false,
  };
}

/** The same check the server makes, run in the browser before sending. */
export function problemOf(values: Pick<QuestionFormValues, 'type' | 'choices' | 'linkUrl'>): AnswerKeyProblem | null {
  const { type, choices = [], linkUrl = '' } = values;
  const input = toInput({ ...newQuestionValues(), type, choices, linkUrl });
  return answerKeyProblem(input, isBlankRichText);
}

/** A stored question shaped as the candidate's view takes it, options in bank order. */
export function asCandidateQuestion(
  row: Pick<QuestionRecord, 'questionId' | 'type' | 'stem' | 'options' | 'linkUrl' | 'score'>,
): CandidateQuestion {
  return {
    questionId: row.questionId,
    type: row.type,
    stem: row.stem,
    options: row.options.map((content, position) => ({ key: keyAt(position), content })),
    linkUrl: row.linkUrl,
    score: row.score,
  };
}

/** A score input's formatter: a 0.5 step would otherwise show every whole score with a decimal ("2.0"). */
export const wholeWithoutDecimal = (value: number | string | undefined, info: { userTyping: boolean; input: string }) =>
  info.userTyping ? info.input : value === undefined ? '' : String(value);
