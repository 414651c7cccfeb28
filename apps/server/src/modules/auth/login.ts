import { type LoginForm, STATUS } from '@kaoshi/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { recordSignIn } from '../audit/service.js';
import { consumeCaptcha } from './captcha.js';
import { DUMMY_STORED_HASH, hashStoredPassword, needsRehash, verifyStoredPassword } from './password-hash.js';
import { createSession } from './sessions.js';

const rateLimited = (resetInMs: number) =>
  new AppError(STATUS.RATE_LIMITED, 'rateLimited', { seconds: Math.max(1, Math.ceil(resetInMs / 1000)) });

/**
 * doLogin. Every sign-in and every refusal is on the audit trail (a refusal with the username
 * tried and why: its message key).
 */
export async function login(app: FastifyInstance, form: LoginForm, request: FastifyRequest) {
  let userId: number;
  try {
    userId = await provenUser(app, form, request.ip);
  } catch (error) {
    if (error instanceof AppError) await recordSignIn(app, request, { refused: error.messageKey, username: form.username });
    throw error;
  }
  const session = await createSession(app.db, userId, app.config.tokenTtlMs);
  await recordSignIn(app, request, { userId, username: form.username });
  return session;
}

/**
 * The account the form proves. Every wrong answer reads the same ("wrong username, password or
 * user type") so that nobody learns whether a username exists; a locked account is only
 * reported once the password has been proven.
 */
async function provenUser(app: FastifyInstance, form: LoginForm, ip: string) {
  const { db, limiter, config } = app;
  const ipWindow = await limiter.increment(`login:ip:${ip}`, 60_000);
  if (ipWindow.count > config.loginIpLimitPerMinute) throw rateLimited(ipWindow.resetInMs);
  const userKey = `login:user:${form.username.toLowerCase()}`;
  const failures = await limiter.peek(userKey);
  if (failures.count >= config.loginUserFailureLimit) throw rateLimited(failures.resetInMs);

  if (!(await consumeCaptcha(db, form.captchaKey, form.verifyCode))) {
    throw new AppError(STATUS.CAPTCHA_WRONG, 'captchaWrong');
  }

  const user = await db
    .selectFrom('users')
    .select(['id', 'passwordHash', 'userType', 'locked'])
    .where('username', '=', form.username)
    .executeTakeFirst();
  const passwordOk = await verifyStoredPassword(form.password, user?.passwordHash ?? DUMMY_STORED_HASH);
  if (!user || !passwordOk || user.userType !== form.userType) {
    await limiter.increment(userKey, config.loginUserFailureWindowMs);
    throw new AppError(STATUS.LOGIN_FAILED, 'loginFailed');
  }
  if (user.locked === 1) throw new AppError(STATUS.FORBIDDEN, 'userLocked');
  await limiter.reset(userKey);
  if (needsRehash(user.passwordHash)) {
    // Only now is the password known to be right: store it with the current scheme and parameters.
    await db.updateTable('users').set({ passwordHash: await hashStoredPassword(form.password) }).where('id', '=', user.id).execute();
  }
  return user.id;
}
