import { type SubjectOption, type SubjectRecord, type AddSubjectBody } from '@kaoshi/contracts';
import { crudApi } from '../../lib/crud-api';

/** The form's fields: the contracts' body schema, so the form and the server never disagree. */
export type SubjectInput = AddSubjectBody;

export const subjectsApi = crudApi<SubjectRecord, SubjectOption, SubjectInput>('Subject');
