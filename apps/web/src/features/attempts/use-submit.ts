import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnswerQueue } from './answer-queue';
import { submitAttemptQuietly } from './api';
import type { Finish } from './finish';
import { backoffMs, waitForRetry } from './wait-for-retry';

export type SubmitStage = 'idle' | 'flushing' | 'submitting' | 'failed';

/**
 * The candidate's submission: every answer in the outbox is acknowledged first (offline, that
 * waits for the network), then submitAttempt is called until it answers; the server's submit is
 * idempotent, so a retry after a lost answer is safe.
 */
export function useSubmit(attemptId: number, queue: AnswerQueue | null, onFinish: (finish: Finish) => void) {
  const [stage, setStage] = useState<SubmitStage>('idle');
  const [error, setError] = useState('');
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const submit = useCallback(async () => {
    if (!queue) return;
    setError('');
    setStage('flushing');
    await queue.flush();
    if (!alive.current) return;
    setStage('submitting');
    for (let failures = 0; alive.current; failures++) {
      const answer = await submitAttemptQuietly(attemptId);
      if (!alive.current) return;
      if (answer.kind === 'ok') return onFinish({ reason: 'submitted', result: answer.data.result });
      if (answer.kind === 'refused') {
        setError(answer.message);
        setStage('failed');
        return;
      }
      await waitForRetry(backoffMs(failures));
    }
  }, [attemptId, queue, onFinish]);

  return { stage, error, submit, cancel: () => setStage('idle') };
}
