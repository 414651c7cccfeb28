import type { DeliveryLogRecord, NotificationStatus } from '@kaoshi/contracts';
import { Button, Popconfirm, Tag, Typography } from 'antd';
import type { Breakpoint } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { formatSecond } from '../../lib/time-format';

const STATUS_COLOUR: Record<NotificationStatus, string> = {
  queued: 'blue',
  retrying: 'gold',
  sent: 'green',
  failed: 'red',
  off: 'default',
};

const StatusTag = ({ t, row }: { t: TFunction; row: DeliveryLogRecord }) => (
  <Tag color={STATUS_COLOUR[row.status]}>{t(`notification.statuses.${row.status}`)}</Tag>
);

/** Resending is offered where the server allows it: e-mail and SMS that are no longer waiting. */
const mayResend = (row: DeliveryLogRecord) => row.channel !== 'inapp' && row.status !== 'queued' && row.status !== 'retrying';

function ResendButton({ t, row, resend }: { t: TFunction; row: DeliveryLogRecord; resend: (row: DeliveryLogRecord) => void }) {
  if (!mayResend(row)) return null;
  return (
    <Popconfirm title={t('notification.log.resendConfirm')} onConfirm={() => resend(row)}>
      <Button type="link" size="small">
        {t('notification.log.resend')}
      </Button>
    </Popconfirm>
  );
}

/** Below 576 px one column holds the row (notice, status, who, when) so a phone reads it without scrolling sideways. */
export function deliveryLogColumns(t: TFunction, resend: (row: DeliveryLogRecord) => void): ColumnsType<DeliveryLogRecord> {
  const wide: Breakpoint[] = ['sm'];
  return [
    {
      title: t('notification.log.event'),
      key: 'summary',
      responsive: ['xs'],
      render: (_, row) => (
        <div className="delivery-log-answer">
          <div>
            {t(`notification.events.${row.event}`)} · {t(`notification.channels.${row.channel}`)} <StatusTag t={t} row={row} />
          </div>
          <Typography.Text type="secondary">
            {row.username} {row.recipient} · {formatSecond(row.createdAt)}
          </Typography.Text>
          {row.providerAnswer && <div>{row.providerAnswer}</div>}
          <ResendButton t={t} row={row} resend={resend} />
        </div>
      ),
    },
    {
      title: t('notification.log.createdAt'),
      dataIndex: 'createdAt',
      sorter: true,
      responsive: wide,
      render: (at: number) => formatSecond(at),
    },
    {
      title: t('notification.log.account'),
      key: 'account',
      responsive: wide,
      render: (_, row) => (
        <div>
          <div>{row.name}</div>
          <Typography.Text type="secondary">{row.username}</Typography.Text>
        </div>
      ),
    },
    { title: t('notification.log.event'), dataIndex: 'event', responsive: wide, render: (_, row) => t(`notification.events.${row.event}`) },
    {
      title: t('notification.log.channel'),
      dataIndex: 'channel',
      responsive: wide,
      render: (_, row) => t(`notification.channels.${row.channel}`),
    },
    {
      title: t('notification.log.status'),
      dataIndex: 'status',
      sorter: true,
      responsive: wide,
      render: (_, row) => (
        <div className="delivery-log-status">
          <StatusTag t={t} row={row} />
          {row.sentAt !== null && <Typography.Text type="secondary">{formatSecond(row.sentAt)}</Typography.Text>}
          {row.status === 'retrying' && (
            <Typography.Text type="secondary">{t('notification.log.nextTry', { at: formatSecond(row.nextAttemptAt) })}</Typography.Text>
          )}
          {row.attempts > 1 && <Typography.Text type="secondary">{`${t('notification.log.attempts')}: ${row.attempts}`}</Typography.Text>}
          {row.resentFrom !== null && (
            <Typography.Text type="secondary">{t('notification.log.resentFrom', { id: row.resentFrom })}</Typography.Text>
          )}
        </div>
      ),
    },
    { title: t('notification.log.address'), dataIndex: 'recipient', responsive: wide, render: (value: string) => value || '—' },
    {
      title: t('notification.log.answer'),
      dataIndex: 'providerAnswer',
      responsive: wide,
      render: (value: string) => <span className="delivery-log-answer">{value || '—'}</span>,
    },
    { title: '', key: 'actions', responsive: wide, render: (_, row) => <ResendButton t={t} row={row} resend={resend} /> },
  ];
}
