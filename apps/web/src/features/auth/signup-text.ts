import { pageText } from '../../i18n/page-text';

/** The sign-up page's text (`signup.*`), loaded with the page: it is off the candidate's exam-day path. */
export const signupTextReady = pageText('signup', {
  en: () => import('./text/signup/en').then((module) => module.en),
  zh: () => import('./text/signup/zh').then((module) => module.zh),
  es: () => import('./text/signup/es').then((module) => module.es),
  ja: () => import('./text/signup/ja').then((module) => module.ja),
});
