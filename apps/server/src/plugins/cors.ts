import { STATUS } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.js';

/** What a cross-origin caller may send: the bearer token, JSON or a form, the language. */
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept-Language, X-Requested-With';
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE';
/** Browsers cache a granted preflight this long (Chromium caps it at 2 hours). */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * CORS is closed unless CORS_ORIGINS names the origins whose pages may call the API. The
 * console is served from the API's own origin and needs none. A granted origin gets no
 * Access-Control-Allow-Credentials, so a browser never sends it our cookie (the token travels
 * in Authorization, which that page must hold itself). A preflight from any other origin is
 * refused with 40300 and no CORS headers, so the browser does not send the real request.
 */
export function registerCors(app: FastifyInstance) {
  const allowed = new Set(app.config.corsOrigins);

  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin) return;
    const granted = allowed.has(origin);
    if (granted) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-expose-headers', 'Content-Disposition');
    }
    // Caches keep answers to different origins apart.
    reply.header('vary', 'Origin');
    const isPreflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
    if (!isPreflight) return;
    if (!granted) throw new AppError(STATUS.FORBIDDEN, 'corsOriginRefused', { origin });
    return reply
      .code(204)
      .header('access-control-allow-methods', ALLOWED_METHODS)
      .header('access-control-allow-headers', ALLOWED_HEADERS)
      .header('access-control-max-age', PREFLIGHT_MAX_AGE_SECONDS)
      .send();
  });
}
