import type { FeatureText } from '../../i18n/feature-text';

/** The analysis screens' text (issue 8), in the four languages side by side. */
const en = {
  title: 'Score analysis',
};

export const ANALYSIS_TEXT: FeatureText<typeof en> = {
  en,
  zh: { title: '成绩分析' },
  es: { title: 'Análisis de resultados' },
  ja: { title: '成績分析' },
};
