import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './plain/alert';
import { Button } from './plain/button';
import { Choice } from './plain/choice';
import { RichTextView } from './rich-text-view';
import './notice-reader.css';

export interface NoticeReaderProps {
  title: string;
  content: string;
  minReadingSeconds: number;
  /** Called when the candidate has read long enough and confirmed; the start button's action. */
  onStart: () => void;
  /** The start button's label (the exam room says "Start the exam"). */
  startLabel?: string;
  preview?: boolean;
}

/**
 * An exam notice as the candidate reads it before starting: the start button stays disabled
 * until the minimum reading time has passed and the candidate has confirmed they read it.
 * The countdown only runs while this is on screen: opening the notice is what starts it.
 */
export function NoticeReader({ title, content, minReadingSeconds, onStart, startLabel, preview }: NoticeReaderProps) {
  const { t } = useTranslation();
  const [openedAt] = useState(() => Date.now());
  const [now, setNow] = useState(openedAt);
  const [confirmed, setConfirmed] = useState(false);
  // Measured from when the notice opened, not by counting ticks: a throttled background tab
  // still ends the wait on time.
  const left = Math.max(0, Math.ceil(minReadingSeconds - (now - openedAt) / 1000));

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [left]);

  return (
    <article className="kx-notice kx-plain" aria-label={title}>
      {preview && <Alert type="info" title={t('notice.previewHint')} className="kx-notice-hint" />}
      <h2 className="kx-h2 kx-notice-title">{title}</h2>
      <div className="kx-notice-content" tabIndex={0} aria-label={title}>
        <RichTextView html={content} />
      </div>
      <div className="kx-stack">
        <Choice checked={confirmed} onChange={setConfirmed}>
          {t('notice.confirmRead')}
        </Choice>
        <Button variant="primary" size="large" block disabled={left > 0 || !confirmed} onClick={onStart}>
          {left > 0 ? t('notice.waitSeconds', { seconds: left }) : (startLabel ?? t('notice.start'))}
        </Button>
      </div>
    </article>
  );
}
