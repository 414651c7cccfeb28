import { randomBytes } from 'node:crypto';
import { STATUS } from '@kaoshi/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { recordSignIn } from '../audit/service.js';
import { createSession } from './sessions.js';
import { hashToken } from './tokens.js';

/** A one-time sign-in code for /auth-redirect (DESIGN.md): short-lived and spent on use. */
const AUTH_CODE_TTL_MS = 60_000;

export async function issueAuthCode(app: FastifyInstance, userId: number) {
  const code = randomBytes(24).toString('base64url');
  const expiresAt = Date.now() + AUTH_CODE_TTL_MS;
  await app.db.deleteFrom('authCodes').where('expiresAt', '<', Date.now()).execute();
  await app.db.insertInto('authCodes').values({ codeHash: hashToken(code), userId, expiresAt }).execute();
  return { code, expiresAt };
}

/** A sign-in like the login form's, on the audit trail too (`via: 'authCode'`). */
export async function exchangeAuthCode(app: FastifyInstance, code: string, request: FastifyRequest) {
  try {
    const user = await codeUser(app, code);
    const session = await createSession(app.db, user.id, app.config.tokenTtlMs);
    await recordSignIn(app, request, { userId: user.id, username: user.username, via: 'authCode' });
    return session;
  } catch (error) {
    if (error instanceof AppError) await recordSignIn(app, request, { refused: error.messageKey, username: '', via: 'authCode' });
    throw error;
  }
}

async function codeUser(app: FastifyInstance, code: string) {
  const row = await app.db
    .deleteFrom('authCodes')
    .where('codeHash', '=', hashToken(code))
    .returning(['userId', 'expiresAt'])
    .executeTakeFirst();
  if (!row || row.expiresAt <= Date.now()) throw new AppError(STATUS.BAD_REQUEST, 'authCodeInvalid');
  const user = await app.db.selectFrom('users').select(['id', 'username', 'locked']).where('id', '=', row.userId).executeTakeFirst();
  if (!user || user.locked === 1) throw new AppError(STATUS.BAD_REQUEST, 'authCodeInvalid');
  return user;
}
