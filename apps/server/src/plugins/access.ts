import { pickLang, STATUS, TOKEN_COOKIE } from '@kaoshi/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { loadViewerByToken } from '../modules/auth/index.js';
import type { Access, RouteEntry, Viewer } from '../types.js';

/**
 * The caller's token: from the Authorization header, or, on a route that declares
 * `config.cookie` (docs/SECURITY.md), from the session cookie. A browser sends the cookie with
 * anything a page of ours makes it request (an <img>, a link), so only GETs that read and
 * change nothing may take it: the editor's files shown in rich text, registration documents
 * opened in a new tab (answered only to their uploader or a reviewer), and the live socket,
 * where a browser cannot set a header. A request that brings only the cookie anywhere else is
 * refused with a message that says why. No route takes a token from the URL (it would land
 * in logs and history).
 */
export function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  const cookie = request.cookies[TOKEN_COOKIE];
  if (!cookie) return undefined;
  if (request.routeOptions.config?.cookie === true && request.method === 'GET') return cookie;
  throw new AppError(STATUS.TOKEN_INVALID, 'cookieNotAccepted');
}

export function viewerMayAccess(viewer: Viewer, access: Exclude<Access, 'public' | 'signedIn'>): boolean {
  if (viewer.isSuperAdmin) return true;
  if (access.roles && !access.roles.some((role) => viewer.roles.includes(role))) return false;
  const anyOf = typeof access.permission === 'string' ? [access.permission] : access.permission;
  return anyOf.some((key) => viewer.permissions.has(key));
}

/** Every caller's permission keys are checked here on the server, never only in the menu. */
export function registerAccessControl(app: FastifyInstance) {
  app.decorateRequest('lang', 'en');
  app.decorateRequest('viewer', null);
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);

  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path ?? '';
    if (!url.startsWith('/api/') || url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${String(route.method)} ${url} declares no access rule`);
    const { body, querystring, params } = (route.schema ?? {}) as RouteEntry['schema'];
    const websocket = Boolean((route as { websocket?: boolean }).websocket);
    const cookie = route.config?.cookie === true;
    const methods = [route.method].flat();
    if (route.config?.sessionInStatement && route.config.audit)
      throw new Error(`Route ${String(route.method)} ${url}: an audited route needs the viewer from the hook, not sessionInStatement`);
    if (route.config?.sessionInStatement && singlePermission(access) === null)
      throw new Error(`Route ${String(route.method)} ${url}: sessionInStatement needs an access rule of one permission key and no roles`);
    if (cookie && methods.some((method) => method !== 'GET'))
      throw new Error(`Route ${String(route.method)} ${url}: only a GET may take the session cookie`);
    for (const method of methods) {
      routeTable.push({
        method,
        url,
        access,
        schema: { body, querystring, params },
        websocket,
        cookie,
        audit: route.config?.audit?.action,
      });
    }
  });

  app.addHook('onRequest', async (request) => {
    request.lang = pickLang(request.headers['accept-language']);
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const token = readToken(request);
    if (!token) throw new AppError(STATUS.TOKEN_INVALID, 'tokenInvalid');
    if (request.routeOptions.config?.sessionInStatement === true) {
      // The route proves the session in its own statement, or calls requireViewer when that cannot decide.
      deferredTokens.set(request, token);
      return;
    }
    await signIn(app, request, token, access);
  });
}

/** The tokens whose check a route took over (`config.sessionInStatement`), by request. */
const deferredTokens = new WeakMap<FastifyRequest, string>();

async function signIn(app: FastifyInstance, request: FastifyRequest, token: string, access: Exclude<Access, 'public'>) {
  const viewer = await loadViewerByToken(app, token);
  if (!viewer) throw new AppError(STATUS.TOKEN_INVALID, 'tokenInvalid');
  request.viewer = viewer;
  // A password someone else knows (a staff reset, a one-time code) buys nothing but setting one's own.
  if (viewer.passwordChangeDue && request.routeOptions.config?.duringPasswordChange !== true)
    throw new AppError(STATUS.PASSWORD_CHANGE_REQUIRED, 'passwordChangeRequired');
  if (access !== 'signedIn' && !viewerMayAccess(viewer, access)) throw new AppError(STATUS.FORBIDDEN, 'forbidden');
  return viewer;
}

/**
 * The token of a request whose route took over the hook's check (`config.sessionInStatement`);
 * null when the hook made the check itself. The route must prove the session and
 * the route's access in its own statement, and call requireViewer whenever it cannot.
 */
export const deferredToken = (request: FastifyRequest): string | null => deferredTokens.get(request) ?? null;

/** The one permission key an access rule asks for, without roles; null for any other rule. */
function singlePermission(access: Access): string | null {
  if (typeof access === 'string' || access.roles) return null;
  return typeof access.permission === 'string' ? access.permission : null;
}

/**
 * What a route that took over the hook's check must prove in its statement: the key its access
 * rule names (registration refuses such a route with any other rule), so the two cannot drift.
 */
export function deferredPermission(request: FastifyRequest): string {
  const access = request.routeOptions.config?.access;
  const key = access ? singlePermission(access) : null;
  if (key === null) throw new AppError(STATUS.TOKEN_INVALID, 'tokenInvalid');
  return key;
}

/** The viewer of a protected route: the hook's, or, where the route took over the check, signed in now by the same rules. */
export async function requireViewer(app: FastifyInstance, request: FastifyRequest): Promise<Viewer> {
  if (request.viewer) return request.viewer;
  const token = deferredTokens.get(request);
  const access = request.routeOptions.config?.access;
  if (token === undefined || !access || access === 'public') throw new AppError(STATUS.TOKEN_INVALID, 'tokenInvalid');
  return signIn(app, request, token, access);
}

/** The signed-in viewer of a protected route (the access hook guarantees one). */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new AppError(STATUS.TOKEN_INVALID, 'tokenInvalid');
  return request.viewer;
}
