import type { FastifyRequest } from 'fastify';
import type { AuditTarget } from '../../plugins/audit-trail/recorder.js';
import { findUser } from './repository.js';

const dbOf = (request: FastifyRequest) => request.server.db;

/** An account with its roles by key (a change of roles reads as one list before and after). */
export const userTarget: AuditTarget = {
  type: 'user',
  load: async (request, id) => {
    const user = await findUser(dbOf(request), id);
    return user && { ...user, roles: user.roles.map((role) => role.roleKey) };
  },
};
