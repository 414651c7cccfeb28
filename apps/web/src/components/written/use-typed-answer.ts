import { useEffect, useRef, useState } from 'react';

/** Typing makes a change per pause, not per keystroke: fewer seqs and saves, the same final text. */
export const TYPING_PAUSE_MS = 800;

/**
 * A typed answer: what the candidate sees follows every key, the answer is committed 800 ms after
 * the last key, on blur, and when the input goes away (leaving the question or the page keeps what
 * was typed). A value arriving from outside (another device's answer, a restored outbox) replaces
 * the draft when nothing is waiting to be committed.
 */
export function useTypedAnswer(value: string, onCommit: (text: string) => void) {
  const [draft, setDraft] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const committed = useRef(value);

  useEffect(() => {
    if (timer.current === null && value !== committed.current) {
      committed.current = value;
      setDraft(value);
    }
  }, [value]);

  const commit = (text: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (text === committed.current) return;
    committed.current = text;
    onCommit(text);
  };
  const latest = useRef({ draft, commit });
  useEffect(() => {
    latest.current = { draft, commit };
  });
  useEffect(() => {
    // A reload or a closed tab within the pause still hands the last keys to the answer queue.
    const onPageHide = () => {
      if (timer.current) latest.current.commit(latest.current.draft);
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      onPageHide();
    };
  }, []);

  const change = (text: string) => {
    setDraft(text);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current.commit(text), TYPING_PAUSE_MS);
  };
  return { draft, change, flush: () => commit(latest.current.draft) };
}
