import { type DepartmentOption, type DepartmentRecord, type AddDepartmentBody } from '@kaoshi/contracts';
import { crudApi } from '../../lib/crud-api';

/** The form's fields: the contracts' body schema, so the form and the server never disagree. */
export type DepartmentInput = AddDepartmentBody;

export const departmentsApi = crudApi<DepartmentRecord, DepartmentOption, DepartmentInput>('Department');
