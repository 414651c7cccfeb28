import {
  API,
  type ImportResult,
  type ImportRowError,
  type StudentOption,
  type StudentRecord,
  type TemporaryPassword,
} from '@kaoshi/contracts';
import { crudApi } from '../../lib/crud-api';
import { ApiError, http, request } from '../../lib/http';
import { showErrorOnce } from '../../lib/error-message';

/** An update may leave the ID number out: the record carries it masked, and left out it stays as stored. */
export type StudentInput = Pick<StudentRecord, 'username' | 'name' | 'gender' | 'phone' | 'email' | 'photo' | 'locked'> & {
  classId: number;
  idNumber?: string;
};

export const studentsApi = crudApi<StudentRecord, StudentOption, StudentInput>('Student');

/** A new student's answer carries their one-time code, shown once. */
export type AddedStudent = StudentRecord & { temporaryPassword?: TemporaryPassword };

export const resetStudentPassword = (id: number) =>
  request<TemporaryPassword>({ url: `${API.resetStudentPassword}/${id}`, method: 'POST' });
/** One candidate's whole ID number: the server records who asked on the audit trail and limits how often. */
export const revealStudentIdNumber = (studentId: number) =>
  request<{ idNumber: string }>({ url: API.revealStudentIdNumber, method: 'POST', data: { studentId } }).then((answer) => answer.idNumber);
export const lockStudents = (ids: number[], locked: 0 | 1) =>
  request<null>({ url: API.lockStudent, method: 'POST', data: { ids, locked } });
export const moveStudents = (ids: number[], classId: number) =>
  request<null>({ url: API.moveStudents, method: 'POST', data: { ids, classId } });

export type ImportOutcome = { ok: true; result: ImportResult } | { ok: false; message: string; errors: ImportRowError[] };

/**
 * The import answers 40000 with every bad row in `data.errors` when it refuses a file; that
 * answer is the report to show, not a failure to pop up, so it is read here directly.
 */
export async function importStudents(file: File, classId?: number): Promise<ImportOutcome> {
  const body = new FormData();
  if (classId !== undefined) body.append('classId', String(classId));
  body.append('file', file, file.name);
  const response = await http.post(API.importStudents, body);
  const envelope = response.data as { status: number; message: string; data: unknown };
  if (envelope?.status === 200) return { ok: true, result: envelope.data as ImportResult };
  const errors = (envelope?.data as { errors?: ImportRowError[] } | null)?.errors;
  if (errors && errors.length > 0) return { ok: false, message: envelope.message, errors };
  showErrorOnce(envelope?.message ?? 'Error');
  throw new ApiError(envelope?.message ?? 'Error', envelope?.status ?? 0);
}
