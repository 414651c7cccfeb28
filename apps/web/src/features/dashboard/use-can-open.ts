import { flattenRoutes } from '@kaoshi/contracts';
import { useMemo } from 'react';
import { session } from '../../lib/session';

/**
 * Whether the signed-in user may open a console path: the same route list the menu and the guard
 * use, so a card never links to a screen that would bounce the user back home.
 */
export function useCanOpen(): (path: string) => boolean {
  const { routes } = session.use();
  return useMemo(() => {
    const paths = new Set(flattenRoutes(routes).map((route) => route.path));
    return (path: string) => paths.has(path);
  }, [routes]);
}
