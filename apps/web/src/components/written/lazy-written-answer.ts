import { QUESTION_TYPE } from '@kaoshi/contracts';
import { lazy } from 'react';

/**
 * The written inputs load only for a paper that has written questions, so a choice-only exam
 * (most of them) downloads none of them (the candidate's budget, docs/REQUIREMENTS.md §19.1). A
 * paper that has them loads them as soon as it is opened (`preloadWrittenInputs`), not when the
 * question is first shown: by then the connection may be gone, and an input that cannot load is
 * an answer that cannot be typed.
 */
const loadInputs = () =>
  Promise.all([import('./written-answer'), import('./text/index').then((module) => module.writtenTextReady())]).then(([inputs]) => inputs);
const loadEssayEditor = () => import('./essay-editor');

export const LazyWrittenAnswer = lazy(() => loadInputs().then((module) => ({ default: module.WrittenAnswer })));

export function preloadWrittenInputs(types: readonly number[]) {
  if (!types.some((type) => type >= QUESTION_TYPE.FILL_BLANK)) return;
  void loadInputs();
  if (types.includes(QUESTION_TYPE.ESSAY)) void loadEssayEditor();
}
