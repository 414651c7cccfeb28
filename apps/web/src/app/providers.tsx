import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
// The ES-module builds: the CommonJS ones lose their default export under Vite.
import enUS from 'antd/es/locale/en_US';
import esES from 'antd/es/locale/es_ES';
import jaJP from 'antd/es/locale/ja_JP';
import zhCN from 'antd/es/locale/zh_CN';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@kaoshi/contracts';
import { setMessageInstance } from '../lib/notify';
import { settings, size } from '../layout/settings/settings-state';

const ANT_LOCALES: Record<Lang, Locale> = { en: enUS, zh: zhCN, es: esES, ja: jaJP };


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
  const lang = (i18n.language as Lang) in ANT_LOCALES ? (i18n.language as Lang) : 'en';
  const { themeColor } = settings.use();
  const componentSize = size.use();
  // Our own CSS (tags, progress bar) follows the theme through this variable.
  useEffect(() => document.documentElement.style.setProperty('--theme-color', themeColor), [themeColor]);
  return (
    <ConfigProvider locale={ANT_LOCALES[lang]} theme={{ token: { colorPrimary: themeColor, motion: !reducedMotion } }} componentSize={componentSize}>
      <AntApp>
        <MessageBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
