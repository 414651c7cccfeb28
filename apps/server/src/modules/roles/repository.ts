import type { ListRoleQuery, RoleRecord } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database.js';
import { containsText, pageOffset } from '../../db/queries.js';
import type { Database } from '../../db/schema.js';

function rolesWithUserCount(db: Kysely<Database>) {
  return db
    .selectFrom('roles')
    .select(['roles.id as roleId', 'roles.roleKey', 'roles.roleName', 'roles.description', 'roles.builtIn', 'roles.createdAt'])
    .select((eb) =>
      eb.selectFrom('userRoles').select(eb.fn.countAll<number>().as('c')).whereRef('userRoles.roleId', '=', 'roles.id').as('userCount'),
    );
}

const normalise = (row: Omit<RoleRecord, 'userCount'> & { userCount: number | null }): RoleRecord => ({
  ...row,
  userCount: Number(row.userCount ?? 0),
});

export async function listRoles(db: Kysely<Database>, dialect: DialectName, query: ListRoleQuery) {
  let where = db.selectFrom('roles');
  if (query.roleKey) where = where.where(containsText(dialect, 'roles.roleKey', query.roleKey));
  if (query.roleName) where = where.where(containsText(dialect, 'roles.roleName', query.roleName));
  const { total } = await where.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const ids = await where.select('roles.id').orderBy('roles.id').limit(query.limit).offset(pageOffset(query)).execute();
  const list =
    ids.length === 0
      ? []
      : await rolesWithUserCount(db)
          .where(
            'roles.id',
            'in',
            ids.map((row) => row.id),
          )
          .orderBy('roles.id')
          .execute();
  return { list: list.map(normalise), total: Number(total) };
}

export async function findRole(db: Kysely<Database>, roleId: number): Promise<RoleRecord | undefined> {
  const row = await rolesWithUserCount(db).where('roles.id', '=', roleId).executeTakeFirst();
  return row && normalise(row);
}

export async function allRolesForSelect(db: Kysely<Database>) {
  return db.selectFrom('roles').select(['id as roleId', 'roleKey', 'roleName']).orderBy('id').execute();
}

export async function permissionIdsOfRole(db: Kysely<Database>, roleId: number) {
  const rows = await db.selectFrom('rolePermissions').select('permissionId').where('roleId', '=', roleId).orderBy('permissionId').execute();
  return rows.map((row) => row.permissionId);
}
