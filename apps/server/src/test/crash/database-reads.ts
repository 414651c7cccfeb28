import path from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/**
 * A short-lived connection of the test's own, beside the server's, to look at what is stored.
 * Never held across a crash: on SQLite the server must be the file's only user when it is
 * killed, so that the next start really recovers from the write-ahead log it left.
 */
export async function withDatabase<T>(serverEnv: Record<string, string>, read: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const handle = serverEnv.DATABASE_URL
    ? openDatabase({ databaseUrl: serverEnv.DATABASE_URL, sqliteFile: '', poolSize: 2 })
    : openDatabase({ sqliteFile: path.join(serverEnv.DATA_DIR!, 'kaoshi.sqlite') });
  try {
    return await read(handle.db);
  } finally {
    await handle.db.destroy();
  }
}

export interface StoredAttempt {
  id: number;
  status: number;
  submittedAt: number | null;
  objectiveScore: number | null;
}

export async function storedAttempts(serverEnv: Record<string, string>, ids: readonly number[]): Promise<Map<number, StoredAttempt>> {
  const rows = await withDatabase(serverEnv, (db) =>
    db
      .selectFrom('attempts')
      .select(['id', 'status', 'submittedAt', 'objectiveScore'])
      .where('id', 'in', [...ids])
      .execute(),
  );
  return new Map(rows.map((row) => [row.id, row]));
}
