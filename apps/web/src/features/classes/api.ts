import { type ClassOption, type ClassRecord, type AddClassesBody } from '@kaoshi/contracts';
import { crudApi } from '../../lib/crud-api';

/** The form's fields: the contracts' body schema, so the form and the server never disagree. */
export type ClassInput = AddClassesBody;

export const classesApi = crudApi<ClassRecord, ClassOption, ClassInput>('Classes');
