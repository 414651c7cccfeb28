import {
  type AddStudentBody,
  isValidIdNumber,
  type LockStudentBody,
  type MoveStudentsBody,
  type StudentRecord,
  type UpdateStudentBody,
  USER_TYPE,
} from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, notFound, onField } from '../../lib/app-error.js';
import { deleteAllOrNothing, heldBy } from '../../lib/crud.js';
import {
  createCandidateAccount,
  deleteCandidateAccounts,
  moveCandidates,
  setAccountsLocked,
  updateAccountFields,
} from '../accounts/index.js';
import { newAccountPasswords, revokeUserSessions, staffSetPassword } from '../auth/index.js';
import { requireClass } from '../classes/index.js';
import { checkAccountWithin, roleFlags } from '../roles/index.js';
import { usernameTaken } from '../users/index.js';
import type { Viewer } from '../../types.js';
import { idNumberOwner, studentListing, studentNames } from './repository.js';

export async function requireStudent(db: Kysely<Database>, studentId: number): Promise<StudentRecord> {
  const student = await studentListing.find(db, studentId);
  if (!student) throw notFound('studentNotFound', { id: studentId });
  return student;
}

/** What a student form sends: on an update the photo may be left out (it stays as stored). */
type StudentForm = AddStudentBody | Omit<UpdateStudentBody, 'studentId'>;

/**
 * The ID number must be a real one and unused; the candidate number unused; the batch must exist.
 * An update may leave the ID number out (the form shows it masked): it stays as stored.
 */
async function checkStudent(db: Kysely<Database>, body: StudentForm, exceptId?: number) {
  const { idNumber } = body;
  if (idNumber !== undefined && !isValidIdNumber(idNumber)) throw onField('idNumber', badRequest('idNumberInvalid', { idNumber }));
  await requireClass(db, body.classId);
  if (await usernameTaken(db, body.username, exceptId)) throw onField('username', conflict('usernameTaken', { username: body.username }));
  const owner = idNumber === undefined ? undefined : await idNumberOwner(db, idNumber, exceptId);
  // Generic: no username, name or batch of the holder (docs/SECURITY.md, round 3 M1).
  if (owner) throw onField('idNumber', conflict(owner.userType === USER_TYPE.STUDENT ? 'idNumberTaken' : 'importStaffIdNumber'));
}

/** The columns of `users` a student form sets. */
const studentColumns = <T extends StudentForm>({ name, ...fields }: T) => ({ ...fields, nickName: name });

/** A new student gets the STUDENT role and a one-time code, shown once: they set their own password with it. */
export async function addStudent(app: FastifyInstance, body: AddStudentBody) {
  const { db } = app;
  await checkStudent(db, body);
  const [prepared] = await newAccountPasswords(app, 1);
  const { storedHash, ...temporaryPassword } = prepared!;
  const id = await db.transaction().execute((trx) =>
    createCandidateAccount(
      trx,
      {
        ...studentColumns(body),
        passwordHash: storedHash,
        passwordChangeDue: 1,
        passwordExpiresAt: temporaryPassword.expiresAt,
      },
      Date.now(),
    ),
  );
  return { ...(await requireStudent(db, id)), temporaryPassword };
}

export async function updateStudent(app: FastifyInstance, body: UpdateStudentBody) {
  const { db } = app;
  const { studentId, ...fields } = body;
  await requireStudent(db, studentId);
  await checkStudent(db, fields, studentId);
  // The approved legal name changes only through a new application and its review.
  const { legalName } = await db.selectFrom('users').select('legalName').where('id', '=', studentId).executeTakeFirstOrThrow();
  if (legalName !== '' && legalName !== fields.name) throw onField('name', conflict('studentLegalNameApproved', { name: legalName }));
  await updateAccountFields(db, studentId, studentColumns(fields), Date.now());
  if (fields.locked === 1) await revokeUserSessions(app, studentId);
  return requireStudent(db, studentId);
}

export const deleteStudents = (db: Kysely<Database>, ids: readonly number[]) =>
  deleteAllOrNothing(
    db,
    {
      names: studentNames,
      notFound: 'studentNotFound',
      holders: [heldBy('attempts', 'attempts.studentId', 'studentHasAttempts')],
      remove: async (trx, list) => {
        // Sessions and role bindings go with the user (ON DELETE CASCADE).
        await deleteCandidateAccounts(trx, list);
      },
    },
    ids,
  );

/** Every id must be a student's; otherwise nothing changes. */
async function requireStudents(db: Kysely<Database>, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  const found = await studentNames(db, unique);
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length > 0) throw notFound('recordsNotFound', { ids: missing.join(', ') });
  return unique;
}

/** A one-time code shown once, on a candidate who holds nothing the staff member lacks (roles/grants.ts). */
export async function resetStudentPassword(app: FastifyInstance, viewer: Viewer, studentId: number) {
  await requireStudent(app.db, studentId);
  return app.db.transaction().execute(async (trx) => {
    await checkAccountWithin(trx, roleFlags(app), viewer.userId, studentId);
    return staffSetPassword(app, trx, studentId);
  });
}

/** Locked students cannot log in; locking ends the sessions they have. */
export async function lockStudents(db: Kysely<Database>, body: LockStudentBody) {
  const ids = await requireStudents(db, body.ids);
  await db.transaction().execute(async (trx) => {
    await setAccountsLocked(trx, ids, body.locked, Date.now());
    if (body.locked === 1) await trx.deleteFrom('sessions').where('userId', 'in', ids).execute();
  });
}

export async function moveStudents(db: Kysely<Database>, body: MoveStudentsBody) {
  await requireClass(db, body.classId);
  const ids = await requireStudents(db, body.ids);
  await moveCandidates(db, ids, body.classId, Date.now());
}
