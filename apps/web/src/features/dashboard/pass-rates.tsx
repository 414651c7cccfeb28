import type { RecentPassRate } from '@kaoshi/contracts';
import { Badge, Col, Empty, Row, Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../components/echart';
import { percentText } from './format';
import { passRateColor, passRateOption } from './pass-rate-chart';

/** The last closed exams' pass rates as a bar chart, with the figures in a small table beside it. */
export function PassRates({ rows }: { rows: RecentPassRate[] }) {
  const { t } = useTranslation();
  const option = useMemo(() => passRateOption(rows, { passRate: t('dashboard.passRates.passRate') }), [rows, t]);
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.passRates.empty')} />;
  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} xl={12}>
        <EChart option={option} height={260} label={t('dashboard.passRates.chart')} testId="pass-rate-chart" />
      </Col>
      <Col xs={24} xl={12}>
        <Table<RecentPassRate>
          size="small"
          rowKey="publicationId"
          data-testid="pass-rate-table"
          dataSource={[...rows].reverse()}
          pagination={false}
          columns={[
            {
              title: t('dashboard.passRates.exam'),
              dataIndex: 'name',
              // Long names are cut; the whole name shows on hover.
              ellipsis: { showTitle: false },
              render: (name: string, row) => <Badge color={passRateColor(row.passRate)} text={<span title={name}>{name}</span>} />,
            },
            { title: t('dashboard.passRates.sat'), dataIndex: 'sat', align: 'right', width: 72 },
            { title: t('dashboard.passRates.passed'), dataIndex: 'passed', align: 'right', width: 80 },
            {
              title: t('dashboard.passRates.passRate'),
              dataIndex: 'passRate',
              align: 'right',
              width: 96,
              render: (rate: number | null) => percentText(rate),
            },
          ]}
        />
      </Col>
    </Row>
  );
}
