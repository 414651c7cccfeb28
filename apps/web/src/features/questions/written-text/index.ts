import { pageText } from '../../../i18n/page-text';

/**
 * The written types' editor and key text (`questionWritten.*`): only the question bank and the
 * marking screen show it, so it is not in the catalogues on the candidate's exam-day path.
 */
export const questionWrittenTextReady = pageText('questionWritten', {
  en: () => import('./en').then((module) => module.en),
  zh: () => import('./zh').then((module) => module.zh),
  es: () => import('./es').then((module) => module.es),
  ja: () => import('./ja').then((module) => module.ja),
});
