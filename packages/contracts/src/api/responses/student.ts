import { z } from 'zod';
import { temporaryPassword } from '../auth.js';
import { API } from '../paths.js';
import { binary, none, XLSX } from './define.js';

/** The answers of the /student/ calls (generated from the API tests' answers, then read against the code). */

const student = z.strictObject({
  studentId: z.number(),
  username: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  photo: z.string(),
  classId: z.number().nullable(),
  className: z.string().nullable(),
  classCode: z.string().nullable(),
  subjectId: z.number().nullable(),
  subjectName: z.string().nullable(),
  subjectLevel: z.number().nullable(),
  departmentId: z.number().nullable(),
  departmentName: z.string().nullable(),
  schoolId: z.number().nullable(),
  schoolName: z.string().nullable(),
  locked: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  idNumber: z.string(),
  gender: z.string(),
});

// Every student the tests added or edited was in a class.
const addStudentData = student.extend({
  classId: z.number(),
  className: z.string(),
  classCode: z.string(),
  subjectId: z.number(),
  subjectName: z.string(),
  subjectLevel: z.number(),
  departmentId: z.number(),
  departmentName: z.string(),
  schoolId: z.number(),
  schoolName: z.string(),
});

export const studentResponses = {
  [`GET ${API.listStudent}`]: z.strictObject({
    list: z.array(student),
    total: z.number(),
  }),
  [`GET ${API.listAllStudentForSelect}`]: z.array(
    z.strictObject({
      studentId: z.number(),
      username: z.string(),
      name: z.string(),
      classId: z.number(),
    }),
  ),
  [`GET ${API.getStudentById}/:id`]: student,
  [`POST ${API.addStudent}`]: addStudentData.extend({ temporaryPassword }),
  [`PUT ${API.updateStudent}`]: addStudentData,
  [`DELETE ${API.deleteStudent}/:id`]: none,
  [`POST ${API.batchDeleteStudent}`]: none,
  [`GET ${API.exportStudent}`]: binary(XLSX),
  [`GET ${API.resetStudentPassword}/:id`]: temporaryPassword,
  [`POST ${API.resetStudentPassword}/:id`]: temporaryPassword,
  [`POST ${API.lockStudent}`]: none,
  [`POST ${API.moveStudents}`]: none,
  [`POST ${API.revealStudentIdNumber}`]: z.strictObject({ idNumber: z.string() }),
  [`GET ${API.studentImportTemplate}`]: binary(XLSX),
  [`POST ${API.importStudents}`]: z.strictObject({
    created: z.number(),
    unchanged: z.number(),
    /** Each new candidate's one-time code, shown once (the import's result dialog offers them as a file). */
    credentials: z.array(z.strictObject({ username: z.string(), name: z.string(), password: z.string(), expiresAt: z.number() })),
  }),
};
