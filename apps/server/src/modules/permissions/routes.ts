import { addPermissionBody, API, idParam, PERMISSION, updatePermissionBody } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { audited, bodyId, paramId } from '../../plugins/audit-trail/recorder.js';
import { permissionTarget } from './audit-target.js';
import * as permissions from './service.js';

/** Permission records (docs/REQUIREMENTS.md §13): the calls follow the style of the user and role calls (§14). */
export async function permissionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manage = { access: { permission: PERMISSION.SYSTEM_PERMISSION } } as const;
  const tags = ['permissions'];

  // Role managers read the tree to bind permissions to roles.
  r.get(
    API.listPermissionTree,
    { schema: { tags }, config: { access: { permission: [PERMISSION.SYSTEM_PERMISSION, PERMISSION.SYSTEM_ROLE] } } },
    async (req) => ok(req, await permissions.permissionTree(app.db)),
  );
  r.get(`${API.getPermissionById}/:id`, { schema: { tags, params: idParam }, config: manage }, async (req) =>
    ok(req, await permissions.requirePermission(app.db, req.params.id)),
  );
  r.post(
    API.addPermission,
    { schema: { tags, body: addPermissionBody }, config: audited(manage, 'permission.add', permissionTarget, { created: 'permissionId' }) },
    async (req) => ok(req, await permissions.addPermission(app, req.body)),
  );
  r.put(
    API.updatePermission,
    {
      schema: { tags, body: updatePermissionBody },
      config: audited(manage, 'permission.update', permissionTarget, { ids: bodyId('permissionId') }),
    },
    async (req) => ok(req, await permissions.updatePermission(app, req.body)),
  );
  r.delete(
    `${API.deletePermission}/:id`,
    { schema: { tags, params: idParam }, config: audited(manage, 'permission.delete', permissionTarget, { ids: paramId }) },
    async (req) => {
      await permissions.deletePermission(app, req.params.id);
      return ok(req, null);
    },
  );
}
