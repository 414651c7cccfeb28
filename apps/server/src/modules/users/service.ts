import {
  type AddUserBody,
  type BindUserWithRoleBody,
  FIRST_USER_ID,
  hashPasswordForTransport,
  ROLE,
  type UpdatePassBody,
  type UpdateUserBody,
} from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { badRequest, conflict, forbidden, notFound, onField } from '../../lib/app-error.js';
import type { Database } from '../../db/schema.js';
import type { Viewer } from '../../types.js';
import { hashStoredPassword, revokeUserSessions, verifyStoredPassword } from '../auth/index.js';
import { checkRoleGrant, roleFlags } from '../roles/index.js';
import { findUser, replaceUserRoles, usernameTaken } from './repository.js';

export async function requireUser(db: Kysely<Database>, userId: number) {
  const user = await findUser(db, userId);
  if (!user) throw notFound('userNotFound', { id: userId });
  return user;
}

async function superAdminRoleId(db: Kysely<Database>) {
  const row = await db.selectFrom('roles').select('id').where('roleKey', '=', ROLE.SUPER_ADMIN).executeTakeFirstOrThrow();
  return row.id;
}

/** Accounts holding SUPER_ADMIN are changed only by a SUPER_ADMIN. */
function checkMayChange(viewer: Viewer, target: { roles: { roleKey: string }[] }) {
  if (!viewer.isSuperAdmin && target.roles.some((role) => role.roleKey === ROLE.SUPER_ADMIN)) throw forbidden('superAdminOnly');
}

function checkNotProtected(viewer: Viewer, userId: number) {
  if (userId === FIRST_USER_ID) throw conflict('firstUserProtected');
  if (userId === viewer.userId) throw conflict('selfProtected');
}

export async function defaultPasswordHash(app: FastifyInstance) {
  return hashStoredPassword(hashPasswordForTransport(app.config.defaultPassword));
}

export async function addUser(app: FastifyInstance, viewer: Viewer, body: AddUserBody) {
  const { db } = app;
  if (await usernameTaken(db, body.username)) throw onField('username', conflict('usernameTaken', { username: body.username }));
  const { password, roleIds, ...fields } = body;
  const passwordHash = password ? await hashStoredPassword(password) : await defaultPasswordHash(app);
  const now = Date.now();
  const userId = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('users')
      .values({ ...fields, passwordHash, resourceUrl: '', createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await checkRoleGrant(trx, roleFlags(app), viewer.userId, roleIds ?? []);
    await replaceUserRoles(trx, id, roleIds ?? []);
    return id;
  });
  return requireUser(db, userId);
}

export async function updateUser(app: FastifyInstance, viewer: Viewer, body: UpdateUserBody) {
  const { db } = app;
  const target = await requireUser(db, body.userId);
  checkMayChange(viewer, target);
  if (body.locked === 1 && target.locked === 0) checkNotProtected(viewer, body.userId);
  if (await usernameTaken(db, body.username, body.userId))
    throw onField('username', conflict('usernameTaken', { username: body.username }));
  const { userId, roleIds, ...fields } = body;
  await db.transaction().execute(async (trx) => {
    if (roleIds) await bindRoles(app, trx, viewer, userId, roleIds);
    await trx
      .updateTable('users')
      .set({ ...fields, updatedAt: Date.now() })
      .where('id', '=', userId)
      .execute();
  });
  if (body.locked === 1) await revokeUserSessions(app, userId);
  return requireUser(db, userId);
}

/** Checks the grant and writes it, in the caller's transaction (roles/grants.ts). */
async function bindRoles(app: FastifyInstance, trx: Kysely<Database>, viewer: Viewer, userId: number, roleIds: readonly number[]) {
  const current = await trx.selectFrom('userRoles').select('roleId').where('userId', '=', userId).execute();
  await checkRoleGrant(
    trx,
    roleFlags(app),
    viewer.userId,
    roleIds,
    current.map((row) => row.roleId),
  );
  if (userId === FIRST_USER_ID && !roleIds.includes(await superAdminRoleId(trx))) throw conflict('firstUserKeepsAdmin');
  await replaceUserRoles(trx, userId, roleIds);
}

export async function bindUserWithRole(app: FastifyInstance, viewer: Viewer, body: BindUserWithRoleBody) {
  const target = await requireUser(app.db, body.userId);
  checkMayChange(viewer, target);
  await app.db.transaction().execute((trx) => bindRoles(app, trx, viewer, body.userId, body.roleIds));
  return requireUser(app.db, body.userId);
}

export async function deleteUser(app: FastifyInstance, viewer: Viewer, userId: number) {
  const target = await requireUser(app.db, userId);
  checkNotProtected(viewer, userId);
  checkMayChange(viewer, target);
  await app.db.deleteFrom('users').where('id', '=', userId).execute();
}

export async function resetPassword(app: FastifyInstance, viewer: Viewer, userId: number) {
  const target = await requireUser(app.db, userId);
  checkMayChange(viewer, target);
  await app.db
    .updateTable('users')
    .set({ passwordHash: await defaultPasswordHash(app), updatedAt: Date.now() })
    .where('id', '=', userId)
    .execute();
  await revokeUserSessions(app, userId);
}

/** The signed-in user's own password; their other sessions end, this one stays. */
export async function changeOwnPassword(app: FastifyInstance, viewer: Viewer, body: UpdatePassBody) {
  const { db } = app;
  const row = await db.selectFrom('users').select('passwordHash').where('id', '=', viewer.userId).executeTakeFirstOrThrow();
  if (!(await verifyStoredPassword(body.oldPass, row.passwordHash))) throw badRequest('oldPasswordWrong');
  if (body.oldPass === body.newPass) throw badRequest('samePassword');
  await db
    .updateTable('users')
    .set({ passwordHash: await hashStoredPassword(body.newPass), updatedAt: Date.now() })
    .where('id', '=', viewer.userId)
    .execute();
  await revokeUserSessions(app, viewer.userId, viewer.tokenHash);
}

/**
 * An administrator ends a user's sessions (a lost laptop, a shared computer): whoever holds one
 * of their tokens must log in again. On one's own account the caller's session stays.
 */
export async function revokeSessions(app: FastifyInstance, viewer: Viewer, userId: number) {
  const target = await requireUser(app.db, userId);
  checkMayChange(viewer, target);
  const ended = await revokeUserSessions(app, userId, userId === viewer.userId ? viewer.tokenHash : undefined);
  return { ended };
}
