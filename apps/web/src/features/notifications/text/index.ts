import { pageText } from '../../../i18n/page-text';

/** The message centre's and delivery log's text (`notification.*`), loaded with their pages rather than in every catalogue. */
export const notificationTextReady = pageText('notification', {
  en: () => import('./en').then((module) => module.en),
  zh: () => import('./zh').then((module) => module.zh),
  es: () => import('./es').then((module) => module.es),
  ja: () => import('./ja').then((module) => module.ja),
});
