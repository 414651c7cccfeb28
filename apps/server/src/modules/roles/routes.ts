import {
  addRoleBody,
  API,
  bindRoleWithPermissionBody,
  idParam,
  listRoleQuery,
  PERMISSION,
  permissionKeysByRolesBody,
  updateRoleBody,
} from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { viewerOf } from '../../plugins/access.js';
import { audited, bodyId, paramId } from '../../plugins/audit-trail/recorder.js';
import { roleTarget } from './audit-target.js';
import { allRolesForSelect, listRoles, permissionIdsOfRole } from './repository.js';
import * as roles from './service.js';

/** The role calls (docs/REQUIREMENTS.md §13, §14). */
export async function roleRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manage = { access: { permission: PERMISSION.SYSTEM_ROLE } } as const;
  const tags = ['roles'];

  r.get(API.listRole, { schema: { tags, querystring: listRoleQuery }, config: manage }, async (req) =>
    ok(req, await listRoles(app.db, app.dialect, req.query)),
  );
  r.post(
    API.addRole,
    { schema: { tags, body: addRoleBody }, config: audited(manage, 'role.add', roleTarget, { created: 'roleId' }) },
    async (req) => ok(req, await roles.addRole(app, req.body)),
  );
  r.get(`${API.getRoleById}/:id`, { schema: { tags, params: idParam }, config: manage }, async (req) =>
    ok(req, await roles.requireRole(app.db, req.params.id)),
  );
  r.put(
    API.updateRole,
    { schema: { tags, body: updateRoleBody }, config: audited(manage, 'role.update', roleTarget, { ids: bodyId('roleId') }) },
    async (req) => ok(req, await roles.updateRole(app, req.body)),
  );
  r.delete(
    `${API.deleteRole}/:id`,
    { schema: { tags, params: idParam }, config: audited(manage, 'role.delete', roleTarget, { ids: paramId }) },
    async (req) => {
      await roles.deleteRole(app, req.params.id);
      return ok(req, null);
    },
  );
  r.get(`${API.listRoleRefPermission}/:id`, { schema: { tags, params: idParam }, config: manage }, async (req) => {
    await roles.requireRole(app.db, req.params.id);
    return ok(req, await permissionIdsOfRole(app.db, req.params.id));
  });
  r.post(
    API.bindRoleWithPermission,
    {
      schema: { tags, body: bindRoleWithPermissionBody },
      config: audited(manage, 'role.bindPermissions', roleTarget, { ids: bodyId('roleId') }),
    },
    async (req) => {
      await roles.bindRoleWithPermission(app, viewerOf(req), req.body);
      return ok(req, await permissionIdsOfRole(app.db, req.body.roleId));
    },
  );
  // The user screen's role picker needs this too.
  r.get(
    API.listAllRolesForSelect,
    { schema: { tags }, config: { access: { permission: [PERMISSION.SYSTEM_ROLE, PERMISSION.SYSTEM_USER] } } },
    async (req) => ok(req, await allRolesForSelect(app.db)),
  );
  r.post(
    API.listPermissionKeysByRoles,
    { schema: { tags, body: permissionKeysByRolesBody }, config: { access: 'signedIn' } },
    async (req) => ok(req, await roles.permissionKeysForRoles(app, viewerOf(req), req.body.roles)),
  );
}
