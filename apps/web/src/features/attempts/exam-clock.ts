import { clockOffset, msUntil, serverTimeAt } from '../../lib/server-clock';

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
    return msUntil(this.state.deadlineAt, serverTimeAt(localNow, this.state.offset));
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
