import { type AnswerValue, OPTION_KEYS, type OptionKey, QUESTION_TYPE } from '@kaoshi/contracts';
import { type AppError, badRequest } from '../../lib/app-error.js';
import type { QuestionShape } from './frozen-paper.js';

/** attempt_answers.choices holds the chosen keys sorted and comma separated ('' for none). */
export const choicesToColumn = (choices: readonly OptionKey[]) => [...choices].sort().join(',');
export const choicesFromColumn = (column: string): OptionKey[] => (column === '' ? [] : (column.split(',') as OptionKey[]));

/** An answer counts as given once it holds a choice or some text (a review flag alone does not). */
export const isAnswered = (answer: { choices: string | readonly string[]; text: string }) =>
  answer.choices.length > 0 || answer.text.trim() !== '';

/**
 * Candidates see and send the displayed letters (A, B, C… in the order shown to them), never the
 * bank's keys: with shuffled options, a key would let candidates share answers across orders
 * (docs/SECURITY.md). `bankKeysInOrder` is the question's bank keys in displayed order ('CADB'):
 * the option shown at position i carries letter OPTION_KEYS[i] and bank key bankKeysInOrder[i].
 */
export const toDisplayedLetters = (bankKeysInOrder: string, bankKeys: readonly string[]): OptionKey[] =>
  bankKeys.map((key) => OPTION_KEYS[bankKeysInOrder.indexOf(key)]!).sort();

/**
 * Checks an answer (displayed letters) against its frozen question and returns it in bank keys,
 * distinct and sorted. Single choice and true/false take at most one, multiple choice any subset;
 * letters must be shown on that question. External-link tasks take text only, the others choices only.
 */
export function checkAnswer(questionId: number, question: QuestionShape, answer: AnswerValue): AnswerValue | AppError {
  const letters = [...new Set(answer.choices)].sort();
  if (question.type === QUESTION_TYPE.EXTERNAL_LINK) {
    return letters.length > 0 ? badRequest('answerTaskTakesText', { questionId }) : { choices: [], text: answer.text };
  }
  if (answer.text.trim() !== '') return badRequest('answerTextOnlyForTasks', { questionId });
  const positions = letters.map((letter) => OPTION_KEYS.indexOf(letter));
  const unknown = letters.find((_, i) => positions[i]! < 0 || positions[i]! >= question.keys.length);
  if (unknown) return badRequest('answerOptionNotOnQuestion', { questionId, key: unknown });
  if (question.type !== QUESTION_TYPE.MULTIPLE && letters.length > 1) return badRequest('answerOneChoiceOnly', { questionId });
  return { choices: positions.map((position) => question.keys[position] as OptionKey).sort(), text: '' };
}
