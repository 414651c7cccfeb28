/**
 * Exam clocks belong to the server (docs/REQUIREMENTS.md §8.3): the browser only keeps an
 * offset, the server's time minus its own, measured from an answer that carried serverNow, and
 * computes every time left from a server deadline on each tick. A wrong browser clock or a
 * throttled background tab therefore never moves a countdown.
 */

/**
 * Server time minus the browser's. The server read its clock somewhere between the request and
 * the answer, so the midpoint is the best guess when the request's start is known.
 */
export const clockOffset = (serverNow: number, receivedAt: number, requestedAt: number = receivedAt) =>
  Math.round(serverNow - (requestedAt + receivedAt) / 2);

/** The server's time now, read through the browser clock and the offset. */
export const serverTimeAt = (localNow: number, offset: number) => localNow + offset;

/** Milliseconds from the server's time now until `target` (server time), never negative. */
export const msUntil = (target: number, serverNow: number) => Math.max(0, target - serverNow);

/** A countdown turns to a warning at five minutes left and critical at one. */
export const WARNING_MS = 5 * 60_000;
export const CRITICAL_MS = 60_000;

export type CountdownLevel = 'normal' | 'warning' | 'critical';

export function countdownLevel(remainingMs: number): CountdownLevel {
  if (remainingMs <= CRITICAL_MS) return 'critical';
  if (remainingMs <= WARNING_MS) return 'warning';
  return 'normal';
}

export interface CountdownStyle {
  /** Past a day the days lead ("2d 03:04:05"), in the reader's words; false lets the hours run on. */
  dayLabel?: ((days: number) => string) | false;
  /** "01:05:09" rather than "1:05:09". */
  padHours?: boolean;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * [H]H:MM:SS, or MM:SS under an hour. Seconds round up, so "00:00" appears only when the time is
 * really over.
 */
export function formatCountdown(ms: number, { dayLabel = (days) => `${days}d`, padHours = true }: CountdownStyle = {}): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const days = dayLabel ? Math.floor(total / 86_400) : 0;
  const hours = Math.floor((total - days * 86_400) / 3600);
  const minutesAndSeconds = `${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
  const clock = hours > 0 || days > 0 ? `${padHours ? two(hours) : hours}:${minutesAndSeconds}` : minutesAndSeconds;
  return dayLabel && days > 0 ? `${dayLabel(days)} ${clock}` : clock;
}
