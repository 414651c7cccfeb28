import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { type Envelope, hashPasswordForTransport, USER_TYPE } from '@kaoshi/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import type { DestinationStream } from '../lib/request-log.js';
import { type AppConfig, loadConfig } from '../config.js';
import { type DatabaseHandle, openDatabase } from '../db/database.js';
import { seedAccounts } from '../seed/seed.js';
import type { Clock } from '../lib/clock.js';

/** API tests run on SQLite always, and on PostgreSQL too when DATABASE_URL is set. */
export const DATABASES: ('sqlite' | 'postgres')[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export const TEST_CAPTCHA = 'test';
export const DEMO_PASSWORD = '123456';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  /** Logs in through the real captcha + doLogin flow and returns the token. */
  login(username: string, password?: string, userType?: number): Promise<string>;
  /** The same login, with the envelope returned as it is (for tests of refused logins). */
  attemptLogin(username: string, password?: string, userType?: number): Promise<{ httpStatus: number; body: Envelope<{ token: string }> }>;
  /** An injected request; the envelope is parsed from the body. */
  call<T = unknown>(options: InjectOptions & { token?: string; lang?: string }): Promise<{ httpStatus: number; body: Envelope<T> }>;
  close(): Promise<void>;
}

const USER_TYPE_OF: Record<string, number> = { admin: USER_TYPE.ADMIN, teacher: USER_TYPE.TEACHER, student: USER_TYPE.STUDENT };

/** A fresh app on a fresh database: SQLite in memory, or its own PostgreSQL schema. */
/**
 * `clock`: exam tests pass a ManualClock (lib/clock.ts) and move time by hand. `sqliteFile`: a
 * SQLite file instead of memory, for tests that restart the server on the same database.
 */
export async function startTestApp(
  kind: 'sqlite' | 'postgres',
  env: Record<string, string> = {},
  options: { clock?: Clock; sqliteFile?: string; logStream?: DestinationStream } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    CAPTCHA_FIXED: TEST_CAPTCHA,
    SEED_DEMO: '1',
    // The demo accounts only: tests build the exams they need (seed/demo-exam.ts has its own test).
    SEED_DEMO_EXAM: '0',
    // The tests read the English demo names (seed/demo-text/en.ts) whatever the machine's locale.
    DEMO_LANGUAGE: 'en',
    DATA_DIR: `/tmp/kaoshi-test-${randomBytes(4).toString('hex')}`,
    ...env,
  });
  let database: DatabaseHandle;
  let dropSchema = async () => {};
  if (kind === 'postgres') {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    database = openDatabase({ databaseUrl: process.env.DATABASE_URL, sqliteFile: '', pgSchema: schema, poolSize: 4 });
    dropSchema = async () => {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    };
  } else {
    database = openDatabase({ sqliteFile: options.sqliteFile ?? ':memory:', pipelineCommits: config.sqliteCommitPipeline });
  }
  const app = await buildApp(
    { ...config, databaseUrl: kind === 'postgres' ? process.env.DATABASE_URL : undefined },
    { database, clock: options.clock, logStream: options.logStream },
  );
  await seedAccounts(app, config);

  const call: TestApp['call'] = async ({ token, lang, headers, ...options }) => {
    const response = await app.inject({
      ...options,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(lang ? { 'accept-language': lang } : {}), ...headers },
    });
    return { httpStatus: response.statusCode, body: response.json() };
  };

  const attemptLogin: TestApp['attemptLogin'] = async (
    username,
    password = DEMO_PASSWORD,
    userType = USER_TYPE_OF[username] ?? USER_TYPE.ADMIN,
  ) => {
    const captcha = await call<{ captchaKey: string }>({ method: 'GET', url: '/api/kaoshi-user/security/captcha' });
    return call<{ token: string }>({
      method: 'POST',
      url: '/api/kaoshi-user/security/doLogin',
      payload: {
        username,
        password: hashPasswordForTransport(password),
        verifyCode: TEST_CAPTCHA,
        captchaKey: captcha.body.data.captchaKey,
        userType,
      },
    });
  };

  const login: TestApp['login'] = async (username, password, userType) => {
    const result = await attemptLogin(username, password, userType);
    if (result.body.status !== 200) throw new Error(`login ${username} failed: ${result.body.message}`);
    return result.body.data.token;
  };

  return {
    app,
    config,
    login,
    attemptLogin,
    call,
    close: async () => {
      // Every API test is a response-contract test too (plugins/response-schemas.ts): an answer
      // that broke its declaration fails the file, even where the test did not look at it.
      const violations = [...app.responseViolations];
      await app.close();
      await database.db.destroy();
      await dropSchema();
      // Uploaded files (teaching materials) live under the test's own DATA_DIR.
      await fs.rm(config.dataDir, { recursive: true, force: true });
      if (violations.length > 0) throw new Error(`Responses broke their declared schemas:\n${violations.join('\n')}`);
    },
  };
}
