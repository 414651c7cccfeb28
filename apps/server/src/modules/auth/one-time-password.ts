import { randomInt } from 'node:crypto';
import { hashPasswordForTransport } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { type LiveHub, type SessionsEnded, userTopic } from '../../lib/live-hub.js';
import { setPasswordHash } from '../accounts/index.js';
import { hashOneTimeCode, hashStoredPassword } from './password-hash.js';
import { lockUserSessions } from './sessions.js';

/** Lower-case letters and digits that cannot be mistaken for one another (no 0/o, 1/l/i). */
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** 10 characters of 31: about 50 random bits, typed on a phone without the shift key. */
const CODE_LENGTH = 10;

export const newOneTimeCode = () => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

export interface TemporaryPasswordOptions {
  now: number;
  /** How long the password signs in (config.oneTimePasswordTtlMs for staff resets). */
  ttlMs: number;
  dialect: DialectName;
  /** Open live sockets of the account close (their sessions end here). */
  live: LiveHub;
}

export interface TemporaryPassword {
  /** The plain password, shown once to the staff member who hands it over; never stored or logged. */
  password: string;
  expiresAt: number;
}

/**
 * Gives the account a password someone else knows (`storedHash` of it): it signs in until
 * `expiresAt`, and only into setting a new password (plugins/access.ts); every session and
 * sign-in code of the account ends, in the caller's transaction.
 */
export async function setTemporaryPassword(trx: Kysely<Database>, userId: number, storedHash: string, options: TemporaryPasswordOptions) {
  const expiresAt = options.now + options.ttlMs;
  await lockUserSessions(trx, options.dialect, userId);
  await setPasswordHash(trx, userId, storedHash, { due: true, expiresAt, now: options.now });
  await trx.deleteFrom('authCodes').where('userId', '=', userId).execute();
  await trx.deleteFrom('sessions').where('userId', '=', userId).execute();
  // A socket that hears this closes; should the transaction fail after all, its owner reconnects.
  options.live.publish(userTopic(userId), { type: 'sessionsEnded' } satisfies SessionsEnded);
  return expiresAt;
}

/**
 * The one way to give an account a password nobody chose (staff resets, new accounts, a group's
 * activation codes; docs/SECURITY.md, "Round 3"): a random one-time code, stored only as its
 * hash, that signs in until `now + ttlMs` and then only into "set your new password"; the
 * account's sessions end. Call it inside the transaction that makes or resets the account and
 * show the returned code once to the staff member who hands it over.
 */
export async function issueOneTimePassword(
  trx: Kysely<Database>,
  userId: number,
  options: TemporaryPasswordOptions,
): Promise<TemporaryPassword> {
  const password = newOneTimeCode();
  const expiresAt = await setTemporaryPassword(trx, userId, await hashOneTimeCode(hashPasswordForTransport(password)), options);
  return { password, expiresAt };
}

/** The centre's own default password (DEFAULT_PASSWORD, when set), stored with the full hash: it is no secret. */
export async function setCentreDefaultPassword(trx: Kysely<Database>, userId: number, plain: string, options: TemporaryPasswordOptions) {
  const expiresAt = await setTemporaryPassword(trx, userId, await hashStoredPassword(hashPasswordForTransport(plain)), options);
  return { password: plain, expiresAt };
}
