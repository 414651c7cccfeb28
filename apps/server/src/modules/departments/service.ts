import type { AddDepartmentBody, DepartmentRecord, UpdateDepartmentBody } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict, notFound, onField } from '../../lib/app-error.js';
import { codeTaken, deleteAllOrNothing, heldBy, namesById } from '../../lib/crud.js';
import { requireSchool } from '../schools/index.js';
import { departmentListing } from './repository.js';

export async function requireDepartment(db: Kysely<Database>, departmentId: number): Promise<DepartmentRecord> {
  const department = await departmentListing.find(db, departmentId);
  if (!department) throw notFound('departmentNotFound', { id: departmentId });
  return department;
}

/** The project must exist, and the code be free within it. */
async function checkPlacement(db: Kysely<Database>, body: AddDepartmentBody, exceptId?: number) {
  const school = await requireSchool(db, body.schoolId);
  if (await codeTaken(db, 'departments', body.code, { column: 'schoolId', id: body.schoolId }, exceptId)) {
    throw onField('code', conflict('departmentCodeTaken', { code: body.code, parent: school.name }));
  }
}

export async function addDepartment(db: Kysely<Database>, body: AddDepartmentBody) {
  await checkPlacement(db, body);
  const now = Date.now();
  const { id } = await db
    .insertInto('departments')
    .values({ ...body, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return requireDepartment(db, id);
}

export async function updateDepartment(db: Kysely<Database>, body: UpdateDepartmentBody) {
  const { departmentId, ...fields } = body;
  await requireDepartment(db, departmentId);
  await checkPlacement(db, fields, departmentId);
  await db
    .updateTable('departments')
    .set({ ...fields, updatedAt: Date.now() })
    .where('id', '=', departmentId)
    .execute();
  return requireDepartment(db, departmentId);
}

export const deleteDepartments = (db: Kysely<Database>, ids: readonly number[]) =>
  deleteAllOrNothing(
    db,
    {
      names: (d, list) => namesById(d, 'departments', list),
      notFound: 'departmentNotFound',
      holders: [heldBy('subjects', 'subjects.departmentId', 'departmentHasSubjects')],
      remove: async (trx, list) => {
        await trx.deleteFrom('departments').where('id', 'in', list).execute();
      },
    },
    ids,
  );
