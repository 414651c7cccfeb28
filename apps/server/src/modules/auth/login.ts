import { setTimeout as sleep } from 'node:timers/promises';
import { type LoginForm, type SignInBusy, STATUS } from '@kaoshi/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { serverSecret } from '../../lib/server-secrets.js';
import { recordSignIn } from '../../plugins/audit-trail/record.js';
import { rememberNotificationLanguage, setPasswordHash } from '../accounts/index.js';
import { consumeCaptcha, keepCaptcha } from './captcha.js';
import {
  DUMMY_STORED_HASH,
  hashQueueWaitMs,
  hashSpacingMs,
  hashStoredPassword,
  needsRehash,
  verifyStoredPassword,
} from './password-hash.js';
import { openSession } from './sessions.js';
import { placeTime, SignInLine, signedPlace } from './sign-in-line.js';

const rateLimited = (resetInMs: number) =>
  new AppError(STATUS.RATE_LIMITED, 'rateLimited', { seconds: Math.max(1, Math.ceil(resetInMs / 1000)) });

/** Told to come back at its place in the line (sign-in-line.ts), before anything was checked. */
function signInBusy(placeAt: number, placeInLine: string) {
  const seconds = Math.max(1, Math.ceil((placeAt - Date.now()) / 1000));
  return new AppError(STATUS.RATE_LIMITED, 'signInBusy', { seconds }, (): SignInBusy => ({ retryAfterSeconds: seconds, placeInLine }));
}

/** The key places in line are signed with: made at start-up (routes.ts), so that no refused sign-in writes it. */
export const signInPlaceKey = (app: FastifyInstance) => serverSecret(app.db, 'signInPlaceKey');

const lines = new WeakMap<FastifyInstance, SignInLine>();
const lineOf = (app: FastifyInstance) => {
  const line = lines.get(app) ?? new SignInLine(app.config.signInQueueLimitMs);
  lines.set(app, line);
  return line;
};

/**
 * doLogin. Every sign-in and every refusal is on the audit trail (a refusal with the username
 * tried and why: its message key), except one turned away before anything was checked.
 */
export async function login(app: FastifyInstance, form: LoginForm, request: FastifyRequest) {
  // Thousands of candidates checking in at once on a slow machine queue for the password hash
  // (OWASP's minimum argon2id, both cores). Past the limit a sign-in is not queued: held for a
  // minute it would hold its connection (and a proxy's, whose timeout may end it), so it is given
  // a place in line and told when to come back, its captcha unspent and kept alive, no audit row
  // written (docs/REQUIREMENTS.md §19.3; measured in docs/performance.md rounds 26 and 27).
  const key = await signInPlaceKey(app);
  const heldPlace = placeTime(key, form.placeInLine, form.captchaKey);
  const placeAt = lineOf(app).turn(Date.now(), hashQueueWaitMs(), hashSpacingMs(), heldPlace);
  if (placeAt !== null) {
    // The captcha is kept once, when the place is handed out; a return ahead of it writes nothing.
    if (placeAt !== heldPlace) await keepCaptcha(app, form.captchaKey, placeAt);
    throw signInBusy(placeAt, signedPlace(key, placeAt, form.captchaKey));
  }
  let userId: number;
  try {
    userId = await provenUser(app, form, request.ip);
  } catch (error) {
    if (error instanceof AppError) await recordSignIn(app, request, { refused: error.messageKey, username: form.username });
    throw error;
  }
  const session = await openSession(app, userId, app.config.tokenTtlMs);
  await recordSignIn(app, request, { userId, username: form.username });
  await rememberNotificationLanguage(app.db, userId, request.lang);
  return session;
}

/**
 * The keys of the sign-in counters (docs/SECURITY.md, "Round 2", item 6), in the shared limiter
 * (memory, or Redis when several instances serve): failures of one account from one address
 * (refused from that address past the limit), of one account from anywhere (slowed down, never
 * locked: the owner elsewhere still gets in), and from one address on any account (its captchas
 * grow longer).
 */
export const loginKeys = {
  pair: (username: string, ip: string) => `login:fail:${ip}:${username.toLowerCase()}`,
  account: (username: string) => `login:user:${username.toLowerCase()}`,
  address: (ip: string) => `login:ipfail:${ip}`,
};

/** How long a sign-in on an account waits after `failures` failed ones: none up to the limit, then doubling. */
export function slowdownMs(config: FastifyInstance['config'], failures: number) {
  if (failures < config.loginUserFailureLimit) return 0;
  return Math.min(config.loginSlowdownMaxMs, config.loginSlowdownBaseMs * 2 ** (failures - config.loginUserFailureLimit));
}

/**
 * The account the form proves. Every wrong answer reads the same ("wrong username, password or
 * user type") so that nobody learns whether a username exists. A locked account answers
 * "locked" whatever the password, counted as a failure either way: were the right password
 * answered otherwise, or did it clear the counters, a guesser could test passwords on a locked
 * account and keep them for the day it is unlocked (docs/SECURITY.md, "Round 3", L2).
 */
async function provenUser(app: FastifyInstance, form: LoginForm, ip: string) {
  const { db, limiter, config } = app;
  const ipWindow = await limiter.increment(`login:ip:${ip}`, 60_000);
  if (ipWindow.count > config.loginIpLimitPerMinute) throw rateLimited(ipWindow.resetInMs);
  const pairKey = loginKeys.pair(form.username, ip);
  const pairFailures = await limiter.peek(pairKey);
  if (pairFailures.count >= config.loginUserFailureLimit) throw rateLimited(pairFailures.resetInMs);

  if (!(await consumeCaptcha(app, form.captchaKey, form.verifyCode))) {
    throw new AppError(STATUS.CAPTCHA_WRONG, 'captchaWrong');
  }
  // Every attempt on a much-tried account waits, the right password's too: waiting only on a
  // failure would tell the answer by the time it takes.
  const accountKey = loginKeys.account(form.username);
  const delay = slowdownMs(config, (await limiter.peek(accountKey)).count);
  if (delay > 0) await sleep(delay);

  const user = await db
    .selectFrom('users')
    .select(['id', 'passwordHash', 'userType', 'locked', 'passwordChangeDue', 'passwordExpiresAt'])
    .where('username', '=', form.username)
    .executeTakeFirst();
  const passwordOk = await verifyStoredPassword(form.password, user?.passwordHash ?? DUMMY_STORED_HASH);
  const failed = async (error: AppError) => {
    const window = config.loginUserFailureWindowMs;
    await Promise.all([
      limiter.increment(pairKey, window),
      limiter.increment(accountKey, window),
      limiter.increment(loginKeys.address(ip), window),
    ]);
    return error;
  };
  if (!user || user.userType !== form.userType) throw await failed(new AppError(STATUS.LOGIN_FAILED, 'loginFailed'));
  if (user.locked === 1) throw await failed(new AppError(STATUS.FORBIDDEN, 'userLocked'));
  if (!passwordOk) throw await failed(new AppError(STATUS.LOGIN_FAILED, 'loginFailed'));
  // A temporary password past its time proves nothing more; said only to whoever knows it.
  if (user.passwordExpiresAt !== null && Number(user.passwordExpiresAt) <= Date.now())
    throw new AppError(STATUS.LOGIN_FAILED, 'temporaryPasswordExpired');
  // The account's count is kept: a sign-in by the owner must not hand the guesser fresh tries.
  await limiter.reset(pairKey);
  // A temporary password is replaced by the owner's own at once; rehashing it would be wasted.
  if (user.passwordChangeDue === 0 && needsRehash(user.passwordHash)) {
    // Only now is the password known to be right: store it with the current scheme and parameters.
    await setPasswordHash(db, user.id, await hashStoredPassword(form.password));
  }
  return user.id;
}
