import { useTranslation } from 'react-i18next';
import { session } from '../../app/session';
import { CandidateHeader } from './candidate-header';
import { ExamList } from './exam-list';
import './attempts.css';

/** /kaoshi: the candidate's landing page, outside the console layout (DESIGN.md). */
export default function KaoshiPage() {
  const { t } = useTranslation();
  const { user } = session.use();
  return (
    <div className="kx-candidate-page kx-plain">
      <CandidateHeader />
      <main className="kx-candidate-main">
        <h1 className="kx-h1">{t('kaoshi.hello', { name: user?.nickName || user?.username })}</h1>
        <ExamList title={t('kaoshi.title')} />
      </main>
    </div>
  );
}
