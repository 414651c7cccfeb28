import type { FeatureText } from '../../i18n/feature-text';

const en = {
  title: 'Exam notices',
};

/** The exam notice screen's text (the `notice.*` keys). */
export const NOTICE_TEXT: FeatureText<typeof en> = {
  en,
  zh: { title: '考试须知' },
  es: { title: 'Avisos de examen' },
  ja: { title: '受験案内' },
};
