import { z } from 'zod';
import { API } from '../paths.js';
import { subjectRef } from './shared.js';

/** The answers of the /learning/ calls (generated from the API tests' answers, then read against the code). */

const myArticle = z.strictObject({
  articleId: z.number(),
  title: z.string(),
  type: z.number(),
  coverImage: z.string(),
  hasVideo: z.number(),
  pinned: z.number(),
  publishedAt: z.number(),
  subjects: z.array(subjectRef),
  openedAt: z.number().nullable(),
  finishedAt: z.number().nullable(),
});

export const learningResponses = {
  [`GET ${API.myArticles}`]: z.strictObject({
    total: z.number(),
    mySubjects: z.array(subjectRef),
    list: z.array(myArticle),
  }),
  [`GET ${API.myArticle}/:id`]: myArticle.extend({
    openedAt: z.unknown() /* only null in the tests */,
    finishedAt: z.unknown() /* only null in the tests */,
    content: z.string(),
  }),
  [`POST ${API.openArticle}`]: z.strictObject({
    articleId: z.number(),
    openedAt: z.number(),
    finishedAt: z.unknown() /* only null in the tests */,
  }),
  [`POST ${API.finishArticle}`]: z.strictObject({
    articleId: z.number(),
    openedAt: z.number(),
    finishedAt: z.number(),
  }),
};
