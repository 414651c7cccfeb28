import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CandidateHeader } from './candidate-header';
import { ExamSession } from './exam-session';
import { useAttemptSession } from './use-attempt-session';
import { useBackToList } from './use-back-to-list';
import './attempts.css';

/** /socketA?attemptId=…: the exam itself (DESIGN.md "/socketA"). */
export default function ExamPage() {
  const { t } = useTranslation();
  const back = useBackToList();
  const attemptId = Number(useSearchParams()[0].get('attemptId'));
  const session = useAttemptSession(attemptId);
  if (session.data) return <ExamSession key={attemptId} session={session.data} />;
  if (session.isError || !session.isFetching) {
    return (
      <div className="kx-candidate-page">
        <CandidateHeader />
        <Result
          status="error"
          title={t('exam.page.loadFailed')}
          subTitle={session.error?.message}
          extra={
            <>
              <Button onClick={() => void session.refetch()}>{t('common.retry')}</Button>
              <Button type="primary" onClick={back.go}>
                {back.label}
              </Button>
            </>
          }
        />
      </div>
    );
  }
  return (
    <div className="full-page-center" role="status" aria-label={t('common.loading')}>
      <Spin size="large" />
    </div>
  );
}
