/** Waits `ms`, or less if the browser reports the network is back. */
export function waitForRetry(ms: number, events: EventTarget = window): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      events.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    events.addEventListener('online', done);
  });
}

/** 1 s, 2 s, 4 s … up to 30 s. */
export const backoffMs = (failures: number) => Math.min(30_000, 1000 * 2 ** failures);
