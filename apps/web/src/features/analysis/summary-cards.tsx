import type { ScoreSummary } from '@kaoshi/contracts';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatScore } from './format';

const FIGURES = ['mean', 'median', 'sd', 'highest', 'lowest', 'count'] as const;

/** Mean, median, standard deviation, highest, lowest and how many were counted. */
export function SummaryCards({ summary }: { summary: ScoreSummary }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[12, 12]} className="analysis-summary" data-testid="ranking-summary">
      {FIGURES.map((figure) => (
        <Col key={figure} xs={12} sm={8} lg={4}>
          <Card size="small" data-testid={`summary-${figure}`}>
            <Statistic title={t(`analysis.summary.${figure}`)} value={figure === 'count' ? summary.count : formatScore(summary[figure])} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
