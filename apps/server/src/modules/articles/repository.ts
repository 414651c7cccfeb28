import type {
  ARTICLE_SORT_FIELDS,
  ArticleOption,
  ArticleRecord,
  ArticleSubject,
  ArticleType,
  ListArticleQuery,
  Paged,
} from '@kaoshi/contracts';
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../../db/database.js';
import { containsText } from '../../db/queries.js';
import type { Database } from '../../db/schema.js';
import { childCount, listing, type SortColumns } from '../../lib/crud.js';

const from = (db: Kysely<Database>) => db.selectFrom('articles');

/** Candidates who read an article to the end. */
const finishedCount = sql<number>`(select count(*) from article_readings where article_readings.article_id = articles.id and article_readings.finished_at is not null)`;

const baseListing = listing({
  from,
  filter: (base, query: ListArticleQuery, dialect, db) => {
    if (query.title) base = base.where(containsText(dialect, 'articles.title', query.title));
    if (query.type !== undefined) base = base.where('articles.type', '=', query.type);
    if (query.pinned !== undefined) base = base.where('articles.pinned', '=', query.pinned);
    if (query.published !== undefined) base = base.where('articles.published', '=', query.published);
    if (query.hasVideo !== undefined) base = base.where('articles.hasVideo', '=', query.hasVideo);
    if (query.subjectId !== undefined) {
      const tagged = db
        .selectFrom('articleSubjects')
        .select('articleSubjects.articleId')
        .where('articleSubjects.subjectId', '=', query.subjectId);
      base = base.where('articles.id', 'in', tagged);
    }
    return base;
  },
  columns: (query: ReturnType<typeof from>) =>
    query.select([
      'articles.id as articleId',
      'articles.title',
      'articles.type',
      'articles.coverImage',
      'articles.content',
      'articles.hasVideo',
      'articles.pinned',
      'articles.published',
      'articles.publishedAt',
      'articles.createdAt',
      'articles.updatedAt',
      childCount('articleReadings', 'articleReadings.articleId', 'articles.id').as('openedCount'),
      finishedCount.as('finishedCount'),
    ]),
  sort: {
    columns: {
      title: 'articles.title',
      type: 'articles.type',
      hasVideo: 'articles.hasVideo',
      pinned: 'articles.pinned',
      published: 'articles.published',
      openedCount: 'openedCount',
      finishedCount: 'finishedCount',
      createdAt: 'articles.createdAt',
      updatedAt: 'articles.updatedAt',
    } satisfies SortColumns<typeof ARTICLE_SORT_FIELDS>,
    id: 'articles.id',
  },
});

type ArticleRow = Awaited<ReturnType<typeof baseListing.find>> & object;

/** Each article's job types, by article id (an article for everyone has none). */
export async function subjectsOf(db: Kysely<Database>, articleIds: readonly number[]): Promise<Map<number, ArticleSubject[]>> {
  const byArticle = new Map<number, ArticleSubject[]>();
  if (articleIds.length === 0) return byArticle;
  const rows = await db
    .selectFrom('articleSubjects')
    .innerJoin('subjects', 'subjects.id', 'articleSubjects.subjectId')
    .select(['articleSubjects.articleId', 'subjects.id as subjectId', 'subjects.name', 'subjects.level', 'subjects.code'])
    .where('articleSubjects.articleId', 'in', articleIds)
    .orderBy('subjects.name')
    .orderBy('subjects.level', 'desc')
    .orderBy('subjects.id')
    .execute();
  for (const row of rows) {
    const list = byArticle.get(row.articleId) ?? [];
    list.push({ subjectId: row.subjectId, name: row.name, level: row.level, code: row.code });
    byArticle.set(row.articleId, list);
  }
  return byArticle;
}

// PostgreSQL returns count(*) and bigint as strings; the record's numbers are numbers.
const toRecord = (row: ArticleRow, subjects: ArticleSubject[]): ArticleRecord => ({
  ...row,
  type: row.type as ArticleType,
  hasVideo: row.hasVideo ? 1 : 0,
  pinned: row.pinned ? 1 : 0,
  published: row.published ? 1 : 0,
  publishedAt: row.publishedAt === null ? null : Number(row.publishedAt),
  createdAt: Number(row.createdAt),
  updatedAt: Number(row.updatedAt),
  openedCount: Number(row.openedCount),
  finishedCount: Number(row.finishedCount),
  subjects,
});

async function withSubjects(db: Kysely<Database>, rows: ArticleRow[]): Promise<ArticleRecord[]> {
  const subjects = await subjectsOf(
    db,
    rows.map((row) => row.articleId),
  );
  return rows.map((row) => toRecord(row, subjects.get(row.articleId) ?? []));
}

/** The staff list (reading counts included), its export and one record. */
export const articleListing = {
  list: async (db: Kysely<Database>, dialect: DialectName, query: ListArticleQuery): Promise<Paged<ArticleRecord>> => {
    const page = await baseListing.list(db, dialect, query);
    return { total: page.total, list: await withSubjects(db, page.list) };
  },
  exportAll: async (db: Kysely<Database>, dialect: DialectName, query: ListArticleQuery) =>
    withSubjects(db, await baseListing.exportAll(db, dialect, query)),
  find: async (db: Kysely<Database>, id: number): Promise<ArticleRecord | undefined> => {
    const row = await baseListing.find(db, id);
    return row && (await withSubjects(db, [row]))[0];
  },
};

export const articleOptions = (db: Kysely<Database>): Promise<ArticleOption[]> =>
  db.selectFrom('articles').select(['id as articleId', 'title']).orderBy('title').orderBy('id').execute();

/** id → title, for the delete's messages; ids missing from the map do not exist. */
export async function articleTitles(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db.selectFrom('articles').select(['id', 'title']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.title]));
}
