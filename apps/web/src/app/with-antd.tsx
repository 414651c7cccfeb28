import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../components/plain/spinner';

/** Ant Design's shell loads with the first screen that needs it, in the current language (English if those strings cannot load). */
const AntdShell = lazy(() =>
  import('./antd-shell').then(async (module) => {
    await module.antdShellReady().catch(() => undefined);
    return { default: module.AntdShell };
  }),
);

/** Wraps a screen built with Ant Design (the console, login, error pages); it and the shell load lazily. */
export function WithAntd({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<PageSpinner label={t('common.loading')} />}>
      <AntdShell>{children}</AntdShell>
    </Suspense>
  );
}
