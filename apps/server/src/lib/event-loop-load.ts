import { type EventLoopUtilization, performance } from 'node:perf_hooks';

type Measure = (since?: EventLoopUtilization) => EventLoopUtilization;

/**
 * How busy the event loop has been lately: the share of time it spent running code rather than
 * waiting, over the last `windowMs` or more (sampled when asked, no timer). A loop that is
 * preempted by other threads while busy counts that time as busy too, so other work on its core
 * shows up here.
 */
export function eventLoopBusyness(windowMs = 100, measure: Measure = performance.eventLoopUtilization, now = Date.now) {
  let mark = measure();
  let markedAt = now();
  let share = 0;
  return (): number => {
    if (now() - markedAt >= windowMs) {
      share = measure(mark).utilization;
      mark = measure();
      markedAt = now();
    }
    return share;
  };
}
