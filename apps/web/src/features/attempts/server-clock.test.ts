import { describe, expect, it } from 'vitest';
import { clockOffset, countdownLevel, ExamClock, formatCountdown, msUntil } from './server-clock';

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

  it('counts down to an exam’s start against the server too', () => {
    const offset = clockOffset(SERVER_NOW, SERVER_NOW + 10 * MINUTE);
    expect(msUntil(SERVER_NOW + 2 * MINUTE, offset, SERVER_NOW + 10 * MINUTE)).toBe(2 * MINUTE);
  });
});

describe('countdown display', () => {
  it('turns to a warning at five minutes and critical at one', () => {
    expect(countdownLevel(5 * MINUTE + 1000)).toBe('normal');
    expect(countdownLevel(5 * MINUTE)).toBe('warning');
    expect(countdownLevel(MINUTE + 1)).toBe('warning');
    expect(countdownLevel(MINUTE)).toBe('critical');
  });

  it('formats minutes, hours and days, rounding seconds up', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(59 * MINUTE + 59_500)).toBe('01:00:00');
    expect(formatCountdown(90 * MINUTE)).toBe('01:30:00');
    expect(formatCountdown(2 * 86_400_000 + 3 * 3_600_000 + 4 * MINUTE + 5000)).toBe('2d 03:04:05');
  });
});
