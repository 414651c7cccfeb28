/**
 * At most `max` tasks at once; the others wait their turn, first come first served. A task that
 * fails frees its place like one that succeeds. `max` may be a function, asked whenever a task
 * comes or goes: when it grows, the waiting tasks it now allows start as the next one ends.
 * `waiting()` says how many are queued, for a caller that refuses new work past a wait.
 */
export function concurrencyLimit(max: number | (() => number)) {
  const limit = typeof max === 'number' ? () => max : max;
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    running--;
    // A woken task is counted in here, before it runs, so the loop sees the place as taken.
    while (waiting.length > 0 && running < Math.max(1, limit())) {
      running++;
      waiting.shift()!();
    }
  };
  async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= Math.max(1, limit()) || waiting.length > 0) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      next();
    }
  }
  /** Tasks waiting for a place now (not counting those running). */
  run.waiting = () => waiting.length;
  return run;
}
