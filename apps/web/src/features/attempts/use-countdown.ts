import { useSyncExternalStore } from 'react';
import { countdownLevel, msUntil } from '../../lib/server-clock';
import { useServerNow } from '../../lib/use-server-now';
import type { ExamClock } from './exam-clock';

/** Time left to the attempt's deadline, recomputed from the server-corrected clock twice a second. */
export function useCountdown(clock: ExamClock) {
  const { offset, deadlineAt } = useSyncExternalStore(clock.subscribe, clock.snapshot);
  const serverNow = useServerNow(offset, 500);
  const remainingMs = msUntil(deadlineAt, serverNow);
  return { remainingMs, level: countdownLevel(remainingMs), deadlineAt, serverNow };
}
