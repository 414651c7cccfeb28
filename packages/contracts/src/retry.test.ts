import { describe, expect, it } from 'vitest';
import { STATUS } from './status.js';
import { retryDelayMs, retryOf } from './retry.js';

describe('a refusal that asks to be sent again (SignInBusy)', () => {
  it('gives its wait and place only for a 42900 that names a positive wait and a place', () => {
    const busy = { retryAfterSeconds: 3, placeInLine: '1780000000000.abc' };
    expect(retryOf({ status: STATUS.RATE_LIMITED, message: '', data: busy })).toEqual(busy);
    expect(retryOf({ status: STATUS.RATE_LIMITED, message: '', data: null })).toBeNull();
    expect(retryOf({ status: STATUS.RATE_LIMITED, message: '', data: { ...busy, retryAfterSeconds: 0 } })).toBeNull();
    expect(retryOf({ status: STATUS.RATE_LIMITED, message: '', data: { ...busy, retryAfterSeconds: '3' } })).toBeNull();
    expect(retryOf({ status: STATUS.RATE_LIMITED, message: '', data: { retryAfterSeconds: 3 } })).toBeNull();
    expect(retryOf({ status: STATUS.CONFLICT, message: '', data: busy })).toBeNull();
  });

  it('waits a little more than asked, at random, up to a quarter more', () => {
    expect(retryDelayMs(4, 0)).toBe(4000);
    expect(retryDelayMs(4, 0.999)).toBe(4999);
    expect(retryDelayMs(1, 0.5)).toBe(1125);
  });
});
