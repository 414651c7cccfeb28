import { type ConsoleRoute, LOGIN_PATH } from '@kaoshi/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../components/plain/spinner';
import { notify } from '../lib/notify';
import { getToken, removeToken } from '../lib/token';
import { decideRoute } from './route-access';
import { isStudent, loadSession, session, STUDENT_PATHS } from '../lib/session';
import { BARE_PAGES, PageFor } from './pages';
import { WithAntd } from './with-antd';

const REDIRECT_PREFIX = '/redirect/';
/** The console's frame (menus, tags, search, settings) loads only for console pages: a candidate's exam pages never fetch it. */
const ConsoleLayout = lazy(() => import('../layout/console-layout').then((module) => ({ default: module.ConsoleLayout })));
const renderPage = (route: ConsoleRoute) => <PageFor route={route} />;
/** On the plain kit, like the sign-in page it follows. */
const SetPasswordPage = lazy(() => import('../features/auth/set-password-page').then((module) => ({ default: module.SetPasswordPage })));

const loginWithRedirect = (path: string) => `${LOGIN_PATH}?redirect=${encodeURIComponent(path)}`;

/** Everything behind the login: docs/REQUIREMENTS.md §2.4. */
export function RouteGuard() {
  const { t } = useTranslation();
  const location = useLocation();
  const state = session.use();
  const [failed, setFailed] = useState(false);
  const token = getToken();
  const requested = location.pathname + location.search;

  useEffect(() => {
    if (!token || state.status !== 'idle' || failed) return;
    loadSession().catch((error: unknown) => {
      removeToken();
      notify().error({ content: error instanceof Error && error.message ? error.message : t('http.hasError'), duration: 5 });
      setFailed(true);
    });
  }, [token, state.status, failed, t]);

  if (!token || failed) return <Navigate to={loginWithRedirect(requested)} replace />;
  if (state.status !== 'ready' || !state.user) return <PageSpinner label={t('common.loading')} />;
  // A password staff set (a reset, a one-time code) is replaced first, whatever page was asked for.
  if (state.user.passwordChangeDue)
    return (
      <Suspense fallback={<PageSpinner label={t('common.loading')} />}>
        <SetPasswordPage username={state.user.username} />
      </Suspense>
    );
  // docs/REQUIREMENTS.md §5: a tab refresh goes through /redirect/<path>; the layout stays, the page remounts.
  const refreshTarget = location.pathname.startsWith(REDIRECT_PREFIX) ? location.pathname.slice(REDIRECT_PREFIX.length - 1) : null;
  const decision = decideRoute(refreshTarget ?? location.pathname, state.routes, isStudent(state.user), STUDENT_PATHS);
  if (decision.kind === 'redirect') return <Navigate to={decision.to + (decision.keepQuery ? location.search : '')} replace />;
  if (BARE_PAGES.has(decision.route.name)) {
    return refreshTarget ? <Navigate to={refreshTarget + location.search} replace /> : <PageFor route={decision.route} />;
  }
  // Ant Design's shell and the console's frame load together, for console pages only.
  return (
    <WithAntd>
      <ConsoleLayout route={decision.route} refreshing={refreshTarget !== null} renderPage={renderPage} />
    </WithAntd>
  );
}
