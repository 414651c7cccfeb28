import type { ConsoleRoute } from '@kaoshi/contracts';
import { Drawer, Layout } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { appState, closeSidebar, SIDEBAR_WIDTH_PX, syncDevice } from './app-state';
import { Navbar } from './navbar';
import { SidebarLogo, SidebarMenu } from './sidebar';

export function ConsoleLayout({ route, children }: { route: ConsoleRoute; children: ReactNode }) {
  const { sidebarOpened, device } = appState.use();
  const { pathname } = useLocation();

  useEffect(() => {
    syncDevice();
    window.addEventListener('resize', syncDevice);
    return () => window.removeEventListener('resize', syncDevice);
  }, []);

  // Spec 2: a route change scrolls to the top; on mobile it also closes the sidebar.
  useEffect(() => {
    window.scrollTo(0, 0);
    if (appState.get().device === 'mobile') closeSidebar();
  }, [pathname]);

  return (
    <Layout style={{ minHeight: '100vh' }} data-route={route.name}>
      {device === 'desktop' ? (
        <Layout.Sider width={SIDEBAR_WIDTH_PX} collapsed={!sidebarOpened} collapsedWidth={64} trigger={null} style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}>
          <SidebarLogo collapsed={!sidebarOpened} />
          <SidebarMenu collapsed={!sidebarOpened} />
        </Layout.Sider>
      ) : (
        // Mobile: the sidebar is a drawer that an outside click closes.
        <Drawer
          placement="left"
          open={sidebarOpened}
          onClose={closeSidebar}
          width={SIDEBAR_WIDTH_PX}
          closable={false}
          styles={{ body: { padding: 0, background: '#001529' } }}
        >
          <SidebarLogo collapsed={false} />
          <SidebarMenu collapsed={false} onNavigate={closeSidebar} />
        </Drawer>
      )}
      <Layout>
        <Navbar />
        <Layout.Content>{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
