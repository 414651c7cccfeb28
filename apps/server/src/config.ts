import path from 'node:path';
import { z } from 'zod';

/** Environment → typed configuration, validated once at start with a readable message. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default(path.resolve(process.cwd(), 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must start with postgres:// or postgresql://' })
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { message: 'REDIS_URL must start with redis:// or rediss://' })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** For automated tests only: every captcha's answer becomes this code. */
  CAPTCHA_FIXED: z.string().min(1).max(12).optional(),
  SEED_DEMO: z.enum(['0', '1']).optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  DEFAULT_PASSWORD: z.string().min(6).default('123456'),
  TOKEN_TTL_HOURS: z.coerce.number().positive().max(24 * 30).default(12),
  LOGIN_IP_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  LOGIN_USER_FAILURE_LIMIT: z.coerce.number().int().positive().default(5),
  LOGIN_USER_FAILURE_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  WEB_DIST: z.string().optional(),
  /** Largest teaching-material upload, in megabytes. */
  MATERIAL_MAX_MB: z.coerce.number().positive().max(4096).default(50),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  /** PostgreSQL when set; otherwise SQLite at `sqliteFile`. */
  databaseUrl?: string;
  /** ':memory:' for tests that want a throwaway database. */
  sqliteFile: string;
  redisUrl?: string;
  logLevel: Env['LOG_LEVEL'];
  captchaFixed?: string;
  seedDemo: boolean;
  adminPassword?: string;
  defaultPassword: string;
  tokenTtlMs: number;
  loginIpLimitPerMinute: number;
  loginUserFailureLimit: number;
  loginUserFailureWindowMs: number;
  /** The built web app to serve at `/`; none in development and API tests. */
  webDist?: string;
  /** Teaching materials are stored under `${dataDir}/uploads/materials`, at most this size each. */
  materialMaxBytes: number;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable means "not set" (e.g. `DATABASE_URL= npm start` for the embedded database).
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    sqliteFile: path.join(e.DATA_DIR, 'kaoshi.sqlite'),
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    captchaFixed: e.CAPTCHA_FIXED,
    // The embedded database is the "try it now" setup, so it gets demo data unless told not to.
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === '1' : !e.DATABASE_URL,
    adminPassword: e.ADMIN_PASSWORD,
    defaultPassword: e.DEFAULT_PASSWORD,
    tokenTtlMs: e.TOKEN_TTL_HOURS * 3600_000,
    loginIpLimitPerMinute: e.LOGIN_IP_LIMIT_PER_MINUTE,
    loginUserFailureLimit: e.LOGIN_USER_FAILURE_LIMIT,
    loginUserFailureWindowMs: e.LOGIN_USER_FAILURE_WINDOW_MINUTES * 60_000,
    webDist: e.WEB_DIST,
    materialMaxBytes: Math.floor(e.MATERIAL_MAX_MB * 1024 * 1024),
  };
}
