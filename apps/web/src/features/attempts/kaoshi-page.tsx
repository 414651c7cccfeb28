import { LogoutOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { logout, session } from '../../app/session';
import { LanguageSwitcher } from '../../components/language-switcher';

/** /kaoshi: the candidate's landing page, outside the console layout (DESIGN.md). */
export default function KaoshiPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = session.use();
  return (
    <div style={{ minHeight: '100vh' }}>
      <header className="bare-header">
        <img src="/logo.svg" alt="" width={32} height={32} />
        <Typography.Text strong>{t('app.title')}</Typography.Text>
        <span className="spacer" />
        <LanguageSwitcher />
        <Typography.Text data-testid="candidate-name">{user?.nickName}</Typography.Text>
        <Button icon={<LogoutOutlined />} onClick={async () => navigate(await logout(location.pathname))}>
          {t('navbar.logout')}
        </Button>
      </header>
      <main style={{ maxWidth: 960, margin: '24px auto', padding: '0 16px' }}>
        <Typography.Title level={3}>{t('kaoshi.hello', { name: user?.nickName || user?.username })}</Typography.Title>
        <Card title={t('kaoshi.title')}>
          <Empty description={<>{t('kaoshi.empty')}<br />{t('kaoshi.emptyHint')}</>} />
        </Card>
      </main>
    </div>
  );
}
