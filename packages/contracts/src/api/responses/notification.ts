import { z } from 'zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, NOTIFICATION_STATUSES } from '../notifications.js';
import { API } from '../paths.js';
import { epochMs, id, paged } from './define.js';

/** The answers of the /notification/ calls: the message centre and the delivery log. */

const unread = z.strictObject({ unread: z.number().int().min(0) });

const inboxMessage = z.strictObject({
  notificationId: id,
  event: z.enum(NOTIFICATION_EVENTS),
  title: z.string(),
  body: z.string(),
  createdAt: epochMs,
  readAt: epochMs.nullable(),
});

const delivery = z.strictObject({
  notificationId: id,
  userId: id,
  username: z.string(),
  name: z.string(),
  event: z.enum(NOTIFICATION_EVENTS),
  channel: z.enum(NOTIFICATION_CHANNELS),
  lang: z.string(),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  attempts: z.number().int().min(0),
  nextAttemptAt: epochMs,
  providerAnswer: z.string(),
  createdAt: epochMs,
  sentAt: epochMs.nullable(),
  resentFrom: id.nullable(),
});

export const notificationResponses = {
  [`GET ${API.myNotifications}`]: z.strictObject({
    list: z.array(inboxMessage),
    total: z.number().int().min(0),
    unread: z.number().int().min(0),
  }),
  [`GET ${API.myUnreadNotificationCount}`]: unread,
  [`POST ${API.markNotificationsRead}`]: unread,
  [`POST ${API.markAllNotificationsRead}`]: unread,
  [`GET ${API.listDeliveryLog}`]: paged(delivery),
  [`POST ${API.resendNotification}`]: delivery,
};
