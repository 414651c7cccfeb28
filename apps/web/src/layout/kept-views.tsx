import { CONSOLE_ROUTES, type ConsoleRoute, flattenRoutes } from '@kaoshi/contracts';
import { Activity, type ReactNode } from 'react';
import { tagsView } from './tags-view/tags-view-store';

const ROUTE_BY_NAME = new Map(flattenRoutes(CONSOLE_ROUTES).map((route) => [route.name, route]));

/**
 * Keep-alive of cached views (docs/REQUIREMENTS.md §5): every cached page stays mounted but hidden, so switching
 * tabs keeps its form state. The current page joins the same keyed list, so it is not remounted
 * when it enters the cache; a noCache page leaves the list (and unmounts) once another is shown.
 */
export function KeptViews({ current, renderPage }: { current: ConsoleRoute | null; renderPage: (route: ConsoleRoute) => ReactNode }) {
  const { cachedViews } = tagsView.use();
  const names = current && !cachedViews.includes(current.name) ? [...cachedViews, current.name] : cachedViews;
  return names.map((name) => {
    const route = ROUTE_BY_NAME.get(name);
    if (!route) return null;
    return (
      <Activity key={name} mode={name === current?.name ? 'visible' : 'hidden'}>
        {renderPage(route)}
      </Activity>
    );
  });
}
