import { createBrowserRouter } from 'react-router';
import { AuthRedirectPage } from '../features/auth/auth-redirect-page';
import { LoginPage } from '../features/auth/login-page';
import { NotFoundPage, UnauthorizedPage } from '../features/errors/error-pages';
import { RouteGuard } from './guard';

/**
 * The always-present routes of spec 2; everything else, /redirect/* included (it must keep
 * the console layout mounted), goes through the guard.
 */
export const router = createBrowserRouter([
  { path: '/login', element: <LoginPage /> },
  { path: '/auth-redirect', element: <AuthRedirectPage /> },
  { path: '/404', element: <NotFoundPage /> },
  { path: '/401', element: <UnauthorizedPage /> },
  { path: '*', element: <RouteGuard /> },
]);
