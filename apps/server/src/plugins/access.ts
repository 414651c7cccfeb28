import { API, pickLang, ROLE, STATUS, TOKEN_COOKIE } from '@kaoshi/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { loadViewerByToken } from '../modules/auth/sessions.js';
import type { Access, RouteEntry, Viewer } from '../types.js';

export function readToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  // A browser cannot set headers on a WebSocket, and a page on another origin cannot send our
  // cookie; so the live socket, and only it, also takes `?token=` (a URL can end up in logs
  // and history, which is why no other route accepts one).
  if (request.routeOptions.url === API.liveSocket) {
    const { token } = (request.query ?? {}) as { token?: unknown };
    if (typeof token === 'string' && token) return token;
  }
  // The cookie serves downloads, images and the WebSocket, where a header cannot be set: all
  // GETs. It never authorises anything else, so a page on another site that gets a browser to
  // send a POST, PUT or DELETE with our cookie (SameSite aside) is refused: it cannot set the header.
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  return request.cookies[TOKEN_COOKIE] || undefined;
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
    for (const method of [route.method].flat()) {
      // Fastify adds HEAD beside every GET; the matrix checks the GET.
      if (method === 'HEAD') continue;
      routeTable.push({ method, url, access, schema: { body, querystring, params }, websocket, audit: route.config?.audit?.action });
    }
  });

  app.addHook('onRequest', async (request) => {
    request.lang = pickLang(request.headers['accept-language']);
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const token = readToken(request);
    const viewer = token ? await loadViewerByToken(app, token) : null;
    if (!viewer) throw new AppError(STATUS.TOKEN_INVALID, 'tokenInvalid');
    request.viewer = viewer;
    if (access !== 'signedIn' && !viewerMayAccess(viewer, access)) throw new AppError(STATUS.FORBIDDEN, 'forbidden');
  });
}

/** The signed-in viewer of a protected route (the access hook guarantees one). */
export function viewerOf(request: FastifyRequest): Viewer {
  if (!request.viewer) throw new AppError(STATUS.TOKEN_INVALID, 'tokenInvalid');
  return request.viewer;
}

export const isSuperAdminRole = (roleKey: string) => roleKey === ROLE.SUPER_ADMIN;
