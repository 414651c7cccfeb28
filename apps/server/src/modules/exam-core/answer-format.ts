import {
  type AnswerValue,
  BLANK_ANSWER_MAX_LENGTH,
  ESSAY_MAX_HTML_LENGTH,
  OPTION_KEYS,
  type OptionKey,
  parseBlankAnswer,
  QUESTION_TYPE,
  SHORT_ANSWER_MAX_LENGTH,
} from '@kaoshi/contracts';
import { sanitiseRichText, showsNothing } from '../../lib/rich-text.js';
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
    if (letters.length > 0) return badRequest('answerTaskTakesText', { questionId });
    return textWithin(questionId, answer.text, EXTERNAL_TASK_MAX_LENGTH);
  }
  if (question.type >= QUESTION_TYPE.FILL_BLANK) return checkWrittenAnswer(questionId, question, answer, letters.length > 0);
  if (answer.text.trim() !== '') return badRequest('answerTextOnlyForTasks', { questionId });
  const positions = letters.map((letter) => OPTION_KEYS.indexOf(letter));
  const unknown = letters.find((_, i) => positions[i]! < 0 || positions[i]! >= question.keys.length);
  if (unknown) return badRequest('answerOptionNotOnQuestion', { questionId, key: unknown });
  if (question.type !== QUESTION_TYPE.MULTIPLE && letters.length > 1) return badRequest('answerOneChoiceOnly', { questionId });
  return { choices: positions.map((position) => question.keys[position] as OptionKey).sort(), text: '' };
}

/** An external-link task's note, as before written answers raised the body's limit. */
const EXTERNAL_TASK_MAX_LENGTH = 5000;

const textWithin = (questionId: number, text: string, max: number): AnswerValue | AppError =>
  text.length > max ? badRequest('answerTextTooLong', { questionId, max }) : { choices: [], text };

/**
 * Written answers (docs/REQUIREMENTS.md §7), text only: a fill-in's JSON array of one string of
 * at most 200 characters per blank (the sitting's keys hold the number of blanks), a short
 * answer's plain text up to 5,000 characters, an essay's rich text through the stems' sanitiser
 * up to 20,000 characters. A composite's material takes no answer (its parts do).
 */
function checkWrittenAnswer(questionId: number, question: QuestionShape, answer: AnswerValue, hasChoices: boolean): AnswerValue | AppError {
  if (question.type === QUESTION_TYPE.COMPOSITE) {
    return hasChoices || answer.text !== '' ? badRequest('answerCompositeNoAnswer', { questionId }) : { choices: [], text: '' };
  }
  if (hasChoices) return badRequest('answerTaskTakesText', { questionId });
  if (question.type === QUESTION_TYPE.FILL_BLANK) {
    const count = Number(question.keys);
    const blanks = parseBlankAnswer(answer.text);
    const fits = blanks !== null && blanks.length <= count && blanks.every((blank) => blank.length <= BLANK_ANSWER_MAX_LENGTH);
    if (!fits) return badRequest('answerBlanksInvalid', { questionId, count });
    // Stored as sent when every blank is empty too: '' and '[]' are both "not answered" (isAnswered).
    return { choices: [], text: blanks.every((blank) => blank.trim() === '') ? '' : JSON.stringify(blanks) };
  }
  if (question.type === QUESTION_TYPE.SHORT_ANSWER) return textWithin(questionId, answer.text, SHORT_ANSWER_MAX_LENGTH);
  const html = sanitiseRichText(answer.text);
  // An emptied editor ("<p></p>") is no answer.
  return textWithin(questionId, showsNothing(html) ? '' : html, ESSAY_MAX_HTML_LENGTH);
}
