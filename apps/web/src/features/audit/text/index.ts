import { pageText } from '../../../i18n/page-text';

/**
 * The audit trail's text (`audit.*`), loaded with the pages that show it rather than in every catalogue: none of them is on the
 * candidate's exam-day path, whose download budget the catalogues count against.
 */
export const auditTextReady = pageText('audit', {
  en: () => import('./en').then((module) => module.en),
  zh: () => import('./zh').then((module) => module.zh),
  es: () => import('./es').then((module) => module.es),
  ja: () => import('./ja').then((module) => module.ja),
});
