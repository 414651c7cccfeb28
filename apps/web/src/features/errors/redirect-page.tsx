import { Navigate, useLocation } from 'react-router';

/** Spec 2 /redirect/{path}: the hidden helper a tab refresh goes through. */
export function RedirectPage() {
  const location = useLocation();
  const target = location.pathname.replace(/^\/redirect/, '') || '/';
  return <Navigate to={target + location.search} replace />;
}
