import { useSyncExternalStore } from 'react';

interface Ticker {
  now: number;
  subscribe: (listener: () => void) => () => void;
  read: () => number;
}

const tickers = new Map<number, Ticker>();

/** One shared timer per interval, running only while someone shows the time. */
function ticker(intervalMs: number): Ticker {
  const existing = tickers.get(intervalMs);
  if (existing) return existing;
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setInterval> | null = null;
  const entry: Ticker = {
    now: Date.now(),
    read: () => entry.now,
    subscribe(listener) {
      listeners.add(listener);
      if (!timer) {
        entry.now = Date.now();
        timer = setInterval(() => {
          entry.now = Date.now();
          listeners.forEach((notify) => notify());
        }, intervalMs);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer) {
          clearInterval(timer);
          timer = null;
        }
      };
    },
  };
  tickers.set(intervalMs, entry);
  return entry;
}

/**
 * The browser clock, re-read every `intervalMs` while a component shows it. Countdowns compute
 * from this reading and a server deadline, never by counting ticks: a throttled background tab
 * is right again on its next tick.
 */
export function useNow(intervalMs = 1000): number {
  const { subscribe, read } = ticker(intervalMs);
  return useSyncExternalStore(subscribe, read);
}
