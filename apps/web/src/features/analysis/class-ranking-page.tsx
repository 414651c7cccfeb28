import { useTranslation } from 'react-i18next';
import { PageCard } from '../../components/page-card';

/** Placeholder until the screen lands (issue 8). */
export default function ClassRankingPage() {
  const { t } = useTranslation();
  return <PageCard title={t('route.examClassRanking')}>{null}</PageCard>;
}
