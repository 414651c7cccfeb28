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
    const outcomes = await Promise.allSettled([1, 2, 3, 4, 5].map((id) => limit(task(id))));
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : 'failed'))).toEqual([1, 'failed', 3, 4, 5]);
    expect(await limit(async () => 'free again')).toBe('free again');
  });
});
