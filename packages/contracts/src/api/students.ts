import { z } from 'zod';
import { ID_NUMBER_PATTERN } from '../id-number.js';
import { personName } from '../person-name.js';
import {
  batchIdsBody,
  flag01,
  mediaUrl,
  mediaUrlText,
  optionalEmail,
  optionalFilter,
  optionalFlag,
  optionalId,
  optionalPhone,
  listQuery,
  placementFilters,
  requiredId,
} from './common.js';
import { username } from './auth.js';
import type { Timestamps } from './organisation.js';

/** Students are users of user type 2 with role STUDENT; their username is the candidate number. */
export const GENDERS = ['M', 'F', ''] as const;
export type Gender = (typeof GENDERS)[number];

/** The shape of a resident ID number; the server also checks its birth date and check digit. */
export const idNumber = z
  .string()
  .trim()
  .toUpperCase()
  .regex(ID_NUMBER_PATTERN, { message: 'idNumber must be 17 digits and a check digit or X' });

export const studentFields = z.object({
  /** The candidate number. */
  username,
  name: personName(),
  gender: z.enum(GENDERS).default(''),
  idNumber,
  phone: optionalPhone,
  email: optionalEmail,
  classId: requiredId,
  /** A photo: an uploaded file or an https: address (rich-text/url-policy.ts); empty when none. */
  photo: mediaUrl(500),
  locked: flag01.default(0),
});
/** POST addStudent: the password is the default one; role STUDENT is bound automatically. */
export const addStudentBody = studentFields;
export type AddStudentBody = z.infer<typeof addStudentBody>;
/**
 * The photo comes with the registration: left out of an update, it stays as stored. So does the
 * ID number: lists and the record carry it masked, so a form that did not change it leaves it out.
 */
export const updateStudentBody = studentFields.extend({
  studentId: requiredId,
  photo: mediaUrlText(500).optional(),
  idNumber: idNumber.optional(),
});
export type UpdateStudentBody = z.infer<typeof updateStudentBody>;

export const STUDENT_SORT_FIELDS = ['username', 'name', 'idNumber', 'locked', 'createdAt'] as const;
export const listStudentQuery = listQuery(
  {
    username: optionalFilter,
    name: optionalFilter,
    /** 18 characters: exact match (indexed); shorter: contains. */
    idNumber: optionalFilter,
    classId: optionalId,
    ...placementFilters,
    locked: optionalFlag,
  },
  STUDENT_SORT_FIELDS,
);
export type ListStudentQuery = z.infer<typeof listStudentQuery>;
/** A batch can hold thousands of students: the select always names the batch. */
export const studentSelectQuery = z.object({ classId: requiredId });

/** POST lockStudent: locking also ends the students' sessions. */
export const lockStudentBody = batchIdsBody.extend({ locked: flag01 });
export type LockStudentBody = z.infer<typeof lockStudentBody>;
/** POST revealStudentIdNumber: one candidate's whole ID number (docs/SECURITY.md "ID numbers in staff lists"). */
export const revealStudentIdNumberBody = z.object({ studentId: requiredId });
export type RevealStudentIdNumberBody = z.infer<typeof revealStudentIdNumberBody>;
/** POST moveStudents: to another batch. */
export const moveStudentsBody = batchIdsBody.extend({ classId: requiredId });
export type MoveStudentsBody = z.infer<typeof moveStudentsBody>;

/** The optional text field of the multipart import: the batch chosen in the dialog. */
export const importStudentsFields = z.object({ classId: optionalId });

export interface StudentRecord extends Timestamps {
  studentId: number;
  username: string;
  name: string;
  gender: Gender;
  /** Masked (maskIdNumber) in every answer but revealStudentIdNumber's and the export's. */
  idNumber: string;
  phone: string;
  email: string;
  photo: string;
  /** Null only for a student account made on the user screen without a batch. */
  classId: number | null;
  className: string | null;
  classCode: string | null;
  subjectId: number | null;
  subjectName: string | null;
  subjectLevel: number | null;
  departmentId: number | null;
  departmentName: string | null;
  schoolId: number | null;
  schoolName: string | null;
  locked: number;
}
export interface StudentOption {
  studentId: number;
  username: string;
  name: string;
  classId: number | null;
}

/** One refused row of an import; `row` is the Excel row number (the header is row 1). */
export interface ImportRowError {
  row: number;
  field: string;
  message: string;
}
/** importStudents: on success; on any bad row the envelope is 40000 with `{errors}` and nothing is imported. */
export interface ImportResult {
  created: number;
  unchanged: number;
  /** Each new candidate's temporary password (a one-time code), shown once to the staff member. */
  credentials: { username: string; name: string; password: string; expiresAt: number }[];
}
