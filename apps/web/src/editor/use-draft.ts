import { useCallback, useEffect, useRef, useState } from 'react';
import { EDITOR } from './constants';
import { draftKey } from './rules/text-rules';

export interface Draft {
  html: string;
  savedAt: number;
}

/**
 * docs/REQUIREMENTS.md §11: the editor's HTML is kept as a draft in local storage under a key from the page
 * location and the editor's id, at most every 500 ms after a change.
 */
export function useDraft(editorId: string, initialHtml: string) {
  const key = draftKey(window.location, editorId);
  const [offered, setOffered] = useState<Draft | null>(() => {
    try {
      const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as Draft | null;
      return stored && stored.html && stored.html !== initialHtml ? stored : null;
    } catch {
      return null;
    }
  });
  const [noteShown, setNoteShown] = useState(false);
  const noteTimers = useRef<number[]>([]);
  const pending = useRef<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const lastWrite = useRef(0);

  const flush = useCallback(() => {
    timer.current = undefined;
    if (pending.current === null) return;
    localStorage.setItem(key, JSON.stringify({ html: pending.current, savedAt: Date.now() } satisfies Draft));
    pending.current = null;
    lastWrite.current = Date.now();
    // docs/REQUIREMENTS.md §11: the "draft saved" note appears 2 s after a save and shows for 2 s. A
    // save while typing goes on starts the wait again, so the note comes once the typing pauses.
    noteTimers.current.forEach((timer) => window.clearTimeout(timer));
    setNoteShown(false);
    noteTimers.current = [
      window.setTimeout(() => setNoteShown(true), EDITOR.autosaveMessageMs),
      window.setTimeout(() => setNoteShown(false), EDITOR.autosaveMessageMs * 2),
    ];
  }, [key]);

  const save = useCallback(
    (html: string) => {
      pending.current = html;
      if (timer.current !== undefined) return;
      const wait = Math.max(EDITOR.autosaveMinGapMs, EDITOR.autosaveIntervalMs - (Date.now() - lastWrite.current));
      timer.current = window.setTimeout(flush, wait);
    },
    [flush],
  );

  // A change still waiting for its 500 ms slot is written at once when the page goes away
  // (reload, tab closed, phone backgrounded), so no typed text is lost.
  useEffect(() => {
    const now = () => {
      window.clearTimeout(timer.current);
      flush();
    };
    const onHidden = () => document.visibilityState === 'hidden' && now();
    window.addEventListener('pagehide', now);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', now);
      document.removeEventListener('visibilitychange', onHidden);
      now();
      noteTimers.current.forEach((timer) => window.clearTimeout(timer));
    };
  }, [flush]);

  return {
    offered,
    dismiss: () => {
      localStorage.removeItem(key);
      setOffered(null);
    },
    accept: () => setOffered(null),
    save,
    clear: () => localStorage.removeItem(key),
    justSaved: noteShown,
  };
}
