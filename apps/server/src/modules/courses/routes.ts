import {
  addCourseBody,
  API,
  courseSelectQuery,
  type CourseRecord,
  idParam,
  listCourseQuery,
  listMaterialsQuery,
  PERMISSION,
  updateCourseBody,
} from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerCrudRoutes } from '../../plugins/crud-routes.js';
import { ok } from '../../lib/envelope.js';
import type { ExcelColumn } from '../../lib/excel.js';
import { viewerOf } from '../../plugins/access.js';
import { audited, paramId } from '../../plugins/audit-trail/recorder.js';
import { materialTarget } from './audit-target.js';
import { deleteMaterial, sendMaterial, uploadMaterial } from './materials.js';
import { courseListing, courseOptions, listMaterials } from './repository.js';
import * as courses from './service.js';

const EXPORT_COLUMNS: ExcelColumn<CourseRecord>[] = [
  { header: 'colSchool', value: (row) => row.schoolName, width: 28 },
  { header: 'colDepartment', value: (row) => row.departmentName, width: 24 },
  { header: 'colSubject', value: (row) => row.subjectName, width: 24 },
  { header: 'colName', value: (row) => row.name, width: 28 },
  { header: 'colCode', value: (row) => row.code, format: 'text' },
  { header: 'colKnowledgeCount', value: (row) => row.knowledgeCount, width: 12 },
  { header: 'colMaterialCount', value: (row) => row.materialCount, width: 12 },
];

/** Courses (/baseData/examCourse), each under a registered job type, with their teaching materials. */
export async function courseRoutes(app: FastifyInstance) {
  const access = { permission: PERMISSION.COURSE } as const;
  registerCrudRoutes(app, {
    entity: 'Course',
    access,
    schemas: { listQuery: listCourseQuery, selectQuery: courseSelectQuery, addBody: addCourseBody, updateBody: updateCourseBody },
    listing: courseListing,
    listAllForSelect: (query) => courseOptions(app.db, query),
    get: (id) => courses.requireCourse(app.db, id),
    add: (body) => courses.addCourse(app.db, body),
    update: (body) => courses.updateCourse(app.db, body),
    remove: (ids) => courses.deleteCourses(app, ids),
    exportColumns: EXPORT_COLUMNS,
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access };
  const tags = ['courses'];
  // Multipart: fields courseId and materialType, and the file.
  r.post(
    API.uploadCourseMaterial,
    { schema: { tags }, config: audited({ ...config, rateLimit: 'upload' }, 'material.upload', materialTarget, { created: 'materialId' }) },
    async (req) => ok(req, await uploadMaterial(app, req, viewerOf(req))),
  );
  r.get(API.listCourseMaterials, { schema: { tags, querystring: listMaterialsQuery }, config }, async (req) => {
    await courses.requireCourse(app.db, req.query.courseId);
    return ok(req, await listMaterials(app.db, req.query.courseId));
  });
  r.get(`${API.downloadCourseMaterial}/:id`, { schema: { tags, params: idParam }, config }, async (req, reply) =>
    sendMaterial(app, reply, req.params.id),
  );
  r.delete(
    `${API.deleteCourseMaterial}/:id`,
    { schema: { tags, params: idParam }, config: audited(config, 'material.delete', materialTarget, { ids: paramId }) },
    async (req) => {
      await deleteMaterial(app, req.params.id);
      return ok(req, null);
    },
  );
}
