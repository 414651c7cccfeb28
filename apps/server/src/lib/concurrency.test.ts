import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency.js';

describe('concurrency limit', () => {
  it('runs at most the limit at once, the rest in the order they came, and goes on after a failure', async () => {
    const limit = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const task = (id: number) => async () => {
      started.push(id);
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      if (id === 2) throw new Error('task 2 failed');
      return id;
    };
    const runs = [1, 2, 3, 4, 5].map((id) => limit(task(id)));
    await Promise.resolve();
    expect(limit.waiting()).toBe(3);
    const outcomes = await Promise.allSettled(runs);
    expect(limit.waiting()).toBe(0);
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : 'failed'))).toEqual([1, 'failed', 3, 4, 5]);
    expect(await limit(async () => 'free again')).toBe('free again');
  });
});

describe('concurrency limit that changes', () => {
  it('lets the waiting tasks the larger limit allows start when the next task ends, still in order', async () => {
    let max = 1;
    const limit = concurrencyLimit(() => max);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const release: (() => void)[] = [];
    const task = (id: number) => () =>
      new Promise<number>((resolve) => {
        started.push(id);
        running++;
        most = Math.max(most, running);
        release.push(() => {
          running--;
          resolve(id);
        });
      });
    const results = [1, 2, 3, 4].map((id) => limit(task(id)));
    await Promise.resolve();
    expect(started).toEqual([1]);
    max = 3;
    release.shift()!(); // task 1 ends: the limit is now 3, so 2, 3 and 4 start together
    await results[0];
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([1, 2, 3, 4]);
    expect(running).toBe(3);
    max = 0; // a limit below one still lets one task run at a time
    while (release.length > 0) release.shift()!();
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4]);
    expect(await limit(async () => 'one more')).toBe('one more');
    expect(most).toBe(3);
  });
});
