import { z } from 'zod';
import { ARTICLE_TYPES, type ArticleType } from '../display-codes.js';
import {
  blankable,
  flag01,
  idList,
  listQuery,
  mediaUrl,
  optionalFilter,
  optionalFlag,
  optionalId,
  pageQuery,
  requiredId,
  richText,
} from './common.js';
import type { Timestamps } from './organisation.js';

/** An article type from a form, query or JSON: 0 classic reading, 1 excellent culture. */
export const articleType = z.coerce
  .number()
  .int()
  .refine((value): value is ArticleType => (ARTICLE_TYPES as readonly number[]).includes(value), {
    message: 'type must be one of: 0 (classic reading), 1 (excellent culture)',
  });

/**
 * A learning article as staff write it. The video flag is not among the fields: the server
 * sets it from the sanitised body (a body with a video has it), so it cannot disagree.
 */
export const articleFields = z.object({
  title: z.string().trim().min(1).max(200),
  type: articleType,
  /** Shown on the candidate's list; an editor file or an https: image (rich-text/url-policy.ts). */
  coverImage: mediaUrl(500),
  content: richText.refine((html) => html.trim() !== '', { message: 'content is required' }),
  /** The job types the article is for; none: every candidate. */
  subjectIds: idList.refine((ids) => ids.length <= 100, { message: 'subjectIds allows at most 100 item(s)' }).default([]),
  /** Top flag: 0 not pinned, 1 pinned (pinned articles come first for candidates). */
  pinned: flag01.default(0),
  /** 1 published (candidates see it), 0 draft. */
  published: flag01.default(0),
});
export const addArticleBody = articleFields;
export type AddArticleBody = z.infer<typeof addArticleBody>;
export const updateArticleBody = articleFields.extend({ articleId: requiredId });
export type UpdateArticleBody = z.infer<typeof updateArticleBody>;

export const ARTICLE_SORT_FIELDS = [
  'title',
  'type',
  'hasVideo',
  'pinned',
  'published',
  'openedCount',
  'finishedCount',
  'createdAt',
  'updatedAt',
] as const;
export const listArticleQuery = listQuery(
  {
    title: optionalFilter,
    type: blankable(articleType),
    pinned: optionalFlag,
    published: optionalFlag,
    hasVideo: optionalFlag,
    subjectId: optionalId,
  },
  ARTICLE_SORT_FIELDS,
);
export type ListArticleQuery = z.infer<typeof listArticleQuery>;
export const articleSelectQuery = z.object({});

export interface ArticleSubject {
  subjectId: number;
  name: string;
  /** Its certification level: one job type is registered once per level, so the name alone is ambiguous. */
  level: number;
  code: string;
}

export interface ArticleRecord extends Timestamps {
  articleId: number;
  title: string;
  type: ArticleType;
  coverImage: string;
  content: string;
  /** Video flag: 0 none, 1 has; set from the body. */
  hasVideo: 0 | 1;
  pinned: 0 | 1;
  published: 0 | 1;
  /** When it was last published; null for a draft never published. Candidates see the newest first. */
  publishedAt: number | null;
  subjects: ArticleSubject[];
  /** Candidates who opened it, and of those who read it to the end. */
  openedCount: number;
  finishedCount: number;
}
export interface ArticleOption {
  articleId: number;
  title: string;
}

/** The candidate's learning list: published articles for them, pinned first, then newest. */
export const myArticlesQuery = pageQuery.extend({
  type: blankable(articleType),
  /** One of the candidate's own job types; anything else is refused. */
  subjectId: optionalId,
});
export type MyArticlesQuery = z.infer<typeof myArticlesQuery>;

/** One entry of the candidate's list, with their own reading progress. */
export interface MyArticleSummary {
  articleId: number;
  title: string;
  type: ArticleType;
  coverImage: string;
  hasVideo: 0 | 1;
  pinned: 0 | 1;
  publishedAt: number;
  subjects: ArticleSubject[];
  /** When the caller first opened it and first read it to the end; null when not (yet). */
  openedAt: number | null;
  finishedAt: number | null;
}
export interface MyArticles {
  list: MyArticleSummary[];
  total: number;
  /** The caller's own job types: what the job-type filter offers. */
  mySubjects: ArticleSubject[];
}
export interface MyArticle extends MyArticleSummary {
  content: string;
}

export const articleIdBody = z.object({ articleId: requiredId });
export type ArticleIdBody = z.infer<typeof articleIdBody>;
/** What the caller's reading of one article is now, after recording an open or a finish. */
export interface ArticleProgress {
  articleId: number;
  openedAt: number;
  finishedAt: number | null;
}
