import { pageText } from '../../i18n/page-text';

/**
 * The rich-text editor's text (`editor.*`), loaded with the pages that edit rich text (questions,
 * notices, courses, articles, the editor's playground) rather than in every catalogue: no
 * candidate edits rich text, and the catalogues count against the exam-day download budget.
 */
export const editorTextReady = pageText('editor', {
  en: () => import('./en').then((module) => module.en),
  zh: () => import('./zh').then((module) => module.zh),
  es: () => import('./es').then((module) => module.es),
  ja: () => import('./ja').then((module) => module.ja),
});
