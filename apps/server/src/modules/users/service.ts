import {
  type AddUserBody,
  type BindUserWithRoleBody,
  FIRST_USER_ID,
  ROLE,
  type SetNewPasswordBody,
  type UpdatePassBody,
  type UpdateUserBody,
} from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { badRequest, conflict, forbidden, notFound, onField } from '../../lib/app-error.js';
import type { Database } from '../../db/schema.js';
import type { Viewer } from '../../types.js';
import {
  hashStoredPassword,
  isGuessable,
  revokeUserSessions,
  staffChosenPassword,
  staffSetPassword,
  verifyStoredPassword,
} from '../auth/index.js';
import { createStaffAccount, deleteAccount, replaceUserRoles, setPasswordHash, updateAccountFields } from '../accounts/index.js';
import { checkAccountWithin, checkRoleGrant, roleFlags } from '../roles/index.js';
import { findUser, usernameTaken } from './repository.js';

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

/**
 * A new account has no password anyone chose for its owner (docs/SECURITY.md, "Round 3"): the
 * one the staff member typed, or else a one-time code shown once in the answer; either signs in
 * only into setting the owner's own.
 */
export async function addUser(app: FastifyInstance, viewer: Viewer, body: AddUserBody) {
  const { db } = app;
  if (await usernameTaken(db, body.username)) throw onField('username', conflict('usernameTaken', { username: body.username }));
  const { password, roleIds, ...fields } = body;
  const now = Date.now();
  const { userId, temporaryPassword } = await db.transaction().execute(async (trx) => {
    const id = await createStaffAccount(trx, { ...fields, passwordHash: '' }, now);
    await checkRoleGrant(trx, roleFlags(app), viewer.userId, roleIds ?? []);
    await replaceUserRoles(trx, id, roleIds ?? []);
    if (password) {
      await staffChosenPassword(app, trx, id, password);
      return { userId: id, temporaryPassword: undefined };
    }
    return { userId: id, temporaryPassword: await staffSetPassword(app, trx, id) };
  });
  const user = await requireUser(db, userId);
  return temporaryPassword ? { ...user, temporaryPassword } : user;
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
    await updateAccountFields(trx, userId, fields, Date.now());
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
  await deleteAccount(app.db, userId);
}

/** reSetPass: a one-time code (or the centre's default) shown once; only on an account within the staff member's own powers. */
export async function resetPassword(app: FastifyInstance, viewer: Viewer, userId: number) {
  const target = await requireUser(app.db, userId);
  checkMayChange(viewer, target);
  return app.db.transaction().execute(async (trx) => {
    await checkAccountWithin(trx, roleFlags(app), viewer.userId, userId);
    return staffSetPassword(app, trx, userId);
  });
}

/** The signed-in user's own password; their other sessions end, this one stays. */
export async function changeOwnPassword(app: FastifyInstance, viewer: Viewer, body: UpdatePassBody) {
  const row = await app.db.selectFrom('users').select('passwordHash').where('id', '=', viewer.userId).executeTakeFirstOrThrow();
  if (!(await verifyStoredPassword(body.oldPass, row.passwordHash))) throw badRequest('oldPasswordWrong');
  await storeOwnPassword(app, viewer, row.passwordHash, body.newPass);
}

/**
 * The first password of one's own after a staff reset or a one-time code (passwordChangeDue):
 * the session, opened with that password, proves it. Refused once the password is one's own,
 * so that a stolen session cannot change a password without knowing it (updatePass asks for it).
 */
export async function setOwnNewPassword(app: FastifyInstance, viewer: Viewer, body: SetNewPasswordBody) {
  if (!viewer.passwordChangeDue) throw forbidden('passwordChangeNotDue');
  const row = await app.db.selectFrom('users').select('passwordHash').where('id', '=', viewer.userId).executeTakeFirstOrThrow();
  await storeOwnPassword(app, viewer, row.passwordHash, body.newPass);
}

async function storeOwnPassword(app: FastifyInstance, viewer: Viewer, currentHash: string, newPass: string) {
  if (await verifyStoredPassword(newPass, currentHash)) throw badRequest('samePassword');
  // The one the centre handed out, or any guessable one, is no password of one's own.
  if (isGuessable(newPass, viewer.username)) throw onField('newPass', badRequest('passwordWeak'));
  await setPasswordHash(app.db, viewer.userId, await hashStoredPassword(newPass), { due: false, expiresAt: null, now: Date.now() });
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
