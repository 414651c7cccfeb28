import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { CONSOLE_ROUTES, FIRST_USER_ID, LANGS, routeTrail } from '@kaoshi/contracts';
import { Avatar, Breadcrumb, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LanguageSwitcher } from '../components/language-switcher';
import { logout, session } from '../lib/session';
import { appState, toggleSidebar } from './app-state';
import { ErrorLogButton } from './error-log/error-log-button';
import { HeaderSearch } from './header-search/header-search';
import { FullscreenToggle, SizeSwitcher } from './navbar-tools';
import { MessageBell } from './message-bell';

/**
 * The static manual and deployment pages (public/docs) exist once per language: English without a
 * suffix, the others as `<page>.<lang>.html`, so the avatar menu opens the console's language.
 */
export function docsHref(page: 'manual' | 'deployment', language: string): string {
  const lang = (LANGS as readonly string[]).includes(language) ? language : 'en';
  return `/docs/${page}${lang === 'en' ? '' : `.${lang}`}.html`;
}

export function Navbar() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = session.use();
  const { sidebarOpened } = appState.use();
  const trail = routeTrail(CONSOLE_ROUTES, location.pathname);

  const items: MenuProps['items'] = [
    { key: 'profile', label: t('navbar.profile'), onClick: () => navigate('/profile/index') },
    { key: 'dashboard', label: t('navbar.dashboard'), onClick: () => navigate('/dashboard') },
    ...(user?.id === FIRST_USER_ID
      ? [
          {
            key: 'manual',
            label: (
              <a href={docsHref('manual', i18n.language)} target="_blank" rel="noreferrer">
                {t('navbar.manual')}
              </a>
            ),
          },
          {
            key: 'deployment',
            label: (
              <a href={docsHref('deployment', i18n.language)} target="_blank" rel="noreferrer">
                {t('navbar.deployment')}
              </a>
            ),
          },
        ]
      : []),
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: t('navbar.logout'),
      onClick: async () => navigate(await logout(location.pathname + location.search)),
    },
  ];

  return (
    <header className="navbar">
      <Button
        type="text"
        aria-label={t('navbar.toggleSidebar')}
        icon={sidebarOpened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={toggleSidebar}
      />
      <Breadcrumb className="navbar-breadcrumb" items={trail.map((route) => ({ title: t(route.title ?? 'no-name') }))} />
      <span className="spacer" />
      <ErrorLogButton />
      <HeaderSearch />
      <span className="wide-only">
        <FullscreenToggle />
        <SizeSwitcher />
      </span>
      <MessageBell />
      <LanguageSwitcher />
      {/* docs/REQUIREMENTS.md §3: the avatar menu is shown only when remoteLogin equals 1. */}
      {user?.remoteLogin === 1 ? (
        <Dropdown menu={{ items }} trigger={['click']}>
          <Button type="text" data-testid="avatar-menu" style={{ height: 40 }}>
            <Avatar size="small" src={user.avatar || undefined} icon={<UserOutlined />} />
            <span className="user-name">{user.nickName || user.username}</span>
          </Button>
        </Dropdown>
      ) : (
        <span className="user-name">{user?.nickName}</span>
      )}
    </header>
  );
}
