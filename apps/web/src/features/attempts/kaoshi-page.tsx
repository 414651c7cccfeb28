import { USER_TYPE } from '@kaoshi/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { session } from '../../lib/session';
import { Button } from '../../components/plain/button';
import { CandidateHeader } from '../../components/candidate-header';
import { ExamList } from './exam-list';
import { Skeleton } from '../../components/plain/spinner';
import './attempts.css';

/** Few candidates are in no batch (those who signed up themselves and are not enrolled yet): that state loads, with its text, when needed. */
const NoBatch = lazy(() =>
  import('./no-batch').then(async (module) => {
    await module.noBatchTextReady().catch(() => undefined);
    return module;
  }),
);

/** /kaoshi: the candidate's landing page, outside the console layout (docs/REQUIREMENTS.md §2.3). */
export default function KaoshiPage() {
  const { t } = useTranslation();
  const { user } = session.use();
  const navigate = useNavigate();
  return (
    <div className="kx-candidate-page kx-plain">
      <CandidateHeader />
      <main className="kx-candidate-main">
        <h1 className="kx-h1">{t('kaoshi.hello', { name: user?.nickName || user?.username })}</h1>
        <nav className="kx-kaoshi-links" aria-label={t('route.kaoshiCertificates')}>
          {/* No icon: its drawing alone would cost the candidate's exam-day download about 0.4 KB. */}
          <Button onClick={() => navigate('/kaoshi-certificates')}>{t('route.kaoshiCertificates')}</Button>
          <Button onClick={() => navigate('/kaoshi-registration')} data-testid="registration-link">
            {t('kaoshi.applyLink')}
          </Button>
          <Button onClick={() => navigate('/kaoshi-learning')}>{t('route.kaoshiLearning')}</Button>
          <Button onClick={() => navigate('/kaoshi-assessment')}>{t('route.kaoshiAssessment')}</Button>
        </nav>
        {user?.userType === USER_TYPE.STUDENT && user.classId === null ? (
          <Suspense fallback={<Skeleton label={t('common.loading')} />}>
            <NoBatch title={t('kaoshi.title')} />
          </Suspense>
        ) : (
          <ExamList title={t('kaoshi.title')} />
        )}
      </main>
    </div>
  );
}
