import type { DeliveryLogRecord } from '@kaoshi/contracts';
import { useMutation } from '@tanstack/react-query';
import { App, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListFilterBar, ListTable } from '../../components/list-screen';
import { PageCard } from '../../components/page-card';
import { useListQuery } from '../../lib/list-query';
import { timeZoneLabel } from '../../lib/time-format';
import { listDeliveryLog, resendNotification } from './api';
import { deliveryLogColumns } from './delivery-log-columns';
import { DELIVERY_LOG_FILTERS, DeliveryLogFilters } from './delivery-log-filters';
import './notifications.css';

/**
 * /deliveryLog (NOTIFICATION-LOG): what the outbox sent to whom, when, through which channel,
 * its status and the provider's answer, newest first; resending asks first (it reaches the
 * candidate again) and is audited on the server.
 */
export default function DeliveryLogPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const list = useListQuery('deliveryLog', listDeliveryLog, DELIVERY_LOG_FILTERS);
  const resend = useMutation({
    mutationFn: (row: DeliveryLogRecord) => resendNotification(row.notificationId),
    onSuccess: () => {
      void message.success(t('notification.log.resent'));
      void list.query.refetch();
    },
  });
  return (
    <PageCard title={t('notification.log.title')}>
      <ListFilterBar list={list}>
        <DeliveryLogFilters filters={list.filters} setFilter={list.setFilter} search={list.search} />
      </ListFilterBar>
      <Typography.Paragraph type="secondary">{t('notification.log.timeZone', { zone: timeZoneLabel() })}</Typography.Paragraph>
      <ListTable
        list={list}
        rowKey="notificationId"
        columns={deliveryLogColumns(t, (row) => resend.mutate(row))}
        emptyText={t('notification.log.empty')}
      />
    </PageCard>
  );
}
