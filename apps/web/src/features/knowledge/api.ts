import {
  API,
  type CourseOption,
  type KnowledgeOption,
  type KnowledgeRecord,
  type KnowledgeTree,
  type AddKnowledgeBody,
} from '@kaoshi/contracts';
import { crudApi } from '../../lib/crud-api';
import { request } from '../../lib/http';

/** The form's fields: the contracts' body schema, so the form and the server never disagree. */
export type KnowledgeInput = AddKnowledgeBody;

export const knowledgeApi = crudApi<KnowledgeRecord, KnowledgeOption, KnowledgeInput>('Knowledge');

export const knowledgeTree = (courseId: number) =>
  request<KnowledgeTree>({ url: API.listKnowledgeTree, method: 'GET', params: { courseId } });
export const moveKnowledge = (id: number, direction: 'up' | 'down') =>
  request<null>({ url: API.moveKnowledge, method: 'POST', data: { id, direction } });
export const coursesOfSubject = (subjectId: number) =>
  request<CourseOption[]>({ url: API.listAllCourseForSelect, method: 'GET', params: { subjectId } });
