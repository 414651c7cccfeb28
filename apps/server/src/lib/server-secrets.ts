import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

const keys = new WeakMap<object, Map<string, Buffer>>();

/**
 * A signing key kept in the database (server_secrets): made once by whichever instance asks
 * first, then read by all, so that what one instance signs every other instance can check.
 */
export async function serverSecret(db: Kysely<Database>, name: string): Promise<Buffer> {
  const known = keys.get(db) ?? new Map<string, Buffer>();
  keys.set(db, known);
  const cached = known.get(name);
  if (cached) return cached;
  await db
    .insertInto('serverSecrets')
    .values({ name, value: randomBytes(32).toString('hex'), createdAt: Date.now() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('serverSecrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  const key = Buffer.from(row.value, 'hex');
  known.set(name, key);
  return key;
}
