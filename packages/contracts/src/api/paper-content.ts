import type { CandidateQuestion, WrittenQuestionFacts } from './papers.js';
import { OPTION_KEYS, type QuestionType } from './question-types.js';

/**
 * A question of a paper's candidate content (GET paperContent/:paperId/:version), the same for
 * every candidate who sits it. Its options are in the order of their text, so their positions
 * tell nothing the text does not: never the bank's keys, never one candidate's shuffle.
 */
export interface ContentQuestion extends WrittenQuestionFacts {
  questionId: number;
  type: QuestionType;
  stem: string;
  options: string[];
  linkUrl: string;
  score: number;
}
/** GET paperContent/:paperId/:version: immutable, cached by the browser (ETag, `immutable`). */
export interface PaperContent {
  paperId: number;
  version: string;
  questions: ContentQuestion[];
}
/**
 * One question as this candidate sits it: the questions in their order and, for each, the
 * content's option for each displayed letter (options[0] is shown as A).
 */
export interface QuestionOrder {
  questionId: number;
  options: number[];
}

/**
 * The candidate's questions from the shared content and their own order: what the exam page
 * shows. A question of the order missing from the content is an error of the server's, thrown.
 */
export function assembleQuestions(order: readonly QuestionOrder[], content: PaperContent): CandidateQuestion[] {
  const byId = new Map(content.questions.map((question) => [question.questionId, question]));
  return order.map(({ questionId, options }) => {
    const question = byId.get(questionId);
    if (!question) throw new Error(`Question ${questionId} is not in paper content ${content.version}`);
    return {
      questionId,
      type: question.type,
      stem: question.stem,
      options: options.map((index, position) => ({ key: OPTION_KEYS[position]!, content: question.options[index]! })),
      linkUrl: question.linkUrl,
      score: question.score,
      ...writtenQuestionFacts(question),
    };
  });
}

/** The written facts a question has (absent ones stay absent, keeping choice-only papers unchanged). */
export function writtenQuestionFacts(question: WrittenQuestionFacts): WrittenQuestionFacts {
  const facts: WrittenQuestionFacts = {};
  if (question.parentId !== undefined) facts.parentId = question.parentId;
  if (question.blankCount !== undefined) facts.blankCount = question.blankCount;
  if (question.minLength !== undefined) facts.minLength = question.minLength;
  if (question.maxLength !== undefined) facts.maxLength = question.maxLength;
  return facts;
}
