import { Button, Checkbox, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Without a notice the candidate still confirms the rules before starting. */
export function ConfirmStart({ label, loading, onStart }: { label: string; loading: boolean; onStart: () => void }) {
  const { t } = useTranslation();
  const [confirmed, setConfirmed] = useState(false);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Checkbox checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)}>
        {t('exam.room.confirmRules')}
      </Checkbox>
      <Button type="primary" block disabled={!confirmed} loading={loading} onClick={onStart}>
        {label}
      </Button>
    </Space>
  );
}
