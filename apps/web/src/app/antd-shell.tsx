import type { Lang } from '@kaoshi/contracts';
import { App as AntApp, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
// The ES-module builds: the CommonJS ones lose their default export under Vite.
import enUS from 'antd/es/locale/en_US';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang, prepareLanguagesWith } from '../i18n';
import { setMessageInstance } from '../lib/notify';
import { settings, size } from '../layout/settings/settings-state';

/** People who ask their system for reduced motion get no animations (and tests get no timing). */
const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** Ant Design's own strings (pagination, empty states, pickers) per language, loaded when first needed. */
const LOCALE_LOADERS: Record<Exclude<Lang, 'en'>, () => Promise<{ default: Locale }>> = {
  zh: () => import('antd/es/locale/zh_CN'),
  es: () => import('antd/es/locale/es_ES'),
  ja: () => import('antd/es/locale/ja_JP'),
};
const locales: Partial<Record<Lang, Locale>> = { en: enUS };

export async function loadAntdLocale(lang: Lang) {
  if (!locales[lang]) locales[lang] = (await LOCALE_LOADERS[lang as Exclude<Lang, 'en'>]()).default;
}
// From now on a language switch waits for Ant Design's strings too, so none show in English first.
prepareLanguagesWith(loadAntdLocale);

/** The shell is ready once the current language's strings are in. */
export const antdShellReady = () => loadAntdLocale(currentLang());

function MessageBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    setMessageInstance(message);
    return () => setMessageInstance(null);
  }, [message]);
  return null;
}

/**
 * Ant Design's configuration (theme colour, size, strings) and its message holder, around the
 * console and the screens built with Ant Design (login, errors). The candidate's pages do without
 * it: this module and Ant Design load only with those screens.
 */
export function AntdShell({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { themeColor } = settings.use();
  const componentSize = size.use();
  return (
    <ConfigProvider
      locale={locales[i18n.language as Lang] ?? enUS}
      theme={{ token: { colorPrimary: themeColor, motion: !reducedMotion } }}
      componentSize={componentSize}
    >
      <AntApp>
        <MessageBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
