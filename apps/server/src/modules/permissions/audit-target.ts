import type { FastifyRequest } from 'fastify';
import type { AuditTarget } from '../../plugins/audit-trail/recorder.js';

const dbOf = (request: FastifyRequest) => request.server.db;

export const permissionTarget: AuditTarget = {
  type: 'permission',
  load: (request, id) =>
    dbOf(request)
      .selectFrom('permissions')
      .select(['permissionKey', 'name', 'type', 'linkType', 'url', 'parentId', 'sort'])
      .where('id', '=', id)
      .executeTakeFirst(),
};
