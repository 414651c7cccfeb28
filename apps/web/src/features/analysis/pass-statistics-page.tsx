import { useTranslation } from 'react-i18next';
import { PageCard } from '../../components/page-card';

/** Placeholder until the screen lands (issue 8). */
export default function PassStatisticsPage() {
  const { t } = useTranslation();
  return <PageCard title={t('route.isPassStatistics')}>{null}</PageCard>;
}
