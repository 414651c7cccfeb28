import type { ListNoticeQuery, NOTICE_SORT_FIELDS, NoticeOption } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import { containsText } from '../../db/queries.js';
import type { Database } from '../../db/schema.js';
import { listing, type SortColumns } from '../../lib/crud.js';

const from = (db: Kysely<Database>) => db.selectFrom('notices');

export const noticeListing = listing({
  from,
  filter: (base, query: ListNoticeQuery, dialect) => (query.title ? base.where(containsText(dialect, 'notices.title', query.title)) : base),
  columns: (query: ReturnType<typeof from>) =>
    query.select([
      'notices.id as noticeId',
      'notices.title',
      'notices.content',
      'notices.minReadingSeconds',
      'notices.createdAt',
      'notices.updatedAt',
    ]),
  sort: {
    columns: {
      title: 'notices.title',
      minReadingSeconds: 'notices.minReadingSeconds',
      createdAt: 'notices.createdAt',
      updatedAt: 'notices.updatedAt',
    } satisfies SortColumns<typeof NOTICE_SORT_FIELDS>,
    id: 'notices.id',
  },
});

export const noticeOptions = (db: Kysely<Database>): Promise<NoticeOption[]> =>
  db.selectFrom('notices').select(['id as noticeId', 'title']).orderBy('title').orderBy('id').execute();

/** id → title, for the delete's messages; ids missing from the map do not exist. */
export async function noticeTitles(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db.selectFrom('notices').select(['id', 'title']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.title]));
}
