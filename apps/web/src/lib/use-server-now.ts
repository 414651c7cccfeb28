import { useSyncExternalStore } from 'react';
import { serverTimeAt } from './server-clock';

interface Ticker {
  now: number;
  subscribe: (listener: () => void) => () => void;
  read: () => number;
}

const tickers = new Map<number, Ticker>();

/**
 * One shared timer per interval however many components show the time (a live table can hold
 * thousands of countdowns), running only while something is subscribed.
 */
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
 * The server's clock now, from the browser's (re-read every `intervalMs` while a component shows
 * it) and the measured offset. Countdowns compute from this reading and a server deadline, never
 * by counting ticks: a throttled background tab is right again on its next tick.
 */
export function useServerNow(offset: number, intervalMs = 1000): number {
  const { subscribe, read } = ticker(intervalMs);
  return serverTimeAt(useSyncExternalStore(subscribe, read), offset);
}
