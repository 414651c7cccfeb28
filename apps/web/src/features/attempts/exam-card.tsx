import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import IdcardOutlined from '@ant-design/icons-svg/es/asn/IdcardOutlined';
import PrinterOutlined from '@ant-design/icons-svg/es/asn/PrinterOutlined';
import { type CandidateExam, EXAM_STATUS, type ExamStatus } from '@kaoshi/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/plain/button';
import { Card } from '../../components/plain/card';
import { Icon } from '../../components/plain/icon';
import { Tag } from '../../components/plain/tag';
import { ScoreReportDialog } from '../../components/score-report';
import { formatCountdown, msUntil } from '../../lib/server-clock';
import { formatWindow } from '../../lib/time-format';
import { useServerNow } from '../../lib/use-server-now';
import { fetchMyScoreReport } from './api';
import { EXAM_STATUS_LOOK, examAction, examPhase } from './exam-status';
import { ResultText } from './result-text';

const isFinished = (status: ExamStatus) => status === EXAM_STATUS.SUBMITTED || status === EXAM_STATUS.EXPIRED;

/** A score report exists once the result shown is final (graded and released), not "being marked". */
export const hasScoreReport = (exam: Pick<CandidateExam, 'attemptId' | 'status' | 'result'>) =>
  exam.attemptId !== null && isFinished(exam.status) && exam.result !== null && !exam.result.pending;

/** One exam on the candidate's list; `offset` turns the browser clock into the server's. */
export function ExamCard({ exam, offset, hasTicket = false }: { exam: CandidateExam; offset: number; hasTicket?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const serverNow = useServerNow(offset);
  const phase = examPhase(exam, serverNow);
  const action = examAction(exam);
  const days = (count: number) => t('exam.list.days', { days: count });
  const [reportOpen, setReportOpen] = useState(false);

  const clock =
    phase === 'upcoming'
      ? t('exam.list.startsIn', { time: formatCountdown(msUntil(exam.startsAt, serverNow), { dayLabel: days }) })
      : phase === 'open' && !isFinished(exam.status)
        ? t('exam.list.closesIn', { time: formatCountdown(msUntil(exam.endsAt, serverNow), { dayLabel: days }) })
        : phase === 'closed'
          ? t('exam.list.windowClosed')
          : null;

  return (
    <Card
      size="small"
      level={3}
      className="kx-exam-card"
      data-testid={`exam-${exam.publicationId}`}
      title={
        <span className="kx-exam-card-title">
          {exam.name}
          {exam.kind === 'supplementary' && <Tag color="purple">{t('exam.list.supplementary')}</Tag>}
        </span>
      }
      extra={<Tag color={EXAM_STATUS_LOOK[exam.status].color}>{t(`exam.status.${EXAM_STATUS_LOOK[exam.status].key}`)}</Tag>}
    >
      <dl className="kx-exam-facts">
        <dt>{t('exam.list.window')}</dt>
        <dd>{formatWindow(exam.startsAt, exam.endsAt)}</dd>
        <dt>{t('exam.list.duration')}</dt>
        <dd>{t('exam.list.minutes', { minutes: exam.durationMinutes })}</dd>
        <dt>{t('exam.list.paper')}</dt>
        <dd>{t('exam.list.questions', { count: exam.questionCount, score: exam.totalScore })}</dd>
        <dt>{t('exam.list.attempts')}</dt>
        <dd>{t('exam.list.attemptsUsed', { used: exam.attemptsUsed, allowed: exam.attemptsAllowed })}</dd>
      </dl>
      <ResultText exam={exam} />
      <div className="kx-exam-card-foot">
        {clock ? (
          <span className={`kx-exam-clock${phase === 'upcoming' ? '' : ' kx-muted'}`}>
            <Icon icon={ClockCircleOutlined} /> {clock}
          </span>
        ) : (
          <span />
        )}
        <div className="kx-exam-card-actions">
          {hasTicket && !isFinished(exam.status) && (
            <Button icon={<Icon icon={IdcardOutlined} />} onClick={() => navigate(`/kaoshi-ticket?publicationId=${exam.publicationId}`)}>
              {t('kaoshi.printTicket')}
            </Button>
          )}
          {hasScoreReport(exam) && (
            <Button icon={<Icon icon={PrinterOutlined} />} onClick={() => setReportOpen(true)}>
              {t('marking.report.open')}
            </Button>
          )}
          {action === 'enter' && (
            <Button variant="primary" onClick={() => navigate(`/kaoshi-index?publicationId=${exam.publicationId}`)}>
              {t('exam.list.enter')}
            </Button>
          )}
          {action === 'continue' && (
            <Button variant="primary" onClick={() => navigate(`/socketA?attemptId=${exam.attemptId}`)}>
              {t('exam.list.continue')}
            </Button>
          )}
        </div>
      </div>
      <ScoreReportDialog
        attemptId={reportOpen ? exam.attemptId : null}
        queryKey="myScoreReport"
        load={fetchMyScoreReport}
        onClose={() => setReportOpen(false)}
      />
    </Card>
  );
}
