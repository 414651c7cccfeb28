/**
 * Reading a refusal that asks to be sent again (SignInBusy, api/auth.ts), for the web client and
 * the load generator alike. A module of its own without zod: the sign-in page's bundle imports it.
 */
import type { SignInBusy } from './api/auth.js';
import { type Envelope, STATUS } from './status.js';

/**
 * The wait a refusal asks for before the same call goes again, and the place in line to send
 * with it, or null if it asks nothing.
 */
export function retryOf(envelope: Envelope<unknown>): SignInBusy | null {
  if (envelope.status !== STATUS.RATE_LIMITED) return null;
  const data = envelope.data as Partial<SignInBusy> | null;
  const seconds = data?.retryAfterSeconds;
  if (typeof seconds !== 'number' || !(seconds > 0) || typeof data?.placeInLine !== 'string') return null;
  return { retryAfterSeconds: seconds, placeInLine: data.placeInLine };
}

/**
 * How long a client waits before sending again: a little more than asked, at random (up to a
 * quarter), so that a crowd turned away together does not all come back in the same second.
 */
export const retryDelayMs = (seconds: number, random: number) => Math.round(seconds * 1000 * (1 + random / 4));
