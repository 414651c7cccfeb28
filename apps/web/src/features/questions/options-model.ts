import { MAX_OPTIONS, MIN_OPTIONS, OPTION_KEYS, type OptionKey, QUESTION_TYPE } from '@kaoshi/contracts';

/**
 * An option while it is being edited. The "correct" mark travels with the option, so when the
 * options are reordered or one is removed the answer key follows: keys (A, B, …) are only
 * given by position when the question is sent.
 */
export interface OptionDraft {
  /** Stable while editing (React key), never sent. */
  uid: string;
  content: string;
  correct: boolean;
}

let lastUid = 0;
export const newOption = (content = '', correct = false): OptionDraft => ({ uid: `option-${++lastUid}`, content, correct });

/** A new choice question starts with four blank options, as most banks write them. */
export const blankOptions = (count = 4): OptionDraft[] => Array.from({ length: count }, () => newOption());

export const keyAt = (position: number): OptionKey => OPTION_KEYS[position]!;

/** A stored question's options and answer key, as drafts. */
export function optionsFromRecord(options: readonly string[], answer: readonly string[]): OptionDraft[] {
  return options.map((content, position) => newOption(content, answer.includes(keyAt(position))));
}

/** What the API takes: contents in order, and the keys of the correct ones (sorted, as positions are). */
export function toPayload(drafts: readonly OptionDraft[]): { options: string[]; answer: OptionKey[] } {
  return {
    options: drafts.map((draft) => draft.content),
    answer: drafts.flatMap((draft, position) => (draft.correct ? [keyAt(position)] : [])),
  };
}

/** True/false questions have exactly their two statements: none added, none removed. */
export const canAdd = (drafts: readonly OptionDraft[], type: number) => type !== QUESTION_TYPE.TRUE_FALSE && drafts.length < MAX_OPTIONS;
export const canRemove = (drafts: readonly OptionDraft[], type: number) => type !== QUESTION_TYPE.TRUE_FALSE && drafts.length > MIN_OPTIONS;

export function addOption(drafts: readonly OptionDraft[], type: number): OptionDraft[] {
  return canAdd(drafts, type) ? [...drafts, newOption()] : [...drafts];
}

export function removeOption(drafts: readonly OptionDraft[], position: number, type: number): OptionDraft[] {
  return canRemove(drafts, type) ? drafts.filter((_, index) => index !== position) : [...drafts];
}

/** Swaps the option with its neighbour above (-1) or below (+1); at either end nothing moves. */
export function moveOption(drafts: readonly OptionDraft[], position: number, direction: -1 | 1): OptionDraft[] {
  const target = position + direction;
  if (target < 0 || target >= drafts.length) return [...drafts];
  const moved = [...drafts];
  [moved[position], moved[target]] = [moved[target]!, moved[position]!];
  return moved;
}

export function setContent(drafts: readonly OptionDraft[], position: number, content: string): OptionDraft[] {
  return drafts.map((draft, index) => (index === position ? { ...draft, content } : draft));
}

/** Single choice and true/false have one correct option: marking one unmarks the others. */
export function markCorrect(drafts: readonly OptionDraft[], position: number, correct: boolean, type: number): OptionDraft[] {
  if (type === QUESTION_TYPE.MULTIPLE) return drafts.map((draft, index) => (index === position ? { ...draft, correct } : draft));
  return drafts.map((draft, index) => ({ ...draft, correct: index === position ? correct : false }));
}

/** The two statements a true/false question starts with, in the author's language. */
export type TrueFalseLabels = readonly [trueText: string, falseText: string];
export const trueFalseOptions = ([trueText, falseText]: TrueFalseLabels): OptionDraft[] => [
  newOption(`<p>${trueText}</p>`),
  newOption(`<p>${falseText}</p>`),
];

const isUntouchedTrueFalse = (drafts: readonly OptionDraft[], labels: TrueFalseLabels) =>
  drafts.length === 2 && drafts[0]!.content === `<p>${labels[0]}</p>` && drafts[1]!.content === `<p>${labels[1]}</p>`;

/**
 * The options when the author changes the question's type. True/false gets its two statements;
 * leaving true/false with them untouched starts again from blank options; a multiple-choice key
 * with several marks cannot stand for single choice, so the marks are cleared for the author to
 * choose again. External-link and written questions keep the drafts (the form hides them and sends none),
 * so switching back loses nothing.
 */
export function optionsForType(drafts: readonly OptionDraft[], from: number, to: number, labels: TrueFalseLabels): OptionDraft[] {
  if (from === to || to >= QUESTION_TYPE.EXTERNAL_LINK) return [...drafts];
  if (to === QUESTION_TYPE.TRUE_FALSE) return trueFalseOptions(labels);
  const source = isUntouchedTrueFalse(drafts, labels) || drafts.length < MIN_OPTIONS ? blankOptions() : drafts;
  const marks = source.filter((draft) => draft.correct).length;
  return to === QUESTION_TYPE.SINGLE && marks > 1 ? source.map((draft) => ({ ...draft, correct: false })) : [...source];
}

/**
 * Rich text with nothing a candidate could see: no text once tags and non-breaking spaces are
 * gone, and no image, video, audio or table (an option may be just a picture). The server's
 * check counts the same things.
 */
export function isBlankRichText(html: string): boolean {
  if (/<(img|video|audio|table)\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;|\u00a0/g, '')
      .trim() === ''
  );
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': '\u00a0' };

/**
 * The text of content that is one line of plain text (empty, or a single paragraph without
 * markup), which the single-line box can edit without losing anything; null for anything richer.
 */
export function plainTextOf(html: string): string | null {
  if (html === '' || html === '<p></p>') return '';
  const match = /^<p>([^<]*)<\/p>$/.exec(html);
  if (!match) return null;
  return match[1]!.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity]!);
}

/** The stored form of a line of plain text: one paragraph, escaped ('' when empty). */
export function paragraphOf(text: string): string {
  if (text === '') return '';
  return `<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}</p>`;
}
