import { roleNameText, type Lang } from '@kaoshi/contracts';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Row, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { session } from '../../lib/session';
import { formatSecond } from '../../lib/time-format';
import { useServerNow } from '../../lib/use-server-now';
import { DASHBOARD_KEY, DASHBOARD_REFRESH_MS, fetchDashboard } from './api';
import { CountCards, CountSkeletons } from './count-cards';
import { RunningList, UpcomingList } from './exam-lists';
import { PassRates } from './pass-rates';
import './dashboard.css';

/** A titled part of the dashboard. */
function Section({ title, hint, testId, children }: { title: string; hint?: string; testId: string; children: ReactNode }) {
  return (
    <Card
      className="dashboard-section"
      data-testid={testId}
      title={title}
      extra={
        hint && (
          <Typography.Text type="secondary" className="dashboard-hint">
            {hint}
          </Typography.Text>
        )
      }
    >
      {children}
    </Card>
  );
}

/**
 * /dashboard: a welcome line, then the counts, the exams opening soon and running now, and recent
 * pass rates. The server leaves out (null) every part the viewer's permissions do not include,
 * and such a part is not drawn at all. Relative times are read on the server's clock.
 */
export default function DashboardPage() {
  const { t, i18n } = useTranslation();
  const { user } = session.use();
  const query = useQuery({ queryKey: DASHBOARD_KEY, queryFn: fetchDashboard, refetchInterval: DASHBOARD_REFRESH_MS });
  const dashboard = query.data?.dashboard;
  const serverNow = useServerNow(query.data?.offset ?? 0, 15_000);

  return (
    <div className="dashboard">
      <Card className="dashboard-welcome">
        <div className="dashboard-welcome-row">
          <div>
            <Typography.Title level={4} className="dashboard-welcome-title">
              {t('dashboard.welcome', { name: user?.nickName || user?.username })}
            </Typography.Title>
            <Typography.Text type="secondary" data-testid="dashboard-roles">
              {t('dashboard.roles', { roles: user?.roleNames.map((name) => roleNameText(name, i18n.language as Lang)).join(', ') })}
            </Typography.Text>
            <Typography.Text type="secondary" className="dashboard-intro">
              {t('dashboard.intro')}
            </Typography.Text>
          </div>
          <Space wrap className="dashboard-refresh">
            {dashboard && (
              <Typography.Text type="secondary" data-testid="dashboard-updated">
                {t('dashboard.updatedAt', { time: formatSecond(dashboard.serverNow) })}
              </Typography.Text>
            )}
            <Button icon={<ReloadOutlined />} loading={query.isFetching} onClick={() => void query.refetch()}>
              {t('dashboard.refresh')}
            </Button>
          </Space>
        </div>
      </Card>

      {/* A failed refresh keeps the last figures on screen, under the warning. */}
      {query.isError && (
        <Alert type="error" showIcon message={t('dashboard.loadFailed')} description={query.error.message} className="dashboard-alert" />
      )}

      {query.isPending ? (
        <>
          <CountSkeletons />
          <Row gutter={[16, 16]} className="dashboard-sections">
            {[0, 1].map((n) => (
              <Col key={n} xs={24} lg={12}>
                <Card loading className="dashboard-section" />
              </Col>
            ))}
          </Row>
        </>
      ) : (
        dashboard && (
          <>
            <CountCards counts={dashboard.counts} />
            <Row gutter={[16, 16]} className="dashboard-sections">
              {dashboard.upcoming && (
                <Col xs={24} lg={12}>
                  <Section title={t('dashboard.upcoming.title')} hint={t('dashboard.upcoming.hint')} testId="dashboard-upcoming">
                    <UpcomingList exams={dashboard.upcoming} serverNow={serverNow} />
                  </Section>
                </Col>
              )}
              {dashboard.running && (
                <Col xs={24} lg={12}>
                  <Section title={t('dashboard.running.title')} testId="dashboard-running">
                    <RunningList exams={dashboard.running} serverNow={serverNow} />
                  </Section>
                </Col>
              )}
              {dashboard.recentPassRates && (
                <Col xs={24}>
                  <Section title={t('dashboard.passRates.title')} hint={t('dashboard.passRates.hint')} testId="dashboard-pass-rates">
                    <PassRates rows={dashboard.recentPassRates} />
                  </Section>
                </Col>
              )}
            </Row>
          </>
        )
      )}
    </div>
  );
}
