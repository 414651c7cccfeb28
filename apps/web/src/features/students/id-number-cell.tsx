import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import type { StudentRecord } from '@kaoshi/contracts';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { revealStudentIdNumber } from './api';

/**
 * A candidate's ID number as the list carries it (masked), with a "show" control that asks the
 * server for the whole number: each show is on the audit trail and limited per staff account
 * (docs/SECURITY.md "ID numbers in staff lists"). Hidden again with the same control.
 */
export function IdNumberCell({ row }: { row: Pick<StudentRecord, 'studentId' | 'idNumber' | 'name'> }) {
  const { t } = useTranslation();
  const [whole, setWhole] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  if (!row.idNumber) return null;
  const show = () => {
    setLoading(true);
    revealStudentIdNumber(row.studentId)
      .then(setWhole)
      .catch(() => {})
      .finally(() => setLoading(false));
  };
  return (
    <Space size={4} wrap={false}>
      <Typography.Text code={whole !== null} style={{ whiteSpace: 'nowrap' }}>
        {whole ?? row.idNumber}
      </Typography.Text>
      <Button
        type="link"
        size="small"
        loading={loading}
        icon={whole === null ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        aria-label={whole === null ? t('student.showIdNumberLabel', { name: row.name }) : t('student.hideIdNumber')}
        onClick={whole === null ? show : () => setWhole(null)}
      >
        {whole === null ? t('student.showIdNumber') : t('student.hideIdNumber')}
      </Button>
    </Space>
  );
}
