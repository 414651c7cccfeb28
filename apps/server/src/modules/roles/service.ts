import {
  type AddRoleBody,
  type BindRoleWithPermissionBody,
  PERMISSION,
  ROLE,
  type UpdateRoleBody,
} from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict, forbidden, notFound, onField } from '../../lib/app-error.js';
import type { Viewer } from '../../types.js';
import { permissionKeysOfRoles } from '../auth/sessions.js';
import { findRole } from './repository.js';

export async function requireRole(db: Kysely<Database>, roleId: number) {
  const role = await findRole(db, roleId);
  if (!role) throw notFound('roleNotFound', { id: roleId });
  return role;
}

async function roleKeyTaken(db: Kysely<Database>, roleKey: string, exceptRoleId?: number) {
  let query = db.selectFrom('roles').select('id').where('roleKey', '=', roleKey);
  if (exceptRoleId !== undefined) query = query.where('id', '!=', exceptRoleId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function addRole(app: FastifyInstance, body: AddRoleBody) {
  if (await roleKeyTaken(app.db, body.roleKey)) throw onField('roleKey', conflict('roleKeyTaken', { roleKey: body.roleKey }));
  const { id } = await app.db
    .insertInto('roles')
    .values({ ...body, builtIn: 0, createdAt: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return requireRole(app.db, id);
}

export async function updateRole(app: FastifyInstance, body: UpdateRoleBody) {
  const role = await requireRole(app.db, body.roleId);
  if (role.builtIn === 1 && role.roleKey !== body.roleKey) throw conflict('builtInRole', { roleKey: role.roleKey });
  if (await roleKeyTaken(app.db, body.roleKey, body.roleId)) throw onField('roleKey', conflict('roleKeyTaken', { roleKey: body.roleKey }));
  const { roleId, ...fields } = body;
  await app.db.updateTable('roles').set(fields).where('id', '=', roleId).execute();
  return requireRole(app.db, roleId);
}

export async function deleteRole(app: FastifyInstance, roleId: number) {
  const role = await requireRole(app.db, roleId);
  if (role.builtIn === 1) throw conflict('builtInRole', { roleKey: role.roleKey });
  if (role.userCount > 0) throw conflict('roleInUse', { name: role.roleName, count: role.userCount });
  await app.db.deleteFrom('roles').where('id', '=', roleId).execute();
}

/** Replaces the role's permissions with the given set (spec 7 bindRoleWithPermission). */
export async function bindRoleWithPermission(app: FastifyInstance, viewer: Viewer, body: BindRoleWithPermissionBody) {
  const role = await requireRole(app.db, body.roleId);
  // Changing what SUPER_ADMIN-adjacent roles can do is itself an escalation path.
  if (!viewer.isSuperAdmin && (role.roleKey === ROLE.SUPER_ADMIN || viewer.roles.includes(role.roleKey))) {
    throw forbidden('superAdminOnly');
  }
  const ids = [...new Set(body.permissionIds)];
  if (ids.length > 0) {
    const found = await app.db.selectFrom('permissions').select('id').where('id', 'in', ids).execute();
    const missing = ids.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0) throw notFound('permissionsNotFound', { ids: missing.join(', ') });
  }
  await app.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('rolePermissions').where('roleId', '=', body.roleId).execute();
    if (ids.length > 0) await trx.insertInto('rolePermissions').values(ids.map((permissionId) => ({ roleId: body.roleId, permissionId }))).execute();
  });
}

/**
 * Spec 7 listPermissionKeysByRoles. A caller reads the keys of their own roles (the console
 * does this after login); role managers may read any role's.
 */
export async function permissionKeysForRoles(app: FastifyInstance, viewer: Viewer, roleKeys: readonly string[]) {
  const mayReadAny = viewer.isSuperAdmin || viewer.permissions.has(PERMISSION.SYSTEM_ROLE);
  if (!mayReadAny && roleKeys.some((key) => !viewer.roles.includes(key))) throw forbidden('rolesNotOwned');
  return permissionKeysOfRoles(app.db, roleKeys);
}
