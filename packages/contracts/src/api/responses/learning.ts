import { z } from 'zod';
import { API } from '../paths.js';

/** The answers of the /learning/ calls (generated from the API tests' answers, then read against the code). */

export const learningResponses = {
  [`GET ${API.myArticles}`]: z.strictObject({
    total: z.number(),
    mySubjects: z.array(
      z.strictObject({
        subjectId: z.number(),
        name: z.string(),
      }),
    ),
    list: z.array(
      z.strictObject({
        articleId: z.number(),
        title: z.string(),
        type: z.number(),
        coverImage: z.string(),
        hasVideo: z.number(),
        pinned: z.number(),
        publishedAt: z.number(),
        subjects: z.array(
          z.strictObject({
            subjectId: z.number(),
            name: z.string(),
          }),
        ),
        openedAt: z.number().nullable(),
        finishedAt: z.number().nullable(),
      }),
    ),
  }),
  [`GET ${API.myArticle}/:id`]: z.strictObject({
    articleId: z.number(),
    title: z.string(),
    type: z.number(),
    coverImage: z.string(),
    hasVideo: z.number(),
    pinned: z.number(),
    publishedAt: z.number(),
    subjects: z.array(
      z.strictObject({
        subjectId: z.number(),
        name: z.string(),
      }),
    ),
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
