import type { FastifyRequest } from 'fastify';
import type { AuditTarget } from '../../plugins/audit-trail/recorder.js';
import { findRole, permissionIdsOfRole } from './repository.js';

const dbOf = (request: FastifyRequest) => request.server.db;

/** A role with the permission keys it grants. */
export const roleTarget: AuditTarget = {
  type: 'role',
  load: async (request, id) => {
    const db = dbOf(request);
    const role = await findRole(db, id);
    if (!role) return undefined;
    const ids = await permissionIdsOfRole(db, id);
    const keys =
      ids.length === 0
        ? []
        : await db.selectFrom('permissions').select('permissionKey').where('id', 'in', ids).orderBy('permissionKey').execute();
    return { ...role, permissions: keys.map((row) => row.permissionKey) };
  },
};
