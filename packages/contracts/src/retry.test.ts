import { describe, expect, it } from 'vitest';
import { STATUS } from './status.js';
import { retryAfterOf, retryDelayMs } from './retry.js';

describe('a refusal that asks to be sent again (SignInBusy)', () => {
  it('gives its seconds only for a 42900 that names a positive wait', () => {
    expect(retryAfterOf({ status: STATUS.RATE_LIMITED, message: '', data: { retryAfterSeconds: 3 } })).toBe(3);
    expect(retryAfterOf({ status: STATUS.RATE_LIMITED, message: '', data: null })).toBeNull();
    expect(retryAfterOf({ status: STATUS.RATE_LIMITED, message: '', data: { retryAfterSeconds: 0 } })).toBeNull();
    expect(retryAfterOf({ status: STATUS.RATE_LIMITED, message: '', data: { retryAfterSeconds: '3' } })).toBeNull();
    expect(retryAfterOf({ status: STATUS.CONFLICT, message: '', data: { retryAfterSeconds: 3 } })).toBeNull();
  });

  it('waits a little more than asked, at random, up to a quarter more', () => {
    expect(retryDelayMs(4, 0)).toBe(4000);
    expect(retryDelayMs(4, 0.999)).toBe(4999);
    expect(retryDelayMs(1, 0.5)).toBe(1125);
  });
});
