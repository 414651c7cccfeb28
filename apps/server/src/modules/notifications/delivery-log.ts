import type {
  DELIVERY_LOG_SORT_FIELDS,
  DeliveryLogRecord,
  ListDeliveryLogQuery,
  NotificationChannel,
  NotificationEvent,
  NotificationStatus,
} from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database.js';
import { containsText } from '../../db/queries.js';
import type { Database } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { listing, type SortColumns } from '../../lib/crud.js';

/** The delivery log (docs/REQUIREMENTS.md §22): every outbox row with its account, newest first. */
const from = (db: Kysely<Database>) => db.selectFrom('notifications').innerJoin('users', 'users.id', 'notifications.userId');

const rawListing = listing({
  from,
  filter: (base, query: ListDeliveryLogQuery, dialect) => {
    if (query.channel) base = base.where('notifications.channel', '=', query.channel);
    if (query.status) base = base.where('notifications.status', '=', query.status);
    if (query.event) base = base.where('notifications.event', '=', query.event);
    if (query.userId !== undefined) base = base.where('notifications.userId', '=', query.userId);
    if (query.from !== undefined) base = base.where('notifications.createdAt', '>=', query.from);
    if (query.to !== undefined) base = base.where('notifications.createdAt', '<', query.to);
    const { recipient } = query;
    if (recipient)
      base = base.where((eb) =>
        eb.or(['users.username', 'users.nickName', 'notifications.recipient'].map((column) => containsText(dialect, column, recipient))),
      );
    return base;
  },
  columns: (query: ReturnType<typeof from>) =>
    query.select([
      'notifications.id as notificationId',
      'notifications.userId',
      'users.username',
      'users.nickName as name',
      'notifications.event',
      'notifications.channel',
      'notifications.lang',
      'notifications.recipient',
      'notifications.subject',
      'notifications.status',
      'notifications.attempts',
      'notifications.nextAttemptAt',
      'notifications.providerAnswer',
      'notifications.createdAt',
      'notifications.sentAt',
      'notifications.resentFrom',
    ]),
  sort: {
    columns: {
      createdAt: 'notifications.createdAt',
      sentAt: 'notifications.sentAt',
      status: 'notifications.status',
    } satisfies SortColumns<typeof DELIVERY_LOG_SORT_FIELDS>,
    id: 'notifications.id',
  },
});

type Row = Awaited<ReturnType<typeof rawListing.exportAll>>[number];

const toRecord = (row: Row): DeliveryLogRecord => ({
  ...row,
  event: row.event as NotificationEvent,
  channel: row.channel as NotificationChannel,
  status: row.status as NotificationStatus,
  nextAttemptAt: Number(row.nextAttemptAt),
  createdAt: Number(row.createdAt),
  sentAt: row.sentAt === null ? null : Number(row.sentAt),
});

export async function listDeliveryLog(db: Kysely<Database>, dialect: DialectName, query: ListDeliveryLogQuery) {
  const page = await rawListing.list(db, dialect, query.sortField ? query : { ...query, sortOrder: 'descend' });
  return { list: page.list.map(toRecord), total: page.total };
}

export async function requireDelivery(db: Kysely<Database>, notificationId: number): Promise<DeliveryLogRecord> {
  const row = await rawListing.find(db, notificationId);
  if (!row) throw notFound('notificationNotFound', { id: notificationId });
  return toRecord(row);
}

/**
 * POST resendNotification: an e-mail or SMS that failed, was off or went out is queued again as
 * a new row (its own idempotency key, `resentFrom` naming the first), to the account's address
 * as it is now: a corrected address is the usual reason to resend. In-app messages are never
 * lost, and a message still waiting is sent anyway: both are refused.
 */
export async function resendNotification(db: Kysely<Database>, notificationId: number, now: number): Promise<DeliveryLogRecord> {
  const id = await db.transaction().execute(async (trx) => {
    const original = await trx.selectFrom('notifications').selectAll().where('id', '=', notificationId).executeTakeFirst();
    if (!original) throw notFound('notificationNotFound', { id: notificationId });
    if (original.channel === 'inapp') throw conflict('notificationInAppNoResend');
    if (original.status === 'queued' || original.status === 'retrying') throw conflict('notificationStillQueued');
    const user = await trx.selectFrom('users').select(['email', 'phone']).where('id', '=', original.userId).executeTakeFirstOrThrow();
    const resends = await trx
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('resentFrom', '=', original.id)
      .executeTakeFirstOrThrow();
    const inserted = await trx
      .insertInto('notifications')
      .values({
        userId: original.userId,
        event: original.event,
        channel: original.channel,
        lang: original.lang,
        recipient: (original.channel === 'email' ? user.email : user.phone).trim(),
        body: '',
        vars: original.vars,
        idempotencyKey: `${original.idempotencyKey}:resend:${Number(resends.count) + 1}`,
        status: 'queued',
        nextAttemptAt: now,
        resentFrom: original.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  });
  return requireDelivery(db, id);
}
