/**
 * Reading a refusal that asks to be sent again (SignInBusy, api/auth.ts), for the web client and
 * the load generator alike. A module of its own without zod: the sign-in page's bundle imports it.
 */
import type { SignInBusy } from './api/auth.js';
import { type Envelope, STATUS } from './status.js';

/** The seconds a refusal asks to wait before the same call goes again, or null if it asks nothing. */
export function retryAfterOf(envelope: Envelope<unknown>): number | null {
  if (envelope.status !== STATUS.RATE_LIMITED) return null;
  const seconds = (envelope.data as Partial<SignInBusy> | null)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : null;
}

/**
 * How long a client waits before sending again: a little more than asked, at random (up to a
 * quarter), so that a crowd turned away together does not all come back in the same second.
 */
export const retryDelayMs = (seconds: number, random: number) => Math.round(seconds * 1000 * (1 + random / 4));
