import { z } from 'zod';
import { API } from '../paths.js';
import { binary, none, XLSX } from './define.js';

/** The answers of the /department/ calls (generated from the API tests' answers, then read against the code). */

const getDepartmentByIdData = z.strictObject({
  departmentId: z.number(),
  schoolId: z.number(),
  schoolName: z.string(),
  name: z.string(),
  code: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
  subjectCount: z.number(),
});

export const departmentResponses = {
  [`GET ${API.listDepartment}`]: z.strictObject({
    list: z.array(getDepartmentByIdData),
    total: z.number(),
  }),
  [`GET ${API.listAllDepartmentForSelect}`]: z.array(
    z.strictObject({
      departmentId: z.number(),
      name: z.string(),
      code: z.string(),
      schoolId: z.number(),
    }),
  ),
  [`GET ${API.getDepartmentById}/:id`]: getDepartmentByIdData,
  [`POST ${API.addDepartment}`]: getDepartmentByIdData,
  [`PUT ${API.updateDepartment}`]: getDepartmentByIdData,
  [`DELETE ${API.deleteDepartment}/:id`]: none,
  [`POST ${API.batchDeleteDepartment}`]: none,
  [`GET ${API.exportDepartment}`]: binary(XLSX),
};
