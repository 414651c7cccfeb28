import type { FeatureText } from '../../i18n/feature-text';

/** The marking screens' text (issue 8), in the four languages side by side. */
const en = {
  title: 'Marking',
};

export const MARKING_TEXT: FeatureText<typeof en> = {
  en,
  zh: { title: '阅卷' },
  es: { title: 'Corrección' },
  ja: { title: '採点' },
};
