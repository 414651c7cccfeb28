import type { FastifyRequest } from 'fastify';
import type { AuditTarget } from '../../plugins/audit-trail/recorder.js';

const dbOf = (request: FastifyRequest) => request.server.db;

/** A course's teaching material (the file's stored name stays out). */
export const materialTarget: AuditTarget = {
  type: 'material',
  load: (request, id) =>
    dbOf(request)
      .selectFrom('courseMaterials')
      .innerJoin('courses', 'courses.id', 'courseMaterials.courseId')
      .select([
        'courseMaterials.courseId',
        'courses.name as courseName',
        'courseMaterials.materialType',
        'courseMaterials.originalName',
        'courseMaterials.size',
      ])
      .where('courseMaterials.id', '=', id)
      .executeTakeFirst(),
  label: (record) => `${String(record.originalName)} · ${String(record.courseName)}`,
};
