import type { CandidateIdentity } from '@kaoshi/contracts';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/plain/avatar';

/**
 * Who is sitting the exam: the approved photo and legal name, the admission number (never the
 * username) and batch, for the candidate (and an invigilator) to check.
 */
export function CandidateCard({ candidate, compact = false }: { candidate: CandidateIdentity; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={`kx-candidate${compact ? ' kx-candidate-compact' : ''}`} data-testid="candidate-card">
      <Avatar size={compact ? 40 : 96} src={candidate.photo || undefined} alt={candidate.name} />
      {compact ? (
        <div className="kx-candidate-lines">
          <strong>{candidate.name}</strong>
          <span className="kx-muted">{t('exam.room.numberShort', { number: candidate.admissionNumber })}</span>
        </div>
      ) : (
        <dl className="kx-exam-facts">
          <dt>{t('exam.room.name')}</dt>
          <dd>{candidate.name}</dd>
          <dt>{t('exam.room.number')}</dt>
          <dd data-testid="candidate-admission-number">{candidate.admissionNumber}</dd>
          <dt>{t('exam.room.batch')}</dt>
          <dd>{candidate.className ?? '—'}</dd>
        </dl>
      )}
    </div>
  );
}
