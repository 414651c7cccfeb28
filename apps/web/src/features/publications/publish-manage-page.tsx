import { useTranslation } from 'react-i18next';
import { PageCard } from '../../components/page-card';

/** Placeholder: replaced by the screen itself. */
export default function PublishManagePage() {
  const { t } = useTranslation();
  return <PageCard title={t('publication.title')}>{t('common.loading')}</PageCard>;
}
