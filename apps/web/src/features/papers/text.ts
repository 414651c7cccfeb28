import type { FeatureText } from '../../i18n/feature-text';

const en = {
  title: 'Exam papers',
};

/** The exam paper screen's text (the `paper.*` keys). */
export const PAPER_TEXT: FeatureText<typeof en> = {
  en,
  zh: { title: '试卷' },
  es: { title: 'Exámenes' },
  ja: { title: '試験問題' },
};
