import { Alert, Button, Checkbox, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from './rich-text-view';

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
    <article className="kx-notice" aria-label={title}>
      {preview && <Alert type="info" showIcon message={t('notice.previewHint')} style={{ marginBottom: 12 }} />}
      <Typography.Title level={4} style={{ textAlign: 'center' }}>
        {title}
      </Typography.Title>
      <div style={{ maxHeight: '55vh', overflow: 'auto', marginBottom: 16 }}>
        <RichTextView html={content} />
      </div>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Checkbox checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)}>
          {t('notice.confirmRead')}
        </Checkbox>
        <Button type="primary" block disabled={left > 0 || !confirmed} onClick={onStart}>
          {left > 0 ? t('notice.waitSeconds', { seconds: left }) : (startLabel ?? t('notice.start'))}
        </Button>
      </Space>
    </article>
  );
}
