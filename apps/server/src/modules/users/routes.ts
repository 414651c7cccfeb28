import {
  addUserBody,
  API,
  bindUserWithRoleBody,
  idParam,
  listUserQuery,
  PERMISSION,
  setNewPasswordBody,
  updatePassBody,
  updateUserBody,
} from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { viewerOf } from '../../plugins/access.js';
import { audited, bodyId, paramId, viewerId } from '../../plugins/audit-trail/recorder.js';
import { userTarget } from './audit-target.js';
import { listUsers } from './repository.js';
import * as users from './service.js';

/** The user management calls (docs/REQUIREMENTS.md §14), all under SYSTEM-USER. */
export async function userRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manage = { access: { permission: PERMISSION.SYSTEM_USER } } as const;
  const tags = ['users'];

  r.get(API.listUser, { schema: { tags, querystring: listUserQuery }, config: manage }, async (req) =>
    ok(req, await listUsers(app.db, app.dialect, req.query)),
  );
  r.post(
    API.addUser,
    { schema: { tags, body: addUserBody }, config: audited(manage, 'user.add', userTarget, { created: 'userId' }) },
    async (req) => ok(req, await users.addUser(app, viewerOf(req), req.body)),
  );
  r.get(`${API.queryUserDetailByUserId}/:id`, { schema: { tags, params: idParam }, config: manage }, async (req) =>
    ok(req, await users.requireUser(app.db, req.params.id)),
  );
  r.put(
    API.updateUser,
    { schema: { tags, body: updateUserBody }, config: audited(manage, 'user.update', userTarget, { ids: bodyId('userId') }) },
    async (req) => ok(req, await users.updateUser(app, viewerOf(req), req.body)),
  );
  r.delete(
    `${API.deleteUser}/:id`,
    { schema: { tags, params: idParam }, config: audited(manage, 'user.delete', userTarget, { ids: paramId }) },
    async (req) => {
      await users.deleteUser(app, viewerOf(req), req.params.id);
      return ok(req, null);
    },
  );
  r.post(
    API.bindUserWithRole,
    { schema: { tags, body: bindUserWithRoleBody }, config: audited(manage, 'user.bindRoles', userTarget, { ids: bodyId('userId') }) },
    async (req) => ok(req, await users.bindUserWithRole(app, viewerOf(req), req.body)),
  );
  // reSetPass is a GET by name (docs/REQUIREMENTS.md §14), kept for clients that call it so; the
  // web uses the POST twin. Both take the token from the Authorization header only (a cookie alone
  // is refused), so a cross-site <img> or link cannot reset anyone (docs/SECURITY.md).
  const resetOptions = {
    schema: { tags, params: idParam },
    config: audited(manage, 'user.resetPassword', userTarget, { ids: paramId }),
  } as const;
  r.get(`${API.reSetPass}/:id`, resetOptions, async (req) => ok(req, await users.resetPassword(app, viewerOf(req), req.params.id)));
  r.post(`${API.reSetPass}/:id`, resetOptions, async (req) => ok(req, await users.resetPassword(app, viewerOf(req), req.params.id)));
  r.post(
    `${API.revokeSessions}/:id`,
    { schema: { tags, params: idParam }, config: audited(manage, 'user.revokeSessions', userTarget, { ids: paramId }) },
    async (req) => ok(req, await users.revokeSessions(app, viewerOf(req), req.params.id)),
  );
  // One's own password: also while a new one is due (a staff reset), which is what these two are for.
  const ownPassword = audited({ access: 'signedIn' as const, duringPasswordChange: true as const }, 'user.changePassword', userTarget, {
    ids: viewerId,
  });
  r.post(API.updatePass, { schema: { tags, body: updatePassBody }, config: ownPassword }, async (req) => {
    await users.changeOwnPassword(app, viewerOf(req), req.body);
    return ok(req, null);
  });
  r.post(API.setNewPassword, { schema: { tags, body: setNewPasswordBody }, config: ownPassword }, async (req) => {
    await users.setOwnNewPassword(app, viewerOf(req), req.body);
    return ok(req, null);
  });
}
