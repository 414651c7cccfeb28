import type { AddArticleBody, ArticleRecord, UpdateArticleBody } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/app-error.js';
import { deleteAllOrNothing } from '../../lib/crud.js';
import { sanitiseRichText, showsNothing } from '../../lib/rich-text.js';
import { articleListing, articleTitles } from './repository.js';

export async function requireArticle(db: Kysely<Database>, articleId: number): Promise<ArticleRecord> {
  const article = await articleListing.find(db, articleId);
  if (!article) throw notFound('articleNotFound', { id: articleId });
  return article;
}

/** A video element left in the sanitised body (the whitelist keeps only safe sources). */
const VIDEO = /<video\b/i;

/** True when the stored body plays a video: the article's video flag, derived rather than typed. */
export const bodyHasVideo = (sanitisedHtml: string): 0 | 1 => (VIDEO.test(sanitisedHtml) ? 1 : 0);

/**
 * The body is stored sanitised and the video flag read from what is stored; a body that was
 * all unsafe markup is refused, not saved blank. Unknown job types are refused by id.
 */
async function checked(db: Kysely<Database>, body: AddArticleBody) {
  const content = sanitiseRichText(body.content);
  if (showsNothing(content)) throw badRequest('articleContentEmpty');
  const { subjectIds: given, ...fields } = body;
  const subjectIds = [...new Set(given)];
  if (subjectIds.length > 0) {
    const found = new Set((await db.selectFrom('subjects').select('id').where('id', 'in', subjectIds).execute()).map((row) => row.id));
    const missing = subjectIds.filter((id) => !found.has(id));
    if (missing.length > 0) throw badRequest('articleSubjectsNotFound', { ids: missing.join(', ') });
  }
  return { fields: { ...fields, content, hasVideo: bodyHasVideo(content) }, subjectIds };
}

async function setSubjects(trx: Kysely<Database>, articleId: number, subjectIds: readonly number[]) {
  await trx.deleteFrom('articleSubjects').where('articleId', '=', articleId).execute();
  if (subjectIds.length > 0)
    await trx
      .insertInto('articleSubjects')
      .values(subjectIds.map((subjectId) => ({ articleId, subjectId })))
      .execute();
}

export async function addArticle(db: Kysely<Database>, body: AddArticleBody, authorId: number) {
  const { fields, subjectIds } = await checked(db, body);
  const now = Date.now();
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('articles')
      .values({ ...fields, publishedAt: fields.published ? now : null, createdBy: authorId, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setSubjects(trx, row.id, subjectIds);
    return row.id;
  });
  return requireArticle(db, id);
}

/** Publishing a draft dates it now (candidates see the newest first); editing a published article keeps its date. */
export async function updateArticle(db: Kysely<Database>, body: UpdateArticleBody) {
  const { articleId, ...rest } = body;
  const before = await requireArticle(db, articleId);
  const { fields, subjectIds } = await checked(db, rest);
  const now = Date.now();
  const publishedAt = fields.published ? (before.published ? before.publishedAt : now) : before.publishedAt;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('articles')
      .set({ ...fields, publishedAt, updatedAt: now })
      .where('id', '=', articleId)
      .execute();
    await setSubjects(trx, articleId, subjectIds);
  });
  return requireArticle(db, articleId);
}

/** Deleting an article takes its job-type links and reading records with it (foreign keys cascade). */
export const deleteArticles = (db: Kysely<Database>, ids: readonly number[]) =>
  deleteAllOrNothing(
    db,
    {
      names: articleTitles,
      notFound: 'articleNotFound',
      holders: [],
      remove: async (trx, list) => {
        await trx.deleteFrom('articles').where('id', 'in', list).execute();
      },
    },
    ids,
  );
