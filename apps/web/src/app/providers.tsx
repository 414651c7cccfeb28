import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { settings } from '../layout/settings/settings-state';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } },
});

/**
 * What every screen shares: the query cache and the theme colour. Ant Design's configuration
 * wraps only the screens built with it (app/antd-shell.tsx), so the candidate's pages load
 * without Ant Design.
 */
export function Providers({ children }: { children: ReactNode }) {
  const { themeColor } = settings.use();
  // Our own CSS (the plain kit, tags, progress bar) follows the theme through this variable.
  useEffect(() => document.documentElement.style.setProperty('--theme-color', themeColor), [themeColor]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
