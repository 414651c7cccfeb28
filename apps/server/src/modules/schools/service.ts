import type { AddSchoolBody, SchoolRecord, UpdateSchoolBody } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict, notFound, onField } from '../../lib/app-error.js';
import { codeTaken, deleteAllOrNothing, heldBy, namesById } from '../../lib/crud.js';
import { schoolListing } from './repository.js';

export async function requireSchool(db: Kysely<Database>, schoolId: number): Promise<SchoolRecord> {
  const school = await schoolListing.find(db, schoolId);
  if (!school) throw notFound('schoolNotFound', { id: schoolId });
  return school;
}

/** Project codes are unique across all projects. */
async function checkCode(db: Kysely<Database>, code: string, exceptId?: number) {
  if (await codeTaken(db, 'schools', code, null, exceptId)) throw onField('code', conflict('schoolCodeTaken', { code }));
}

export async function addSchool(db: Kysely<Database>, body: AddSchoolBody) {
  await checkCode(db, body.code);
  const now = Date.now();
  const { id } = await db
    .insertInto('schools')
    .values({ ...body, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return requireSchool(db, id);
}

export async function updateSchool(db: Kysely<Database>, body: UpdateSchoolBody) {
  const { schoolId, ...fields } = body;
  await requireSchool(db, schoolId);
  await checkCode(db, body.code, schoolId);
  await db
    .updateTable('schools')
    .set({ ...fields, updatedAt: Date.now() })
    .where('id', '=', schoolId)
    .execute();
  return requireSchool(db, schoolId);
}

export const deleteSchools = (db: Kysely<Database>, ids: readonly number[]) =>
  deleteAllOrNothing(
    db,
    {
      names: (d, list) => namesById(d, 'schools', list),
      notFound: 'schoolNotFound',
      holders: [heldBy('departments', 'departments.schoolId', 'schoolHasDepartments')],
      remove: async (trx, list) => {
        await trx.deleteFrom('schools').where('id', 'in', list).execute();
      },
    },
    ids,
  );
