import type { FastifyInstance } from 'fastify';
import { schedulePeriodicTask } from '../../lib/periodic-task.js';
import { emailChannel } from './channels/email.js';
import { smsChannel } from './channels/sms.js';
import { newLeaseOwner, type SenderChannels, sendDueNotifications } from './sender.js';

export interface NotificationSender {
  channels: SenderChannels;
  /** One run of the sender (tests call it after moving the clock); answers how many messages it handled. */
  runOnce(): Promise<number>;
}

// By database: the routes plugin's instance is an encapsulated child of the app the caller holds.
const senders = new WeakMap<object, NotificationSender>();

/** The app's sender, for tests and operator tools. */
export function notificationSenderOf(app: FastifyInstance): NotificationSender {
  const sender = senders.get(app.db);
  if (!sender) throw new Error('The notification sender is not registered');
  return sender;
}

/**
 * Builds the channels from the configuration, says at start-up which are off and why, and runs
 * the sender on the server clock (lib/periodic-task.ts): once at start, so what was due while
 * the server was down goes out, then every NOTIFY_INTERVAL_MS; closing waits for the run under
 * way. A run that handled a full batch runs again at once.
 */
export function registerNotificationSender(app: FastifyInstance) {
  const settings = app.config.notifications;
  const siteUrl = app.config.publicUrl ?? `http://localhost:${app.config.port}`;
  const channels: SenderChannels = {
    email: emailChannel({ smtpUrl: settings.smtpUrl, mailFrom: settings.mailFrom, siteUrl }),
    sms: smsChannel(settings.sms),
  };
  for (const channel of Object.values(channels)) if (channel.off) app.log.info(channel.off);
  const owner = newLeaseOwner();
  const runOnce = () => sendDueNotifications(app, channels, owner);
  senders.set(app.db, { channels, runOnce });
  let closing = false;
  schedulePeriodicTask(app, 'notification sender', settings.intervalMs, async () => {
    while ((await runOnce()) >= settings.batch && !closing) {
      // A full batch: more may be due.
    }
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onClose', async () => {
    await Promise.all(Object.values(channels).map((channel) => channel.close()));
  });
}
