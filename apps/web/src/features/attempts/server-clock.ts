/**
 * The exam clock belongs to the server (DESIGN.md "The exam, end to end"): the browser only
 * keeps an offset, serverNow − local time when a server answer arrived, and computes the time
 * left from the server's deadline on every tick. A wrong browser clock or a throttled
 * background tab therefore never moves the countdown.
 */

/** The countdown turns orange at five minutes left and red at one. */
export const WARNING_MS = 5 * 60_000;
export const CRITICAL_MS = 60_000;

export type CountdownLevel = 'normal' | 'warning' | 'critical';

/** Server time minus the browser's, measured when an answer carrying serverNow arrived. */
export const clockOffset = (serverNow: number, receivedAt: number) => serverNow - receivedAt;

/** The server's time now, read through the browser clock and the offset. */
export const serverTimeAt = (localNow: number, offset: number) => localNow + offset;

/** Milliseconds until `target` (server time), never negative. */
export const msUntil = (target: number, offset: number, localNow: number) => Math.max(0, target - serverTimeAt(localNow, offset));

export function countdownLevel(remainingMs: number): CountdownLevel {
  if (remainingMs <= CRITICAL_MS) return 'critical';
  if (remainingMs <= WARNING_MS) return 'warning';
  return 'normal';
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * H:MM:SS (or MM:SS under an hour). Seconds round up, so "00:00" appears only when the time is
 * really over; with more than a day left the days lead ("2d 03:04:05", the label in the reader's language).
 */
export function formatCountdown(ms: number, dayLabel: (days: number) => string = (days) => `${days}d`): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const clock = hours > 0 || days > 0 ? `${two(hours)}:${two(minutes)}:${two(total % 60)}` : `${two(minutes)}:${two(total % 60)}`;
  return days > 0 ? `${dayLabel(days)} ${clock}` : clock;
}

type Listener = () => void;

/**
 * The exam page's clock: the current offset and deadline, corrected by every server answer
 * (the session, each save's ack, the live channel's 'time' and 'extraTime' messages).
 */
export class ExamClock {
  private listeners = new Set<Listener>();
  private state: { offset: number; deadlineAt: number };

  constructor(serverNow: number, receivedAt: number, deadlineAt: number) {
    this.state = { offset: clockOffset(serverNow, receivedAt), deadlineAt };
  }

  get offset() {
    return this.state.offset;
  }

  get deadlineAt() {
    return this.state.deadlineAt;
  }

  /** A fresh reading of the server clock, and the deadline when the answer carried one. */
  correct(serverNow: number, receivedAt: number, deadlineAt?: number) {
    this.state = { offset: clockOffset(serverNow, receivedAt), deadlineAt: deadlineAt ?? this.state.deadlineAt };
    this.listeners.forEach((listener) => listener());
  }

  remainingMs(localNow: number) {
    return msUntil(this.state.deadlineAt, this.state.offset, localNow);
  }

  /** Returns the unsubscribe function. */
  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** For useSyncExternalStore: a new object after every correction. */
  snapshot = () => this.state;
}
