import { ROLE } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseHandle, DialectName } from '../../db/database.js';
import { writeTransaction } from '../../db/group-commit.js';
import { precompiled } from '../../db/precompiled.js';
import type { Database } from '../../db/schema.js';
import { type LiveHub, type SessionsEnded, userTopic } from '../../lib/live-hub.js';
import type { Viewer } from '../../types.js';
import { hashToken, newToken } from './tokens.js';

/** A new session's row, written on `db` (a transaction's, when it is part of a larger write). */
export async function createSession(db: Kysely<Database>, userId: number, ttlMs: number) {
  const token = newToken();
  const now = Date.now();
  const expiresAt = now + ttlMs;
  await db
    .insertInto('sessions')
    .values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt })
    .execute();
  return { token, expiresAt };
}

/**
 * A sign-in's session, in the group commit (db/group-commit.ts): thousands of candidates sign in
 * during a check-in, and on SQLite a write of its own would hold the event loop for its fsync.
 */
export const openSession = (app: DatabaseHandle, userId: number, ttlMs: number) =>
  writeTransaction(app, (trx) => createSession(trx, userId, ttlMs));

interface SessionStore {
  db: Kysely<Database>;
  dialect: DialectName;
  /** Open live sockets of an ended session close (modules/live/socket.ts listens on the user's topic). */
  live: LiveHub;
}

/**
 * Holds the user's row until the transaction ends. Ending a user's sessions and exchanging a
 * sign-in code both take it first, so a code exchanged at the moment the sessions end either
 * fails or yields a session that the ending then sees and deletes (PostgreSQL reads each
 * statement afresh after the wait; SQLite runs one transaction at a time anyway).
 */
export async function lockUserSessions(trx: Kysely<Database>, dialect: DialectName, userId: number) {
  if (dialect === 'postgres') await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** Sign-out: this session ends (its sign-in codes with it), and a live socket opened with it closes. */
export async function revokeSession({ db, live }: SessionStore, viewer: Pick<Viewer, 'userId' | 'tokenHash'>) {
  await db.deleteFrom('sessions').where('tokenHash', '=', viewer.tokenHash).execute();
  live.publish(userTopic(viewer.userId), { type: 'sessionsEnded', only: viewer.tokenHash } satisfies SessionsEnded);
}

/**
 * Ends every session of a user, but the one with `keepTokenHash` when given, and closes their
 * sockets on every instance; returns how many sessions ended. Every outstanding one-time sign-in
 * code of the user dies too, the kept session's included: whatever made the sessions end (a
 * password change, reset, lock, "End sessions") must not leave a way back in.
 */
export async function revokeUserSessions({ db, dialect, live }: SessionStore, userId: number, keepTokenHash?: string): Promise<number> {
  const ended = await db.transaction().execute(async (trx) => {
    await lockUserSessions(trx, dialect, userId);
    await trx.deleteFrom('authCodes').where('userId', '=', userId).execute();
    let query = trx.deleteFrom('sessions').where('userId', '=', userId);
    if (keepTokenHash) query = query.where('tokenHash', '!=', keepTokenHash);
    const { numDeletedRows } = await query.executeTakeFirst();
    return Number(numDeletedRows);
  });
  live.publish(userTopic(userId), { type: 'sessionsEnded', keep: keepTokenHash } satisfies SessionsEnded);
  return ended;
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

/**
 * A token is good while unexpired and its user unlocked; locking a user ends their sessions.
 * One query on every protected request (the exam's saves included): the session, its user, and
 * one row per role and permission the user holds. SUPER_ADMIN holds every key (a second query).
 */
/** Every request's first query: precompiled (db/precompiled.ts). */
const viewerRows = precompiled((db, _dialect, tokenHash: string, now: number) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .leftJoin('userRoles', 'userRoles.userId', 'users.id')
    .leftJoin('roles', 'roles.id', 'userRoles.roleId')
    .leftJoin('rolePermissions', 'rolePermissions.roleId', 'roles.id')
    .leftJoin('permissions', 'permissions.id', 'rolePermissions.permissionId')
    .select([
      'users.id',
      'users.username',
      'users.userType',
      'users.locked',
      'users.passwordChangeDue',
      'sessions.expiresAt',
      'roles.id as roleId',
      'roles.roleKey',
      'permissions.permissionKey',
    ])
    .where('sessions.tokenHash', '=', tokenHash)
    .where('sessions.expiresAt', '>', now),
);

export async function loadViewerByToken({ db, dialect }: DatabaseHandle, token: string): Promise<Viewer | null> {
  const tokenHash = hashToken(token);
  const { rows } = await viewerRows(db, dialect, tokenHash, Date.now());
  const user = rows[0];
  if (!user || user.locked === 1) return null;
  const roleById = new Map<number, string>();
  const permissions = new Set<string>();
  for (const row of rows) {
    if (row.roleId !== null && row.roleKey !== null) roleById.set(row.roleId, row.roleKey);
    if (row.permissionKey !== null) permissions.add(row.permissionKey);
  }
  const roles = [...roleById].sort(([a], [b]) => a - b).map(([, roleKey]) => roleKey);
  const isSuperAdmin = roles.includes(ROLE.SUPER_ADMIN);
  return {
    userId: user.id,
    username: user.username,
    userType: user.userType,
    roles,
    permissions: isSuperAdmin ? new Set(await permissionKeysOfRoles(db, roles)) : permissions,
    isSuperAdmin,
    tokenHash,
    sessionExpiresAt: Number(user.expiresAt),
    passwordChangeDue: user.passwordChangeDue === 1,
  };
}
