import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouteGuard } from './guard';
import { WithAntd } from './with-antd';

// Built with Ant Design, so they load (with it) only when opened: the candidate's pages need neither.
const LoginPage = lazy(() => import('../features/auth/login-page').then((module) => ({ default: module.LoginPage })));
const AuthRedirectPage = lazy(() => import('../features/auth/auth-redirect-page').then((module) => ({ default: module.AuthRedirectPage })));
const NotFoundPage = lazy(() => import('../features/errors/error-pages').then((module) => ({ default: module.NotFoundPage })));
const UnauthorizedPage = lazy(() => import('../features/errors/error-pages').then((module) => ({ default: module.UnauthorizedPage })));

/**
 * The always-present routes of spec 2; everything else, /redirect/* included (it must keep
 * the console layout mounted), goes through the guard.
 */
export const router = createBrowserRouter([
  {
    path: '/login',
    element: (
      <WithAntd>
        <LoginPage />
      </WithAntd>
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
  { path: '*', element: <RouteGuard /> },
]);
