import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The line of sign-ins turned away while the password hashing is behind (docs/REQUIREMENTS.md
 * §19.3). Told only "come back in a few seconds", every one turned away competed at each return
 * with every other return and every first arrival: waits spread from seconds to over seven
 * minutes, and the returns themselves (each a request, a captcha write) kept the event loop busy
 * enough to take a core from the hashing (docs/performance.md round 26). So the first turning
 * away hands out a place: a time to come back at, one hash's share of the threads after the place
 * before it. Places fall due in the order they were given, at the rate the hashing takes them,
 * and a sign-in that comes back with its place due is let in whatever the queue: it has waited
 * its turn. First arrivals do not pass the line: while places are still to fall due they are let
 * in only if the queue is short (under half the limit; then the line is not keeping the threads
 * busy, say because some never came back), and otherwise take the next place.
 */
export class SignInLine {
  /** When the next place handed out would fall due (ms since the epoch). */
  private nextPlaceAt = 0;

  constructor(private readonly limitMs: number) {}

  /**
   * Null: sign in now. A time: come back then. `queuedMs` is the wait for a hash now
   * (hashQueueWaitMs), `spacingMs` one hash's share of the threads (hashSpacingMs), `placeAt` the
   * place this sign-in was given before, if any.
   */
  turn(now: number, queuedMs: number, spacingMs: number, placeAt?: number): number | null {
    if (placeAt !== undefined) {
      // Early (a clock or a timer out by a little is forgiven): the same place, nothing redone.
      if (placeAt - now > EARLY_FORGIVEN_MS) return placeAt;
      // Its turn. Only if the queue is far past what the places were handed out for (hashes
      // slowed down since) does it take a new place rather than hold a connection for minutes.
      if (queuedMs <= OVERRUN_FACTOR * this.limitMs) return null;
    } else {
      const lineWaiting = this.nextPlaceAt > now;
      if (queuedMs <= (lineWaiting ? this.limitMs / 2 : this.limitMs)) return null;
    }
    // After the last place, and not before the queue is back under the limit; whole milliseconds,
    // as the place is written and stored (the captcha's expiry).
    const at = Math.ceil(Math.max(this.nextPlaceAt, now + Math.max(MIN_WAIT_MS, queuedMs - this.limitMs)));
    this.nextPlaceAt = at + spacingMs;
    return at;
  }
}

/** Returns are told whole seconds: one a little early is let in rather than sent away again. */
const EARLY_FORGIVEN_MS = 1000;
/** A place is told to wait at least this: Retry-After counts whole seconds. */
const MIN_WAIT_MS = 1000;
/** How far past the limit the queue may be when a place falls due before it is handed a new one. */
const OVERRUN_FACTOR = 3;

/**
 * A place as the client carries it back: its time and a signature over the time and the captcha
 * the form answers. Signed, so that nobody makes themselves an early place; bound to the captcha,
 * which a sign-in spends, so that a place serves one sign-in. The key is a server secret, so
 * that a place handed out by one instance is honoured by another.
 */
const signatureOf = (key: Buffer, at: number, captchaKey: string) =>
  createHmac('sha256', key).update(`signInPlace:${at}:${captchaKey}`).digest('base64url').slice(0, 22);

export const signedPlace = (key: Buffer, at: number, captchaKey: string) => `${at}.${signatureOf(key, at, captchaKey)}`;

/** The time of a place the server gave this captcha's form, or undefined for anything else. */
export function placeTime(key: Buffer, place: string | undefined, captchaKey: string): number | undefined {
  const match = place === undefined ? null : /^(\d{1,15})\.([\w-]{22})$/.exec(place);
  if (!match) return undefined;
  const at = Number(match[1]);
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(signatureOf(key, at, captchaKey));
  return timingSafeEqual(given, expected) ? at : undefined;
}
