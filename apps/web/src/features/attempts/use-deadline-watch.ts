import { ANSWER_GRACE_MS, type AttemptSession, type ExamStatus, isOpenExamStatus } from '@kaoshi/contracts';
import { useEffect } from 'react';
import { fetchAttemptSession, type Received } from './api';

/** After the deadline (and the grace for answers in flight) the page asks the server this often whether it has submitted. */
const POLL_MS = 5_000;

/**
 * At the deadline the server submits on its own; the page, input stopped and outbox flushing,
 * waits to hear it: from the live channel's 'submitted', or from reloading the session, which
 * also brings a later deadline if extra time was given and the message was missed. The same
 * wait follows a save refused because the attempt closed (a proctor's submission the live
 * channel did not deliver): the session says how it ended.
 */
export function useDeadlineWatch(
  attemptId: number,
  waiting: boolean,
  finished: boolean,
  onSession: (session: Received<AttemptSession>) => void,
  onClosed: (status: ExamStatus) => void,
) {
  useEffect(() => {
    if (!waiting || finished) return;
    let cancelled = false;
    const check = async () => {
      const session = await fetchAttemptSession(attemptId, false).catch(() => null);
      if (cancelled || !session) return;
      if (isOpenExamStatus(session.status)) onSession(session);
      else onClosed(session.status);
    };
    let timer: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      void check();
      timer = setInterval(() => void check(), POLL_MS);
    }, ANSWER_GRACE_MS + 1000);
    return () => {
      cancelled = true;
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [attemptId, waiting, finished, onSession, onClosed]);
}
