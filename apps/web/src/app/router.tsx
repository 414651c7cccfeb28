import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter } from 'react-router';
import { PageSpinner } from '../components/plain/spinner';
import { RouteGuard } from './guard';
import { withText } from './with-page-text';
import { WithAntd } from './with-antd';

// On the plain kit, loaded when opened: signing in is the first step of a candidate's day and
// stays within the candidate's download budget (scripts/bundle-sizes.mjs); signing up is off that path.
const LoginPage = lazy(() => import('../features/auth/login-page').then((module) => ({ default: module.LoginPage })));
const SignupPage = lazy(() =>
  import('../features/auth/signup-page').then(async (module) => {
    await module.signupTextReady().catch(() => undefined);
    return { default: module.SignupPage };
  }),
);

function Plain({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<PageSpinner label={t('common.loading')} />}>{children}</Suspense>;
}

// Built with Ant Design, so they load (with it) only when opened: the candidate's pages need neither.
const AuthRedirectPage = lazy(() => import('../features/auth/auth-redirect-page').then((module) => ({ default: module.AuthRedirectPage })));
const NotFoundPage = lazy(() => import('../features/errors/error-pages').then((module) => ({ default: module.NotFoundPage })));
// The public certificate check: plain kit, no sign-in, no Ant Design.
const VerifyPage = lazy(() => withText(['certificate'], import('../features/certificates/verify-page')));
const UnauthorizedPage = lazy(() => import('../features/errors/error-pages').then((module) => ({ default: module.UnauthorizedPage })));

/**
 * The always-present routes of docs/REQUIREMENTS.md §2.1; everything else, /redirect/* included (it must keep
 * the console layout mounted), goes through the guard.
 */
export const router = createBrowserRouter([
  {
    path: '/login',
    element: (
      <Plain>
        <LoginPage />
      </Plain>
    ),
  },
  {
    path: '/register',
    element: (
      <Plain>
        <SignupPage />
      </Plain>
    ),
  },
  {
    path: '/auth-redirect',
    element: (
      <WithAntd>
        <AuthRedirectPage />
      </WithAntd>
    ),
  },
  {
    path: '/404',
    element: (
      <WithAntd>
        <NotFoundPage />
      </WithAntd>
    ),
  },
  {
    path: '/401',
    element: (
      <WithAntd>
        <UnauthorizedPage />
      </WithAntd>
    ),
  },
  {
    path: '/verify',
    element: (
      <Suspense fallback={<PageSpinner label="…" />}>
        <VerifyPage />
      </Suspense>
    ),
  },
  { path: '*', element: <RouteGuard /> },
]);
