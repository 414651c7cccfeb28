import type { FastifyInstance } from 'fastify';
import { rateLimited } from '../lib/app-error.js';

/**
 * Per-address limits a route opts into with `config.rateLimit`. Login has its own (per address
 * and per account: modules/auth/login.ts). Nothing on the exam's path is limited: an exam hall
 * behind one NAT address saves thousands of answers a minute, and each is already bounded by
 * its attempt's rules.
 */
export type RequestLimit = 'captcha' | 'upload' | 'verify' | 'signup';

const MESSAGE = { captcha: 'tooManyCaptchas', upload: 'tooManyUploads', verify: 'tooManyVerifications', signup: 'tooManySignups' } as const;
/** Each limit's window: captchas, uploads and certificate checks are counted per minute; new accounts per hour. */
const WINDOW_MS: Record<RequestLimit, number> = { captcha: 60_000, upload: 60_000, verify: 60_000, signup: 3_600_000 };

/** One route that carries a limit, for the test that checks which do. */
export interface LimitedRoute {
  method: string;
  url: string;
  limit: RequestLimit;
}

export function registerRequestLimits(app: FastifyInstance) {
  const perWindow: Record<RequestLimit, number> = {
    captcha: app.config.captchaIpLimitPerMinute,
    upload: app.config.uploadIpLimitPerMinute,
    verify: app.config.verifyIpLimitPerMinute,
    signup: app.config.signupIpLimitPerHour,
  };
  const limitedRoutes: LimitedRoute[] = [];
  app.decorate('limitedRoutes', limitedRoutes);

  app.addHook('onRoute', (route) => {
    const limit = route.config?.rateLimit;
    if (limit) for (const method of [route.method].flat()) limitedRoutes.push({ method, url: route.url, limit });
  });

  // onRequest: an upload over the limit is refused before its body is read.
  app.addHook('onRequest', async (request) => {
    const limit = request.routeOptions.config?.rateLimit;
    if (!limit) return;
    const window = await app.limiter.increment(`${limit}:ip:${request.ip}`, WINDOW_MS[limit]);
    if (window.count > perWindow[limit]) throw rateLimited(MESSAGE[limit], window.resetInMs);
  });
}
