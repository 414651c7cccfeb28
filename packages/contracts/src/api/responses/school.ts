import { z } from 'zod';
import { API } from '../paths.js';
import { binary, none, XLSX } from './define.js';

/** The answers of the /school/ calls (generated from the API tests' answers, then read against the code). */

const getSchoolByIdData = z.strictObject({
  schoolId: z.number(),
  name: z.string(),
  code: z.string(),
  description: z.string(),
  contact: z.string(),
  phone: z.string(),
  enabled: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  departmentCount: z.number(),
});

export const schoolResponses = {
  [`GET ${API.listSchool}`]: z.strictObject({
    list: z.array(getSchoolByIdData),
    total: z.number(),
  }),
  [`GET ${API.listAllSchoolForSelect}`]: z.array(
    z.strictObject({
      schoolId: z.number(),
      name: z.string(),
      code: z.string(),
    }),
  ),
  [`GET ${API.getSchoolById}/:id`]: getSchoolByIdData,
  [`POST ${API.addSchool}`]: getSchoolByIdData,
  [`PUT ${API.updateSchool}`]: getSchoolByIdData,
  [`DELETE ${API.deleteSchool}/:id`]: none,
  [`POST ${API.batchDeleteSchool}`]: none,
  [`GET ${API.exportSchool}`]: binary(XLSX),
};
