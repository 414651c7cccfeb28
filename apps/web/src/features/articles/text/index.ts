import { pageText } from '../../../i18n/page-text';

/**
 * The learning articles' text (`article.*`), loaded with the staff screen and the candidate's
 * learning page rather than in every catalogue: neither is on the candidate's exam-day path,
 * whose download budget the catalogues count against.
 */
export const articleTextReady = pageText('article', {
  en: () => import('./en').then((module) => module.en),
  zh: () => import('./zh').then((module) => module.zh),
  es: () => import('./es').then((module) => module.es),
  ja: () => import('./ja').then((module) => module.ja),
});
