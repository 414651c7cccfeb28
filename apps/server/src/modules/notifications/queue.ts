import { NOTIFICATION_CHANNELS, type NotificationChannel, type NotificationEvent } from '@kaoshi/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { EVENT_VARIABLES, type EventVariables } from './templates.js';

export interface QueuedNotification<E extends NotificationEvent> {
  event: E;
  userId: number;
  vars: EventVariables<E>;
  /**
   * What makes this message one of a kind, beside its event (a registration's id, a
   * publication's id): with the event and the channel it is the message's idempotency key, so
   * the same event queued again (a replayed request, a repeated run) is the same message.
   */
  key: string | number;
  /** The moment of the event, on the server's clock. */
  now: number;
  /** All three unless said otherwise; a channel that is off is recorded as off by the sender. */
  channels?: readonly NotificationChannel[];
}

/** The idempotency key of one message on one channel; unique in the outbox. */
export const idempotencyKey = (event: string, key: string | number, channel: NotificationChannel) => `${event}:${key}:${channel}`;

type Db = Transaction<Database> | Kysely<Database>;

/**
 * Writes a message into the outbox, in the caller's transaction (docs/REQUIREMENTS.md §22): it
 * exists exactly when the event it reports was committed, and a rolled-back event leaves none.
 * In-app messages are delivered by being written; e-mail and SMS wait for the sender, addressed
 * to the account's e-mail and mobile number as they are now. Variables are checked here: a
 * message that could not be written fails the event's transaction instead of going out wrong.
 */
export async function queueNotification<E extends NotificationEvent>(trx: Db, message: QueuedNotification<E>): Promise<void> {
  await queueNotifications(trx, [message]);
}

/** Many messages at once (an exam's tickets, a batch approval): one read of the accounts, inserts of 500 rows. */
export async function queueNotifications<E extends NotificationEvent>(trx: Db, messages: readonly QueuedNotification<E>[]): Promise<void> {
  if (messages.length === 0) return;
  const checked = messages.map((message) => ({ ...message, vars: EVENT_VARIABLES[message.event].parse(message.vars) as object }));
  const userIds = [...new Set(messages.map((message) => message.userId))];
  const users = new Map<number, { email: string; phone: string; notificationLanguage: string }>();
  for (let start = 0; start < userIds.length; start += 500) {
    const rows = await trx
      .selectFrom('users')
      .select(['id', 'email', 'phone', 'notificationLanguage'])
      .where('id', 'in', userIds.slice(start, start + 500))
      .execute();
    for (const row of rows) users.set(row.id, row);
  }
  const rows = checked.flatMap((message) => {
    const user = users.get(message.userId);
    if (!user) throw new Error(`queueNotification: no user ${message.userId}`);
    return (message.channels ?? NOTIFICATION_CHANNELS).map((channel) => ({
      userId: message.userId,
      event: message.event,
      channel,
      lang: user.notificationLanguage,
      recipient: channel === 'email' ? user.email.trim() : channel === 'sms' ? user.phone.trim() : '',
      body: '',
      vars: JSON.stringify(message.vars),
      idempotencyKey: idempotencyKey(message.event, message.key, channel),
      status: channel === 'inapp' ? 'sent' : 'queued',
      nextAttemptAt: message.now,
      sentAt: channel === 'inapp' ? message.now : null,
      createdAt: message.now,
      updatedAt: message.now,
    }));
  });
  for (let start = 0; start < rows.length; start += 500)
    await trx
      .insertInto('notifications')
      .values(rows.slice(start, start + 500))
      .onConflict((conflict) => conflict.column('idempotencyKey').doNothing())
      .execute();
}
