import { ROLE } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Viewer } from '../../types.js';
import { hashToken, newToken } from './tokens.js';

export async function createSession(db: Kysely<Database>, userId: number, ttlMs: number) {
  const token = newToken();
  const now = Date.now();
  const expiresAt = now + ttlMs;
  await db.insertInto('sessions').values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt }).execute();
  return { token, expiresAt };
}

export async function revokeSession(db: Kysely<Database>, tokenHash: string) {
  await db.deleteFrom('sessions').where('tokenHash', '=', tokenHash).execute();
}

export async function revokeUserSessions(db: Kysely<Database>, userId: number) {
  await db.deleteFrom('sessions').where('userId', '=', userId).execute();
}

export async function roleKeysOfUser(db: Kysely<Database>, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('userRoles')
    .innerJoin('roles', 'roles.id', 'userRoles.roleId')
    .select('roles.roleKey')
    .where('userRoles.userId', '=', userId)
    .orderBy('roles.id')
    .execute();
  return rows.map((row) => row.roleKey);
}

/** Permission keys held through the given roles; SUPER_ADMIN holds every key there is. */
export async function permissionKeysOfRoles(db: Kysely<Database>, roleKeys: readonly string[]): Promise<string[]> {
  if (roleKeys.length === 0) return [];
  if (roleKeys.includes(ROLE.SUPER_ADMIN)) {
    const all = await db.selectFrom('permissions').select('permissionKey').orderBy('id').execute();
    return all.map((row) => row.permissionKey);
  }
  const rows = await db
    .selectFrom('rolePermissions')
    .innerJoin('roles', 'roles.id', 'rolePermissions.roleId')
    .innerJoin('permissions', 'permissions.id', 'rolePermissions.permissionId')
    .select('permissions.permissionKey')
    .distinct()
    .where('roles.roleKey', 'in', [...roleKeys])
    .orderBy('permissions.permissionKey')
    .execute();
  return rows.map((row) => row.permissionKey);
}

/** A token is good while unexpired and its user unlocked; locking a user ends their sessions. */
export async function loadViewerByToken(db: Kysely<Database>, token: string): Promise<Viewer | null> {
  const tokenHash = hashToken(token);
  const user = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select(['users.id', 'users.username', 'users.userType', 'users.locked'])
    .where('sessions.tokenHash', '=', tokenHash)
    .where('sessions.expiresAt', '>', Date.now())
    .executeTakeFirst();
  if (!user || user.locked === 1) return null;
  const roles = await roleKeysOfUser(db, user.id);
  const permissions = await permissionKeysOfRoles(db, roles);
  return {
    userId: user.id,
    username: user.username,
    userType: user.userType,
    roles,
    permissions: new Set(permissions),
    isSuperAdmin: roles.includes(ROLE.SUPER_ADMIN),
    tokenHash,
  };
}
