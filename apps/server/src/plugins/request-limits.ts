import type { FastifyInstance } from 'fastify';
import { rateLimited } from '../lib/app-error.js';

/**
 * Limits a route opts into with `config.rateLimit`: per address, except a group submission,
 * which is counted per signed-in account (an organisation's contact; each one reads a list and
 * decodes up to 2,000 photos), and a whole ID number shown to staff, counted per staff account
 * (a list's masked numbers must not be unmasked wholesale). Login has its own (per address and per account:
 * modules/auth/login.ts). Nothing on the exam's path is limited: an exam hall behind one NAT
 * address saves thousands of answers a minute, and each is already bounded by its attempt's rules.
 */
export type RequestLimit = 'captcha' | 'upload' | 'registrationUpload' | 'verify' | 'signup' | 'groupSubmission' | 'idNumberReveal';

const MESSAGE = {
  captcha: 'tooManyCaptchas',
  upload: 'tooManyUploads',
  registrationUpload: 'tooManyUploads',
  verify: 'tooManyVerifications',
  signup: 'tooManySignups',
  groupSubmission: 'tooManyGroupSubmissions',
  idNumberReveal: 'tooManyIdNumberReveals',
} as const;
/** Each limit's window: captchas, uploads and certificate checks are counted per minute; new accounts and groups per hour. */
const WINDOW_MS: Record<RequestLimit, number> = {
  captcha: 60_000,
  upload: 60_000,
  registrationUpload: 60_000,
  verify: 60_000,
  signup: 3_600_000,
  groupSubmission: 3_600_000,
  idNumberReveal: 3_600_000,
};
/** Limits counted per account: checked once the caller is known (preHandler), not per address. */
const PER_ACCOUNT: ReadonlySet<RequestLimit> = new Set(['groupSubmission', 'idNumberReveal']);

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
    registrationUpload: app.config.registrationUploadIpLimitPerMinute,
    groupSubmission: app.config.groupSubmissionLimitPerHour,
    idNumberReveal: app.config.idNumberRevealLimitPerHour,
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
  const count = async (limit: RequestLimit, key: string) => {
    const window = await app.limiter.increment(`${limit}:${key}`, WINDOW_MS[limit]);
    if (window.count > perWindow[limit]) throw rateLimited(MESSAGE[limit], window.resetInMs);
  };
  app.addHook('onRequest', async (request) => {
    const limit = request.routeOptions.config?.rateLimit;
    if (limit && !PER_ACCOUNT.has(limit)) await count(limit, `ip:${request.ip}`);
  });
  // preHandler: the access check has named the caller by now; the body is read but not yet used.
  app.addHook('preHandler', async (request) => {
    const limit = request.routeOptions.config?.rateLimit;
    if (limit && PER_ACCOUNT.has(limit) && request.viewer) await count(limit, `user:${request.viewer.userId}`);
  });
}
