import { type SubjectOption, type SubjectRecord } from '@kaoshi/contracts';
import { crudApi } from '../../lib/crud-api';

export interface SubjectInput {
  departmentId: number;
  name: string;
  code: string;
  level: number;
  description: string;
}

export const subjectsApi = crudApi<SubjectRecord, SubjectOption, SubjectInput>('Subject');
