import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { commaList } from './schema-parts.js';

/** proxy-addr's names for address ranges, or an IP address, optionally with a CIDR prefix. */
const isProxyAddress = (item: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

const TRUST_NONE = ['false', '0', 'off'];
const TRUST_ALL = ['true', '1', 'on'];
/**
 * Which proxies may tell the client's address (X-Forwarded-For) and scheme (X-Forwarded-Proto).
 * Off by default: an instance reached directly must count login attempts against the socket's
 * address, or a client could name any address it likes. `true` trusts every hop (only where
 * nothing but the proxy can reach the port); better a list: `loopback`, `10.0.0.5`, `10.0.0.0/8`.
 */
const trustProxySchema = z
  .string()
  .default('false')
  .transform((value) => value.trim().toLowerCase())
  .refine(
    (value) => [...TRUST_NONE, ...TRUST_ALL].includes(value) || (commaList(value).length > 0 && commaList(value).every(isProxyAddress)),
    {
      message: 'TRUST_PROXY takes false, true, or a comma list of addresses, CIDR ranges, loopback, linklocal, uniquelocal',
    },
  )
  .transform((value): boolean | string[] => (TRUST_NONE.includes(value) ? false : TRUST_ALL.includes(value) ? true : commaList(value)));

/** CONFIGURATION.md "Database and several instances". */
export const databaseEnv = {
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must start with postgres:// or postgresql://' })
    .optional(),
  // PostgreSQL connections per instance: a save is one statement, so a pool of about twice the
  // database machine's cores keeps it busy; instances × pool must stay under max_connections.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  // SQLite: exam writes are acknowledged after the log's fsync made off the event loop, while the
  // next batch commits (db/wal-sync.ts). `off` makes each batch's COMMIT sync on the event loop, as
  // before: for measuring the difference (bench/exam-day), never needed to be safe.
  SQLITE_COMMIT_PIPELINE: z.enum(['on', 'off']).default('on'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { message: 'REDIS_URL must start with redis:// or rediss://' })
    .optional(),
  TRUST_PROXY: trustProxySchema,
};

export interface DatabaseSettings {
  /** PostgreSQL when set; otherwise SQLite at `sqliteFile`. */
  databaseUrl?: string;
  /** PostgreSQL connections this instance keeps (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  /** ':memory:' for tests that want a throwaway database. */
  sqliteFile: string;
  /** SQLite: pipelined group commits (SQLITE_COMMIT_PIPELINE). */
  sqliteCommitPipeline: boolean;
  redisUrl?: string;
  /** Fastify's trustProxy: false, true (every hop), or the proxies' addresses and ranges. */
  trustProxy: boolean | string[];
}

/** The SQLite file lives in the data folder (DATA_DIR, where it runs). */
export const databaseSettings = (e: z.infer<z.ZodObject<typeof databaseEnv>> & { DATA_DIR: string }): DatabaseSettings => ({
  databaseUrl: e.DATABASE_URL,
  databasePoolSize: e.DATABASE_POOL_SIZE,
  sqliteFile: path.join(e.DATA_DIR, 'kaoshi.sqlite'),
  sqliteCommitPipeline: e.SQLITE_COMMIT_PIPELINE === 'on',
  redisUrl: e.REDIS_URL,
  trustProxy: e.TRUST_PROXY,
});
