import { useLocation } from 'react-router';

/** A thin bar across the top that runs once on every route change; docs/REQUIREMENTS.md §3: no spinner. */
export function RouteProgress() {
  const { pathname } = useLocation();
  // A new key restarts the CSS animation.
  return <div key={pathname} className="route-progress" role="presentation" />;
}
