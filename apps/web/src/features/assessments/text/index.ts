import { pageText } from '../../../i18n/page-text';

/** The assessment pages' text (`assessment.*`), loaded with those pages, off the candidate's exam-day path. */
export const assessmentTextReady = pageText('assessment', {
  en: () => import('./en').then((module) => module.en),
  zh: () => import('./zh').then((module) => module.zh),
  es: () => import('./es').then((module) => module.es),
  ja: () => import('./ja').then((module) => module.ja),
});
