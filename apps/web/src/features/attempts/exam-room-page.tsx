import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { NoticeReader } from '../../components/notice-reader';
import { Alert } from '../../components/plain/alert';
import { Button } from '../../components/plain/button';
import { Card } from '../../components/plain/card';
import { Skeleton } from '../../components/plain/spinner';
import { formatWindow, timeZoneLabel } from '../../lib/time-format';
import { fetchExamRoom, startAttempt } from './api';
import { CandidateCard } from './candidate-card';
import { CandidateHeader } from '../../components/candidate-header';
import { examAction, entryBlock } from './exam-status';
import { IntegrityRules } from './integrity-rules';
import { ConfirmStart } from './confirm-start';
import { useBackToList } from './use-back-to-list';
import { handOffSession } from './use-attempt-session';
import './attempts.css';

/**
 * /kaoshi-index?publicationId=…: the exam room. The candidate checks their details, reads the
 * rules and the notice (with its minimum reading time), then starts; starting freezes the
 * attempt's paper on the server and opens the exam page.
 */
export default function ExamRoomPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useBackToList();
  const publicationId = Number(useSearchParams()[0].get('publicationId'));
  const valid = Number.isInteger(publicationId) && publicationId > 0;
  const room = useQuery({
    queryKey: ['attempts', 'examRoom', publicationId],
    queryFn: () => fetchExamRoom(publicationId),
    enabled: valid,
    retry: false,
  });
  const start = useMutation({
    mutationFn: () => startAttempt(publicationId),
    onSuccess: (session) => {
      handOffSession(session);
      navigate(`/socketA?attemptId=${session.attemptId}`);
    },
  });

  const content = () => {
    if (!valid) return <Alert type="error" title={t('exam.room.loadFailed')} />;
    if (room.isPending) return <Skeleton rows={6} label={t('common.loading')} />;
    if (room.isError) return <Alert type="error" title={t('exam.room.loadFailed')} description={room.error.message} />;
    const { exam, candidate, notice, integrity, serverNow } = room.data;
    const block = entryBlock(exam, serverNow);
    const startLabel = examAction(exam) === 'continue' ? t('exam.room.resume') : t('exam.room.start');
    return (
      <div className="kx-room">
        <div className="kx-room-side">
          <Card size="small" title={t('exam.room.confirmIdentity')}>
            <CandidateCard candidate={candidate} />
            <p className="kx-room-hint kx-muted">{t('exam.room.notYou')}</p>
          </Card>
          <Card size="small" title={t('exam.room.rulesTitle')}>
            <IntegrityRules integrity={integrity} durationMinutes={exam.durationMinutes} endsAt={exam.endsAt} />
          </Card>
        </div>
        <Card
          className="kx-room-main"
          title={exam.name}
          extra={<span className="kx-muted">{formatWindow(exam.startsAt, exam.endsAt)}</span>}
        >
          <p className="kx-muted kx-room-facts">
            {t('exam.list.questions', { count: exam.questionCount, score: exam.totalScore })} ·{' '}
            {t('exam.list.minutes', { minutes: exam.durationMinutes })} · {t('exam.list.timeZone', { zone: timeZoneLabel() })}
          </p>
          {block && (
            <Alert
              type="warning"
              className="kx-room-block"
              title={t(`exam.room.${block}`, { time: formatWindow(exam.startsAt, exam.endsAt), allowed: exam.attemptsAllowed })}
            />
          )}
          {start.isError && (
            <Alert type="error" className="kx-room-block" title={t('exam.room.startFailed')} description={start.error.message} />
          )}
          {!block &&
            (notice ? (
              <NoticeReader
                title={notice.title}
                content={notice.content}
                minReadingSeconds={notice.minReadingSeconds}
                startLabel={startLabel}
                onStart={() => start.mutate()}
              />
            ) : (
              <ConfirmStart label={startLabel} loading={start.isPending} onStart={() => start.mutate()} />
            ))}
        </Card>
      </div>
    );
  };

  return (
    <div className="kx-candidate-page kx-plain">
      <CandidateHeader />
      <main className="kx-candidate-main kx-candidate-main-wide">
        <div className="kx-room-title">
          <h1 className="kx-h1">{t('exam.room.title')}</h1>
          <Button onClick={back.go}>{back.label}</Button>
        </div>
        {content()}
      </main>
    </div>
  );
}
