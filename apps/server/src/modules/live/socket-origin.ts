import { STATUS } from '@kaoshi/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';

/**
 * The live socket takes the session cookie, and a browser sends it with a WebSocket opened by
 * any page (WebSockets are not bound by CORS). A browser always says which page opened it in
 * `Origin`, so only our own site (the host the request was sent to) and CORS_ORIGINS may open
 * it. A client that is not a browser (the exam-day bench, tests) sends no Origin and signs in
 * with the Authorization header.
 */
export function isAllowedSocketOrigin(origin: string | undefined, host: string | undefined, corsOrigins: readonly string[]): boolean {
  if (origin === undefined) return true;
  if (corsOrigins.includes(origin)) return true;
  try {
    const url = new URL(origin);
    return (url.protocol === 'https:' || url.protocol === 'http:') && host !== undefined && url.host === host.toLowerCase();
  } catch {
    return false;
  }
}

/** The socket route's onRequest hook: a page of another origin is refused before the upgrade. */
export function refuseForeignOrigin(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const { origin, host } = request.headers;
    if (!isAllowedSocketOrigin(origin, host, app.config.corsOrigins))
      throw new AppError(STATUS.FORBIDDEN, 'socketOriginRefused', { origin: String(origin) });
  };
}
