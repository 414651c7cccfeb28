import { z } from 'zod';
import { API } from '../paths.js';
import { binary, none, XLSX } from './define.js';

/** The answers of the /course/ calls (generated from the API tests' answers, then read against the code). */

const getCourseByIdData = z.strictObject({
  courseId: z.number(),
  subjectId: z.number(),
  subjectName: z.string(),
  subjectLevel: z.number(),
  departmentId: z.number(),
  departmentName: z.string(),
  schoolId: z.number(),
  schoolName: z.string(),
  name: z.string(),
  code: z.string(),
  description: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
  knowledgeCount: z.number(),
  materialCount: z.number(),
});

const courseMaterial = z.strictObject({
  materialId: z.number(),
  courseId: z.number(),
  materialType: z.number(),
  originalName: z.string(),
  size: z.number(),
  contentType: z.string(),
  uploadedBy: z.number(),
  createdAt: z.number(),
});

export const courseResponses = {
  [`GET ${API.listCourse}`]: z.strictObject({
    list: z.array(getCourseByIdData),
    total: z.number(),
  }),
  [`GET ${API.listAllCourseForSelect}`]: z.array(
    z.strictObject({
      courseId: z.number(),
      name: z.string(),
      code: z.string(),
      subjectId: z.number(),
    }),
  ),
  [`GET ${API.getCourseById}/:id`]: getCourseByIdData,
  [`POST ${API.addCourse}`]: getCourseByIdData,
  [`PUT ${API.updateCourse}`]: getCourseByIdData,
  [`DELETE ${API.deleteCourse}/:id`]: none,
  [`POST ${API.batchDeleteCourse}`]: none,
  [`GET ${API.exportCourse}`]: binary(XLSX),
  [`POST ${API.uploadCourseMaterial}`]: courseMaterial,
  [`GET ${API.listCourseMaterials}`]: z.array(courseMaterial),
  [`GET ${API.downloadCourseMaterial}/:id`]: binary('application/pdf', 'text/markdown', 'text/plain'),
  [`DELETE ${API.deleteCourseMaterial}/:id`]: none,
};
