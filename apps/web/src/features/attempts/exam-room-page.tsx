import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { NoticeReader } from '../../components/notice-reader';
import { formatWindow, timeZoneLabel } from '../../lib/time-format';
import { fetchExamRoom, startAttempt } from './api';
import { CandidateCard } from './candidate-card';
import { CandidateHeader } from './candidate-header';
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
    if (!valid) return <Alert type="error" showIcon message={t('exam.room.loadFailed')} />;
    if (room.isPending) return <Skeleton active />;
    if (room.isError) return <Alert type="error" showIcon message={t('exam.room.loadFailed')} description={room.error.message} />;
    const { exam, candidate, notice, integrity, serverNow } = room.data;
    const block = entryBlock(exam, serverNow);
    const startLabel = examAction(exam) === 'continue' ? t('exam.room.resume') : t('exam.room.start');
    return (
      <div className="kx-room">
        <div className="kx-room-side">
          <Card size="small" title={t('exam.room.confirmIdentity')}>
            <CandidateCard candidate={candidate} />
            <Typography.Paragraph type="secondary" className="kx-room-hint">
              {t('exam.room.notYou')}
            </Typography.Paragraph>
          </Card>
          <Card size="small" title={t('exam.room.rulesTitle')}>
            <IntegrityRules integrity={integrity} durationMinutes={exam.durationMinutes} endsAt={exam.endsAt} />
          </Card>
        </div>
        <Card
          className="kx-room-main"
          title={exam.name}
          extra={<Typography.Text type="secondary">{formatWindow(exam.startsAt, exam.endsAt)}</Typography.Text>}
        >
          <Typography.Paragraph type="secondary">
            {t('exam.list.questions', { count: exam.questionCount, score: exam.totalScore })} ·{' '}
            {t('exam.list.minutes', { minutes: exam.durationMinutes })} · {t('exam.list.timeZone', { zone: timeZoneLabel() })}
          </Typography.Paragraph>
          {block && (
            <Alert
              type="warning"
              showIcon
              className="kx-room-block"
              message={t(`exam.room.${block}`, { time: formatWindow(exam.startsAt, exam.endsAt), allowed: exam.attemptsAllowed })}
            />
          )}
          {start.isError && (
            <Alert type="error" showIcon className="kx-room-block" message={t('exam.room.startFailed')} description={start.error.message} />
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
    <div className="kx-candidate-page">
      <CandidateHeader />
      <main className="kx-candidate-main kx-candidate-main-wide">
        <div className="kx-room-title">
          <Typography.Title level={3}>{t('exam.room.title')}</Typography.Title>
          <Button onClick={back.go}>{back.label}</Button>
        </div>
        {content()}
      </main>
    </div>
  );
}
