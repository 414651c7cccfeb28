import { type AnalysisFilter, API, type ItemAnalysisRow } from '@kaoshi/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AnalysisSection, ChartBlock, QueryState } from './analysis-section';
import { AnalysisTable } from './analysis-table';
import { fetchItemAnalysis } from './api';
import { itemAnalysisOption, questionLabel } from './charts';
import { ExportButton } from './export-button';
import { formatCoefficient, formatOptionCounts, formatPercent } from './format';

const isFlagged = (row: ItemAnalysisRow) => row.tooEasy || row.tooHard || row.negativeDiscrimination;

/** Item analysis of one exam: facility, discrimination, point-biserial and option choices per question. */
export function ItemAnalysisTab({ params }: { params: AnalysisFilter }) {
  const { t } = useTranslation();
  const publicationId = params.publicationId;
  const items = useQuery({
    queryKey: ['analysis', 'items', params],
    queryFn: () => fetchItemAnalysis(params),
    placeholderData: keepPreviousData,
    enabled: publicationId !== undefined,
  });
  const option = useMemo(
    () =>
      items.data &&
      itemAnalysisOption(items.data, { facility: t('analysis.chart.facility'), discrimination: t('analysis.chart.discrimination') }),
    [items.data, t],
  );
  if (publicationId === undefined)
    return <Empty className="analysis-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('analysis.empty.items')} />;

  const columns: ColumnsType<ItemAnalysisRow> = [
    { title: '#', dataIndex: 'number', width: 56, render: (_, row) => questionLabel(row) },
    {
      title: t('analysis.column.question'),
      key: 'question',
      render: (_, row) => (
        <span className="analysis-stem">
          <Tag>{t(`question.types.${row.type}`)}</Tag>
          <Tooltip title={row.stemText}>
            <Typography.Text ellipsis>{row.stemText}</Typography.Text>
          </Tooltip>
        </span>
      ),
    },
    { title: t('analysis.column.answered'), dataIndex: 'answered', className: 'analysis-number' },
    {
      title: t('analysis.column.facility'),
      dataIndex: 'facility',
      className: 'analysis-number',
      render: (value: number | null) => formatPercent(value),
    },
    {
      title: t('analysis.column.discrimination'),
      dataIndex: 'discrimination',
      className: 'analysis-number',
      render: (value: number | null) => formatCoefficient(value),
    },
    {
      title: t('analysis.column.pointBiserial'),
      dataIndex: 'pointBiserial',
      className: 'analysis-number',
      render: (value: number | null) => formatCoefficient(value),
    },
    {
      title: t('analysis.column.options'),
      dataIndex: 'optionCounts',
      render: (counts: Record<string, number>) => formatOptionCounts(counts),
    },
    {
      title: t('analysis.column.flags'),
      key: 'flags',
      render: (_, row) => (
        <>
          {row.tooEasy && <Tag color="orange">{t('analysis.flags.tooEasy')}</Tag>}
          {row.tooHard && <Tag color="red">{t('analysis.flags.tooHard')}</Tag>}
          {row.negativeDiscrimination && <Tag color="magenta">{t('analysis.flags.negative')}</Tag>}
        </>
      ),
    },
  ];
  return (
    <AnalysisSection
      extra={<ExportButton path={API.exportItemAnalysis} params={params} fileName="item-analysis.xlsx" disabled={!items.data?.length} />}
    >
      <QueryState query={items} isEmpty={(rows) => rows.length === 0} emptyText={t('analysis.empty.itemsNone')}>
        {(rows) => (
          <>
            <ChartBlock option={option!} title={t('analysis.chart.items')} testId="items-chart" />
            <AnalysisTable<ItemAnalysisRow>
              data-testid="items-table"
              rowKey="questionId"
              columns={columns}
              dataSource={rows}
              rowClassName={(row) => (isFlagged(row) ? 'analysis-row-flagged' : '')}
              loading={items.isFetching}
            />
          </>
        )}
      </QueryState>
    </AnalysisSection>
  );
}
