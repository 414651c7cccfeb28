import { CheckCircleFilled } from '@ant-design/icons';
import type { RuleAvailability } from '@kaoshi/contracts';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** What the bank holds for one rule: "available / required", and how many are missing in red. */
export function RuleAvailabilityCell({ availability, checking }: { availability: RuleAvailability | undefined; checking: boolean }) {
  const { t } = useTranslation();
  if (!availability) return <Typography.Text type="secondary">{checking ? t('paper.checking') : '—'}</Typography.Text>;
  const { available, required, shortBy } = availability;
  return (
    <Space size={6} className="paper-availability">
      <span title={t('paper.availableHint')}>
        {available} / {required}
      </span>
      {shortBy > 0 ? (
        <Tag color="error">{t('paper.shortBy', { count: shortBy })}</Tag>
      ) : (
        <CheckCircleFilled className="paper-enough" aria-label={t('paper.enough')} />
      )}
    </Space>
  );
}
