import { Tabs } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../../components/page-card';
import { AnalysisFilterBar, usePublicationOptions } from './filter-bar';
import { filterParams } from './filter-url';
import { ItemAnalysisTab } from './item-analysis-tab';
import { MasteryTab } from './mastery-tab';
import { RankingTab } from './ranking-tab';
import { useAnalysisFilter } from './use-analysis-filter';
import './analysis.css';

const PATH = '/examAnalysis/examClassRanking';
const TABS = ['ranking', 'items', 'mastery'] as const;

/** /examAnalysis/examClassRanking (EXAM-CLASSRANKING): ranking per batch, item analysis and knowledge mastery. */
export default function ClassRankingPage() {
  const { t } = useTranslation();
  const { filter, setFilter, tab, setTab } = useAnalysisFilter(PATH);
  const params = useMemo(() => filterParams(filter), [filter]);
  const publications = usePublicationOptions();
  const publicationNames = useMemo(
    () => new Map((publications.data ?? []).map((option) => [option.publicationId, option.name])),
    [publications.data],
  );
  const active = TABS.find((key) => key === tab) ?? 'ranking';
  return (
    <PageCard title={t('route.examClassRanking')}>
      <AnalysisFilterBar filter={filter} onChange={setFilter} />
      <Tabs
        className="analysis-tabs"
        activeKey={active}
        onChange={setTab}
        items={[
          {
            key: 'ranking',
            label: t('analysis.tabs.ranking'),
            children: <RankingTab params={params} publicationNames={publicationNames} />,
          },
          { key: 'items', label: t('analysis.tabs.items'), children: <ItemAnalysisTab params={params} /> },
          { key: 'mastery', label: t('analysis.tabs.mastery'), children: <MasteryTab params={params} /> },
        ]}
      />
    </PageCard>
  );
}
