import type { FeatureText } from '../../i18n/feature-text';

const en = {
  title: 'Exam monitoring',
};

/** The `live.*` keys. */
export const LIVE_TEXT: FeatureText<typeof en> = {
  en,
  zh: { title: '考试监控' },
  es: { title: 'Supervisión del examen' },
  ja: { title: '試験監視' },
};
