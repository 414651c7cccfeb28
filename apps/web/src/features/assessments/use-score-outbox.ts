import type { AssessmentItemScore } from '@kaoshi/contracts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { sendScore } from './api';
import { type OutboxSnapshot, ScoreOutbox } from './score-outbox';

const EMPTY: OutboxSnapshot = { items: new Map(), waiting: 0, failing: false, online: true };
const noSubscription = () => () => undefined;
const emptySnapshot = () => EMPTY;

/** One outbox per examiner and candidate while the scoring sheet is open. */
export function useScoreOutbox(examinerKey: string, allocationId: number, held: readonly AssessmentItemScore[] | undefined) {
  const [outbox, setOutbox] = useState<ScoreOutbox | null>(null);
  useEffect(() => {
    if (!held) return undefined;
    let cancelled = false;
    let opened: ScoreOutbox | null = null;
    // Opened after the render that asked for it, as the exam page's queue opens its store.
    void Promise.resolve().then(() => {
      if (cancelled) return;
      opened = new ScoreOutbox({
        storageKey: `kx-score-outbox:${examinerKey}:${allocationId}`,
        held,
        send: (itemKey, seq, value) => sendScore(allocationId, itemKey, seq, value),
        events: window,
        isOnline: () => navigator.onLine,
      });
      setOutbox(opened);
    });
    return () => {
      cancelled = true;
      opened?.dispose();
    };
    // One outbox per candidate: the sheet's later refetches must not reopen it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [allocationId, held === undefined]);
  const snapshot = useSyncExternalStore(outbox?.subscribe ?? noSubscription, outbox?.getSnapshot ?? emptySnapshot);
  return { outbox, snapshot };
}
