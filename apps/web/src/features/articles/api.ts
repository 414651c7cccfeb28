import { type AddArticleBody, type ArticleOption, type ArticleRecord, type SubjectOption, type SubjectRecord } from '@kaoshi/contracts';
import { crudApi } from '../../lib/crud-api';

/** The form's fields: the contracts' body schema, so the form and the server never disagree. */
export type ArticleInput = AddArticleBody;

export const articlesApi = crudApi<ArticleRecord, ArticleOption, ArticleInput>('Article');
/** Every job type, for the "for these job types" picker and the list's filter. */
export const subjectOptions = () => crudApi<SubjectRecord, SubjectOption, never>('Subject').options();
