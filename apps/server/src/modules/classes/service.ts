import type { AddClassesBody, ClassRecord, UpdateClassesBody } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, notFound, onField } from '../../lib/app-error.js';
import { codeTaken, deleteAllOrNothing, heldBy, namesById } from '../../lib/crud.js';
import { requireSubject } from '../subjects/index.js';
import { classListing } from './repository.js';

export async function requireClass(db: Kysely<Database>, classId: number): Promise<ClassRecord> {
  const found = await classListing.find(db, classId);
  if (!found) throw notFound('classNotFound', { id: classId });
  return found;
}

/** The job type must exist, the code be free within it, and registration open no later than it closes. */
async function checkBatch(db: Kysely<Database>, body: AddClassesBody, exceptId?: number) {
  const { registrationOpensAt: opens, registrationClosesAt: closes } = body;
  if (opens !== null && closes !== null && opens > closes) throw badRequest('registrationWindowInvalid');
  const subject = await requireSubject(db, body.subjectId);
  if (await codeTaken(db, 'classes', body.code, { column: 'subjectId', id: body.subjectId }, exceptId)) {
    throw onField('code', conflict('classCodeTaken', { code: body.code, parent: subject.name }));
  }
}

export async function addClass(db: Kysely<Database>, body: AddClassesBody) {
  await checkBatch(db, body);
  const now = Date.now();
  const { id } = await db
    .insertInto('classes')
    .values({ ...body, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return requireClass(db, id);
}

export async function updateClass(db: Kysely<Database>, body: UpdateClassesBody) {
  const { classId, ...fields } = body;
  await requireClass(db, classId);
  await checkBatch(db, fields, classId);
  await db
    .updateTable('classes')
    .set({ ...fields, updatedAt: Date.now() })
    .where('id', '=', classId)
    .execute();
  return requireClass(db, classId);
}

export const deleteClasses = (db: Kysely<Database>, ids: readonly number[]) =>
  deleteAllOrNothing(
    db,
    {
      names: (d, list) => namesById(d, 'classes', list),
      notFound: 'classNotFound',
      holders: [
        heldBy('users', 'users.classId', 'classHasStudents'),
        heldBy('publicationClasses', 'publicationClasses.classId', 'classUsedByPublications'),
      ],
      remove: async (trx, list) => {
        await trx.deleteFrom('classes').where('id', 'in', list).execute();
      },
    },
    ids,
  );
