import type { ListSubjectQuery, SUBJECT_SORT_FIELDS, SubjectOption } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { childCount, listing, nameAndCode, type Placement, placedUnder, type SortColumns } from '../../lib/crud.js';

const joined = (db: Kysely<Database>) =>
  db
    .selectFrom('subjects')
    .innerJoin('departments', 'departments.id', 'subjects.departmentId')
    .innerJoin('schools', 'schools.id', 'departments.schoolId');

export const subjectListing = listing({
  from: joined,
  filter: (base, query: ListSubjectQuery, dialect) => {
    base = placedUnder(base, query);
    base = nameAndCode(base, query, dialect, 'subjects');
    if (query.level) base = base.where('subjects.level', '=', query.level);
    return base;
  },
  columns: (query: ReturnType<typeof joined>) =>
    query.select([
      'subjects.id as subjectId',
      'subjects.departmentId',
      'departments.name as departmentName',
      'departments.schoolId',
      'schools.name as schoolName',
      'subjects.name',
      'subjects.code',
      'subjects.level',
      'subjects.description',
      'subjects.createdAt',
      'subjects.updatedAt',
      childCount('classes', 'classes.subjectId', 'subjects.id').as('classCount'),
      childCount('courses', 'courses.subjectId', 'subjects.id').as('courseCount'),
    ]),
  sort: {
    columns: {
      name: 'subjects.name',
      code: 'subjects.code',
      level: 'subjects.level',
      departmentName: 'departments.name',
      createdAt: 'subjects.createdAt',
    } satisfies SortColumns<typeof SUBJECT_SORT_FIELDS>,
    id: 'subjects.id',
  },
});

export const subjectOptions = (db: Kysely<Database>, filter: Placement): Promise<SubjectOption[]> =>
  placedUnder(joined(db), filter)
    .select(['subjects.id as subjectId', 'subjects.name', 'subjects.code', 'subjects.level', 'subjects.departmentId'])
    .orderBy('subjects.name')
    .orderBy('subjects.id')
    .execute();
