import { z } from 'zod';
import { API } from '../paths.js';
import { binary, none, XLSX } from './define.js';
import { subjectRef } from './shared.js';

/** The answers of the /article/ calls (generated from the API tests' answers, then read against the code). */

const getArticleByIdData = z.strictObject({
  articleId: z.number(),
  title: z.string(),
  type: z.number(),
  coverImage: z.string(),
  content: z.string(),
  hasVideo: z.number(),
  pinned: z.number(),
  published: z.number(),
  publishedAt: z.number().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
  openedCount: z.number(),
  finishedCount: z.number(),
  subjects: z.array(subjectRef),
});

export const articleResponses = {
  [`GET ${API.listArticle}`]: z.strictObject({
    total: z.number(),
    list: z.array(getArticleByIdData),
  }),
  [`GET ${API.listAllArticleForSelect}`]: z.array(z.unknown() /* no item in the tests */),
  [`GET ${API.getArticleById}/:id`]: getArticleByIdData,
  [`POST ${API.addArticle}`]: getArticleByIdData,
  [`PUT ${API.updateArticle}`]: getArticleByIdData.extend({ publishedAt: z.number() }),
  [`DELETE ${API.deleteArticle}/:id`]: none,
  [`POST ${API.batchDeleteArticle}`]: none,
  [`GET ${API.exportArticle}`]: binary(XLSX),
};
