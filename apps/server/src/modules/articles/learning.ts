import type {
  ArticleProgress,
  ArticleSubject,
  ArticleType,
  MyArticle,
  MyArticles,
  MyArticlesQuery,
  MyArticleSummary,
} from '@kaoshi/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { pageOffset } from '../../db/queries.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import { subjectsOf } from './repository.js';

/**
 * The candidate's side of the learning articles. A candidate sees published articles meant for
 * everyone (no job types) or for one of their own job types (the job type of their batch), and
 * only their own reading progress: every id outside that reads as "not found".
 */

/** The caller's own job types: the job type of the batch they are in (none for staff). */
export async function candidateSubjects(db: Kysely<Database>, userId: number): Promise<ArticleSubject[]> {
  return db
    .selectFrom('users')
    .innerJoin('classes', 'classes.id', 'users.classId')
    .innerJoin('subjects', 'subjects.id', 'classes.subjectId')
    .select(['subjects.id as subjectId', 'subjects.name', 'subjects.level', 'subjects.code'])
    .where('users.id', '=', userId)
    .execute();
}

/** Published articles the caller may read, with the caller's own reading row joined. */
function visibleTo(db: Kysely<Database>, userId: number, mine: readonly number[]) {
  return db
    .selectFrom('articles')
    .leftJoin('articleReadings', (join) =>
      join.onRef('articleReadings.articleId', '=', 'articles.id').on('articleReadings.studentId', '=', userId),
    )
    .where('articles.published', '=', 1)
    .where((eb) => {
      const forEveryone = eb.not(
        eb.exists(
          eb.selectFrom('articleSubjects').select('articleSubjects.articleId').whereRef('articleSubjects.articleId', '=', 'articles.id'),
        ),
      );
      if (mine.length === 0) return forEveryone;
      const forMine = eb.exists(
        eb
          .selectFrom('articleSubjects')
          .select('articleSubjects.articleId')
          .whereRef('articleSubjects.articleId', '=', 'articles.id')
          .where('articleSubjects.subjectId', 'in', mine),
      );
      return eb.or([forEveryone, forMine]);
    });
}

const SUMMARY_COLUMNS = [
  'articles.id as articleId',
  'articles.title',
  'articles.type',
  'articles.coverImage',
  'articles.hasVideo',
  'articles.pinned',
  'articles.publishedAt',
  'articleReadings.openedAt',
  'articleReadings.finishedAt',
] as const;

interface SummaryRow {
  articleId: number;
  title: string;
  type: number;
  coverImage: string;
  hasVideo: number;
  pinned: number;
  publishedAt: number | string | null;
  openedAt: number | string | null;
  finishedAt: number | string | null;
}

const epoch = (value: number | string | null) => (value === null ? null : Number(value));
const toSummary = (row: SummaryRow, subjects: ArticleSubject[]): MyArticleSummary => ({
  articleId: row.articleId,
  title: row.title,
  type: row.type as ArticleType,
  coverImage: row.coverImage,
  hasVideo: row.hasVideo ? 1 : 0,
  pinned: row.pinned ? 1 : 0,
  publishedAt: Number(row.publishedAt ?? 0),
  subjects,
  openedAt: epoch(row.openedAt),
  finishedAt: epoch(row.finishedAt),
});

/** Pinned first, then the newest published; the id breaks ties so pages never overlap. */
export async function myArticles(db: Kysely<Database>, userId: number, query: MyArticlesQuery): Promise<MyArticles> {
  const mySubjects = await candidateSubjects(db, userId);
  const mine = mySubjects.map((subject) => subject.subjectId);
  if (query.subjectId !== undefined && !mine.includes(query.subjectId))
    throw badRequest('learningSubjectNotYours', { id: query.subjectId });
  let base = visibleTo(db, userId, mine);
  if (query.type !== undefined) base = base.where('articles.type', '=', query.type);
  if (query.subjectId !== undefined) {
    const tagged = db
      .selectFrom('articleSubjects')
      .select('articleSubjects.articleId')
      .where('articleSubjects.subjectId', '=', query.subjectId);
    base = base.where('articles.id', 'in', tagged);
  }
  const { total } = await base.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  const rows = await base
    .select(SUMMARY_COLUMNS)
    .orderBy('articles.pinned', 'desc')
    .orderBy('articles.publishedAt', 'desc')
    .orderBy('articles.id', 'desc')
    .limit(query.limit)
    .offset(pageOffset(query))
    .execute();
  const subjects = await subjectsOf(
    db,
    rows.map((row) => row.articleId),
  );
  return { total: Number(total), mySubjects, list: rows.map((row) => toSummary(row, subjects.get(row.articleId) ?? [])) };
}

async function requireVisible(db: Kysely<Database>, userId: number, articleId: number) {
  const mine = (await candidateSubjects(db, userId)).map((subject) => subject.subjectId);
  const row = await visibleTo(db, userId, mine)
    .select([...SUMMARY_COLUMNS, 'articles.content'])
    .where('articles.id', '=', articleId)
    .executeTakeFirst();
  if (!row) throw notFound('articleNotFound', { id: articleId });
  return row;
}

/** One article to read. Reading it is recorded by openArticle, not here: a GET changes nothing. */
export async function myArticle(db: Kysely<Database>, userId: number, articleId: number): Promise<MyArticle> {
  const row = await requireVisible(db, userId, articleId);
  const subjects = await subjectsOf(db, [articleId]);
  return { ...toSummary(row, subjects.get(articleId) ?? []), content: row.content };
}

async function progressOf(db: Kysely<Database>, userId: number, articleId: number): Promise<ArticleProgress> {
  const row = await db
    .selectFrom('articleReadings')
    .select(['openedAt', 'finishedAt'])
    .where('articleId', '=', articleId)
    .where('studentId', '=', userId)
    .executeTakeFirstOrThrow();
  return { articleId, openedAt: Number(row.openedAt), finishedAt: epoch(row.finishedAt) };
}

/** The first opening is kept: opening again changes nothing. */
export async function openArticle(db: Kysely<Database>, userId: number, articleId: number, now: number): Promise<ArticleProgress> {
  await requireVisible(db, userId, articleId);
  await db
    .insertInto('articleReadings')
    .values({ articleId, studentId: userId, openedAt: now, finishedAt: null })
    .onConflict((oc) => oc.columns(['articleId', 'studentId']).doNothing())
    .execute();
  return progressOf(db, userId, articleId);
}

/** Reading to the end (scrolled there, or said so): the first time is kept; it counts as opened too. */
export async function finishArticle(db: Kysely<Database>, userId: number, articleId: number, now: number): Promise<ArticleProgress> {
  await requireVisible(db, userId, articleId);
  await db
    .insertInto('articleReadings')
    .values({ articleId, studentId: userId, openedAt: now, finishedAt: now })
    .onConflict((oc) =>
      oc.columns(['articleId', 'studentId']).doUpdateSet({ finishedAt: sql<number>`coalesce(article_readings.finished_at, ${now})` }),
    )
    .execute();
  return progressOf(db, userId, articleId);
}
