/**
 * The server's clock. Exam rules (windows, deadlines, grace) read time only through this, so
 * tests can move time forward instead of waiting, and the browser's clock never decides anything.
 */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests set and advance by hand. */
export class ManualClock implements Clock {
  constructor(private current = Date.now()) {}
  now() {
    return this.current;
  }
  set(at: number) {
    this.current = at;
  }
  advance(ms: number) {
    this.current += ms;
  }
}
