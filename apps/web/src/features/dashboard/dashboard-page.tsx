import { SmileOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { session } from '../../app/session';
import { PageCard } from '../../components/page-card';

/** /dashboard: a welcome panel for now; the statistics arrive with marking and analysis. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { user } = session.use();
  return (
    <PageCard>
      <Result
        icon={<SmileOutlined />}
        title={t('dashboard.welcome', { name: user?.nickName || user?.username })}
        subTitle={
          <>
            <div data-testid="dashboard-roles">{t('dashboard.roles', { roles: user?.roleNames.join(', ') })}</div>
            <div>{t('dashboard.intro')}</div>
          </>
        }
      />
    </PageCard>
  );
}
