import type { CompiledQuery, Compilable, Kysely, QueryResult } from 'kysely';
import { type DialectName, preparePostgresStatement } from './database.js';
import type { Database } from './schema.js';

/**
 * A hot query compiled once per dialect. Kysely builds a query tree, runs the plugins over it
 * and compiles it to SQL on every call; on the requests of an exam (the viewer behind every
 * call, the answer save, the heartbeat) that took more CPU than the database took to run the
 * statements. Here the query is built once with a stand-in for each parameter; each call puts
 * its own values in their places (wherever and however often the SQL uses them) and runs the
 * same SQL, whose prepared statement the SQLite statement cache then reuses too, and which runs
 * as a named prepared statement on PostgreSQL (db/database.ts).
 *
 * The query's shape must not depend on the parameters' values (no `$if` on them): a variant is
 * a second precompiled query. It may depend on the dialect (`forUpdate` on PostgreSQL).
 */
export function precompiled<P extends unknown[], R>(build: (db: Kysely<Database>, dialect: DialectName, ...params: P) => Compilable<R>) {
  const byDialect = new Map<DialectName, { query: CompiledQuery<R>; slots: (number | null)[] }>();
  return (db: Kysely<Database>, dialect: DialectName, ...params: P): Promise<QueryResult<R>> => {
    let entry = byDialect.get(dialect);
    if (!entry) {
      const standIns = params.map((_, i) => `\u0000precompiled parameter ${i}`);
      const query = build(db, dialect, ...(standIns as P)).compile();
      // A parameter the builder wrote itself (a constant, a status list) stays as it was compiled.
      const slots = query.parameters.map((value) => {
        const index = standIns.indexOf(value as string);
        return index >= 0 ? index : null;
      });
      entry = { query, slots };
      if (dialect === 'postgres') preparePostgresStatement(query.sql);
      byDialect.set(dialect, entry);
    }
    const { query, slots } = entry;
    return db.executeQuery<R>({ ...query, parameters: slots.map((slot, k) => (slot === null ? query.parameters[k] : params[slot])) });
  };
}
