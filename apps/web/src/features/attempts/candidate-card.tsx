import { UserOutlined } from '@ant-design/icons';
import type { CandidateIdentity } from '@kaoshi/contracts';
import { Avatar, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Who is sitting the exam: photo, name, candidate number and batch, for the candidate (and an invigilator) to check. */
export function CandidateCard({ candidate, compact = false }: { candidate: CandidateIdentity; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={`kx-candidate${compact ? ' kx-candidate-compact' : ''}`} data-testid="candidate-card">
      <Avatar shape="square" size={compact ? 40 : 96} src={candidate.photo || undefined} icon={<UserOutlined />} alt={candidate.name} />
      {compact ? (
        <div className="kx-candidate-lines">
          <Typography.Text strong>{candidate.name}</Typography.Text>
          <Typography.Text type="secondary">{t('exam.room.numberShort', { number: candidate.username })}</Typography.Text>
        </div>
      ) : (
        <dl className="kx-exam-facts">
          <dt>{t('exam.room.name')}</dt>
          <dd>{candidate.name}</dd>
          <dt>{t('exam.room.number')}</dt>
          <dd>{candidate.username}</dd>
          <dt>{t('exam.room.batch')}</dt>
          <dd>{candidate.className ?? '—'}</dd>
        </dl>
      )}
    </div>
  );
}
