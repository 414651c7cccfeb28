import type { AddNoticeBody, NoticeRecord, UpdateNoticeBody } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import { deleteAllOrNothing, heldBy } from '../../lib/crud.js';
import { sanitiseRichText, showsNothing } from '../../lib/rich-text.js';
import { noticeListing, noticeTitles } from './repository.js';

export async function requireNotice(db: Kysely<Database>, noticeId: number): Promise<NoticeRecord> {
  const notice = await noticeListing.find(db, noticeId);
  if (!notice) throw notFound('noticeNotFound', { id: noticeId });
  return notice;
}

/** The content is stored sanitised; a notice whose content was all unsafe markup is refused, not saved blank. */
function checked(body: AddNoticeBody) {
  const content = sanitiseRichText(body.content);
  if (showsNothing(content)) throw badRequest('noticeContentEmpty');
  return { ...body, content };
}

export async function addNotice(db: Kysely<Database>, body: AddNoticeBody) {
  const values = checked(body);
  const now = Date.now();
  const { id } = await db
    .insertInto('notices')
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return requireNotice(db, id);
}

export async function updateNotice(db: Kysely<Database>, body: UpdateNoticeBody) {
  const { noticeId, ...fields } = body;
  await requireNotice(db, noticeId);
  const values = checked(fields);
  await db
    .updateTable('notices')
    .set({ ...values, updatedAt: Date.now() })
    .where('id', '=', noticeId)
    .execute();
  return requireNotice(db, noticeId);
}

/** A notice chosen by any publication stays (the foreign key backs this up). */
export const deleteNotices = (db: Kysely<Database>, ids: readonly number[]) =>
  deleteAllOrNothing(
    db,
    {
      names: noticeTitles,
      notFound: 'noticeNotFound',
      holders: [heldBy('publications', 'publications.noticeId', 'noticeUsedByPublications')],
      remove: async (trx, list) => {
        await trx.deleteFrom('notices').where('id', 'in', list).execute();
      },
    },
    ids,
  );
