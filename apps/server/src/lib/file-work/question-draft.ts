import type { EssaySpec, MessageKey, MessageParams, QuestionSpec } from '@kaoshi/contracts';

/**
 * A question as an import reads it, before it is checked: the shared shape of the question
 * body (docs/REQUIREMENTS.md §7), with the type's own fields in `spec` and a composite's
 * sub-questions in `subQuestions`. Plain data: it crosses from a file-work thread.
 */
export interface DraftQuestion {
  type: 0 | 1 | 2 | 4 | 5 | 6 | 7;
  stem: string;
  options: string[];
  answer: string[];
  score: number;
  explanation: string;
  spec?: QuestionSpec;
  subQuestions?: DraftQuestion[];
}

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as rich text: a paragraph per line ('' stays ''). */
export const plainAsHtml = (text: string) =>
  text.trim() === ''
    ? ''
    : text
        .split(/\r?\n/)
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join('');

/** Every rich-text field of a draft and its sub-questions through `map` (an image address rewrite). */
export function mapDraftHtml(draft: DraftQuestion, map: (html: string) => string): DraftQuestion {
  const written = draft.spec && 'referenceAnswer' in draft.spec ? (draft.spec as EssaySpec) : undefined;
  const spec = written ? { ...written, referenceAnswer: map(written.referenceAnswer) } : draft.spec;
  return {
    ...draft,
    stem: map(draft.stem),
    options: draft.options.map(map),
    explanation: map(draft.explanation),
    spec,
    subQuestions: draft.subQuestions?.map((sub) => mapDraftHtml(sub, map)),
  };
}

/** A question the import cannot hold: the reason, as a message key, named against the question. */
export class Unreadable extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params?: MessageParams,
  ) {
    super(key);
  }
}
