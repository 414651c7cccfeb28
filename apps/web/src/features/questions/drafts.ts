import { MAX_SUB_QUESTIONS, OPTION_KEYS } from '@kaoshi/contracts';
import { draftKey } from '../../editor/rules/text-rules';

/** The editors of one question's content; their ids name their drafts in local storage. */
const bodyIds = (base: string) => ({
  stem: `question-stem-${base}`,
  explanation: `question-explanation-${base}`,
  reference: `question-reference-${base}`,
  option: (key: string) => `question-option-${base}-${key}`,
});

/** The editors of one question's form, and of each part of a composite (by position). */
export const editorIds = (questionId: number | undefined) => {
  const of = `${questionId ?? 'new'}`;
  return { ...bodyIds(of), sub: (index: number) => bodyIds(`${of}-sub${index + 1}`) };
};

const allIds = (questionId: number | undefined) => {
  const ids = editorIds(questionId);
  const bodies = [ids, ...Array.from({ length: MAX_SUB_QUESTIONS }, (_, index) => ids.sub(index))];
  return bodies.flatMap((body) => [body.stem, body.explanation, body.reference, ...OPTION_KEYS.map(body.option)]);
};

/** Forms saved since their editors last wrote a draft (see forgetDrafts). */
const saved = new Set<number | 'new'>();

/**
 * A saved question's drafts are stale: without this, the next "Add" would offer to restore the
 * question just saved. They are removed now, and once more when that form opens next, because an
 * editor writes its last pending draft when it unmounts, after the save.
 */
export function forgetDrafts(questionId: number | undefined) {
  for (const id of allIds(questionId)) localStorage.removeItem(draftKey(window.location, id));
  saved.add(questionId ?? 'new');
}

/**
 * Called as a form opens, before its editors read their drafts. A new question's form always
 * starts clean: what an abandoned "Add" left is not this question's, and offering to restore it
 * here would put another question's text into this one. An existing question keeps its own
 * drafts (keyed by its id) unless it was saved since they were written.
 */
export function prepareDrafts(questionId: number | undefined) {
  if (!saved.delete(questionId ?? 'new') && questionId !== undefined) return;
  for (const id of allIds(questionId)) localStorage.removeItem(draftKey(window.location, id));
}
