import type { ListSchoolQuery, SCHOOL_SORT_FIELDS, SchoolOption } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { childCount, listing, nameAndCode, type SortColumns } from '../../lib/crud.js';

const from = (db: Kysely<Database>) => db.selectFrom('schools');

export const schoolListing = listing({
  from,
  filter: (base, query: ListSchoolQuery, dialect) => {
    base = nameAndCode(base, query, dialect, 'schools');
    if (query.enabled !== undefined) base = base.where('schools.enabled', '=', query.enabled);
    return base;
  },
  columns: (query: ReturnType<typeof from>) =>
    query.select([
      'schools.id as schoolId',
      'schools.name',
      'schools.code',
      'schools.description',
      'schools.contact',
      'schools.phone',
      'schools.enabled',
      'schools.createdAt',
      'schools.updatedAt',
      childCount('departments', 'departments.schoolId', 'schools.id').as('departmentCount'),
    ]),
  sort: {
    columns: {
      name: 'schools.name',
      code: 'schools.code',
      enabled: 'schools.enabled',
      createdAt: 'schools.createdAt',
    } satisfies SortColumns<typeof SCHOOL_SORT_FIELDS>,
    id: 'schools.id',
  },
});

export const schoolOptions = (db: Kysely<Database>): Promise<SchoolOption[]> =>
  db.selectFrom('schools').select(['id as schoolId', 'name', 'code']).orderBy('name').orderBy('id').execute();
