import { addSchoolBody, listSchoolQuery, PERMISSION, schoolSelectQuery, type SchoolRecord, updateSchoolBody } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../plugins/crud-routes.js';
import { type ExcelColumn, yesNo } from '../../lib/excel.js';
import { schoolListing, schoolOptions } from './repository.js';
import * as schools from './service.js';

const EXPORT_COLUMNS: ExcelColumn<SchoolRecord>[] = [
  { header: 'colName', value: (row) => row.name, width: 28 },
  { header: 'colCode', value: (row) => row.code, format: 'text' },
  { header: 'colDescription', value: (row) => row.description, width: 40 },
  { header: 'colContact', value: (row) => row.contact },
  { header: 'colPhone', value: (row) => row.phone, format: 'text' },
  { header: 'colEnabled', value: (row, lang) => yesNo(lang, row.enabled), width: 10 },
];

/** Exam projects (`school`, /school/schoolManage). */
export async function schoolRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, {
    entity: 'School',
    access: { permission: PERMISSION.SCHOOL_MANAGE },
    schemas: { listQuery: listSchoolQuery, selectQuery: schoolSelectQuery, addBody: addSchoolBody, updateBody: updateSchoolBody },
    listing: schoolListing,
    listAllForSelect: () => schoolOptions(app.db),
    get: (id) => schools.requireSchool(app.db, id),
    add: (body) => schools.addSchool(app.db, body),
    update: (body) => schools.updateSchool(app.db, body),
    remove: (ids) => schools.deleteSchools(app.db, ids),
    exportColumns: EXPORT_COLUMNS,
  });
}
