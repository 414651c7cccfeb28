import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

const CACHE_LIMIT = 500;

/**
 * better-sqlite3 through Kysely prepares every statement anew on every call, which cost about a
 * sixth of the CPU of an answer save (bench/answer-save.ts). Kysely compiles the same SQL text
 * for the same query shape, so prepared statements are kept by text, the least recently used
 * going first (queries with IN lists of varying length make many texts). A statement still
 * being iterated by a stream is busy and cannot be reused: a fresh one serves that call.
 */
export function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      const cached = cache.get(sql);
      if (cached && !cached.busy) {
        // Re-insert: a Map iterates in insertion order, so the first key is the least recently used.
        cache.delete(sql);
        cache.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      if (!cached) {
        if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}
