/** An account's roles (user_roles), owned here with the account. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export async function replaceUserRoles(db: Kysely<Database>, userId: number, roleIds: readonly number[]) {
  await db.deleteFrom('userRoles').where('userId', '=', userId).execute();
  if (roleIds.length > 0) {
    await db
      .insertInto('userRoles')
      .values([...new Set(roleIds)].map((roleId) => ({ userId, roleId })))
      .execute();
  }
}
