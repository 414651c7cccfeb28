import type { ListUserQuery, RoleRef, UserRecord } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database.js';
import { containsText, pageOffset } from '../../db/queries.js';
import type { Database } from '../../db/schema.js';

const USER_COLUMNS = [
  'users.id',
  'users.username',
  'users.nickName',
  'users.userType',
  'users.email',
  'users.phone',
  'users.introduction',
  'users.avatar',
  'users.className',
  'users.departmentName',
  'users.locked',
  'users.remoteLogin',
  'users.createdAt',
] as const;

export async function rolesOfUsers(db: Kysely<Database>, userIds: number[]): Promise<Map<number, RoleRef[]>> {
  const byUser = new Map<number, RoleRef[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('userRoles')
    .innerJoin('roles', 'roles.id', 'userRoles.roleId')
    .select(['userRoles.userId', 'roles.id as roleId', 'roles.roleKey', 'roles.roleName'])
    .where('userRoles.userId', 'in', userIds)
    .orderBy('roles.id')
    .execute();
  for (const { userId, ...role } of rows) byUser.get(userId)?.push(role);
  return byUser;
}

export async function listUsers(db: Kysely<Database>, dialect: DialectName, query: ListUserQuery) {
  let base = db.selectFrom('users');
  if (query.username) base = base.where(containsText(dialect, 'users.username', query.username));
  if (query.nickName) base = base.where(containsText(dialect, 'users.nickName', query.nickName));
  if (query.userType !== undefined) base = base.where('users.userType', '=', query.userType);
  if (query.locked !== undefined) base = base.where('users.locked', '=', query.locked);
  if (query.roleId !== undefined) {
    const roleId = query.roleId;
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('userRoles')
          .select('userRoles.userId')
          .whereRef('userRoles.userId', '=', 'users.id')
          .where('userRoles.roleId', '=', roleId),
      ),
    );
  }
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await base.select(USER_COLUMNS).orderBy('users.id').limit(query.limit).offset(pageOffset(query)).execute();
  const roles = await rolesOfUsers(
    db,
    rows.map((row) => row.id),
  );
  const list: UserRecord[] = rows.map(({ id, ...row }) => ({ userId: id, ...row, roles: roles.get(id) ?? [] }));
  return { list, total: Number(total) };
}

export async function findUser(db: Kysely<Database>, userId: number): Promise<UserRecord | undefined> {
  const row = await db.selectFrom('users').select(USER_COLUMNS).where('users.id', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  const roles = await rolesOfUsers(db, [row.id]);
  const { id, ...rest } = row;
  return { userId: id, ...rest, roles: roles.get(id) ?? [] };
}

export async function usernameTaken(db: Kysely<Database>, username: string, exceptUserId?: number) {
  let query = db.selectFrom('users').select('id').where('username', '=', username);
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
}
