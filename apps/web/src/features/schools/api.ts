import { type SchoolOption, type SchoolRecord } from '@kaoshi/contracts';
import { crudApi } from '../../lib/crud-api';

export type SchoolInput = Omit<SchoolRecord, 'schoolId' | 'departmentCount' | 'createdAt' | 'updatedAt'>;

export const schoolsApi = crudApi<SchoolRecord, SchoolOption, SchoolInput>('School');
