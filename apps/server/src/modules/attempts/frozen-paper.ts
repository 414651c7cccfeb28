import { type CandidateQuestion, OPTION_KEYS, type PreviewQuestion, QUESTION_TYPE, type QuestionType } from '@kaoshi/contracts';

/**
 * An attempt's frozen paper (attempts.paper): the PreviewQuestion[] drawn at the start, with
 * answer keys, explanations and scores. Stored once, read whole, never changed by bank edits.
 */
export type FrozenPaper = PreviewQuestion[];

export const parseFrozenPaper = (json: string): FrozenPaper => JSON.parse(json) as FrozenPaper;

/**
 * What a candidate receives of a frozen question. Fields are picked one by one (never "all but
 * the key") so that nothing added to PreviewQuestion later can reach a candidate by accident.
 */
export function toCandidateQuestion(question: PreviewQuestion): CandidateQuestion {
  return {
    questionId: question.questionId,
    type: question.type,
    stem: question.stem,
    // The displayed letter, never the bank's key (answer-format.ts).
    options: question.options.map((option, position) => ({ key: OPTION_KEYS[position]!, content: option.content })),
    linkUrl: question.linkUrl,
    score: question.score,
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
  new Map(
    paper.map((question) => [question.questionId, { type: question.type, keys: question.options.map((option) => option.key).join('') }]),
  );

/** Attempts of one fixed paper in the same option orders have equal signatures (unshuffled: all of them). */
export const shapeSignature = (shape: PaperShape) =>
  [...shape]
    .map(([questionId, { type, keys }]) => `${questionId}:${type}:${keys}`)
    .sort()
    .join(',');

/** External-link tasks are marked by an examiner; a paper holding one is not final at submission. */
export const needsManualMarking = (paper: FrozenPaper) => paper.some((question) => question.type === QUESTION_TYPE.EXTERNAL_LINK);
