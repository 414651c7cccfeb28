import { z } from 'zod';
import { API } from '../paths.js';
import { binary, none, XLSX } from './define.js';

/** The answers of the /subject/ calls (generated from the API tests' answers, then read against the code). */

const getSubjectByIdData = z.strictObject({
  subjectId: z.number(),
  departmentId: z.number(),
  departmentName: z.string(),
  schoolId: z.number(),
  schoolName: z.string(),
  name: z.string(),
  code: z.string(),
  level: z.number(),
  description: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
  classCount: z.number(),
  courseCount: z.number(),
});

export const subjectResponses = {
  [`GET ${API.listSubject}`]: z.strictObject({
    list: z.array(getSubjectByIdData),
    total: z.number(),
  }),
  [`GET ${API.listAllSubjectForSelect}`]: z.array(
    z.strictObject({
      subjectId: z.number(),
      name: z.string(),
      code: z.string(),
      level: z.number(),
      departmentId: z.number(),
    }),
  ),
  [`GET ${API.getSubjectById}/:id`]: getSubjectByIdData,
  [`POST ${API.addSubject}`]: getSubjectByIdData,
  [`PUT ${API.updateSubject}`]: getSubjectByIdData,
  [`DELETE ${API.deleteSubject}/:id`]: none,
  [`POST ${API.batchDeleteSubject}`]: none,
  [`GET ${API.exportSubject}`]: binary(XLSX),
};
