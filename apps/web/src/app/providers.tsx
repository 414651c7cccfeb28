import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { antdLocaleFor } from '../i18n';
import { setMessageInstance } from '../lib/notify';
import { settings, size } from '../layout/settings/settings-state';

/** People who ask their system for reduced motion get no animations (and tests get no timing). */
const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } },
});

function MessageBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => setMessageInstance(message), [message]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { themeColor } = settings.use();
  const componentSize = size.use();
  // Our own CSS (tags, progress bar) follows the theme through this variable.
  useEffect(() => document.documentElement.style.setProperty('--theme-color', themeColor), [themeColor]);
  return (
    <ConfigProvider locale={antdLocaleFor(i18n.language)} theme={{ token: { colorPrimary: themeColor, motion: !reducedMotion } }} componentSize={componentSize}>
      <AntApp>
        <MessageBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
