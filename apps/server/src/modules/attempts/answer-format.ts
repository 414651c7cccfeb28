import { type AnswerValue, type OptionKey, QUESTION_TYPE } from '@kaoshi/contracts';
import { type AppError, badRequest } from '../../lib/app-error.js';
import type { QuestionShape } from './frozen-paper.js';

/** attempt_answers.choices holds the chosen keys sorted and comma separated ('' for none). */
export const choicesToColumn = (choices: readonly OptionKey[]) => [...choices].sort().join(',');
export const choicesFromColumn = (column: string): OptionKey[] => (column === '' ? [] : (column.split(',') as OptionKey[]));

/** An answer counts as given once it holds a choice or some text (a review flag alone does not). */
export const isAnswered = (answer: { choices: string | readonly string[]; text: string }) => answer.choices.length > 0 || answer.text.trim() !== '';

/**
 * Checks an answer against its frozen question and returns it normalised (keys distinct and
 * sorted). Single choice and true/false take at most one key, multiple choice any subset; keys
 * must be options of that question. External-link tasks take text only, the others choices only.
 */
export function checkAnswer(questionId: number, question: QuestionShape, answer: AnswerValue): AnswerValue | AppError {
  const choices = [...new Set(answer.choices)].sort();
  if (question.type === QUESTION_TYPE.EXTERNAL_LINK) {
    return choices.length > 0 ? badRequest('answerTaskTakesText', { questionId }) : { choices: [], text: answer.text };
  }
  if (answer.text.trim() !== '') return badRequest('answerTextOnlyForTasks', { questionId });
  const unknown = choices.find((key) => !question.keys.includes(key));
  if (unknown) return badRequest('answerOptionNotOnQuestion', { questionId, key: unknown });
  if (question.type !== QUESTION_TYPE.MULTIPLE && choices.length > 1) return badRequest('answerOneChoiceOnly', { questionId });
  return { choices, text: '' };
}
