import ApiOutlined from '@ant-design/icons-svg/es/asn/ApiOutlined';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import SendOutlined from '@ant-design/icons-svg/es/asn/SendOutlined';
import type { CandidateIdentity } from '@kaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/plain/button';
import { Icon } from '../../components/plain/icon';
import { LanguageMenu } from '../../components/plain/language-menu';
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
  const live = liveConnected ? t('exam.page.liveOn') : t('exam.page.liveOff');
  return (
    <header className="kx-exam-header">
      <CandidateCard candidate={candidate} compact />
      <h1 className="kx-exam-name" title={examName}>
        {examName}
      </h1>
      <div className={`kx-countdown kx-countdown-${level}`} role="timer" aria-label={t('exam.page.timeLeft')} data-testid="countdown">
        <Icon icon={ClockCircleOutlined} />
        <span className="kx-countdown-label">{t('exam.page.timeLeft')}</span>
        <strong>{formatCountdown(remainingMs)}</strong>
      </div>
      <span className="kx-exam-progress kx-muted" data-testid="answered-count">
        {t('exam.page.answeredCount', { answered, total })}
      </span>
      <span className={liveConnected ? 'kx-live kx-live-on' : 'kx-live kx-live-off'} title={live}>
        <Icon icon={ApiOutlined} label={live} />
      </span>
      <LanguageMenu />
      <Button variant="primary" className="kx-exam-submit" icon={<Icon icon={SendOutlined} />} disabled={!canSubmit} onClick={onSubmit}>
        {t('exam.page.submit')}
      </Button>
    </header>
  );
}
