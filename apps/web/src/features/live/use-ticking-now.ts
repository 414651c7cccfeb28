import { useSyncExternalStore } from 'react';

/**
 * The browser's clock, read once a second by one shared timer however many cells show it (a live
 * table can hold thousands of countdowns). The timer runs only while something is subscribed.
 */
const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (timer === undefined) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((notify) => notify());
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The server's clock now, from the browser's and the measured offset, ticking every second. */
export function useServerNow(offset: number): number {
  return useSyncExternalStore(subscribe, () => now) + offset;
}
