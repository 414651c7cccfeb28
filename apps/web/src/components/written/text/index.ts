import { pageText } from '../../../i18n/page-text';

/**
 * The written inputs' text: off the candidate's download budget like the inputs themselves, it
 * arrives with them, only for a paper that has written questions.
 */
export const writtenTextReady = pageText('examWritten', {
  en: () => import('./en').then((module) => module.en),
  zh: () => import('./zh').then((module) => module.zh),
  es: () => import('./es').then((module) => module.es),
  ja: () => import('./ja').then((module) => module.ja),
});
