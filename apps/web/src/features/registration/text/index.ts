import { pageText } from '../../../i18n/page-text';

/**
 * The registration pages' text (`registration.*`): the candidate's application page and the staff's review screens, loaded with the pages that show it rather than in every catalogue: none of them is on the
 * candidate's exam-day path, whose download budget the catalogues count against.
 */
export const registrationTextReady = pageText('registration', {
  en: () => import('./en').then((module) => module.en),
  zh: () => import('./zh').then((module) => module.zh),
  es: () => import('./es').then((module) => module.es),
  ja: () => import('./ja').then((module) => module.ja),
});
