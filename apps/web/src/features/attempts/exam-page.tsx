import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/plain/button';
import { ResultPanel } from '../../components/plain/result-panel';
import { PageSpinner } from '../../components/plain/spinner';
import { CandidateHeader } from '../../components/candidate-header';
import { ExamSession } from './exam-session';
import { useAttemptSession } from './use-attempt-session';
import { useBackToList } from './use-back-to-list';
import './attempts.css';

/** /socketA?attemptId=…: the exam itself (docs/REQUIREMENTS.md §2.3). */
export default function ExamPage() {
  const { t } = useTranslation();
  const back = useBackToList();
  const attemptId = Number(useSearchParams()[0].get('attemptId'));
  const session = useAttemptSession(attemptId);
  if (session.data) return <ExamSession key={attemptId} session={session.data} />;
  if (session.isError || !session.isFetching) {
    return (
      <div className="kx-candidate-page kx-plain">
        <CandidateHeader />
        <main>
          <ResultPanel
            status="error"
            title={t('exam.page.loadFailed')}
            subTitle={session.error?.message}
            extra={
              <>
                <Button onClick={() => void session.refetch()}>{t('common.retry')}</Button>
                <Button variant="primary" onClick={back.go}>
                  {back.label}
                </Button>
              </>
            }
          />
        </main>
      </div>
    );
  }
  return <PageSpinner label={t('common.loading')} />;
}
