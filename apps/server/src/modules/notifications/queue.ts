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

/**
 * Writes a message into the outbox, in the caller's transaction (docs/REQUIREMENTS.md §21): it
 * exists exactly when the event it reports was committed, and a rolled-back event leaves none.
 * In-app messages are delivered by being written; e-mail and SMS wait for the sender, addressed
 * to the account's e-mail and mobile number as they are now. Variables are checked here: a
 * message that could not be written fails the event's transaction instead of going out wrong.
 */
export async function queueNotification<E extends NotificationEvent>(
  trx: Transaction<Database> | Kysely<Database>,
  message: QueuedNotification<E>,
): Promise<void> {
  const vars = EVENT_VARIABLES[message.event].parse(message.vars) as Record<string, unknown>;
  const user = await trx
    .selectFrom('users')
    .select(['email', 'phone', 'notificationLanguage'])
    .where('id', '=', message.userId)
    .executeTakeFirst();
  if (!user) throw new Error(`queueNotification: no user ${message.userId}`);
  const channels = message.channels ?? NOTIFICATION_CHANNELS;
  const rows = channels.map((channel) => ({
    userId: message.userId,
    event: message.event,
    channel,
    lang: user.notificationLanguage,
    recipient: channel === 'email' ? user.email.trim() : channel === 'sms' ? user.phone.trim() : '',
    body: '',
    vars: JSON.stringify(vars),
    idempotencyKey: idempotencyKey(message.event, message.key, channel),
    status: channel === 'inapp' ? 'sent' : 'queued',
    nextAttemptAt: message.now,
    sentAt: channel === 'inapp' ? message.now : null,
    createdAt: message.now,
    updatedAt: message.now,
  }));
  await trx
    .insertInto('notifications')
    .values(rows)
    .onConflict((conflict) => conflict.column('idempotencyKey').doNothing())
    .execute();
}
