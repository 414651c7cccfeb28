import type { InboxMessage, InboxPage, Lang, MyNotificationsQuery, NotificationEvent } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import { pageOffset } from '../../db/queries.js';
import { notFound } from '../../lib/app-error.js';
import type { Database } from '../../db/schema.js';
import type { NotificationVars } from './templates.js';
import { renderMessage } from './templates.js';

/**
 * The in-app message centre (docs/REQUIREMENTS.md §22): every signed-in user's own messages,
 * written in the language the user reads the console in now. Only the caller's rows are ever
 * read or changed: another user's id is "not there".
 */
const inbox = (db: Kysely<Database>, userId: number) =>
  db.selectFrom('notifications').where('userId', '=', userId).where('channel', '=', 'inapp');

export async function unreadCount(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await inbox(db, userId)
    .where('readAt', 'is', null)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function myNotifications(db: Kysely<Database>, userId: number, lang: Lang, query: MyNotificationsQuery): Promise<InboxPage> {
  const filtered = query.unreadOnly === 1 ? inbox(db, userId).where('readAt', 'is', null) : inbox(db, userId);
  const counted = await filtered.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow();
  const rows = await filtered
    .select(['id', 'event', 'vars', 'createdAt', 'readAt'])
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .offset(pageOffset(query))
    .execute();
  const list = rows.map((row): InboxMessage => {
    const rendered = renderMessage(row.event as NotificationEvent, lang, JSON.parse(row.vars) as NotificationVars);
    return {
      notificationId: row.id,
      event: row.event as NotificationEvent,
      title: rendered.subject,
      body: rendered.body,
      createdAt: Number(row.createdAt),
      readAt: row.readAt === null ? null : Number(row.readAt),
    };
  });
  return { list, total: Number(counted.total), unread: await unreadCount(db, userId) };
}

/** Marks the caller's own messages read, all or none: an id that is not one of them is not found. Answers the unread count. */
export async function markRead(db: Kysely<Database>, userId: number, ids: readonly number[] | 'all', now: number): Promise<number> {
  if (ids !== 'all') {
    const own = new Set((await inbox(db, userId).where('id', 'in', ids).select('id').execute()).map((row) => row.id));
    const missing = ids.find((id) => !own.has(id));
    if (missing !== undefined) throw notFound('notificationNotFound', { id: missing });
  }
  let update = db
    .updateTable('notifications')
    .set({ readAt: now, updatedAt: now })
    .where('userId', '=', userId)
    .where('channel', '=', 'inapp')
    .where('readAt', 'is', null);
  if (ids !== 'all') update = update.where('id', 'in', ids);
  await update.execute();
  return unreadCount(db, userId);
}
