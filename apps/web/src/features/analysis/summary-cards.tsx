import type { ScoreSummary } from '@kaoshi/contracts';
import { Alert, Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatScore, NONE } from './format';

const FIGURES = ['mean', 'median', 'sd', 'highest', 'lowest', 'count'] as const;

/** A figure as the cards show it: points as they are, or percent of each paper's total with a % sign. */
export function summaryFigure(summary: ScoreSummary, figure: (typeof FIGURES)[number]): string {
  if (figure === 'count') return String(summary.count);
  const text = formatScore(summary[figure]);
  return summary.unit === 'percent' && text !== NONE ? `${text}%` : text;
}

/** Mean, median, standard deviation, highest, lowest and how many were counted. */
export function SummaryCards({ summary }: { summary: ScoreSummary }) {
  const { t } = useTranslation();
  return (
    <>
      {summary.unit === 'percent' && (
        <Alert
          type="info"
          showIcon
          className="analysis-summary-note"
          message={t('analysis.percentOfTotals')}
          data-testid="summary-percent-note"
        />
      )}
      <Row gutter={[12, 12]} className="analysis-summary" data-testid="ranking-summary">
        {FIGURES.map((figure) => (
          <Col key={figure} xs={12} sm={8} lg={4}>
            <Card size="small" data-testid={`summary-${figure}`}>
              <Statistic title={t(`analysis.summary.${figure}`)} value={summaryFigure(summary, figure)} />
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
