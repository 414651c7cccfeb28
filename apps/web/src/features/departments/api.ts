import { type DepartmentOption, type DepartmentRecord } from '@kaoshi/contracts';
import { crudApi } from '../../lib/crud-api';

export interface DepartmentInput {
  schoolId: number;
  name: string;
  code: string;
}

export const departmentsApi = crudApi<DepartmentRecord, DepartmentOption, DepartmentInput>('Department');
