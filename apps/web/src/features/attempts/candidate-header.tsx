import { LogoutOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { logout, session } from '../../app/session';
import { LanguageSwitcher } from '../../components/language-switcher';

/** The bar above the candidate pages (outside the console): product, language, who is signed in, logout. */
export function CandidateHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = session.use();
  return (
    <header className="bare-header">
      <img src="/logo.svg" alt="" width={32} height={32} />
      <Typography.Text strong className="kx-exam-product">
        {t('app.title')}
      </Typography.Text>
      <span className="spacer" />
      <LanguageSwitcher />
      <Typography.Text data-testid="candidate-name">{user?.nickName}</Typography.Text>
      <Button icon={<LogoutOutlined />} onClick={async () => navigate(await logout(location.pathname))}>
        {t('navbar.logout')}
      </Button>
    </header>
  );
}
