import { sha256 } from 'js-sha256';

/**
 * docs/REQUIREMENTS.md §12: passwords never travel in plain form. The client sends
 * sha256_hex(password + PASSWORD_SUFFIX); the server stores only a slow hash of that digest.
 */
export const PASSWORD_SUFFIX = 'kaoshi@vocational-skills#2026';

/** The default password set by addUser and reSetPass unless the server configures another. */
export const DEFAULT_PASSWORD = '123456';

export function hashPasswordForTransport(plain: string): string {
  return sha256(plain + PASSWORD_SUFFIX);
}

/** A transported password is always 64 lowercase hex characters. */
export const TRANSPORT_HASH_PATTERN = /^[0-9a-f]{64}$/;
