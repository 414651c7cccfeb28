import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { OwnSchemaPostgresDialect } from './own-schema-dialect.js';
import { QueuedSqliteDialect } from './queued-sqlite-dialect.js';
import { withStatementCache } from './statement-cache.js';
import { configureGroupCommit } from './group-commit.js';
import { logRestart, startWalCheckpointer } from './wal-checkpointer.js';
import { walFileSync } from './wal-sync.js';

import type { DatabaseHandle, DialectName } from './handle.js';

export type { DatabaseHandle, DialectName };

// PostgreSQL returns int8 (bigint: timestamps, counts) as strings; every int8 we store is an
// epoch millisecond or a count, well inside Number's exact range.
pg.types.setTypeParser(20, (value) => Number(value));

/**
 * SQL texts that run as named prepared statements on PostgreSQL: parsed and planned once per
 * connection, then only bound and executed (Kysely sends every query unnamed, so PostgreSQL
 * would parse and plan it on every call). Only fixed texts belong here (db/precompiled.ts, the
 * answer save's statement); each gets a short name of its own.
 */
const preparedNames = new Map<string, string>();
export function preparePostgresStatement(sql: string): void {
  if (!preparedNames.has(sql)) preparedNames.set(sql, `k${preparedNames.size + 1}`);
}

type QueryFn = (...args: unknown[]) => unknown;

/** Sends the registered texts as named statements; everything else goes through unchanged. */
function nameKnownStatements(client: pg.PoolClient) {
  const query = client.query.bind(client) as QueryFn;
  (client as unknown as { query: QueryFn }).query = (config: unknown, values?: unknown, callback?: unknown) => {
    const name = typeof config === 'string' ? preparedNames.get(config) : undefined;
    if (name && Array.isArray(values)) return query({ name, text: config, values }, callback);
    return query(config, values, callback);
  };
}

export interface DatabaseOptions {
  databaseUrl?: string;
  sqliteFile: string;
  /** PostgreSQL schema to use (tests give each file its own). */
  pgSchema?: string;
  poolSize?: number;
  /**
   * SQLite file: the group commit's batches are made durable by an fsync of the log off the
   * event loop (wal-sync.ts) instead of inside their COMMIT. On unless false.
   */
  pipelineCommits?: boolean;
  /** SQLite file: the log is started over when it passes this size (wal-checkpointer.ts, logRestart). */
  walLimitBytes?: number;
  /** SQLite file: how often, at most, the log's size is looked at (logRestart; tests look every time). */
  walCheckEveryMs?: number;
}

const WAL_LIMIT_BYTES = 64 * 1024 * 1024;
const PAGE_CACHE_KIB = 64 * 1024;

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  const plugins = [new CamelCasePlugin()];
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    // PostgreSQL closing a connection (a restart, a failover, pg_terminate_backend) is an 'error'
    // event on its client, and for an idle one on the pool as well; an event nobody listens to
    // ends the process (the crash test's database restart killed the server both ways). The
    // pool drops a closed connection and opens a new one for the next query; a request that was
    // using it fails, and the exam page sends it again.
    const closed = (error: Error) => process.emitWarning(`PostgreSQL closed a connection: ${error.message}`);
    pool.on('connect', (client) => {
      client.on('error', closed);
      nameKnownStatements(client);
    });
    pool.on('error', () => {}); // the client's own listener has reported it
    return { db: new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }), plugins }), dialect: 'postgres' };
  }
  if (options.sqliteFile !== ':memory:') fs.mkdirSync(path.dirname(options.sqliteFile), { recursive: true });
  const sqlite = new SQLite(options.sqliteFile);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // FULL: a commit is on disk before we acknowledge it, even through a power cut (an answer
  // a candidate saw saved must never be lost). NORMAL would only survive process crashes.
  sqlite.pragma('synchronous = FULL');
  // SQLite's own page cache is 2 MB unless told otherwise; an exam's attempt rows (each with its
  // frozen paper, about 30 KB for 100 questions) pushed the indexes every request reads out of
  // it, so lookups went back to the file. 64 MB, taken only as pages are read.
  sqlite.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
  // Checkpoints off the event loop (wal-checkpointer.ts); an in-memory database has no log.
  const checkpointer = options.sqliteFile === ':memory:' ? null : startWalCheckpointer(sqlite, options.sqliteFile);
  const cached = withStatementCache(sqlite);
  const walSync = options.sqliteFile !== ':memory:' && options.pipelineCommits !== false ? walFileSync(`${options.sqliteFile}-wal`) : null;
  const database = {
    prepare: cached.prepare,
    close: () => {
      void checkpointer?.stop();
      void walSync?.close();
      cached.close();
    },
  };
  const db = new Kysely<Database>({ dialect: new QueuedSqliteDialect({ database }), plugins });
  if (checkpointer) {
    const walLimit = options.walLimitBytes ?? WAL_LIMIT_BYTES;
    // A log started over is cut back to this size, not left at its largest.
    sqlite.pragma(`journal_size_limit = ${walLimit}`);
    configureGroupCommit(db, {
      durable: walSync ?? undefined,
      logRestart: logRestart(checkpointer, `${options.sqliteFile}-wal`, walLimit, options.walCheckEveryMs),
    });
  }
  return { db, dialect: 'sqlite' };
}
