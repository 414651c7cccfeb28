import { ApiOutlined, ClockCircleOutlined, SendOutlined } from '@ant-design/icons';
import type { CandidateIdentity } from '@kaoshi/contracts';
import { Button, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../components/language-switcher';
import { type CountdownLevel, formatCountdown } from '../../lib/server-clock';
import { CandidateCard } from './candidate-card';

interface ExamHeaderProps {
  candidate: CandidateIdentity;
  examName: string;
  remainingMs: number;
  level: CountdownLevel;
  answered: number;
  total: number;
  liveConnected: boolean;
  canSubmit: boolean;
  onSubmit: () => void;
}

/** The exam page's fixed bar: who, which exam, the server-corrected countdown, progress and submit. */
export function ExamHeader({
  candidate,
  examName,
  remainingMs,
  level,
  answered,
  total,
  liveConnected,
  canSubmit,
  onSubmit,
}: ExamHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="kx-exam-header">
      <CandidateCard candidate={candidate} compact />
      <Typography.Title level={5} className="kx-exam-name" ellipsis={{ tooltip: examName }}>
        {examName}
      </Typography.Title>
      <div className={`kx-countdown kx-countdown-${level}`} role="timer" aria-label={t('exam.page.timeLeft')} data-testid="countdown">
        <ClockCircleOutlined />
        <span className="kx-countdown-label">{t('exam.page.timeLeft')}</span>
        <strong>{formatCountdown(remainingMs)}</strong>
      </div>
      <Typography.Text type="secondary" className="kx-exam-progress" data-testid="answered-count">
        {t('exam.page.answeredCount', { answered, total })}
      </Typography.Text>
      <Tooltip title={liveConnected ? t('exam.page.liveOn') : t('exam.page.liveOff')}>
        <ApiOutlined
          className={liveConnected ? 'kx-live-on' : 'kx-live-off'}
          aria-label={liveConnected ? t('exam.page.liveOn') : t('exam.page.liveOff')}
        />
      </Tooltip>
      <LanguageSwitcher />
      <Button type="primary" icon={<SendOutlined />} disabled={!canSubmit} onClick={onSubmit}>
        {t('exam.page.submit')}
      </Button>
    </header>
  );
}
