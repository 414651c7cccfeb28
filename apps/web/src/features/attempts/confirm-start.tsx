import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/plain/button';
import { Choice } from '../../components/plain/choice';

/** Without a notice the candidate still confirms the rules before starting. */
export function ConfirmStart({ label, loading, onStart }: { label: string; loading: boolean; onStart: () => void }) {
  const { t } = useTranslation();
  const [confirmed, setConfirmed] = useState(false);
  return (
    <div className="kx-stack">
      <Choice checked={confirmed} onChange={setConfirmed}>
        {t('exam.room.confirmRules')}
      </Choice>
      <Button variant="primary" size="large" block disabled={!confirmed} loading={loading} onClick={onStart}>
        {label}
      </Button>
    </div>
  );
}
