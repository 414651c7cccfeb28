import { EXAM_STATUS } from '@kaoshi/contracts';
import { describe, expect, it } from 'vitest';
import { timeLeftMs } from './live-time';

describe('time left by the server clock', () => {
  it('counts down to the deadline of an open attempt', () => {
    expect(timeLeftMs(460_000, EXAM_STATUS.IN_PROGRESS, 160_000)).toBe(300_000);
    expect(timeLeftMs(1_000, EXAM_STATUS.RESUMED, 5_000)).toBe(0);
  });

  it('has no clock for a candidate who has not started or has finished', () => {
    expect(timeLeftMs(null, EXAM_STATUS.NOT_STARTED, 0)).toBeNull();
    expect(timeLeftMs(9_000, EXAM_STATUS.SUBMITTED, 0)).toBeNull();
    expect(timeLeftMs(9_000, EXAM_STATUS.EXPIRED, 0)).toBeNull();
  });
});
