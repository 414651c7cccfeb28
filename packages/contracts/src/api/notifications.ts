import { z } from 'zod';
import { blankable, listQuery, momentFilter, optionalFilter, optionalFlag, optionalId, pageQuery, requiredId } from './common.js';

/** Notifications (docs/REQUIREMENTS.md §22): the in-app message centre and the delivery log. */
export const NOTIFICATION_CHANNELS = ['inapp', 'email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * A message's state in the outbox: queued (waiting for the sender), retrying (a provider refused
 * it for now; tried again later), sent, failed (refused for good or out of attempts), off (the
 * channel is not configured or the account has no address for it: nothing was sent).
 */
export const NOTIFICATION_STATUSES = ['queued', 'retrying', 'sent', 'failed', 'off'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** What a message is about; each has a template per channel in the four languages. */
export const NOTIFICATION_EVENTS = [
  'application.approved',
  'application.refused',
  'ticket.ready',
  'exam.reminder',
  'result.released',
  'certificate.issued',
  'certificate.revoked',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** GET myNotifications: the signed-in user's in-app messages, newest first. */
export const myNotificationsQuery = pageQuery.extend({ unreadOnly: optionalFlag });
export type MyNotificationsQuery = z.infer<typeof myNotificationsQuery>;

/** One in-app message, written in the caller's language. */
export interface InboxMessage {
  notificationId: number;
  event: NotificationEvent;
  title: string;
  body: string;
  createdAt: number;
  readAt: number | null;
}

export interface InboxPage {
  list: InboxMessage[];
  total: number;
  unread: number;
}

/** POST markNotificationsRead: the caller's own messages only; others' ids are not found. */
export const markNotificationsReadBody = z.object({
  ids: z.array(requiredId).min(1).max(500),
});
export type MarkNotificationsReadBody = z.infer<typeof markNotificationsReadBody>;

export const DELIVERY_LOG_SORT_FIELDS = ['createdAt', 'sentAt', 'status'] as const;

/** GET listDeliveryLog: what was sent to whom, newest first unless sorted. */
export const listDeliveryLogQuery = listQuery(
  {
    channel: blankable(z.enum(NOTIFICATION_CHANNELS)),
    status: blankable(z.enum(NOTIFICATION_STATUSES)),
    event: blankable(z.enum(NOTIFICATION_EVENTS)),
    userId: optionalId,
    /** "Contains" over the account's name and the recipient address. */
    recipient: optionalFilter,
    from: momentFilter,
    to: momentFilter,
  },
  DELIVERY_LOG_SORT_FIELDS,
);
export type ListDeliveryLogQuery = z.infer<typeof listDeliveryLogQuery>;

export interface DeliveryLogRecord {
  notificationId: number;
  userId: number;
  username: string;
  name: string;
  event: NotificationEvent;
  channel: NotificationChannel;
  lang: string;
  recipient: string;
  subject: string;
  status: NotificationStatus;
  attempts: number;
  nextAttemptAt: number;
  providerAnswer: string;
  createdAt: number;
  sentAt: number | null;
  resentFrom: number | null;
}

/** POST resendNotification: the same message again, as a new outbox row (audited). */
export const resendNotificationBody = z.object({ notificationId: requiredId });
export type ResendNotificationBody = z.infer<typeof resendNotificationBody>;
