import { PERMISSION_KEYS, type PermissionKey, ROLE, SEEDED_ROLE_PERMISSIONS, USER_TYPE } from '@kaoshi/contracts';
import { createAccounts } from '../modules/accounts/index.js';
import { createSession, hashToken } from '../modules/auth/index.js';
import { createRole } from '../test/fixtures.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { TestApp } from '../test/harness.js';
import type { Access } from '../types.js';
import { type CallerProfile, keysOf } from './access-oracle.js';

/** One identity the authorisation matrix calls every operation as. */
export interface MatrixCaller {
  name: string;
  profile: CallerProfile;
  /** null: no token at all. */
  token: string | null;
  /** A new token of the same kind, for when an operation (logout) ended the session. */
  renew: (() => Promise<string>) | null;
}

const HOUR = 3_600_000;

/**
 * The matrix's callers. The demo accounts sign in through the real login. For the others the
 * administrator makes a role holding exactly the keys wanted through the API; the user bound to
 * it is written into the tables and gets its session from createSession, the function the login
 * ends in (dozens of logins would hash dozens of passwords and meet the login's rate limit). The
 * two refused kinds hold SUPER_ADMIN: if their token were wrongly taken, every operation would
 * let them in.
 */
export async function matrixCallers(t: TestApp) {
  const { db } = t.app;
  const admin = await t.login('admin');
  let serial = 0;

  const signIn = async (userId: number) => (await createSession(db, userId, HOUR)).token;
  const userIdOf = async (username: string) =>
    (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

  /**
   * A user bound to `profile.roles`, written straight into the tables (no password to hash: it
   * signs in by session). `locked`: given a session as if signed in before the lock; `spoil`
   * runs on each new token.
   */
  async function newUser(
    name: string,
    profile: CallerProfile,
    userType: number,
    options: { locked?: boolean; spoil?: (token: string) => Promise<unknown> } = {},
  ): Promise<MatrixCaller> {
    const now = Date.now();
    const roles = await db
      .selectFrom('roles')
      .select('id')
      .where('roleKey', 'in', [...profile.roles])
      .execute();
    const account = {
      username: `matrix${(serial += 1)}`,
      passwordHash: 'unused: signed in by session',
      nickName: `Matrix caller ${serial}`,
      userType,
      locked: options.locked ? 1 : 0,
    };
    const [userId = 0] = await createAccounts(
      db,
      [account],
      roles.map((role) => role.id),
      now,
    );
    const renew = async () => {
      const token = await signIn(userId);
      await options.spoil?.(token);
      return token;
    };
    return { name, profile, token: await renew(), renew };
  }

  async function demoAccount(name: string, username: string, roles: string[], keys: readonly PermissionKey[]): Promise<MatrixCaller> {
    const userId = await userIdOf(username);
    return { name, profile: { tokenGood: true, roles, keys }, token: await t.login(username), renew: () => signIn(userId) };
  }

  const superAdmin = { tokenGood: true, roles: [ROLE.SUPER_ADMIN], keys: [] };
  const refused = { ...superAdmin, tokenGood: false };
  const everyone: MatrixCaller[] = [
    { name: 'anonymous', profile: { tokenGood: false, roles: [], keys: [] }, token: null, renew: null },
    await newUser('a locked user', refused, USER_TYPE.ADMIN, { locked: true }),
    await newUser('an expired token', refused, USER_TYPE.ADMIN, {
      spoil: (token) =>
        db
          .updateTable('sessions')
          .set({ expiresAt: Date.now() - 1 })
          .where('tokenHash', '=', hashToken(token))
          .execute(),
    }),
    await demoAccount('the demo student', 'student', [ROLE.STUDENT], SEEDED_ROLE_PERMISSIONS.STUDENT),
    await demoAccount('the demo teacher', 'teacher', [ROLE.TEACHER], SEEDED_ROLE_PERMISSIONS.TEACHER),
    await newUser('SUPER', { tokenGood: true, roles: [ROLE.SUPER], keys: SEEDED_ROLE_PERMISSIONS.SUPER }, USER_TYPE.ADMIN),
    await demoAccount('the demo admin (SUPER_ADMIN and SUPER)', 'admin', [ROLE.SUPER_ADMIN, ROLE.SUPER], []),
    await newUser('SUPER_ADMIN alone', superAdmin, USER_TYPE.ADMIN),
  ];

  const teachers = new Map<string, MatrixCaller>();
  /** A teacher whose only role holds exactly `keys` (made once per set of keys). */
  async function teacherHolding(name: string, keys: readonly PermissionKey[]): Promise<MatrixCaller> {
    const id = [...keys].sort().join(',');
    const known = teachers.get(id);
    if (known) return known;
    const roleKey = `MATRIX_ROLE_${(serial += 1)}`;
    await createRole(t, admin, roleKey, [...keys]);
    const caller = await newUser(name, { tokenGood: true, roles: [roleKey], keys }, USER_TYPE.TEACHER);
    teachers.set(id, caller);
    return caller;
  }

  return {
    /** The fixed callers and, per operation, a teacher holding every key but its keys and one per key holding only that one. */
    async forOperation(access: Access): Promise<MatrixCaller[]> {
      const keys = keysOf(access);
      if (keys.length === 0) return [...everyone, await teacherHolding('a teacher without any key', [])];
      const without = await teacherHolding(
        `a teacher holding every key but ${keys.join('/')}`,
        PERMISSION_KEYS.filter((key) => !keys.includes(key)),
      );
      const withEach: MatrixCaller[] = [];
      for (const key of keys) withEach.push(await teacherHolding(`a teacher holding only ${key}`, [key]));
      return [...everyone, without, ...withEach];
    },
    everyone,
    /**
     * An operation that ends the caller's session (logout) must not spoil later calls: such
     * tokens are replaced, the locked user's and the expired one's too (a token that no longer
     * exists would be refused for another reason than the one under test).
     */
    async renewEndedSessions() {
      const withToken = [...everyone, ...teachers.values()].filter((caller) => caller.token && caller.renew);
      const rows = await db
        .selectFrom('sessions')
        .select('tokenHash')
        .where(
          'tokenHash',
          'in',
          withToken.map((caller) => hashToken(caller.token!)),
        )
        .execute();
      const stored = new Set(rows.map((row) => row.tokenHash));
      for (const caller of withToken) if (!stored.has(hashToken(caller.token!))) caller.token = await caller.renew!();
    },
  };
}

/**
 * Runs `run` while the built-in role `roleKey` holds (`with`) or lacks (`without`) the given
 * keys besides its other grants, then puts the role's grants back as they were.
 */
export async function withRoleGrant<T>(
  db: Kysely<Database>,
  roleKey: string,
  keys: readonly PermissionKey[],
  grant: 'with' | 'without',
  run: () => Promise<T>,
): Promise<T> {
  const role = await db.selectFrom('roles').select('id').where('roleKey', '=', roleKey).executeTakeFirstOrThrow();
  const original = await db.selectFrom('rolePermissions').select('permissionId').where('roleId', '=', role.id).execute();
  const ids = (
    await db
      .selectFrom('permissions')
      .select('id')
      .where('permissionKey', 'in', [...keys])
      .execute()
  ).map((row) => row.id);
  await db.deleteFrom('rolePermissions').where('roleId', '=', role.id).where('permissionId', 'in', ids).execute();
  if (grant === 'with')
    await db
      .insertInto('rolePermissions')
      .values(ids.map((permissionId) => ({ roleId: role.id, permissionId })))
      .execute();
  try {
    return await run();
  } finally {
    await db.deleteFrom('rolePermissions').where('roleId', '=', role.id).execute();
    if (original.length > 0)
      await db
        .insertInto('rolePermissions')
        .values(original.map(({ permissionId }) => ({ roleId: role.id, permissionId })))
        .execute();
  }
}
