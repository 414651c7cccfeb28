import { Menu } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { session } from '../lib/session';
import { buildMenu, type MenuEntry, nextOpenKeys, parentKeyOf, withAlwaysExpanded } from './menu-items';
import { ROUTE_ICONS } from './route-icons';

export function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="sidebar-logo" onClick={() => navigate('/')} role="link" aria-label={t('app.title')}>
      <img src="/logo.svg" alt="" />
      {!collapsed && <span>{t('app.shortTitle')}</span>}
    </div>
  );
}

export function SidebarMenu({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { routes } = session.use();
  const entries = useMemo(() => buildMenu(routes), [routes]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => {
    const parent = parentKeyOf(entries, pathname);
    return parent ? [parent] : [];
  });

  // Visiting a page opens its submenu (state adjusted during render, as React advises).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    const parent = parentKeyOf(entries, pathname);
    if (parent) setOpenKeys([parent]);
  }

  const toItem = (entry: MenuEntry): NonNullable<Parameters<typeof Menu>[0]['items']>[number] => ({
    key: entry.key,
    icon: entry.icon ? ROUTE_ICONS[entry.icon] : undefined,
    label: t(entry.titleKey),
    children: entry.children?.map(toItem),
  });

  return (
    <Menu
      className="sidebar-menu"
      theme="dark"
      mode="inline"
      inlineCollapsed={collapsed}
      selectedKeys={[pathname]}
      openKeys={collapsed ? undefined : withAlwaysExpanded(entries, openKeys)}
      onOpenChange={(keys) => setOpenKeys(nextOpenKeys(keys))}
      items={entries.map(toItem)}
      onClick={({ key }) => {
        navigate(key);
        onNavigate?.();
      }}
    />
  );
}
