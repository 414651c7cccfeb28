import { type AnalysisFilter, API, type RankingRow } from '@kaoshi/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AnalysisSection, ChartBlock, QueryState } from './analysis-section';
import { AnalysisTable } from './analysis-table';
import { fetchClassRanking } from './api';
import { distributionOption } from './charts';
import { ExportButton } from './export-button';
import { formatDuration, formatScore } from './format';
import { ResultTag } from './result-tag';
import { SummaryCards } from './summary-cards';

/** Ranking per batch: the score distribution, the summary figures and the competition ranking. */
export function RankingTab({ params, publicationNames }: { params: AnalysisFilter; publicationNames: Map<number, string> }) {
  const { t } = useTranslation();
  const ranking = useQuery({
    queryKey: ['analysis', 'ranking', params],
    queryFn: () => fetchClassRanking(params),
    placeholderData: keepPreviousData,
  });
  const option = useMemo(
    () => ranking.data && distributionOption(ranking.data.distribution, { candidates: t('analysis.chart.candidates') }),
    [ranking.data, t],
  );
  const columns: ColumnsType<RankingRow> = [
    { title: t('analysis.column.rank'), dataIndex: 'rank', width: 72, className: 'analysis-number' },
    { title: t('analysis.column.username'), dataIndex: 'username' },
    { title: t('analysis.column.name'), dataIndex: 'name' },
    { title: t('analysis.column.batch'), dataIndex: 'className', render: (name: string | null) => name ?? '—' },
    { title: t('analysis.column.publication'), dataIndex: 'publicationId', render: (id: number) => publicationNames.get(id) ?? `#${id}` },
    {
      title: t('analysis.column.score'),
      key: 'score',
      className: 'analysis-number',
      render: (_, row) => `${formatScore(row.score)} / ${formatScore(row.totalScore)}`,
    },
    {
      title: t('analysis.column.timeUsed'),
      dataIndex: 'timeUsedMs',
      className: 'analysis-number',
      render: (ms: number) => formatDuration(ms),
    },
    { title: t('analysis.column.passed'), dataIndex: 'passed', render: (passed: number) => <ResultTag passed={passed} /> },
  ];
  return (
    <AnalysisSection
      extra={
        <ExportButton path={API.exportClassRanking} params={params} fileName="class-ranking.xlsx" disabled={!ranking.data?.rows.length} />
      }
    >
      <QueryState query={ranking} isEmpty={(data) => data.rows.length === 0} emptyText={t('analysis.empty.ranking')}>
        {(data) => (
          <>
            <SummaryCards summary={data.summary} />
            <ChartBlock option={option!} title={t('analysis.chart.distribution')} testId="distribution-chart" height={260} />
            <AnalysisTable<RankingRow>
              data-testid="ranking-table"
              rowKey={(row) => `${row.publicationId}-${row.studentId}`}
              columns={columns}
              dataSource={data.rows}
              loading={ranking.isFetching}
            />
          </>
        )}
      </QueryState>
    </AnalysisSection>
  );
}
