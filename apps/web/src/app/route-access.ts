import { CONSOLE_ROUTES, type ConsoleRoute, flattenRoutes, HOME_PATH, ROUTE_ALIASES, STUDENT_HOME_PATH } from '@kaoshi/contracts';

const ALL_LEAVES = flattenRoutes(CONSOLE_ROUTES);

export const findRoute = (path: string): ConsoleRoute | undefined => ALL_LEAVES.find((route) => route.path === path);

/** `keepQuery`: the redirect names the same page (an alias), so the address's query goes along. */
export type GuardDecision = { kind: 'render'; route: ConsoleRoute } | { kind: 'redirect'; to: string; keepQuery?: boolean };

/**
 * The route guard (docs/REQUIREMENTS.md §2.4), for a signed-in user whose routes are loaded: `/` goes
 * home, a student goes to /kaoshi, a spec address (ROUTE_ALIASES) to its console page, an unknown path
 * to /404, a path the user may not open to `/`.
 */
export function decideRoute(
  path: string,
  allowed: readonly ConsoleRoute[],
  student: boolean,
  studentPaths: readonly string[],
): GuardDecision {
  const home = student ? STUDENT_HOME_PATH : HOME_PATH;
  if (path === '/' || path === '') return { kind: 'redirect', to: home };
  const aliasOf = ROUTE_ALIASES[path];
  if (aliasOf) return { kind: 'redirect', to: aliasOf, keepQuery: true };
  if (student && !studentPaths.includes(path)) return { kind: 'redirect', to: STUDENT_HOME_PATH };
  const route = findRoute(path);
  if (!route) return { kind: 'redirect', to: '/404' };
  if (!flattenRoutes(allowed).some((r) => r.path === path)) return { kind: 'redirect', to: '/' };
  return { kind: 'render', route };
}
