import { API, type SupplementaryCandidate, type SupplementaryRow } from '@kaoshi/contracts';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageCard } from '../../components/page-card';
import { AnalysisSection, ChartBlock, QueryState } from './analysis-section';
import { AnalysisTable, countTitleKey, figureColumn } from './analysis-table';
import { fetchSupplementaryStatistics } from './api';
import { supplementaryOption } from './charts';
import { ExportButton } from './export-button';
import { AnalysisFilterBar } from './filter-bar';
import { formatPercent, formatScore } from './format';
import { ResultTag } from './result-tag';
import { useAnalysisStatistics } from './use-analysis-statistics';
import './analysis.css';

const PATH = '/examAnalysis/examSupplementary';

/** /examAnalysis/examSupplementary (EXAM-SUPPLEMENTARY): how re-exams changed the pass rate, per re-exam and per candidate. */
export default function SupplementaryPage() {
  const { t } = useTranslation();
  const { filter, setFilter, params, stats } = useAnalysisStatistics(PATH, 'supplementary', fetchSupplementaryStatistics);
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
  const rate = (key: 'firstPassRate' | 'finalPassRate') =>
    figureColumn<SupplementaryRow, number | null>(t(`analysis.column.${key}`), key, formatPercent);
  const count = (key: 'eligible' | 'sat' | 'passed') => figureColumn<SupplementaryRow>(t(countTitleKey(key)), key);
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
    figureColumn<SupplementaryCandidate, number | null>(t('analysis.column.firstScore'), 'firstScore', formatScore),
    figureColumn<SupplementaryCandidate, number | null>(t('analysis.column.reExamScore'), 'reExamScore', formatScore),
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
              <AnalysisTable<SupplementaryRow>
                rowKey="publicationId"
                columns={rowColumns}
                dataSource={data.rows}
                loading={stats.isFetching}
              />
            </AnalysisSection>
            <AnalysisSection testId="supplementary-candidates" title={t('analysis.section.candidates')}>
              <AnalysisTable<SupplementaryCandidate>
                rowKey={(row) => `${row.publicationId}-${row.studentId}`}
                columns={candidateColumns}
                dataSource={data.candidates}
                loading={stats.isFetching}
                locale={{ emptyText: t('analysis.empty.candidates') }}
              />
            </AnalysisSection>
          </>
        )}
      </QueryState>
    </PageCard>
  );
}
