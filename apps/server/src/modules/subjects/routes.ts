import { addSubjectBody, listSubjectQuery, PERMISSION, subjectSelectQuery, type SubjectRecord, updateSubjectBody } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../plugins/crud-routes.js';
import type { ExcelColumn } from '../../lib/excel.js';
import { subjectListing, subjectOptions } from './repository.js';
import * as subjects from './service.js';

const EXPORT_COLUMNS: ExcelColumn<SubjectRecord>[] = [
  { header: 'colSchool', value: (row) => row.schoolName, width: 28 },
  { header: 'colDepartment', value: (row) => row.departmentName, width: 24 },
  { header: 'colName', value: (row) => row.name, width: 28 },
  { header: 'colCode', value: (row) => row.code, format: 'text' },
  { header: 'colLevel', value: (row) => row.level, width: 8 },
  { header: 'colDescription', value: (row) => row.description, width: 40 },
];

/** Registered job types (`subject`, /school/subjectManage), each under a job category. */
export async function subjectRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, {
    entity: 'Subject',
    access: { permission: PERMISSION.SUBJECT_MANAGE },
    schemas: { listQuery: listSubjectQuery, selectQuery: subjectSelectQuery, addBody: addSubjectBody, updateBody: updateSubjectBody },
    listing: subjectListing,
    listAllForSelect: (query) => subjectOptions(app.db, query),
    get: (id) => subjects.requireSubject(app.db, id),
    add: (body) => subjects.addSubject(app.db, body),
    update: (body) => subjects.updateSubject(app.db, body),
    remove: (ids) => subjects.deleteSubjects(app.db, ids),
    exportColumns: EXPORT_COLUMNS,
  });
}
