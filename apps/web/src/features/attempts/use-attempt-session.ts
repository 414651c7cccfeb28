import { assembleQuestions, type AttemptSession, type SittingSession } from '@kaoshi/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchAttemptSession, fetchPaperContent, type Received } from './api';

/** Sessions the exam room just got from startAttempt, waiting for the exam page (used once). */
const handedOff = new Map<number, Received<AttemptSession>>();

/** What the exam page shows; `reopened`: this page load resumes an attempt started before it (not handed off). */
export type LoadedSession = Received<SittingSession> & { reopened: boolean };

/** The exam room passes the started session on, so the exam page's first load is not counted as a resumption. */
export const handOffSession = (session: Received<AttemptSession>) => handedOff.set(session.attemptId, session);

/**
 * The attempt's session: the one handed off by the exam room, else fetched — a reload, a crash,
 * "Continue" or another device, each a resumption (status 4). Never cached between visits: the
 * saved answers must be the server's latest. Its questions are assembled from the paper's shared
 * content, which never changes at its address: kept for the tab's life (and by the browser's
 * cache across reloads, `immutable`).
 */
export function useAttemptSession(attemptId: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['attempts', 'session', attemptId],
    queryFn: async (): Promise<LoadedSession> => {
      const started = handedOff.get(attemptId);
      const session = started ?? (await fetchAttemptSession(attemptId, true));
      const content = await queryClient.fetchQuery({
        queryKey: ['attempts', 'paperContent', session.contentUrl],
        queryFn: () => fetchPaperContent(session.contentUrl),
        staleTime: Infinity,
        gcTime: Infinity,
      });
      // Used once, and only once the page has it all: a retry after a failed content fetch is no resumption.
      handedOff.delete(attemptId);
      return { ...session, questions: assembleQuestions(session.order, content), reopened: !started };
    },
    enabled: Number.isInteger(attemptId) && attemptId > 0,
    staleTime: Infinity,
    gcTime: 0,
  });
}
