import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import jaJP from 'antd/locale/ja_JP';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@kaoshi/contracts';
import { setMessageInstance } from '../lib/notify';

const ANT_LOCALES: Record<Lang, Locale> = { en: enUS, zh: zhCN, es: esES, ja: jaJP };

/** The default theme colour (spec 9). */
export const DEFAULT_THEME_COLOR = '#409EFF';

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
  return (
    <ConfigProvider locale={ANT_LOCALES[lang]} theme={{ token: { colorPrimary: DEFAULT_THEME_COLOR } }}>
      <AntApp>
        <MessageBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
