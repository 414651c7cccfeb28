import {
  addStudentBody,
  API,
  idParam,
  listStudentQuery,
  lockStudentBody,
  moveStudentsBody,
  maskIdNumber,
  PERMISSION,
  revealStudentIdNumberBody,
  studentSelectQuery,
  type StudentRecord,
  updateStudentBody,
} from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { filterOf, registerCrudRoutes } from '../../plugins/crud-routes.js';
import { ok } from '../../lib/envelope.js';
import { type ExcelColumn, sendWorkbook, yesNo } from '../../lib/excel.js';
import { exportFileName } from '../../lib/export-name.js';
import { viewerOf } from '../../plugins/access.js';
import { audited, bodyId, bodyIds, importCounts, paramId } from '../../plugins/audit-trail/recorder.js';
import { genderLabel, importStudents, importTemplate } from './import.js';
import { studentListing, studentOptions } from './repository.js';
import * as students from './service.js';

/** The import columns come first, under the same headers: an export can be imported again as it is. */
const EXPORT_COLUMNS: ExcelColumn<StudentRecord>[] = [
  { header: 'colCandidateNumber', value: (row) => row.username, format: 'text', width: 20 },
  { header: 'colStudentName', value: (row) => row.name },
  { header: 'colGender', value: (row, lang) => genderLabel(lang, row.gender), width: 12 },
  { header: 'colIdNumber', value: (row) => row.idNumber, format: 'text', width: 22 },
  { header: 'colPhone', value: (row) => row.phone, format: 'text' },
  { header: 'colEmail', value: (row) => row.email, width: 28 },
  { header: 'colBatchCode', value: (row) => row.classCode, format: 'text' },
  { header: 'colClass', value: (row) => row.className, width: 24 },
  { header: 'colSubject', value: (row) => row.subjectName, width: 24 },
  { header: 'colDepartment', value: (row) => row.departmentName, width: 24 },
  { header: 'colSchool', value: (row) => row.schoolName, width: 28 },
  { header: 'colLocked', value: (row, lang) => yesNo(lang, row.locked), width: 10 },
];

/** A record as lists, the record call and the audit trail carry it: the ID number masked. */
const masked = <R extends { idNumber: string }>(record: R): R => ({ ...record, idNumber: maskIdNumber(record.idNumber) });
const mapList = <R extends { idNumber: string }>(page: { list: R[]; total: number }) => ({ ...page, list: page.list.map(masked) });

/** The export's filter as the trail keeps it: an ID number searched for is masked there too. */
function exportFilter(query: object) {
  const filter = filterOf(query);
  return typeof filter.idNumber === 'string' ? { ...filter, idNumber: maskIdNumber(filter.idNumber) } : filter;
}

/**
 * Students (/baseData/examStudent): users of user type 2 with role STUDENT. Every call needs
 * the STUDENT permission key, which the STUDENT role does not hold: students see none of this.
 */
export async function studentRoutes(app: FastifyInstance) {
  const access = { permission: PERMISSION.STUDENT } as const;
  const { auditTarget } = registerCrudRoutes(app, {
    entity: 'Student',
    access,
    schemas: { listQuery: listStudentQuery, selectQuery: studentSelectQuery, addBody: addStudentBody, updateBody: updateStudentBody },
    // ID numbers masked in the list and the record (docs/SECURITY.md "ID numbers in staff lists"):
    // the whole one through revealStudentIdNumber, audited. The export keeps them whole (it is
    // the centre's record and imports again as it is: the import matches rows by the whole
    // number), so each export is on the audit trail: who, when, how many rows, which filter.
    listing: { list: async (...args) => mapList(await studentListing.list(...args)), exportAll: studentListing.exportAll },
    listAllForSelect: (query) => studentOptions(app.db, query.classId),
    get: async (id) => masked(await students.requireStudent(app.db, id)),
    add: async (body) => masked(await students.addStudent(app, body)),
    update: async (body) => masked(await students.updateStudent(app, body)),
    remove: (ids) => students.deleteStudents(app.db, ids),
    exportColumns: EXPORT_COLUMNS,
    exportAudit: { action: 'student.export', filter: exportFilter },
  });

  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access };
  const tags = ['students'];
  // A GET, like the users screen's reSetPass (docs/REQUIREMENTS.md §14), with the same POST twin
  // the web uses; neither takes the cookie alone.
  const resetOptions = {
    schema: { tags, params: idParam },
    config: audited(config, 'student.resetPassword', auditTarget, { ids: paramId }),
  } as const;
  r.get(`${API.resetStudentPassword}/:id`, resetOptions, async (req) =>
    ok(req, await students.resetStudentPassword(app, viewerOf(req), req.params.id)),
  );
  r.post(`${API.resetStudentPassword}/:id`, resetOptions, async (req) =>
    ok(req, await students.resetStudentPassword(app, viewerOf(req), req.params.id)),
  );
  r.post(
    API.lockStudent,
    { schema: { tags, body: lockStudentBody }, config: audited(config, 'student.lock', auditTarget, { ids: bodyIds('ids') }) },
    async (req) => {
      await students.lockStudents(app.db, req.body);
      return ok(req, null);
    },
  );
  r.post(
    API.revealStudentIdNumber,
    {
      schema: { tags, body: revealStudentIdNumberBody },
      config: audited({ ...config, rateLimit: 'idNumberReveal' }, 'student.revealIdNumber', auditTarget, { ids: bodyId('studentId') }),
    },
    async (req) => ok(req, { idNumber: (await students.requireStudent(app.db, req.body.studentId)).idNumber }),
  );
  r.post(
    API.moveStudents,
    { schema: { tags, body: moveStudentsBody }, config: audited(config, 'student.move', auditTarget, { ids: bodyIds('ids') }) },
    async (req) => {
      await students.moveStudents(app.db, req.body);
      return ok(req, null);
    },
  );
  r.get(API.studentImportTemplate, { schema: { tags }, config }, async (req, reply) =>
    sendWorkbook(reply, await importTemplate(req.lang), exportFileName(req.lang, 'fileStudentTemplate')),
  );
  // Multipart: the .xlsx file, and optionally classId (rows without a batch code go there).
  r.post(
    API.importStudents,
    { schema: { tags }, config: audited({ ...config, rateLimit: 'upload' }, 'student.import', auditTarget, { detail: importCounts }) },
    async (req) => ok(req, await importStudents(app, req)),
  );
}
