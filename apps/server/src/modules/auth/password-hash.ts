import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * The stored form of a password: scrypt over the transport digest the client sends (the
 * server never sees a plain password). Parameters in docs/decisions/0003-password-storage.md.
 */
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function derive(secret: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, KEY_LENGTH, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashStoredPassword(transportDigest: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(transportDigest, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyStoredPassword(transportDigest: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(transportDigest, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A stored hash that matches nothing, verified against when a username is unknown so that
 * the time taken does not reveal whether the user exists. */
export const DUMMY_STORED_HASH = `scrypt$${N}$${R}$${P}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(32).toString('base64')}`;
