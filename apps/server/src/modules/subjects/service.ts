import type { AddSubjectBody, SubjectRecord, UpdateSubjectBody } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict, notFound, onField } from '../../lib/app-error.js';
import { codeTaken, deleteAllOrNothing, heldBy, namesById } from '../../lib/crud.js';
import { requireDepartment } from '../departments/index.js';
import { subjectListing } from './repository.js';

export async function requireSubject(db: Kysely<Database>, subjectId: number): Promise<SubjectRecord> {
  const subject = await subjectListing.find(db, subjectId);
  if (!subject) throw notFound('subjectNotFound', { id: subjectId });
  return subject;
}

/** The job category must exist, and the code be free within it. */
async function checkPlacement(db: Kysely<Database>, body: AddSubjectBody, exceptId?: number) {
  const department = await requireDepartment(db, body.departmentId);
  if (await codeTaken(db, 'subjects', body.code, { column: 'departmentId', id: body.departmentId }, exceptId)) {
    throw onField('code', conflict('subjectCodeTaken', { code: body.code, parent: department.name }));
  }
}

export async function addSubject(db: Kysely<Database>, body: AddSubjectBody) {
  await checkPlacement(db, body);
  const now = Date.now();
  const { id } = await db
    .insertInto('subjects')
    .values({ ...body, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return requireSubject(db, id);
}

export async function updateSubject(db: Kysely<Database>, body: UpdateSubjectBody) {
  const { subjectId, ...fields } = body;
  await requireSubject(db, subjectId);
  await checkPlacement(db, fields, subjectId);
  await db
    .updateTable('subjects')
    .set({ ...fields, updatedAt: Date.now() })
    .where('id', '=', subjectId)
    .execute();
  return requireSubject(db, subjectId);
}

export const deleteSubjects = (db: Kysely<Database>, ids: readonly number[]) =>
  deleteAllOrNothing(
    db,
    {
      names: (d, list) => namesById(d, 'subjects', list),
      notFound: 'subjectNotFound',
      holders: [heldBy('classes', 'classes.subjectId', 'subjectHasClasses'), heldBy('courses', 'courses.subjectId', 'subjectHasCourses')],
      remove: async (trx, list) => {
        await trx.deleteFrom('subjects').where('id', 'in', list).execute();
      },
    },
    ids,
  );
