import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryRateLimiter, type RateLimiter, redisRateLimiter } from './rate-limiter.js';

interface Subject {
  limiter: RateLimiter;
  /** Lets time pass: the injected clock moves for the memory limiter; Redis really waits. */
  advance(ms: number): Promise<void>;
  /** Whether resetInMs is exact (injected clock) or only bounded (a real clock). */
  exactClock: boolean;
}

/** A window long enough that Redis's real clock cannot end it during one test step. */
const WINDOW_MS = 400;

const IMPLEMENTATIONS: { name: string; make(): Subject }[] = [
  {
    name: 'memory',
    make() {
      let now = 1_000_000;
      return {
        limiter: memoryRateLimiter(() => now),
        advance: async (ms) => {
          now += ms;
        },
        exactClock: true,
      };
    },
  },
];
if (process.env.REDIS_URL) {
  const url = process.env.REDIS_URL;
  IMPLEMENTATIONS.push({
    name: 'redis',
    make: () => ({
      limiter: redisRateLimiter(url, `kaoshi-test:${randomBytes(6).toString('hex')}:`),
      advance: (ms) => sleep(ms + 20),
      exactClock: false,
    }),
  });
}

describe.each(IMPLEMENTATIONS)('$name rate limiter', ({ make }) => {
  let s: Subject;
  beforeAll(() => {
    s = make();
  });
  afterAll(() => s.limiter.close());

  const expectResetIn = (actual: number, expected: number) => {
    if (s.exactClock) expect(actual).toBe(expected);
    else {
      expect(actual).toBeGreaterThan(0);
      expect(actual).toBeLessThanOrEqual(expected);
    }
  };

  it('counts increments within one window and says when it ends', async () => {
    const first = await s.limiter.increment('count', WINDOW_MS);
    expect(first.count).toBe(1);
    expectResetIn(first.resetInMs, WINDOW_MS);
    await s.advance(WINDOW_MS / 4);
    const second = await s.limiter.increment('count', WINDOW_MS);
    expect(second.count).toBe(2);
    expectResetIn(second.resetInMs, (WINDOW_MS * 3) / 4);
    expect((await s.limiter.increment('count', WINDOW_MS)).count).toBe(3);
  });

  it('keeps the window fixed: later increments do not extend it', async () => {
    await s.limiter.increment('fixed', WINDOW_MS);
    await s.advance(WINDOW_MS / 2);
    const later = await s.limiter.increment('fixed', WINDOW_MS);
    expect(later.count).toBe(2);
    expectResetIn(later.resetInMs, WINDOW_MS / 2);
  });

  it('starts a new window once windowMs has passed', async () => {
    await s.limiter.increment('window', WINDOW_MS);
    await s.limiter.increment('window', WINDOW_MS);
    await s.advance(WINDOW_MS);
    expect(await s.limiter.peek('window')).toEqual({ count: 0, resetInMs: 0 });
    const fresh = await s.limiter.increment('window', WINDOW_MS);
    expect(fresh.count).toBe(1);
    expectResetIn(fresh.resetInMs, WINDOW_MS);
  });

  it('peeks without counting, and reports an unknown key as empty', async () => {
    expect(await s.limiter.peek('never-seen')).toEqual({ count: 0, resetInMs: 0 });
    await s.limiter.increment('peeked', WINDOW_MS);
    await s.limiter.increment('peeked', WINDOW_MS);
    const seen = await s.limiter.peek('peeked');
    expect(seen.count).toBe(2);
    expectResetIn(seen.resetInMs, WINDOW_MS);
    expect((await s.limiter.peek('peeked')).count).toBe(2);
    expect((await s.limiter.increment('peeked', WINDOW_MS)).count).toBe(3);
  });

  it('reset clears one key and leaves the others alone', async () => {
    await s.limiter.increment('reset-a', WINDOW_MS);
    await s.limiter.increment('reset-a', WINDOW_MS);
    await s.limiter.increment('reset-b', WINDOW_MS);
    await s.limiter.reset('reset-a');
    expect(await s.limiter.peek('reset-a')).toEqual({ count: 0, resetInMs: 0 });
    expect((await s.limiter.peek('reset-b')).count).toBe(1);
    expect((await s.limiter.increment('reset-a', WINDOW_MS)).count).toBe(1);
    await s.limiter.reset('not-there');
  });

  it('counts concurrent increments exactly once each', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => s.limiter.increment('burst', WINDOW_MS)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
});

describe('memory rate limiter clock', () => {
  it('ends a window exactly at windowMs on the injected clock', async () => {
    let now = 0;
    const limiter = memoryRateLimiter(() => now);
    await limiter.increment('edge', 1000);
    now = 999;
    expect(await limiter.peek('edge')).toEqual({ count: 1, resetInMs: 1 });
    expect((await limiter.increment('edge', 1000)).count).toBe(2);
    now = 1000;
    expect((await limiter.peek('edge')).count).toBe(0);
    expect(await limiter.increment('edge', 1000)).toEqual({ count: 1, resetInMs: 1000 });
    await limiter.close();
    expect((await limiter.peek('edge')).count).toBe(0);
  });
});
