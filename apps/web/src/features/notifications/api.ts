import { API, type DeliveryLogRecord, type Paged } from '@kaoshi/contracts';
import { request } from '../../lib/http';
import type { Filters } from '../../lib/list-query';

export { fetchMyNotifications, INBOX_KEY, markAllNotificationsRead, markNotificationsRead } from '../../lib/inbox';

export const listDeliveryLog = (params: Filters) => request<Paged<DeliveryLogRecord>>({ url: API.listDeliveryLog, method: 'GET', params });
export const resendNotification = (notificationId: number) =>
  request<DeliveryLogRecord>({ url: API.resendNotification, method: 'POST', data: { notificationId } });
