import { API, type MyAssessment } from '@kaoshi/contracts';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CandidateHeader } from '../../components/candidate-header';
import { Alert } from '../../components/plain/alert';
import { Button } from '../../components/plain/button';
import { Skeleton } from '../../components/plain/spinner';
import { request } from '../../lib/http';
import './assessments.css';

const fetchMine = () => request<MyAssessment[]>({ url: API.myAssessments, method: 'GET' });

/** /kaoshi-assessment: the candidate's practical assessments: where and when, and the result once confirmed (docs/REQUIREMENTS.md §21.2). */
export default function KaoshiAssessmentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mine = useQuery({ queryKey: ['assessment', 'mine'], queryFn: fetchMine });
  const body = () => {
    if (mine.isPending) return <Skeleton label={t('common.loading')} />;
    if (mine.isError) return <Alert type="error" title={mine.error.message} />;
    if (mine.data.length === 0) return <Alert type="info" title={t('assessment.mine.none')} />;
    return (
      <ul className="kx-assess-mine">
        {mine.data.map((one) => (
          <li key={`${one.sessionName}-${one.slotStartsAt}`} className="kx-assess-mine-item">
            <h2>{one.sessionName}</h2>
            <p>{one.taskName}</p>
            <p>
              {t('assessment.mine.venue')}: {one.venueName} · {one.roomName} · {t('assessment.score.station')} {one.stationName}
            </p>
            <p>
              {t('assessment.mine.time')}: {dayjs(one.slotStartsAt).format('YYYY-MM-DD HH:mm')}–{dayjs(one.slotEndsAt).format('HH:mm')}
            </p>
            <p>
              {one.score === null
                ? t('assessment.mine.pending')
                : `${one.score} · ${one.passed ? t('assessment.results.passed') : t('assessment.results.failed')}`}
            </p>
          </li>
        ))}
      </ul>
    );
  };
  return (
    <div className="kx-candidate-page kx-plain">
      <CandidateHeader />
      <main className="kx-candidate-main">
        <h1 className="kx-h1">{t('route.kaoshiAssessment')}</h1>
        <Button onClick={() => navigate('/kaoshi')}>{t('assessment.mine.back')}</Button>
        {body()}
      </main>
    </div>
  );
}
