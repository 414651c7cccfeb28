import {
  addArticleBody,
  API,
  ARTICLE_TYPE_LABELS,
  articleIdBody,
  type ArticleRecord,
  articleSelectQuery,
  displayLabel,
  idParam,
  listArticleQuery,
  myArticlesQuery,
  PERMISSION,
  TOP_FLAG_LABELS,
  updateArticleBody,
  VIDEO_FLAG_LABELS,
} from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerCrudRoutes } from '../../plugins/crud-routes.js';
import { ok } from '../../lib/envelope.js';
import { dateCell, type ExcelColumn, yesNo } from '../../lib/excel.js';
import { viewerOf } from '../../plugins/access.js';
import { finishArticle, myArticle, myArticles, openArticle } from './learning.js';
import { articleListing, articleOptions } from './repository.js';
import * as articles from './service.js';

const EXPORT_COLUMNS: ExcelColumn<ArticleRecord>[] = [
  { header: 'colTitle', value: (row) => row.title, width: 40 },
  { header: 'colArticleType', value: (row, lang) => displayLabel(ARTICLE_TYPE_LABELS, row.type, lang), width: 18 },
  { header: 'colHasVideo', value: (row, lang) => displayLabel(VIDEO_FLAG_LABELS, row.hasVideo, lang), width: 12 },
  { header: 'colPinned', value: (row, lang) => displayLabel(TOP_FLAG_LABELS, row.pinned, lang), width: 12 },
  { header: 'colPublished', value: (row, lang) => yesNo(lang, row.published), width: 10 },
  { header: 'colArticleSubjects', value: (row) => row.subjects.map((subject) => subject.name).join(', '), width: 30 },
  { header: 'colOpenedCount', value: (row) => row.openedCount, width: 12 },
  { header: 'colFinishedCount', value: (row) => row.finishedCount, width: 14 },
  { header: 'colUpdatedAt', value: (row) => dateCell(row.updatedAt), format: 'datetime', width: 18 },
];

/** Learning articles: staff write them (/articleManage, LEARNING-ARTICLE), with per-article reading counts. */
export async function articleRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, {
    entity: 'Article',
    access: { permission: PERMISSION.LEARNING_ARTICLE },
    selectAccess: { permission: PERMISSION.LEARNING_ARTICLE },
    schemas: { listQuery: listArticleQuery, selectQuery: articleSelectQuery, addBody: addArticleBody, updateBody: updateArticleBody },
    listing: articleListing,
    listAllForSelect: () => articleOptions(app.db),
    get: (id) => articles.requireArticle(app.db, id),
    add: (body, viewer) => articles.addArticle(app.db, body, viewer.userId),
    update: (body) => articles.updateArticle(app.db, body),
    remove: (ids) => articles.deleteArticles(app.db, ids),
    exportColumns: EXPORT_COLUMNS,
  });
}

/**
 * The candidate's learning page (/kaoshi-learning, STUDENT-EXAM): their articles, one article,
 * and their own reading progress. Opening and finishing are POSTs: reading a list or an
 * article changes nothing.
 */
export async function learningRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: { permission: PERMISSION.STUDENT_EXAM } } as const;
  const tags = ['Learning'];
  r.get(API.myArticles, { schema: { tags, querystring: myArticlesQuery }, config }, async (req) =>
    ok(req, await myArticles(app.db, viewerOf(req).userId, req.query)),
  );
  r.get(`${API.myArticle}/:id`, { schema: { tags, params: idParam }, config }, async (req) =>
    ok(req, await myArticle(app.db, viewerOf(req).userId, req.params.id)),
  );
  r.post(API.openArticle, { schema: { tags, body: articleIdBody }, config }, async (req) =>
    ok(req, await openArticle(app.db, viewerOf(req).userId, req.body.articleId, app.clock.now())),
  );
  r.post(API.finishArticle, { schema: { tags, body: articleIdBody }, config }, async (req) =>
    ok(req, await finishArticle(app.db, viewerOf(req).userId, req.body.articleId, app.clock.now())),
  );
}
