import {
  addDepartmentBody,
  departmentSelectQuery,
  type DepartmentRecord,
  listDepartmentQuery,
  PERMISSION,
  updateDepartmentBody,
} from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../plugins/crud-routes.js';
import type { ExcelColumn } from '../../lib/excel.js';
import { departmentListing, departmentOptions } from './repository.js';
import * as departments from './service.js';

const EXPORT_COLUMNS: ExcelColumn<DepartmentRecord>[] = [
  { header: 'colSchool', value: (row) => row.schoolName, width: 28 },
  { header: 'colName', value: (row) => row.name, width: 28 },
  { header: 'colCode', value: (row) => row.code, format: 'text' },
];

/** Job categories (`department`, /school/departmentManage), each under an exam project. */
export async function departmentRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, {
    entity: 'Department',
    access: { permission: PERMISSION.DEPARTMENT_MANAGE },
    schemas: {
      listQuery: listDepartmentQuery,
      selectQuery: departmentSelectQuery,
      addBody: addDepartmentBody,
      updateBody: updateDepartmentBody,
    },
    listing: departmentListing,
    listAllForSelect: (query) => departmentOptions(app.db, query.schoolId),
    get: (id) => departments.requireDepartment(app.db, id),
    add: (body) => departments.addDepartment(app.db, body),
    update: (body) => departments.updateDepartment(app.db, body),
    remove: (ids) => departments.deleteDepartments(app.db, ids),
    exportColumns: EXPORT_COLUMNS,
  });
}
