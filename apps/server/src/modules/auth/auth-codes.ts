import { randomBytes } from 'node:crypto';
import { STATUS } from '@kaoshi/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { recordSignIn } from '../../plugins/audit-trail/record.js';
import type { Viewer } from '../../types.js';
import { createSession, lockUserSessions } from './sessions.js';
import { hashToken } from './tokens.js';

/**
 * A one-time sign-in code for /auth-redirect: short-lived, spent on use, and never longer-lived
 * than the session that issued it (docs/SECURITY.md, "Sessions").
 */
const AUTH_CODE_TTL_MS = 60_000;

export async function issueAuthCode(app: FastifyInstance, viewer: Pick<Viewer, 'userId' | 'tokenHash' | 'sessionExpiresAt'>) {
  const code = randomBytes(24).toString('base64url');
  const expiresAt = Math.min(Date.now() + AUTH_CODE_TTL_MS, viewer.sessionExpiresAt);
  await app.db.deleteFrom('authCodes').where('expiresAt', '<', Date.now()).execute();
  await app.db
    .insertInto('authCodes')
    .values({ codeHash: hashToken(code), userId: viewer.userId, sessionTokenHash: viewer.tokenHash, expiresAt })
    .execute();
  return { code, expiresAt };
}

/** A sign-in like the login form's, on the audit trail too (`via: 'authCode'`). */
export async function exchangeAuthCode(app: FastifyInstance, code: string, request: FastifyRequest) {
  try {
    const { user, session } = await spendCode(app, code);
    await recordSignIn(app, request, { userId: user.id, username: user.username, via: 'authCode' });
    return session;
  } catch (error) {
    if (error instanceof AppError) await recordSignIn(app, request, { refused: error.messageKey, username: '', via: 'authCode' });
    throw error;
  }
}

/**
 * Spends the code and opens the new session in one transaction, under the user's session lock
 * (sessions.ts): the code counts only while the session that issued it is still open.
 */
async function spendCode(app: FastifyInstance, code: string) {
  return app.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('authCodes').select('userId').where('codeHash', '=', hashToken(code)).executeTakeFirst();
    if (!row) throw new AppError(STATUS.BAD_REQUEST, 'authCodeInvalid');
    await lockUserSessions(trx, app.dialect, row.userId);
    const spent = await trx
      .deleteFrom('authCodes')
      .where('codeHash', '=', hashToken(code))
      .returning(['userId', 'sessionTokenHash', 'expiresAt'])
      .executeTakeFirst();
    const now = Date.now();
    if (!spent || spent.expiresAt <= now) throw new AppError(STATUS.BAD_REQUEST, 'authCodeInvalid');
    const user = await trx
      .selectFrom('users')
      .innerJoin('sessions', 'sessions.userId', 'users.id')
      .select(['users.id', 'users.username', 'users.locked'])
      .where('sessions.tokenHash', '=', spent.sessionTokenHash)
      .where('sessions.expiresAt', '>', now)
      .executeTakeFirst();
    if (!user || user.locked === 1) throw new AppError(STATUS.BAD_REQUEST, 'authCodeInvalid');
    return { user, session: await createSession(trx, user.id, app.config.tokenTtlMs) };
  });
}
