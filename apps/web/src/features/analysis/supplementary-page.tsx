import { API, type SupplementaryCandidate, type SupplementaryRow } from '@kaoshi/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../../components/page-card';
import { AnalysisSection, ChartBlock, QueryState } from './analysis-section';
import { fetchSupplementaryStatistics } from './api';
import { supplementaryOption } from './charts';
import { ExportButton } from './export-button';
import { AnalysisFilterBar } from './filter-bar';
import { filterParams } from './filter-url';
import { formatPercent, formatScore } from './format';
import { ResultTag } from './result-tag';
import { PAGINATION, TABLE_SCROLL } from './table-defaults';
import { useAnalysisFilter } from './use-analysis-filter';
import './analysis.css';

const PATH = '/examAnalysis/examSupplementary';

/** /examAnalysis/examSupplementary (EXAM-SUPPLEMENTARY): how re-exams changed the pass rate, per re-exam and per candidate. */
export default function SupplementaryPage() {
  const { t } = useTranslation();
  const { filter, setFilter } = useAnalysisFilter(PATH);
  const params = useMemo(() => filterParams(filter), [filter]);
  const stats = useQuery({
    queryKey: ['analysis', 'supplementary', params],
    queryFn: () => fetchSupplementaryStatistics(params),
    placeholderData: keepPreviousData,
  });
  const option = useMemo(
    () =>
      stats.data &&
      supplementaryOption(stats.data.rows, { first: t('analysis.column.firstPassRate'), final: t('analysis.column.finalPassRate') }),
    [stats.data, t],
  );
  const publicationNames = useMemo(
    () => new Map((stats.data?.rows ?? []).map((row) => [row.publicationId, row.publicationName])),
    [stats.data],
  );
  const rate = (key: 'firstPassRate' | 'finalPassRate') => ({
    title: t(`analysis.column.${key}`),
    dataIndex: key,
    className: 'analysis-number',
    render: (value: number | null) => formatPercent(value),
  });
  const count = (key: 'eligible' | 'sat' | 'passed') => ({
    title: t(`analysis.column.${key === 'passed' ? 'passedCount' : key}`),
    dataIndex: key,
    className: 'analysis-number',
  });
  const rowColumns: ColumnsType<SupplementaryRow> = [
    { title: t('analysis.column.publication'), dataIndex: 'publicationName' },
    { title: t('analysis.column.parent'), dataIndex: 'parentPublicationName' },
    count('eligible'),
    count('sat'),
    count('passed'),
    rate('firstPassRate'),
    rate('finalPassRate'),
  ];
  const candidateColumns: ColumnsType<SupplementaryCandidate> = [
    { title: t('analysis.column.publication'), dataIndex: 'publicationId', render: (id: number) => publicationNames.get(id) ?? `#${id}` },
    { title: t('analysis.column.username'), dataIndex: 'username' },
    { title: t('analysis.column.name'), dataIndex: 'name' },
    {
      title: t('analysis.column.firstScore'),
      dataIndex: 'firstScore',
      className: 'analysis-number',
      render: (score: number | null) => formatScore(score),
    },
    {
      title: t('analysis.column.reExamScore'),
      dataIndex: 'reExamScore',
      className: 'analysis-number',
      render: (score: number | null) => formatScore(score),
    },
    { title: t('analysis.column.finalResult'), dataIndex: 'finalPassed', render: (passed: number | null) => <ResultTag passed={passed} /> },
  ];
  return (
    <PageCard title={t('route.examSupplementary')}>
      <AnalysisFilterBar filter={filter} onChange={setFilter} kind="supplementary" />
      <QueryState query={stats} isEmpty={(data) => data.rows.length === 0} emptyText={t('analysis.empty.supplementary')}>
        {(data) => (
          <>
            <AnalysisSection
              testId="supplementary-publications"
              title={t('analysis.section.publications')}
              extra={<ExportButton path={API.exportSupplementaryStatistics} params={params} fileName="supplementary-statistics.xlsx" />}
            >
              <ChartBlock option={option!} title={t('analysis.chart.supplementary')} testId="supplementary-chart" />
              <Table<SupplementaryRow>
                className="analysis-table"
                rowKey="publicationId"
                columns={rowColumns}
                dataSource={data.rows}
                loading={stats.isFetching}
                pagination={PAGINATION}
                scroll={TABLE_SCROLL}
                size="middle"
              />
            </AnalysisSection>
            <AnalysisSection testId="supplementary-candidates" title={t('analysis.section.candidates')}>
              <Table<SupplementaryCandidate>
                className="analysis-table"
                rowKey={(row) => `${row.publicationId}-${row.studentId}`}
                columns={candidateColumns}
                dataSource={data.candidates}
                loading={stats.isFetching}
                pagination={PAGINATION}
                scroll={TABLE_SCROLL}
                size="middle"
                locale={{ emptyText: t('analysis.empty.candidates') }}
              />
            </AnalysisSection>
          </>
        )}
      </QueryState>
    </PageCard>
  );
}
