import type { ConsoleRoute } from '@kaoshi/contracts';
import { Drawer, Layout } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { appState, closeSidebar, SIDEBAR_WIDTH_PX, syncDevice } from './app-state';
import { KeptViews } from './kept-views';
import { Navbar } from './navbar';
import { RouteProgress } from './route-progress';
import { SettingsPanel } from './settings/settings-panel';
import { settings } from './settings/settings-state';
import { SidebarLogo, SidebarMenu } from './sidebar';
import { tagsActions } from './tags-view/tags-view-store';
import { TagsView } from './tags-view/tags-view';

interface ConsoleLayoutProps {
  route: ConsoleRoute;
  /** Set while a tab refresh passes through /redirect: the page is unmounted, then shown anew. */
  refreshing: boolean;
  renderPage: (route: ConsoleRoute) => ReactNode;
}

export function ConsoleLayout({ route, refreshing, renderPage }: ConsoleLayoutProps) {
  const { sidebarOpened, device } = appState.use();
  const { tagsView: showTags, fixedHeader, sidebarLogo } = settings.use();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    syncDevice();
    window.addEventListener('resize', syncDevice);
    return () => window.removeEventListener('resize', syncDevice);
  }, []);

  useEffect(() => {
    if (refreshing) {
      navigate(route.path + location.search, { replace: true });
      return;
    }
    tagsActions.add(route, location.search);
    // docs/REQUIREMENTS.md §3: a route change scrolls to the top; on mobile it also closes the sidebar.
    window.scrollTo(0, 0);
    if (appState.get().device === 'mobile') closeSidebar();
  }, [route, refreshing, navigate, location.search]);

  const sidebar = (collapsed: boolean, onNavigate?: () => void) => (
    <>
      {sidebarLogo && <SidebarLogo collapsed={collapsed} />}
      <SidebarMenu collapsed={collapsed} onNavigate={onNavigate} />
    </>
  );

  return (
    <Layout style={{ minHeight: '100vh' }} data-route={route.name} data-device={device}>
      <RouteProgress />
      {device === 'desktop' ? (
        <Layout.Sider
          width={SIDEBAR_WIDTH_PX}
          collapsed={!sidebarOpened}
          collapsedWidth={64}
          trigger={null}
          data-testid="sidebar"
          style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
        >
          {sidebar(!sidebarOpened)}
        </Layout.Sider>
      ) : (
        // Mobile: the sidebar is a drawer that closes on an outside click and on navigation.
        <Drawer
          maskClosable
          placement="left"
          open={sidebarOpened}
          onClose={closeSidebar}
          width={SIDEBAR_WIDTH_PX}
          closable={false}
          rootClassName="sidebar-drawer"
          styles={{ body: { padding: 0, background: '#001529' } }}
        >
          {sidebar(false, closeSidebar)}
        </Drawer>
      )}
      <Layout>
        <div className={fixedHeader ? 'console-header fixed' : 'console-header'}>
          <Navbar />
          {showTags && <TagsView />}
        </div>
        <Layout.Content className="console-content">
          <KeptViews current={refreshing ? null : route} renderPage={renderPage} />
        </Layout.Content>
      </Layout>
      <SettingsPanel />
    </Layout>
  );
}
