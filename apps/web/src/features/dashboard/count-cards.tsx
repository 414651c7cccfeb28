import { ClockCircleOutlined, FileTextOutlined, ProjectOutlined, TeamOutlined } from '@ant-design/icons';
import type { DashboardCounts } from '@kaoshi/contracts';
import { Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCanOpen } from './use-can-open';

/** Each count, the screen it summarises (real paths of the route table) and its icon. */
const CARDS: { key: keyof DashboardCounts; path: string; icon: ReactNode }[] = [
  { key: 'projects', path: '/school/schoolManage', icon: <ProjectOutlined /> },
  { key: 'candidates', path: '/baseData/examStudent', icon: <TeamOutlined /> },
  { key: 'questions', path: '/baseData/index', icon: <FileTextOutlined /> },
  { key: 'examsOpenNow', path: '/examPublishManage/examinationSituation', icon: <ClockCircleOutlined /> },
];

/** A card per count the viewer may see (null counts are left out), linked when the screen is theirs. */
export function CountCards({ counts }: { counts: DashboardCounts }) {
  const { t } = useTranslation();
  const canOpen = useCanOpen();
  const shown = CARDS.filter((card) => counts[card.key] !== null);
  if (shown.length === 0) return null;
  return (
    <Row gutter={[16, 16]} className="dashboard-counts">
      {shown.map((card) => {
        const title = t(`dashboard.counts.${card.key}`);
        const body = (
          <Card size="small" hoverable={canOpen(card.path)} className="dashboard-count" data-testid={`count-${card.key}`}>
            <span className={`dashboard-count-icon dashboard-count-${card.key}`}>{card.icon}</span>
            <Statistic title={title} value={counts[card.key] ?? 0} />
          </Card>
        );
        return (
          <Col key={card.key} xs={24} sm={12} xl={6}>
            {canOpen(card.path) ? (
              <Link to={card.path} aria-label={t('dashboard.open', { screen: title })} className="dashboard-count-link">
                {body}
              </Link>
            ) : (
              body
            )}
          </Col>
        );
      })}
    </Row>
  );
}

/** Placeholders of the cards' size while the first answer is on its way. */
export function CountSkeletons() {
  return (
    <Row gutter={[16, 16]} className="dashboard-counts" data-testid="dashboard-loading">
      {CARDS.map((card) => (
        <Col key={card.key} xs={24} sm={12} xl={6}>
          <Card size="small" loading className="dashboard-count" />
        </Col>
      ))}
    </Row>
  );
}
