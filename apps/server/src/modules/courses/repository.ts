import type { COURSE_SORT_FIELDS, CourseMaterialRecord, CourseOption, ListCourseQuery } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { childCount, listing, nameAndCode, type Placement, placedUnder, type SortColumns } from '../../lib/crud.js';

const joined = (db: Kysely<Database>) =>
  db
    .selectFrom('courses')
    .innerJoin('subjects', 'subjects.id', 'courses.subjectId')
    .innerJoin('departments', 'departments.id', 'subjects.departmentId')
    .innerJoin('schools', 'schools.id', 'departments.schoolId');

export const courseListing = listing({
  from: joined,
  filter: (base, query: ListCourseQuery, dialect) => {
    base = placedUnder(base, query, 'courses.subjectId');
    base = nameAndCode(base, query, dialect, 'courses');
    return base;
  },
  columns: (query: ReturnType<typeof joined>) =>
    query.select([
      'courses.id as courseId',
      'courses.subjectId',
      'subjects.name as subjectName',
      'subjects.level as subjectLevel',
      'subjects.departmentId',
      'departments.name as departmentName',
      'departments.schoolId',
      'schools.name as schoolName',
      'courses.name',
      'courses.code',
      'courses.description',
      'courses.createdAt',
      'courses.updatedAt',
      childCount('knowledgePoints', 'knowledgePoints.courseId', 'courses.id').as('knowledgeCount'),
      childCount('courseMaterials', 'courseMaterials.courseId', 'courses.id').as('materialCount'),
    ]),
  sort: {
    columns: {
      name: 'courses.name',
      code: 'courses.code',
      subjectName: 'subjects.name',
      createdAt: 'courses.createdAt',
    } satisfies SortColumns<typeof COURSE_SORT_FIELDS>,
    id: 'courses.id',
  },
});

export const courseOptions = (db: Kysely<Database>, filter: Placement): Promise<CourseOption[]> =>
  placedUnder(joined(db), filter, 'courses.subjectId')
    .select(['courses.id as courseId', 'courses.name', 'courses.code', 'courses.subjectId'])
    .orderBy('courses.name')
    .orderBy('courses.id')
    .execute();

const materialColumns = [
  'id as materialId',
  'courseId',
  'materialType',
  'originalName',
  'size',
  'contentType',
  'uploadedBy',
  'createdAt',
] as const;

export const listMaterials = (db: Kysely<Database>, courseId: number): Promise<CourseMaterialRecord[]> =>
  db.selectFrom('courseMaterials').select(materialColumns).where('courseId', '=', courseId).orderBy('materialType').orderBy('id').execute();

export const findMaterial = (db: Kysely<Database>, materialId: number) =>
  db
    .selectFrom('courseMaterials')
    .select([...materialColumns, 'storedName'])
    .where('id', '=', materialId)
    .executeTakeFirst();
