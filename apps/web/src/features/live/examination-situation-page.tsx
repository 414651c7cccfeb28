import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../../components/page-card';
import { LiveTab } from './live-tab';
import { useShowBySituation } from './use-show-by-situation';
import './live.css';

/**
 * /examPublishManage/examinationSituation (MARKINGPAPERS): the exams as they happen. Sections are
 * tabs: the live view now, marking (issue 8) beside it later.
 */
export default function ExaminationSituationPage() {
  const { t } = useTranslation();
  useShowBySituation();
  return (
    <PageCard title={t('route.examinationSituation')}>
      <Tabs className="situation-tabs" items={[{ key: 'live', label: t('live.title'), children: <LiveTab /> }]} />
    </PageCard>
  );
}
