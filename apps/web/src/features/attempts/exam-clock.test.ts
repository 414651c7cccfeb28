import { describe, expect, it } from 'vitest';
import { ExamClock } from './exam-clock';

const MINUTE = 60_000;
const SERVER_NOW = Date.UTC(2025, 5, 1, 9, 0, 0);

describe('the exam countdown runs on server time', () => {
  it('a browser clock 10 minutes fast still shows the right time left', () => {
    const browserNow = SERVER_NOW + 10 * MINUTE;
    const clock = new ExamClock(SERVER_NOW, browserNow, SERVER_NOW + 30 * MINUTE);
    expect(clock.remainingMs(browserNow)).toBe(30 * MINUTE);
    expect(clock.remainingMs(browserNow + MINUTE)).toBe(29 * MINUTE);
  });

  it('a browser clock 10 minutes slow does too', () => {
    const browserNow = SERVER_NOW - 10 * MINUTE;
    const clock = new ExamClock(SERVER_NOW, browserNow, SERVER_NOW + 30 * MINUTE);
    expect(clock.remainingMs(browserNow + 5 * MINUTE)).toBe(25 * MINUTE);
  });

  it('computes from the deadline, so a background tab that skipped ticks is right on its next one', () => {
    const clock = new ExamClock(SERVER_NOW, SERVER_NOW, SERVER_NOW + 30 * MINUTE);
    // No tick for 20 minutes (a throttled tab): the next reading is simply 10 minutes left.
    expect(clock.remainingMs(SERVER_NOW + 20 * MINUTE)).toBe(10 * MINUTE);
    expect(clock.remainingMs(SERVER_NOW + 45 * MINUTE)).toBe(0);
  });

  it('every server answer corrects the offset, and extra time moves the deadline', () => {
    const clock = new ExamClock(SERVER_NOW, SERVER_NOW, SERVER_NOW + 30 * MINUTE);
    let changes = 0;
    clock.subscribe(() => changes++);
    // The browser clock jumped 3 minutes ahead (the user changed it); the next ack says so.
    const jumped = SERVER_NOW + 5 * MINUTE + 3 * MINUTE;
    clock.correct(SERVER_NOW + 5 * MINUTE, jumped);
    expect(clock.offset).toBe(-3 * MINUTE);
    expect(clock.remainingMs(jumped)).toBe(25 * MINUTE);
    clock.correct(SERVER_NOW + 6 * MINUTE, jumped + MINUTE, SERVER_NOW + 40 * MINUTE);
    expect(clock.remainingMs(jumped + MINUTE)).toBe(34 * MINUTE);
    expect(changes).toBe(2);
  });
});
