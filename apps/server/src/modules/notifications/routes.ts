import {
  API,
  listDeliveryLogQuery,
  markNotificationsReadBody,
  myNotificationsQuery,
  PERMISSION,
  resendNotificationBody,
} from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { viewerOf } from '../../plugins/access.js';
import { audited } from '../../plugins/audit-trail/recorder.js';
import { recordTarget } from '../../plugins/audit-trail/targets.js';
import { listDeliveryLog, requireDelivery, resendNotification } from './delivery-log.js';
import { markRead, myNotifications, unreadCount } from './inbox.js';
import { registerNotificationSender } from './outbox-sender.js';
import { scheduleExamReminders } from './reminders.js';

/**
 * Notifications (docs/REQUIREMENTS.md §22): every signed-in user's message centre (their own
 * in-app messages: count, list, mark read) and the delivery log of everything the outbox sent
 * (NOTIFICATION-LOG), with resending. The sender runs beside them (outbox-sender.ts).
 */
export async function notificationRoutes(app: FastifyInstance) {
  registerNotificationSender(app);
  scheduleExamReminders(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Notification'];
  const own = { access: 'signedIn' } as const;
  const log = { access: { permission: PERMISSION.NOTIFICATION_LOG } } as const;
  const notificationTarget = {
    ...recordTarget('notification', (id) => requireDelivery(app.db, id)),
    label: (record: Record<string, unknown>) => `${String(record.channel)} ${String(record.event)} ${String(record.username)}`,
  };

  r.get(API.myNotifications, { schema: { tags, querystring: myNotificationsQuery }, config: own }, async (req) =>
    ok(req, await myNotifications(app.db, viewerOf(req).userId, req.lang, req.query)),
  );
  r.get(API.myUnreadNotificationCount, { schema: { tags }, config: own }, async (req) =>
    ok(req, { unread: await unreadCount(app.db, viewerOf(req).userId) }),
  );
  r.post(API.markNotificationsRead, { schema: { tags, body: markNotificationsReadBody }, config: own }, async (req) =>
    ok(req, { unread: await markRead(app.db, viewerOf(req).userId, req.body.ids, app.clock.now()) }),
  );
  r.post(API.markAllNotificationsRead, { schema: { tags }, config: own }, async (req) =>
    ok(req, { unread: await markRead(app.db, viewerOf(req).userId, 'all', app.clock.now()) }),
  );
  r.get(API.listDeliveryLog, { schema: { tags, querystring: listDeliveryLogQuery }, config: log }, async (req) =>
    ok(req, await listDeliveryLog(app.db, app.dialect, req.query)),
  );
  r.post(
    API.resendNotification,
    {
      schema: { tags, body: resendNotificationBody },
      config: audited(log, 'notification.resend', notificationTarget, { created: 'notificationId' }),
    },
    async (req) => ok(req, await resendNotification(app.db, req.body.notificationId, app.clock.now())),
  );
}
