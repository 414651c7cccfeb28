import { createHash, randomBytes } from 'node:crypto';

/** Tokens are random and opaque; only their SHA-256 is stored, so a database leak yields none. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
