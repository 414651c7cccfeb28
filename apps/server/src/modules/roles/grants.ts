import { PERMISSION, ROLE } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { forbidden, notFound } from '../../lib/app-error.js';

/**
 * Who may grant what (docs/SECURITY.md, "Round 2"): nobody but a SUPER_ADMIN hands out more than
 * they hold. Every decision reads the grantor's roles and permissions by id inside the
 * transaction that writes the grant, never from keys read earlier in the request, so renaming a
 * role's key meanwhile changes nothing.
 */
export interface Grantor {
  superAdmin: boolean;
  roleIds: ReadonlySet<number>;
  permissionIds: ReadonlySet<number>;
}

export async function grantorOf(trx: Kysely<Database>, userId: number): Promise<Grantor> {
  const roles = await trx
    .selectFrom('userRoles')
    .innerJoin('roles', 'roles.id', 'userRoles.roleId')
    .select(['roles.id', 'roles.roleKey'])
    .where('userRoles.userId', '=', userId)
    .execute();
  const permissions = await trx
    .selectFrom('userRoles')
    .innerJoin('rolePermissions', 'rolePermissions.roleId', 'userRoles.roleId')
    .select('rolePermissions.permissionId')
    .distinct()
    .where('userRoles.userId', '=', userId)
    .execute();
  return {
    superAdmin: roles.some((role) => role.roleKey === ROLE.SUPER_ADMIN),
    roleIds: new Set(roles.map((role) => role.id)),
    permissionIds: new Set(permissions.map((row) => row.permissionId)),
  };
}

/** Role keys that access rules name (SUPER for publishing): holding such a role is itself a power. */
export function roleFlags(app: FastifyInstance): ReadonlySet<string> {
  const flags = new Set<string>([ROLE.SUPER_ADMIN]);
  for (const { access } of app.routeTable) if (typeof access === 'object') for (const role of access.roles ?? []) flags.add(role);
  return flags;
}

async function permissionKeys(trx: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom('permissions')
    .select('permissionKey')
    .where('id', 'in', [...ids])
    .orderBy('permissionKey')
    .execute();
  return rows.map((row) => row.permissionKey);
}

/**
 * The roles in `roleIds` that the user does not have yet must exist and each carry nothing the
 * grantor lacks: no permission, and no role flag unless the grantor holds that very role.
 * SUPER_ADMIN is handed out by a SUPER_ADMIN only.
 */
export async function checkRoleGrant(
  trx: Kysely<Database>,
  flags: ReadonlySet<string>,
  grantorId: number,
  roleIds: readonly number[],
  currentRoleIds: readonly number[] = [],
) {
  const unique = [...new Set(roleIds)];
  if (unique.length === 0) return;
  const found = await trx.selectFrom('roles').select(['id', 'roleKey', 'roleName']).where('id', 'in', unique).execute();
  const missing = unique.filter((id) => !found.some((row) => row.id === id));
  if (missing.length > 0) throw notFound('rolesNotFound', { ids: missing.join(', ') });
  const grantor = await grantorOf(trx, grantorId);
  if (grantor.superAdmin) return;
  for (const role of found.filter((row) => !currentRoleIds.includes(row.id))) {
    if (role.roleKey === ROLE.SUPER_ADMIN) throw forbidden('superAdminOnly');
    const carried = await trx.selectFrom('rolePermissions').select('permissionId').where('roleId', '=', role.id).execute();
    const lacking = await permissionKeys(
      trx,
      carried.map((row) => row.permissionId).filter((id) => !grantor.permissionIds.has(id)),
    );
    if (flags.has(role.roleKey) && !grantor.roleIds.has(role.id)) lacking.unshift(role.roleKey);
    if (lacking.length > 0) throw forbidden('roleGrantBeyondOwn', { role: role.roleName, lacking: lacking.join(', ') });
  }
}

/** Permissions a role gains (`permissionIds` beyond `currentIds`) must all be held by the grantor. */
export async function checkPermissionGrant(
  trx: Kysely<Database>,
  grantor: Grantor,
  permissionIds: readonly number[],
  currentIds: readonly number[],
) {
  if (grantor.superAdmin) return;
  const lacking = await permissionKeys(
    trx,
    permissionIds.filter((id) => !currentIds.includes(id) && !grantor.permissionIds.has(id)),
  );
  if (lacking.length > 0) throw forbidden('permissionGrantBeyondOwn', { lacking: lacking.join(', ') });
}

/**
 * Setting an account's password (a reset) is signing in as it: allowed only on an account that
 * holds nothing the staff member lacks (docs/SECURITY.md, "Round 3", H5), the idea of
 * checkRoleGrant: every permission of the account's roles, and every role flag (SUPER) it holds,
 * must be the staff member's too; SUPER_ADMIN accounts are reset by a SUPER_ADMIN only. Read in
 * the transaction that writes the new password. Another account manager (SYSTEM-USER) is reset by
 * a SUPER_ADMIN only: a peer's reset would let one sign in as the other and act in their name.
 */
/** The permission key of those who manage accounts (users routes). */
const ACCOUNT_MANAGER = PERMISSION.SYSTEM_USER;

export async function checkAccountWithin(trx: Kysely<Database>, flags: ReadonlySet<string>, grantorId: number, accountId: number) {
  const grantor = await grantorOf(trx, grantorId);
  if (grantor.superAdmin) return;
  const account = await grantorOf(trx, accountId);
  const { username } = await trx.selectFrom('users').select('username').where('id', '=', accountId).executeTakeFirstOrThrow();
  if (account.superAdmin) throw forbidden('resetBeyondOwn', { username, lacking: ROLE.SUPER_ADMIN });
  if ((await permissionKeys(trx, [...account.permissionIds])).includes(ACCOUNT_MANAGER))
    throw forbidden('resetAccountManager', { username });
  const lacking = await permissionKeys(
    trx,
    [...account.permissionIds].filter((id) => !grantor.permissionIds.has(id)),
  );
  const roles = await trx
    .selectFrom('roles')
    .select(['id', 'roleKey'])
    .where('id', 'in', [...account.roleIds, 0])
    .execute();
  for (const role of roles) if (flags.has(role.roleKey) && !grantor.roleIds.has(role.id)) lacking.unshift(role.roleKey);
  if (lacking.length > 0) throw forbidden('resetBeyondOwn', { username, lacking: lacking.join(', ') });
}
