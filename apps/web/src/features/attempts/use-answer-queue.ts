import type { AttemptSession } from '@kaoshi/contracts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { AnswerQueue, type QueueSnapshot } from './answer-queue';
import { fetchAttemptSession, sendAnswer } from './api';
import type { ExamClock } from './exam-clock';

const LOADING: QueueSnapshot = { questions: new Map(), waiting: 0, sending: false, failing: false, online: true, closed: false };
const noSubscription = () => () => {};
const loadingSnapshot = () => LOADING;

/**
 * Opens the attempt's answer queue (its IndexedDB outbox merged with the session's saved
 * answers) for as long as the exam page shows it. Every ack corrects the exam clock.
 */
export function useAnswerQueue(session: AttemptSession, clock: ExamClock) {
  const [queue, setQueue] = useState<AnswerQueue | null>(null);
  const { attemptId, answers } = session;

  useEffect(() => {
    let opened: AnswerQueue | null = null;
    let cancelled = false;
    void AnswerQueue.open({
      attemptId,
      saved: answers,
      send: sendAnswer,
      onAck: (ack, receivedAt) => clock.correct(ack.serverNow, receivedAt, ack.deadlineAt),
      // Another device saved a newer answer: take the server's answers as they are now.
      onSuperseded: () =>
        void fetchAttemptSession(attemptId, false).then(
          (latest) => opened?.adopt(latest.answers),
          () => undefined,
        ),
      events: window,
      isOnline: () => navigator.onLine,
    }).then((created) => {
      if (cancelled) return created.dispose();
      opened = created;
      setQueue(created);
    });
    return () => {
      cancelled = true;
      opened?.dispose();
    };
    // One queue per attempt: later session refetches (a superseded answer) must not reopen it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attemptId]);

  const snapshot = useSyncExternalStore(queue?.subscribe ?? noSubscription, queue?.getSnapshot ?? loadingSnapshot);
  return { queue, snapshot };
}
