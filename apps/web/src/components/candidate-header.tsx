import { lazy, Suspense } from 'react';
import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { logout, session } from '../lib/session';
import { Button } from './plain/button';
import { Icon } from './plain/icon';
import { LanguageMenu } from './plain/language-menu';
import './candidate-frame.css';

// The unread count arrives after the page (its own request anyway), so its code does too: off the candidate's download budget.
const CandidateMessagesLink = lazy(() => import('./candidate-messages-link').then((module) => ({ default: module.CandidateMessagesLink })));

/** The bar above the candidate pages (outside the console): product, language, who is signed in (a link to their profile), logout. Its stylesheet frames the page below it too. */
export function CandidateHeader() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = session.use();
  return (
    <header className="bare-header kx-candidate-header">
      <img src="/logo.svg" alt="" width={32} height={32} />
      <strong className="kx-exam-product">
        <span className="kx-wide-only">{t('app.title')}</span>
        <span className="kx-narrow-only">{t('app.shortTitle')}</span>
      </strong>
      <span className="spacer" />
      <LanguageMenu />
      <Suspense fallback={null}>
        <CandidateMessagesLink />
      </Suspense>
      {/* The name opens the candidate's profile (details, password, avatar). */}
      <Link to="/profile/index" className="kx-candidate-user" data-testid="candidate-name" title={t('navbar.profile')}>
        {user?.nickName}
      </Link>
      {/* Narrow windows show the icon alone; the name stays. */}
      <Button
        icon={<Icon icon={LogoutOutlined} />}
        aria-label={t('navbar.logout')}
        title={t('navbar.logout')}
        onClick={async () => navigate(await logout(location.pathname))}
      >
        <span className="kx-wide-only">{t('navbar.logout')}</span>
      </Button>
    </header>
  );
}
