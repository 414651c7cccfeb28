import { scrypt, timingSafeEqual } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { concurrencyLimit } from '../../lib/concurrency.js';
import { eventLoopBusyness } from '../../lib/event-loop-load.js';

/**
 * The stored form of a password: argon2id over the transport digest the client sends (the
 * server never sees a plain password), as a PHC string ($argon2id$v=19$m=…,t=…,p=…$salt$key).
 * Parameters in docs/decisions/0003-password-storage.md: the OWASP minimum for argon2id, so
 * that thousands of candidates logging in over an exam's check-in do not starve the server.
 * Hashes from before (scrypt$N$r$p$salt$key) still verify and are replaced at the next login.
 */
const ARGON2 = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;

/**
 * Hashes run on libuv's thread pool, which fs calls (the log's fsync before an answer is
 * acknowledged) share. Unbounded, a check-in's logins filled every thread and both cores: the
 * event loop starved, connections waiting to be accepted were reset (5,000 candidates checking in
 * within 60 s on two cores, docs/performance.md), and the log's fsync could wait behind them.
 * So while the event loop is busy the hashes get all cores but one, and the logins beyond wait
 * their turn; while it is mostly idle (a check-in before the exam opens, when nearly every request
 * is a login), they get every core, which on two cores doubles the logins a second.
 */
const EVENT_LOOP_IDLE_BELOW = 0.5;
export function hashingThreads(cores: number, eventLoopBusyShare: number): number {
  return Math.max(1, eventLoopBusyShare < EVENT_LOOP_IDLE_BELOW ? cores : cores - 1);
}
const cores = os.availableParallelism();
const busyness = eventLoopBusyness();
const threads = concurrencyLimit(() => hashingThreads(cores, busyness()));

/** A hash's time lately, a moving average: starts at a guess that the first hashes correct. */
let recentHashMs = 50;
const hashing = <T>(task: () => Promise<T>) =>
  threads(async () => {
    const began = performance.now();
    try {
      return await task();
    } finally {
      recentHashMs += (performance.now() - began - recentHashMs) / 10;
    }
  });

/**
 * How long a hash asked for now would wait for a thread: the hashes queued ahead of it, at the
 * recent time each, shared by the threads hashing. A sign-in refuses to queue past a limit
 * (login.ts) rather than hold its connection for a minute.
 */
export const hashQueueWaitMs = () => (threads.waiting() * recentHashMs) / hashingThreads(cores, busyness());

/** One hash's share of the threads hashing: how far apart the sign-in line's places are (sign-in-line.ts). */
export const hashSpacingMs = () => recentHashMs / hashingThreads(cores, busyness());

export const hashStoredPassword = (transportDigest: string): Promise<string> => hashing(() => argon2Hash(transportDigest, ARGON2));

/**
 * A one-time code the server made: 50 random bits that expire within days, so a lighter argon2id
 * guards it as well as the full one guards a chosen password, and a group's or an import's
 * thousand new accounts do not each cost a full hash. Replaced when the owner sets a password.
 */
const ONE_TIME_ARGON2 = { ...ARGON2, memoryCost: 2_048, timeCost: 1 } as const;
export const hashOneTimeCode = (transportDigest: string): Promise<string> => hashing(() => argon2Hash(transportDigest, ONE_TIME_ARGON2));

function deriveScrypt(secret: string, salt: Buffer, n: number, r: number, p: number, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, length, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

async function verifyScrypt(transportDigest: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, key] = stored.split('$');
  if (!n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await hashing(() =>
    deriveScrypt(transportDigest, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p), expected.length),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export async function verifyStoredPassword(transportDigest: string, stored: string): Promise<boolean> {
  if (stored.startsWith('$argon2')) {
    try {
      return await hashing(() => argon2Verify(stored, transportDigest));
    } catch {
      return false; // a malformed stored hash proves nothing
    }
  }
  if (stored.startsWith('scrypt$')) return verifyScrypt(transportDigest, stored);
  return false;
}

/** True for a hash made with other parameters or scheme: login stores a new one once the password is proven. */
export const needsRehash = (stored: string) => !stored.startsWith(CURRENT_PREFIX);

/**
 * A stored hash that matches nothing (zero salt and key) with the current parameters, verified
 * against when a username is unknown so that the time taken does not reveal whether the user exists.
 */
export const DUMMY_STORED_HASH = `${CURRENT_PREFIX}${'A'.repeat(22)}$${'A'.repeat(43)}`;
