import {
  API,
  type CourseOption,
  type KnowledgeOption,
  type KnowledgeRecord,
  type KnowledgeTree,
  type KnowledgeType,
} from '@kaoshi/contracts';
import { crudApi } from '../../lib/crud-api';
import { request } from '../../lib/http';

export interface KnowledgeInput {
  courseId: number;
  parentId: number | null;
  type: KnowledgeType;
  code: string;
  name: string;
  weight: number;
}

export const knowledgeApi = crudApi<KnowledgeRecord, KnowledgeOption, KnowledgeInput>('Knowledge');

export const knowledgeTree = (courseId: number) =>
  request<KnowledgeTree>({ url: API.listKnowledgeTree, method: 'GET', params: { courseId } });
export const moveKnowledge = (id: number, direction: 'up' | 'down') =>
  request<null>({ url: API.moveKnowledge, method: 'POST', data: { id, direction } });
export const coursesOfSubject = (subjectId: number) =>
  request<CourseOption[]>({ url: API.listAllCourseForSelect, method: 'GET', params: { subjectId } });
