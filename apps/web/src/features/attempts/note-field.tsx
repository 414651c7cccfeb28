import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea } from '../../components/plain/text-area';

/** Typing makes a change per pause, not per keystroke: fewer seqs and saves, the same final text. */
const NOTE_PAUSE_MS = 800;

/** The candidate's note on an external-link task (saved as the answer's text). */
export function NoteField({ value, disabled, onCommit }: { value: string; disabled: boolean; onCommit: (text: string) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const commit = (text: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (text !== value) onCommit(text);
  };
  // Leaving the question (or the page) keeps what was typed: the pending pause is committed now.
  const latest = useRef({ draft, commit });
  useEffect(() => {
    latest.current = { draft, commit };
  });
  useEffect(
    () => () => {
      if (timer.current) latest.current.commit(latest.current.draft);
    },
    [],
  );

  return (
    <label className="kx-note">
      <strong>{t('exam.page.noteLabel')}</strong>
      <TextArea
        value={draft}
        disabled={disabled}
        maxLength={5000}
        minRows={3}
        maxRows={10}
        placeholder={t('exam.page.notePlaceholder')}
        onChange={(event) => {
          const text = event.target.value;
          setDraft(text);
          if (timer.current) clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(text), NOTE_PAUSE_MS);
        }}
        onBlur={() => commit(draft)}
      />
    </label>
  );
}
