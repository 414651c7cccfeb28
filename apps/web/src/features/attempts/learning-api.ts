import { API, type ArticleProgress, type MyArticle, type MyArticles } from '@kaoshi/contracts';
import { request } from '../../lib/http';

/** The candidate's learning articles (/kaoshi-learning): their list, one article, and their own reading progress (POSTs). */
export const fetchMyArticles = (params: { page: number; limit: number; type?: number; subjectId?: number }) =>
  request<MyArticles>({ url: API.myArticles, method: 'GET', params });
export const fetchMyArticle = (articleId: number) => request<MyArticle>({ url: `${API.myArticle}/${articleId}`, method: 'GET' });
export const openArticle = (articleId: number) => request<ArticleProgress>({ url: API.openArticle, method: 'POST', data: { articleId } });
export const finishArticle = (articleId: number) =>
  request<ArticleProgress>({ url: API.finishArticle, method: 'POST', data: { articleId } });
