import { z } from 'zod';
import { API } from '../paths.js';
import { binary, none, XLSX } from './define.js';

/** The answers of the /classes/ calls (generated from the API tests' answers, then read against the code). */

const schoolClass = z.strictObject({
  classId: z.number(),
  subjectId: z.number(),
  subjectName: z.string(),
  subjectLevel: z.number(),
  departmentId: z.number(),
  departmentName: z.string(),
  schoolId: z.number(),
  schoolName: z.string(),
  name: z.string(),
  code: z.string(),
  year: z.number(),
  registrationOpensAt: z.number().nullable(),
  registrationClosesAt: z.number().nullable(),
  plannedExamDate: z.unknown() /* only null in the tests */,
  createdAt: z.number(),
  updatedAt: z.number(),
  studentCount: z.number(),
});

export const classesResponses = {
  [`GET ${API.listClasses}`]: z.strictObject({
    list: z.array(schoolClass),
    total: z.number(),
  }),
  [`GET ${API.listAllClassesForSelect}`]: z.array(
    z.strictObject({
      classId: z.number(),
      name: z.string(),
      code: z.string(),
      subjectId: z.number(),
    }),
  ),
  [`GET ${API.getClassesById}/:id`]: schoolClass,
  [`POST ${API.addClasses}`]: schoolClass.extend({ plannedExamDate: z.number().nullable() }),
  [`PUT ${API.updateClasses}`]: schoolClass.extend({ registrationOpensAt: z.number(), registrationClosesAt: z.number() }),
  [`DELETE ${API.deleteClasses}/:id`]: none,
  [`POST ${API.batchDeleteClasses}`]: none,
  [`GET ${API.exportClasses}`]: binary(XLSX),
};
