import { type AddRoleBody, type BindRoleWithPermissionBody, PERMISSION, ROLE, type UpdateRoleBody } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict, forbidden, notFound, onField } from '../../lib/app-error.js';
import type { Viewer } from '../../types.js';
import { permissionKeysOfRoles } from '../auth/index.js';
import { checkPermissionGrant, grantorOf } from './grants.js';
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

/**
 * Replaces the role's permissions with the given set (the bindRoleWithPermission call). Who may do
 * it is decided on ids inside the writing transaction (grants.ts): a role manager cannot change
 * a role they hold, however its key is renamed meanwhile, nor add a permission they lack.
 */
export async function bindRoleWithPermission(app: FastifyInstance, viewer: Viewer, body: BindRoleWithPermissionBody) {
  const ids = [...new Set(body.permissionIds)];
  await app.db.transaction().execute(async (trx) => {
    const role = await trx
      .selectFrom('roles')
      .select(['id', 'roleKey'])
      .where('id', '=', body.roleId)
      .$if(app.dialect === 'postgres', (qb) => qb.forUpdate())
      .executeTakeFirst();
    if (!role) throw notFound('roleNotFound', { id: body.roleId });
    const grantor = await grantorOf(trx, viewer.userId);
    // Changing what SUPER_ADMIN or one's own role can do is itself an escalation path.
    if (!grantor.superAdmin && (role.roleKey === ROLE.SUPER_ADMIN || grantor.roleIds.has(role.id))) throw forbidden('superAdminOnly');
    if (ids.length > 0) {
      const found = await trx.selectFrom('permissions').select('id').where('id', 'in', ids).execute();
      const missing = ids.filter((id) => !found.some((row) => row.id === id));
      if (missing.length > 0) throw notFound('permissionsNotFound', { ids: missing.join(', ') });
    }
    const current = await trx.selectFrom('rolePermissions').select('permissionId').where('roleId', '=', role.id).execute();
    await checkPermissionGrant(
      trx,
      grantor,
      ids,
      current.map((row) => row.permissionId),
    );
    await trx.deleteFrom('rolePermissions').where('roleId', '=', role.id).execute();
    if (ids.length > 0)
      await trx
        .insertInto('rolePermissions')
        .values(ids.map((permissionId) => ({ roleId: role.id, permissionId })))
        .execute();
  });
}

/**
 * listPermissionKeysByRoles (docs/REQUIREMENTS.md §13). A caller reads the keys of their own roles (the console
 * does this after login); role managers may read any role's.
 */
export async function permissionKeysForRoles(app: FastifyInstance, viewer: Viewer, roleKeys: readonly string[]) {
  const mayReadAny = viewer.isSuperAdmin || viewer.permissions.has(PERMISSION.SYSTEM_ROLE);
  if (!mayReadAny && roleKeys.some((key) => !viewer.roles.includes(key))) throw forbidden('rolesNotOwned');
  return permissionKeysOfRoles(app.db, roleKeys);
}
