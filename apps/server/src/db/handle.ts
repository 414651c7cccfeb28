import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Which database a handle talks to; database.ts opens it, group-commit.ts and the rest only use it. */
export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
}
