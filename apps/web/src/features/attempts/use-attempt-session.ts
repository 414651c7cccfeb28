import type { AttemptSession } from '@kaoshi/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchAttemptSession, type Received } from './api';

/** Sessions the exam room just got from startAttempt, waiting for the exam page (used once). */
const handedOff = new Map<number, Received<AttemptSession>>();

/** The exam room passes the started session on, so the exam page's first load is not counted as a resumption. */
export const handOffSession = (session: Received<AttemptSession>) => handedOff.set(session.attemptId, session);

/**
 * The attempt's session: the one handed off by the exam room, else fetched — a reload, a crash,
 * "Continue" or another device, each a resumption (status 4). Never cached between visits: the
 * saved answers must be the server's latest.
 */
export function useAttemptSession(attemptId: number) {
  return useQuery({
    queryKey: ['attempts', 'session', attemptId],
    queryFn: () => {
      const started = handedOff.get(attemptId);
      handedOff.delete(attemptId);
      return started ?? fetchAttemptSession(attemptId, true);
    },
    enabled: Number.isInteger(attemptId) && attemptId > 0,
    staleTime: Infinity,
    gcTime: 0,
  });
}
