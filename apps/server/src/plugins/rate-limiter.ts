import { Redis } from 'ioredis';

/**
 * Fixed-window counters. In memory for one instance; in Redis when several instances share
 * the load, so a limit holds across all of them.
 */
export interface RateLimiter {
  /** Adds one to the key's window and returns the count so far and the window's remaining ms. */
  increment(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async increment(key, windowMs) {
      let entry = live(key);
      if (!entry) {
        entry = { count: 0, resetAt: now() + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, resetInMs: entry.resetAt - now() };
    },
    async peek(key) {
      const entry = live(key);
      return entry ? { count: entry.count, resetInMs: entry.resetAt - now() } : { count: 0, resetInMs: 0 };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

export function redisRateLimiter(url: string, prefix = 'kaoshi:rl:'): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async increment(key, windowMs) {
      const full = prefix + key;
      const [[, count], , [, ttl]] = (await redis.multi().incr(full).pexpire(full, windowMs, 'NX').pttl(full).exec()) as [
        [null, number],
        [null, number],
        [null, number],
      ];
      return { count, resetInMs: Math.max(ttl, 0) };
    },
    async peek(key) {
      const full = prefix + key;
      const [[, count], [, ttl]] = (await redis.multi().get(full).pttl(full).exec()) as [[null, string | null], [null, number]];
      return { count: Number(count ?? 0), resetInMs: Math.max(ttl, 0) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
