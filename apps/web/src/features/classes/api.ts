import { type ClassOption, type ClassRecord } from '@kaoshi/contracts';
import { crudApi } from '../../lib/crud-api';

export interface ClassInput {
  subjectId: number;
  name: string;
  code: string;
  year: number;
  registrationOpensAt: number | null;
  registrationClosesAt: number | null;
  plannedExamDate: number | null;
}

export const classesApi = crudApi<ClassRecord, ClassOption, ClassInput>('Classes');
