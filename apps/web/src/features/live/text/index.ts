import { pageText } from '../../../i18n/page-text';

/**
 * The live view's text (`live.*`), loaded with the pages that watch an exam or choose one
 * (examinationSituation, the tickets page) rather than in every catalogue: it is not on the
 * candidate's exam-day path, whose download budget the catalogues count against.
 */
export const liveTextReady = pageText('live', {
  en: () => import('./en').then((module) => module.en),
  zh: () => import('./zh').then((module) => module.zh),
  es: () => import('./es').then((module) => module.es),
  ja: () => import('./ja').then((module) => module.ja),
});
