import type { AuditRecord } from '@kaoshi/contracts';
import { Button, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { formatSecond } from '../../lib/time-format';
import { actionColour, actionLabel } from './action-label';

/** The record's type and id under its label ("Batch #12"). */
export const targetText = (t: TFunction, record: AuditRecord) =>
  record.targetType ? `${t(`audit.areas.${record.targetType}`)}${record.targetId === null ? '' : ` #${record.targetId}`}` : '';

const ActionTag = ({ t, action }: { t: TFunction; action: AuditRecord['action'] }) => (
  <Tag color={actionColour(action)}>{actionLabel(t, action)}</Tag>
);

/** Who acted; a refused sign-in shows the name tried (no account), dimmed. */
const actor = (t: TFunction, record: AuditRecord) =>
  record.userId === null ? (
    <Typography.Text type="secondary">{record.username || t('audit.notSignedIn')}</Typography.Text>
  ) : (
    record.username
  );

const Target = ({ t, record }: { t: TFunction; record: AuditRecord }) => (
  <div className="audit-stack">
    <span className="audit-value">{record.targetLabel || '—'}</span>
    <Typography.Text type="secondary">{targetText(t, record)}</Typography.Text>
  </div>
);

const DetailsLink = ({ t, onClick }: { t: TFunction; onClick: () => void }) => (
  <Button type="link" onClick={onClick}>
    {t('audit.details')}
  </Button>
);

/**
 * Time, user and action sort on the server. Below 576 px one column holds the whole row (action,
 * time, record, user) so a phone reads it without scrolling sideways; the address is in the details.
 */
export function auditColumns(t: TFunction, open: (record: AuditRecord) => void): ColumnsType<AuditRecord> {
  const wide = ['sm'] as const;
  return [
    {
      title: t('audit.action'),
      key: 'summary',
      responsive: ['xs'],
      render: (_, record) => (
        <div className="audit-stack">
          <span className="audit-summary-head">
            <ActionTag t={t} action={record.action} />
            <Typography.Text type="secondary">{formatSecond(record.at)}</Typography.Text>
          </span>
          {record.targetType && <Target t={t} record={record} />}
          <span>
            {actor(t, record)}
            <DetailsLink t={t} onClick={() => open(record)} />
          </span>
        </div>
      ),
    },
    { title: t('audit.time'), dataIndex: 'at', sorter: true, responsive: [...wide], render: (at: number) => formatSecond(at) },
    { title: t('audit.user'), dataIndex: 'username', sorter: true, responsive: [...wide], render: (_, record) => actor(t, record) },
    {
      title: t('audit.action'),
      dataIndex: 'action',
      sorter: true,
      responsive: [...wide],
      render: (action: AuditRecord['action']) => <ActionTag t={t} action={action} />,
    },
    { title: t('audit.target'), dataIndex: 'targetLabel', responsive: [...wide], render: (_, record) => <Target t={t} record={record} /> },
    { title: t('audit.address'), dataIndex: 'ip', responsive: ['md'] },
    { title: '', key: 'details', responsive: [...wide], render: (_, record) => <DetailsLink t={t} onClick={() => open(record)} /> },
  ];
}
