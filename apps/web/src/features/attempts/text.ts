import type { FeatureText } from '../../i18n/feature-text';

const en = {
  title: 'Online exam',
};

/** The `exam.*` keys. */
export const EXAM_TEXT: FeatureText<typeof en> = {
  en,
  zh: { title: '在线考试' },
  es: { title: 'Examen en línea' },
  ja: { title: 'オンライン試験' },
};
