import { useSyncExternalStore } from 'react';
import { countdownLevel, type ExamClock } from './server-clock';
import { useNow } from './use-now';

/** Time left to the attempt's deadline, recomputed from the server-corrected clock twice a second. */
export function useCountdown(clock: ExamClock) {
  const now = useNow(500);
  const { offset, deadlineAt } = useSyncExternalStore(clock.subscribe, clock.snapshot);
  const remainingMs = Math.max(0, deadlineAt - (now + offset));
  return { remainingMs, level: countdownLevel(remainingMs), deadlineAt, serverNow: now + offset };
}
