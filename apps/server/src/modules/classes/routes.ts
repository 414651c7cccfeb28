import { addClassesBody, classesSelectQuery, type ClassRecord, listClassesQuery, PERMISSION, updateClassesBody } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../plugins/crud-routes.js';
import { dateCell, type ExcelColumn } from '../../lib/excel.js';
import { classListing, classOptions } from './repository.js';
import * as classes from './service.js';

const EXPORT_COLUMNS: ExcelColumn<ClassRecord>[] = [
  { header: 'colSchool', value: (row) => row.schoolName, width: 28 },
  { header: 'colDepartment', value: (row) => row.departmentName, width: 24 },
  { header: 'colSubject', value: (row) => row.subjectName, width: 24 },
  { header: 'colName', value: (row) => row.name, width: 28 },
  { header: 'colCode', value: (row) => row.code, format: 'text' },
  { header: 'colYear', value: (row) => row.year, width: 8 },
  { header: 'colRegistrationOpensAt', value: (row) => dateCell(row.registrationOpensAt), format: 'datetime' },
  { header: 'colRegistrationClosesAt', value: (row) => dateCell(row.registrationClosesAt), format: 'datetime' },
  { header: 'colPlannedExamDate', value: (row) => dateCell(row.plannedExamDate), format: 'datetime' },
  { header: 'colStudentCount', value: (row) => row.studentCount, width: 10 },
];

/** Registration batches (`classes`, /school/classesManage), each under a registered job type. */
export async function classRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, {
    entity: 'Classes',
    access: { permission: PERMISSION.CLASS_MANAGE },
    schemas: { listQuery: listClassesQuery, selectQuery: classesSelectQuery, addBody: addClassesBody, updateBody: updateClassesBody },
    listing: classListing,
    listAllForSelect: (query) => classOptions(app.db, query),
    get: (id) => classes.requireClass(app.db, id),
    add: (body) => classes.addClass(app.db, body),
    update: (body) => classes.updateClass(app.db, body),
    remove: (ids) => classes.deleteClasses(app.db, ids),
    exportColumns: EXPORT_COLUMNS,
  });
}
