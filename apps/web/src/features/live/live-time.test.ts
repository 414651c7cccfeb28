import { EXAM_STATUS } from '@kaoshi/contracts';
import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { formatCountdown, localiseDetail, serverOffset, timeLeftMs } from './live-time';

describe('time left by the server clock', () => {
  it('takes the server clock as read halfway through the request', () => {
    // The browser is 60 s behind: the server read 161 000 between 100 000 and 102 000 by the browser.
    expect(serverOffset(161_000, 100_000, 102_000)).toBe(60_000);
  });

  it('counts down to the deadline from the server time, whatever the browser clock says', () => {
    const browserNow = 100_000;
    const offset = 60_000;
    expect(timeLeftMs(460_000, EXAM_STATUS.IN_PROGRESS, browserNow + offset)).toBe(300_000);
  });

  it('stops at zero once the deadline has passed', () => expect(timeLeftMs(1_000, EXAM_STATUS.RESUMED, 5_000)).toBe(0));

  it('has no clock for a candidate who has not started or has finished', () => {
    expect(timeLeftMs(null, EXAM_STATUS.NOT_STARTED, 0)).toBeNull();
    expect(timeLeftMs(9_000, EXAM_STATUS.SUBMITTED, 0)).toBeNull();
    expect(timeLeftMs(9_000, EXAM_STATUS.EXPIRED, 0)).toBeNull();
  });

  it('formats minutes and seconds, with hours when there are any, rounding up', () => {
    expect(formatCountdown(5 * 60_000 + 9_000)).toBe('05:09');
    expect(formatCountdown(3_600_000 + 65_000)).toBe('1:01:05');
    expect(formatCountdown(200)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
  });
});

describe('log details', () => {
  it('shows the UTC times of a detail in local time and leaves the rest alone', () => {
    const local = dayjs(Date.UTC(2026, 10, 22, 5, 6, 4)).format('YYYY-MM-DD HH:mm:ss');
    expect(localiseDetail('+10 min → 2026-11-22T05:06:04.872Z')).toBe(`+10 min → ${local}`);
    expect(localiseDetail('Please stay seated.')).toBe('Please stay seated.');
  });
});
