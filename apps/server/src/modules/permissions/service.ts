import { type AddPermissionBody, buildPermissionTree, type PermissionRecord, type UpdatePermissionBody } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict, notFound, onField } from '../../lib/app-error.js';

const COLUMNS = ['id as permissionId', 'permissionKey', 'name', 'type', 'linkType', 'url', 'parentId', 'sort', 'builtIn'] as const;

export async function allPermissions(db: Kysely<Database>): Promise<PermissionRecord[]> {
  return db.selectFrom('permissions').select(COLUMNS).orderBy('sort').orderBy('id').execute();
}

export async function permissionTree(db: Kysely<Database>) {
  return buildPermissionTree(await allPermissions(db));
}

export async function requirePermission(db: Kysely<Database>, permissionId: number) {
  const row = await db.selectFrom('permissions').select(COLUMNS).where('id', '=', permissionId).executeTakeFirst();
  if (!row) throw notFound('permissionNotFound', { id: permissionId });
  return row;
}

async function keyTaken(db: Kysely<Database>, permissionKey: string, exceptId?: number) {
  let query = db.selectFrom('permissions').select('id').where('permissionKey', '=', permissionKey);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The parent must exist and must not be the permission itself or one of its descendants. */
async function checkParent(db: Kysely<Database>, parentId: number | null, selfId?: number) {
  if (parentId === null) return;
  await requirePermission(db, parentId);
  if (selfId === undefined) return;
  const all = await allPermissions(db);
  const parentOf = new Map(all.map((p) => [p.permissionId, p.parentId]));
  for (let cursor: number | null | undefined = parentId; cursor != null; cursor = parentOf.get(cursor)) {
    if (cursor === selfId) throw conflict('permissionParentCycle');
  }
}

export async function addPermission(app: FastifyInstance, body: AddPermissionBody) {
  if (await keyTaken(app.db, body.permissionKey))
    throw onField('permissionKey', conflict('permissionKeyTaken', { permissionKey: body.permissionKey }));
  await checkParent(app.db, body.parentId);
  const { id } = await app.db
    .insertInto('permissions')
    .values({ ...body, builtIn: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return requirePermission(app.db, id);
}

export async function updatePermission(app: FastifyInstance, body: UpdatePermissionBody) {
  const current = await requirePermission(app.db, body.permissionId);
  // The product's code names built-in keys; re-keying one would silently break its screens.
  if (current.builtIn === 1 && current.permissionKey !== body.permissionKey) {
    throw conflict('permissionBuiltIn', { permissionKey: current.permissionKey });
  }
  if (await keyTaken(app.db, body.permissionKey, body.permissionId))
    throw onField('permissionKey', conflict('permissionKeyTaken', { permissionKey: body.permissionKey }));
  await checkParent(app.db, body.parentId, body.permissionId);
  const { permissionId, ...fields } = body;
  await app.db.updateTable('permissions').set(fields).where('id', '=', permissionId).execute();
  return requirePermission(app.db, permissionId);
}

export async function deletePermission(app: FastifyInstance, permissionId: number) {
  const current = await requirePermission(app.db, permissionId);
  if (current.builtIn === 1) throw conflict('permissionBuiltIn', { permissionKey: current.permissionKey });
  const { count } = await app.db
    .selectFrom('permissions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('parentId', '=', permissionId)
    .executeTakeFirstOrThrow();
  if (Number(count) > 0) throw conflict('permissionHasChildren', { name: current.name, count: Number(count) });
  await app.db.deleteFrom('permissions').where('id', '=', permissionId).execute();
}
