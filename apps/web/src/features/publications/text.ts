import type { FeatureText } from '../../i18n/feature-text';

const en = {
  title: 'Publish exams',
};

/** The `publication.*` keys. */
export const PUBLICATION_TEXT: FeatureText<typeof en> = {
  en,
  zh: { title: '发布考试' },
  es: { title: 'Publicar exámenes' },
  ja: { title: '試験の公開' },
};
