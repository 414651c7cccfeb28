import { describe, expect, it } from 'vitest';
import { clockOffset, countdownLevel, formatCountdown, msUntil, serverTimeAt } from './server-clock';

const MINUTE = 60_000;
const SERVER_NOW = Date.UTC(2025, 5, 1, 9, 0, 0);

describe('the server clock, read in the browser', () => {
  it('measures the offset when an answer arrives', () => {
    expect(clockOffset(SERVER_NOW, SERVER_NOW + 10 * MINUTE)).toBe(-10 * MINUTE);
    expect(clockOffset(SERVER_NOW, SERVER_NOW - 10 * MINUTE)).toBe(10 * MINUTE);
  });

  it('takes the server clock as read halfway through the request when its start is known', () => {
    // The browser is 60 s behind: the server read 161 000 between 100 000 and 102 000 by the browser.
    expect(clockOffset(161_000, 102_000, 100_000)).toBe(60_000);
  });

  it('counts down to an exam’s start against the server, whatever the browser clock says', () => {
    const browserNow = SERVER_NOW + 10 * MINUTE;
    const offset = clockOffset(SERVER_NOW, browserNow);
    expect(msUntil(SERVER_NOW + 2 * MINUTE, serverTimeAt(browserNow, offset))).toBe(2 * MINUTE);
  });

  it('stops at zero once the moment has passed', () => expect(msUntil(1_000, 5_000)).toBe(0));
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
    expect(formatCountdown(5 * MINUTE + 9_000)).toBe('05:09');
    expect(formatCountdown(59 * MINUTE + 59_500)).toBe('01:00:00');
    expect(formatCountdown(90 * MINUTE)).toBe('01:30:00');
    expect(formatCountdown(2 * 86_400_000 + 3 * 3_600_000 + 4 * MINUTE + 5000)).toBe('2d 03:04:05');
    expect(formatCountdown(86_400_000, { dayLabel: (days) => `${days} days` })).toBe('1 days 00:00:00');
  });

  it('can leave the hours unpadded and let them run past a day', () => {
    const plain = { dayLabel: false, padHours: false } as const;
    expect(formatCountdown(3_600_000 + 65_000, plain)).toBe('1:01:05');
    expect(formatCountdown(26 * 3_600_000, plain)).toBe('26:00:00');
    expect(formatCountdown(200, plain)).toBe('00:01');
  });
});
