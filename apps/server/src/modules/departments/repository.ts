import type { DEPARTMENT_SORT_FIELDS, DepartmentOption, ListDepartmentQuery } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { childCount, listing, nameAndCode, type SortColumns } from '../../lib/crud.js';

const joined = (db: Kysely<Database>) => db.selectFrom('departments').innerJoin('schools', 'schools.id', 'departments.schoolId');

export const departmentListing = listing({
  from: joined,
  filter: (base, query: ListDepartmentQuery, dialect) => {
    base = nameAndCode(base, query, dialect, 'departments');
    if (query.schoolId) base = base.where('departments.schoolId', '=', query.schoolId);
    return base;
  },
  columns: (query: ReturnType<typeof joined>) =>
    query.select([
      'departments.id as departmentId',
      'departments.schoolId',
      'schools.name as schoolName',
      'departments.name',
      'departments.code',
      'departments.createdAt',
      'departments.updatedAt',
      childCount('subjects', 'subjects.departmentId', 'departments.id').as('subjectCount'),
    ]),
  sort: {
    columns: {
      name: 'departments.name',
      code: 'departments.code',
      schoolName: 'schools.name',
      createdAt: 'departments.createdAt',
    } satisfies SortColumns<typeof DEPARTMENT_SORT_FIELDS>,
    id: 'departments.id',
  },
});

export function departmentOptions(db: Kysely<Database>, schoolId?: number): Promise<DepartmentOption[]> {
  let query = db.selectFrom('departments').select(['id as departmentId', 'name', 'code', 'schoolId']);
  if (schoolId) query = query.where('schoolId', '=', schoolId);
  return query.orderBy('name').orderBy('id').execute();
}
