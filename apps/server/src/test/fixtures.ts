import {
  API,
  type Envelope,
  hashPasswordForTransport,
  type PermissionKey,
  type PermissionNode,
  type ROLE,
  type UserRecord,
  USER_TYPE,
} from '@kaoshi/contracts';
import { hashStoredPassword } from '../modules/auth/index.js';
import { DEMO_PASSWORD, type TestApp } from './harness.js';

/** Shared setup for the user, role and permission API tests; every call goes through the API. */

type FormValue = string | number | readonly (string | number)[];

/** A form body as the web's qs encoding sends it: repeated fields for lists (`roleIds=1&roleIds=2`). */
export function form(fields: Record<string, FormValue>) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  return { payload: params.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
}

/** A URL with a query string; numbers are sent as text, as a browser would. */
export function withQuery(url: string, query: Record<string, string | number>) {
  return `${url}?${new URLSearchParams(Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]))}`;
}

/** Ids by key: the built-in keys are always there; other keys may be missing. */
export type RoleIds = Record<keyof typeof ROLE, number> & Record<string, number | undefined>;
export type PermissionIds = Record<PermissionKey, number> & Record<string, number | undefined>;

/** Fails the test with the server's message when a setup call does not succeed. */
export function expectOk<T>(result: { body: Envelope<T> }, what: string): T {
  if (result.body.status !== 200) throw new Error(`${what} failed: ${result.body.status} ${result.body.message}`);
  return result.body.data;
}

/** A login attempt whose envelope is returned as is (the harness's login throws on failure). */
export const tryLogin = (t: TestApp, username: string, password = DEMO_PASSWORD, userType: number = USER_TYPE.ADMIN) =>
  t.attemptLogin(username, password, userType);

export function flattenTree(nodes: readonly PermissionNode[]): PermissionNode[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children)]);
}

/** Role ids by role key, from listAllRolesForSelect. */
export async function roleIdsByKey(t: TestApp, token: string): Promise<RoleIds> {
  const roles = expectOk(
    await t.call<{ roleId: number; roleKey: string }[]>({ method: 'GET', url: API.listAllRolesForSelect, token }),
    'listAllRolesForSelect',
  );
  return Object.fromEntries(roles.map((role) => [role.roleKey, role.roleId])) as RoleIds;
}

/** Permission ids by key, from listPermissionTree. */
export async function permissionIdsByKey(t: TestApp, token: string): Promise<PermissionIds> {
  const tree = expectOk(await t.call<PermissionNode[]>({ method: 'GET', url: API.listPermissionTree, token }), 'listPermissionTree');
  return Object.fromEntries(flattenTree(tree).map((node) => [node.permissionKey, node.permissionId])) as PermissionIds;
}

export interface NewUser {
  username: string;
  nickName?: string;
  userType?: number;
  roleKeys?: string[];
  /** Plain text, the password the owner chose; the demo password when left out. */
  password?: string;
  locked?: number;
}

export async function createUser(t: TestApp, token: string, user: NewUser): Promise<UserRecord> {
  const ids: Record<string, number | undefined> = user.roleKeys ? await roleIdsByKey(t, token) : {};
  const payload = {
    username: user.username,
    nickName: user.nickName ?? user.username,
    userType: user.userType ?? USER_TYPE.ADMIN,
    locked: user.locked ?? 0,
    roleIds: (user.roleKeys ?? []).map((key) => ids[key]),
    ...(user.password ? { password: hashPasswordForTransport(user.password) } : {}),
  };
  const created = expectOk(await t.call<UserRecord>({ method: 'POST', url: API.addUser, token, payload }), `addUser ${user.username}`);
  await ownPassword(t, created.userId, user.password ?? DEMO_PASSWORD);
  return created;
}

/** One hash per test password and process: tests that make hundreds of accounts do not pay a hash each. */
const storedHashes = new Map<string, Promise<string>>();
const storedHashOf = (plain: string) => {
  const known = storedHashes.get(plain) ?? hashStoredPassword(hashPasswordForTransport(plain));
  storedHashes.set(plain, known);
  return known;
};

/**
 * Stands for the owner of an account made or reset by staff having signed in with the code
 * they were handed and set `plain` as their own password (that walk has its own tests:
 * one-time-password.test.ts), so that tests of other things sign in with a known password.
 */
export async function ownPassword(t: TestApp, userId: number, plain: string) {
  const passwordHash = await storedHashOf(plain);
  await t.app.db
    .updateTable('users')
    .set({ passwordHash, passwordChangeDue: 0, passwordExpiresAt: null })
    .where('id', '=', userId)
    .execute();
}

/** A custom role holding exactly the given permission keys; returns its id. */
export async function createRole(t: TestApp, token: string, roleKey: string, permissionKeys: string[]): Promise<number> {
  const role = expectOk(
    await t.call<{ roleId: number }>({ method: 'POST', url: API.addRole, token, payload: { roleKey, roleName: `Role ${roleKey}` } }),
    `addRole ${roleKey}`,
  );
  const ids = await permissionIdsByKey(t, token);
  expectOk(
    await t.call({
      method: 'POST',
      url: API.bindRoleWithPermission,
      token,
      payload: { roleId: role.roleId, permissionIds: permissionKeys.map((key) => ids[key]) },
    }),
    `bindRoleWithPermission ${roleKey}`,
  );
  return role.roleId;
}

/**
 * A signed-in user (user type admin) whose only role is a new custom role with the given
 * permission keys: someone who can do a part of the system's work but is not SUPER_ADMIN.
 */
export async function signedInUserWith(t: TestApp, adminToken: string, username: string, permissionKeys: string[]) {
  const roleKey = `R_${username.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;
  const roleId = await createRole(t, adminToken, roleKey, permissionKeys);
  const user = await createUser(t, adminToken, { username, roleKeys: [roleKey] });
  return { user, roleId, roleKey, token: await t.login(username) };
}
