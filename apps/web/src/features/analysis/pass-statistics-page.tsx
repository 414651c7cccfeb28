import { API, type FailedCandidate, type PassStatisticsRow } from '@kaoshi/contracts';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../../components/page-card';
import { AnalysisSection, ChartBlock, QueryState } from './analysis-section';
import { AnalysisTable, countTitleKey, figureColumn, stackedTitle } from './analysis-table';
import { fetchPassStatistics } from './api';
import { passOption } from './charts';
import { ExportButton } from './export-button';
import { AnalysisFilterBar } from './filter-bar';
import { formatPercent, formatScore } from './format';
import { useAnalysisStatistics } from './use-analysis-statistics';
import './analysis.css';

const PATH = '/examAnalysis/isPassStatistics';

/** /examAnalysis/isPassStatistics (ISPASS-STATISTICS): who sat, passed and failed per exam and batch, and the failed candidates. */
export default function PassStatisticsPage() {
  const { t } = useTranslation();
  const { filter, setFilter, params, stats } = useAnalysisStatistics(PATH, 'pass', fetchPassStatistics);
  const option = useMemo(
    () =>
      stats.data &&
      passOption(stats.data.rows, {
        passed: t('analysis.column.passedCount'),
        failed: t('analysis.column.failedCount'),
        absent: t('analysis.column.absent'),
        yetToSit: t('analysis.column.yetToSit'),
        passRate: t('analysis.column.passRate'),
      }),
    [stats.data, t],
  );
  const count = (key: 'enrolled' | 'sat' | 'absent' | 'yetToSit' | 'passed' | 'failed') =>
    figureColumn<PassStatisticsRow>(stackedTitle(t(countTitleKey(key))), key);
  const batchColumns: ColumnsType<PassStatisticsRow> = [
    { title: t('analysis.column.publication'), dataIndex: 'publicationName' },
    { title: t('analysis.column.batch'), dataIndex: 'className' },
    count('enrolled'),
    count('sat'),
    count('absent'),
    count('yetToSit'),
    count('passed'),
    count('failed'),
    // The three pass rates, each named by what it divides by (docs/RESULTS.md).
    {
      title: stackedTitle(t('analysis.column.passRate')),
      key: 'sitters',
      className: 'analysis-number',
      render: (_, row) => formatPercent(row.passRates.sitters),
    },
    {
      title: stackedTitle(t('analysis.column.passRateRegistered')),
      key: 'registered',
      className: 'analysis-number',
      render: (_, row) => formatPercent(row.passRates.registered),
    },
    {
      title: stackedTitle(t('analysis.column.passRateFirstAttempt')),
      key: 'firstAttempt',
      className: 'analysis-number',
      render: (_, row) => formatPercent(row.passRates.firstAttempt),
    },
  ];
  const failedColumns: ColumnsType<FailedCandidate> = [
    { title: t('analysis.column.publication'), dataIndex: 'publicationName' },
    { title: t('analysis.column.batch'), dataIndex: 'className', render: (name: string | null) => name ?? '—' },
    { title: t('analysis.column.username'), dataIndex: 'username' },
    { title: t('analysis.column.name'), dataIndex: 'name' },
    figureColumn<FailedCandidate, number>(t('analysis.column.score'), 'score', formatScore),
  ];
  return (
    <PageCard title={t('route.isPassStatistics')}>
      <AnalysisFilterBar filter={filter} onChange={setFilter} kind="normal" />
      <QueryState query={stats} isEmpty={(data) => data.rows.length === 0} emptyText={t('analysis.empty.pass')}>
        {(data) => (
          <>
            <AnalysisSection
              testId="pass-batches"
              title={t('analysis.section.batches')}
              extra={
                <ExportButton path={API.exportPassStatistics} params={{ ...params, list: 'batches' }} fileName="pass-statistics.xlsx" />
              }
            >
              <ChartBlock option={option!} title={t('analysis.chart.pass')} testId="pass-chart" />
              <AnalysisTable<PassStatisticsRow>
                rowKey={(row) => `${row.publicationId}-${row.classId}`}
                columns={batchColumns}
                dataSource={data.rows}
                loading={stats.isFetching}
              />
            </AnalysisSection>
            <AnalysisSection
              testId="pass-failed"
              title={t('analysis.section.failed')}
              extra={
                <ExportButton
                  path={API.exportPassStatistics}
                  params={{ ...params, list: 'failed' }}
                  fileName="failed-candidates.xlsx"
                  disabled={data.failed.length === 0}
                />
              }
            >
              <AnalysisTable<FailedCandidate>
                rowKey={(row) => `${row.publicationId}-${row.studentId}`}
                columns={failedColumns}
                dataSource={data.failed}
                loading={stats.isFetching}
                locale={{ emptyText: t('analysis.empty.failed') }}
              />
            </AnalysisSection>
          </>
        )}
      </QueryState>
    </PageCard>
  );
}
