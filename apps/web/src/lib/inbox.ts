import { API, type InboxPage } from '@kaoshi/contracts';
import { request } from './http';

/**
 * The signed-in user's message centre calls, shared by the console navbar's bell, the candidate
 * header's link and the message pages (features/notifications).
 */
export const fetchMyNotifications = (params: { page: number; limit: number; unreadOnly?: number }) =>
  request<InboxPage>({ url: API.myNotifications, method: 'GET', params });
export const fetchUnreadCount = () => request<{ unread: number }>({ url: API.myUnreadNotificationCount, method: 'GET', quiet: true });
export const markNotificationsRead = (ids: number[]) =>
  request<{ unread: number }>({ url: API.markNotificationsRead, method: 'POST', data: { ids } });
export const markAllNotificationsRead = () => request<{ unread: number }>({ url: API.markAllNotificationsRead, method: 'POST' });

/** Every query of the message centre shares this prefix, so a change refreshes the badge and the list together. */
export const INBOX_KEY = ['notifications', 'inbox'] as const;
