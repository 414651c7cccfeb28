import { parseBlankAnswer, QUESTION_TYPE } from '@kaoshi/contracts';

/** The characters of text in rich text (tags left out, as the essay's length is counted). */
export function textLength(html: string): number {
  if (html === '') return 0;
  const template = document.createElement('template');
  template.innerHTML = html;
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim().length;
}

/**
 * Has the candidate written anything? A fill-in answer counts when any blank has text, an essay
 * when its text (not its markup) is not empty, any other text when it is not only spaces.
 */
export function hasWritten(text: string, type?: number): boolean {
  if (text.trim() === '') return false;
  if (type === QUESTION_TYPE.FILL_BLANK) return (parseBlankAnswer(text) ?? []).some((blank) => blank.trim() !== '');
  if (type === QUESTION_TYPE.ESSAY) return textLength(text) > 0;
  return true;
}
