import { hashPasswordForTransport, type TemporaryPassword } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { issueOneTimePassword, newOneTimeCode, setCentreDefaultPassword, setTemporaryPassword } from './one-time-password.js';
import { hashOneTimeCode, hashStoredPassword } from './password-hash.js';

/**
 * What a staff reset or an account made by staff gets (docs/REQUIREMENTS.md §14): a one-time
 * code, or the centre's own DEFAULT_PASSWORD where it set one; either signs in for
 * ONE_TIME_PASSWORD_TTL_HOURS and only into setting a new password. Runs in the caller's
 * transaction; the answer is shown once to the staff member and never stored or logged.
 */
const optionsOf = (app: FastifyInstance) => ({
  now: Date.now(),
  ttlMs: app.config.oneTimePasswordTtlMs,
  dialect: app.dialect,
  live: app.live,
});

export async function staffSetPassword(app: FastifyInstance, trx: Kysely<Database>, userId: number): Promise<TemporaryPassword> {
  const options = optionsOf(app);
  const centre = app.config.centreDefaultPassword;
  if (centre !== undefined) return { ...(await setCentreDefaultPassword(trx, userId, centre, options)), kind: 'centreDefault' };
  return { ...(await issueOneTimePassword(trx, userId, options)), kind: 'oneTimeCode' };
}

/** A password the staff member chose (addUser's `password`, as transported): they know it, so the owner must replace it too. */
export async function staffChosenPassword(app: FastifyInstance, trx: Kysely<Database>, userId: number, transportDigest: string) {
  return setTemporaryPassword(trx, userId, await hashStoredPassword(transportDigest), optionsOf(app));
}

/** A new account's temporary password with its stored hash, for accounts inserted with it (imports). */
export interface NewAccountPassword extends TemporaryPassword {
  storedHash: string;
}

/**
 * The temporary passwords of `count` accounts about to be made (staffSetPassword's rule), hashed
 * before the transaction that inserts them: the users columns are passwordHash = storedHash,
 * passwordChangeDue = 1, passwordExpiresAt = expiresAt. The centre's default is hashed once for all.
 */
export async function newAccountPasswords(app: FastifyInstance, count: number): Promise<NewAccountPassword[]> {
  const expiresAt = Date.now() + app.config.oneTimePasswordTtlMs;
  const centre = app.config.centreDefaultPassword;
  if (centre !== undefined) {
    const storedHash = await hashStoredPassword(hashPasswordForTransport(centre));
    return Array.from({ length: count }, () => ({ password: centre, expiresAt, kind: 'centreDefault', storedHash }));
  }
  return Promise.all(
    Array.from({ length: count }, async () => {
      const password = newOneTimeCode();
      return { password, expiresAt, kind: 'oneTimeCode' as const, storedHash: await hashOneTimeCode(hashPasswordForTransport(password)) };
    }),
  );
}
