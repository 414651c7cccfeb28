import type { CLASS_SORT_FIELDS, ClassOption, ListClassesQuery } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { childCount, listing, nameAndCode, type Placement, placedUnder, type SortColumns } from '../../lib/crud.js';

const joined = (db: Kysely<Database>) =>
  db
    .selectFrom('classes')
    .innerJoin('subjects', 'subjects.id', 'classes.subjectId')
    .innerJoin('departments', 'departments.id', 'subjects.departmentId')
    .innerJoin('schools', 'schools.id', 'departments.schoolId');

/** Batches under a job type, job category or project (any of them given). */
export const placed = (db: Kysely<Database>, filter: Placement) => placedUnder(joined(db), filter, 'classes.subjectId');

export const classListing = listing({
  from: joined,
  filter: (base, query: ListClassesQuery, dialect) => {
    base = placedUnder(base, query, 'classes.subjectId');
    base = nameAndCode(base, query, dialect, 'classes');
    if (query.year) base = base.where('classes.year', '=', query.year);
    return base;
  },
  columns: (query: ReturnType<typeof joined>) =>
    query.select([
      'classes.id as classId',
      'classes.subjectId',
      'subjects.name as subjectName',
      'subjects.level as subjectLevel',
      'subjects.departmentId',
      'departments.name as departmentName',
      'departments.schoolId',
      'schools.name as schoolName',
      'classes.name',
      'classes.code',
      'classes.year',
      'classes.registrationOpensAt',
      'classes.registrationClosesAt',
      'classes.plannedExamDate',
      'classes.createdAt',
      'classes.updatedAt',
      childCount('users', 'users.classId', 'classes.id').as('studentCount'),
    ]),
  sort: {
    columns: {
      name: 'classes.name',
      code: 'classes.code',
      year: 'classes.year',
      subjectName: 'subjects.name',
      registrationOpensAt: 'classes.registrationOpensAt',
      plannedExamDate: 'classes.plannedExamDate',
      createdAt: 'classes.createdAt',
    } satisfies SortColumns<typeof CLASS_SORT_FIELDS>,
    id: 'classes.id',
  },
});

export const classOptions = (db: Kysely<Database>, filter: Placement): Promise<ClassOption[]> =>
  placed(db, filter)
    .select(['classes.id as classId', 'classes.name', 'classes.code', 'classes.subjectId'])
    .orderBy('classes.name')
    .orderBy('classes.id')
    .execute();
