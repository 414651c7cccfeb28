import { type Gender, type ListStudentQuery, type STUDENT_SORT_FIELDS, type StudentOption, USER_TYPE } from '@kaoshi/contracts';
import { type Kysely, sql } from 'kysely';
import { containsText } from '../../db/queries.js';
import type { Database } from '../../db/schema.js';
import { listing, type SortColumns } from '../../lib/crud.js';
import { legalName } from '../../lib/legal-identity.js';
import { placed } from '../classes/index.js';

/**
 * Students are the users of user type 2. Filters and paging run on `users` alone (indexed on
 * user type + id, class, ID number, name); the batch → project names are joined for the
 * page only.
 */
const students = (db: Kysely<Database>) => db.selectFrom('users').where('users.userType', '=', USER_TYPE.STUDENT);

export const studentListing = listing({
  from: students,
  filter: (base, query: ListStudentQuery, dialect, db) => {
    if (query.username) base = base.where(containsText(dialect, 'users.username', query.username));
    if (query.name)
      base = base.where((eb) =>
        eb.or([containsText(dialect, 'users.legalName', query.name!), containsText(dialect, 'users.nickName', query.name!)]),
      );
    if (query.idNumber) {
      // A whole ID number uses the unique index; part of one is searched for.
      base =
        query.idNumber.length === 18
          ? base.where('users.idNumber', '=', query.idNumber.toUpperCase())
          : base.where(containsText(dialect, 'users.idNumber', query.idNumber));
    }
    if (query.classId) base = base.where('users.classId', '=', query.classId);
    if (query.subjectId || query.departmentId || query.schoolId) {
      base = base.where('users.classId', 'in', placed(db, query).select('classes.id'));
    }
    if (query.locked !== undefined) base = base.where('users.locked', '=', query.locked);
    return base;
  },
  columns: (query: ReturnType<typeof students>) =>
    query
      .leftJoin('classes', 'classes.id', 'users.classId')
      .leftJoin('subjects', 'subjects.id', 'classes.subjectId')
      .leftJoin('departments', 'departments.id', 'subjects.departmentId')
      .leftJoin('schools', 'schools.id', 'departments.schoolId')
      .select([
        'users.id as studentId',
        'users.username',
        legalName().as('name'),
        'users.phone',
        'users.email',
        'users.photo',
        'users.classId',
        'classes.name as className',
        'classes.code as classCode',
        'classes.subjectId',
        'subjects.name as subjectName',
        'subjects.level as subjectLevel',
        'subjects.departmentId',
        'departments.name as departmentName',
        'departments.schoolId',
        'schools.name as schoolName',
        'users.locked',
        'users.createdAt',
        'users.updatedAt',
        sql<string>`coalesce(${sql.ref('users.idNumber')}, '')`.as('idNumber'),
      ])
      .select((eb) => eb.ref('users.gender').$castTo<Gender>().as('gender')),
  sort: {
    columns: {
      username: 'users.username',
      name: 'users.nickName',
      idNumber: 'users.idNumber',
      locked: 'users.locked',
      createdAt: 'users.createdAt',
    } satisfies SortColumns<typeof STUDENT_SORT_FIELDS>,
    id: 'users.id',
  },
});

export const studentOptions = (db: Kysely<Database>, classId: number): Promise<StudentOption[]> =>
  students(db)
    .select(['users.id as studentId', 'users.username', legalName().as('name'), 'users.classId'])
    .where('users.classId', '=', classId)
    .orderBy('users.username')
    .execute();

/** id → name of the students among the given user ids. */
export async function studentNames(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await students(db)
    .select(['users.id', legalName().as('name')])
    .where('users.id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The account holding an ID number, and whether it is staff's: refusals say which kind, never whose. */
export async function idNumberOwner(db: Kysely<Database>, idNumber: string, exceptUserId?: number) {
  let query = db.selectFrom('users').select(['id', 'userType']).where('idNumber', '=', idNumber);
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  return query.executeTakeFirst();
}
