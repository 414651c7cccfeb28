import { type AnalysisFilter, API, type MasteryRow } from '@kaoshi/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Progress } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AnalysisSection, ChartBlock, QueryState } from './analysis-section';
import { AnalysisTable } from './analysis-table';
import { fetchKnowledgeMastery } from './api';
import { masteryOption } from './charts';
import { ExportButton } from './export-button';
import { formatPercent, formatScore, percentValue } from './format';

/** Knowledge-point mastery per batch: the share of the available points earned. */
export function MasteryTab({ params }: { params: AnalysisFilter }) {
  const { t } = useTranslation();
  const mastery = useQuery({
    queryKey: ['analysis', 'mastery', params],
    queryFn: () => fetchKnowledgeMastery(params),
    placeholderData: keepPreviousData,
  });
  const option = useMemo(() => mastery.data && masteryOption(mastery.data), [mastery.data]);
  const columns: ColumnsType<MasteryRow> = [
    { title: t('analysis.column.batch'), dataIndex: 'className', render: (name: string | null) => name ?? '—' },
    { title: t('analysis.column.knowledge'), dataIndex: 'knowledgeName' },
    {
      title: t('analysis.column.earned'),
      dataIndex: 'earned',
      className: 'analysis-number',
      render: (value: number) => formatScore(value),
    },
    {
      title: t('analysis.column.available'),
      dataIndex: 'available',
      className: 'analysis-number',
      render: (value: number) => formatScore(value),
    },
    {
      title: t('analysis.column.mastery'),
      dataIndex: 'mastery',
      render: (value: number | null) => (
        <span className="analysis-rate">
          <Progress percent={percentValue(value) ?? 0} showInfo={false} size="small" />
          <span>{formatPercent(value)}</span>
        </span>
      ),
    },
  ];
  return (
    <AnalysisSection
      extra={
        <ExportButton
          path={API.exportKnowledgeMastery}
          params={params}
          fileName="knowledge-mastery.xlsx"
          disabled={!mastery.data?.length}
        />
      }
    >
      <QueryState query={mastery} isEmpty={(rows) => rows.length === 0} emptyText={t('analysis.empty.mastery')}>
        {(rows) => (
          <>
            <ChartBlock option={option!} title={t('analysis.chart.mastery')} testId="mastery-chart" />
            <AnalysisTable<MasteryRow>
              data-testid="mastery-table"
              rowKey={(row) => `${row.classId ?? 0}-${row.knowledgeId}`}
              columns={columns}
              dataSource={rows}
              loading={mastery.isFetching}
            />
          </>
        )}
      </QueryState>
    </AnalysisSection>
  );
}
