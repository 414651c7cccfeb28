import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API, EXAM_STATUS, hashPasswordForTransport, STATUS, USER_TYPE } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/database.js';
import { seedAccounts } from './seed/seed.js';
import { sweepDeadlines } from './modules/attempts/deadline-sweep.js';
import { scoreUnscored } from './modules/attempts/score-queue.js';
import { seedLiveExam } from './modules/live/test/live-test-fixture.js';
import { redisLiveHub } from './modules/live/redis-hub.js';
import { redisRateLimiter } from './plugins/rate-limiter.js';
import { redisAnswers, TEST_REDIS_URL } from './test/redis.js';

/**
 * Several instances behind a proxy (deploy/nginx.conf) share one PostgreSQL database and one
 * Redis: whichever instance a request lands on, sessions, rate limits and the deadline sweep must
 * behave as on one server. (The live channel across instances: live-redis.test.ts; the whole
 * exam day through nginx: npm run bench:exam-day -- --db postgres --instances 2.)
 */
const REDIS_URL = TEST_REDIS_URL;
const CAPTCHA = 'scale';

const ready = Boolean(process.env.DATABASE_URL) && (await redisAnswers());

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(statement);
  await client.end();
}

describe.skipIf(!ready)('two instances on one PostgreSQL database and one Redis', () => {
  // A schema and Redis key prefix of this run's own, so parallel runs never cross.
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const prefix = `kaoshi-test:${randomBytes(6).toString('hex')}:`;
  const apps: FastifyInstance[] = [];
  const handles: DatabaseHandle[] = [];
  let dir: string;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kaoshi-scale-'));
    await admin(`CREATE SCHEMA ${schema}`);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: '1',
      SEED_DEMO_EXAM: '0',
      DEMO_LANGUAGE: 'en',
      DATA_DIR: dir,
      DATABASE_URL: process.env.DATABASE_URL,
      CAPTCHA_FIXED: CAPTCHA,
      LOGIN_IP_LIMIT_PER_MINUTE: '6',
      LOGIN_USER_FAILURE_LIMIT: '4',
      LOGIN_SLOWDOWN_BASE_MS: '50',
      // As behind nginx on the same machine: injected requests come from 127.0.0.1 with X-Forwarded-For.
      TRUST_PROXY: 'loopback',
    });
    for (let i = 0; i < 2; i += 1) {
      const handle = openDatabase({ databaseUrl: process.env.DATABASE_URL, sqliteFile: '', pgSchema: schema, poolSize: 4 });
      handles.push(handle);
      const app = await buildApp(config, {
        database: handle,
        liveHub: redisLiveHub(REDIS_URL, { prefix }),
        limiter: redisRateLimiter(REDIS_URL, `${prefix}rl:`),
      });
      await app.ready();
      apps.push(app);
    }
    await seedAccounts(apps[0]!, config);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.db.destroy();
    await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await fs.rm(dir, { recursive: true, force: true });
  });

  const [a, b] = [() => apps[0]!, () => apps[1]!];
  const call = async <T>(
    app: FastifyInstance,
    method: 'GET' | 'POST',
    url: string,
    options: { token?: string; payload?: object; ip?: string } = {},
  ) => {
    const response = await app.inject({
      method,
      url,
      payload: options.payload,
      headers: {
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
      },
    });
    return response.json<{ status: number; message: string; data: T }>();
  };
  /** The captcha from one instance, the form to the other: the captcha lives in the database. */
  const login = async (captchaFrom: FastifyInstance, formTo: FastifyInstance, username: string, password: string, ip: string) => {
    const captcha = await call<{ captchaKey: string }>(captchaFrom, 'GET', API.captcha, { ip });
    return call<{ token: string }>(formTo, 'POST', API.doLogin, {
      ip,
      payload: {
        username,
        password: hashPasswordForTransport(password),
        verifyCode: CAPTCHA,
        captchaKey: captcha.data.captchaKey,
        userType: USER_TYPE.ADMIN,
      },
    });
  };

  it('accepts a session issued by one instance on the other, and a logout on either ends it on both', async () => {
    const signedIn = await login(a(), b(), 'admin', '123456', '198.51.100.1');
    expect(signedIn.status).toBe(STATUS.OK);
    const token = signedIn.data.token;
    expect((await call(a(), 'GET', API.authWebUser, { token })).status).toBe(STATUS.OK);
    expect((await call(b(), 'GET', API.authWebUser, { token })).status).toBe(STATUS.OK);

    expect((await call(b(), 'GET', API.logout, { token })).status).toBe(STATUS.OK);
    expect((await call(a(), 'GET', API.authWebUser, { token })).status).toBe(STATUS.TOKEN_INVALID);
    expect((await call(b(), 'GET', API.authWebUser, { token })).status).toBe(STATUS.TOKEN_INVALID);
  });

  it('counts login attempts from one address across both instances', async () => {
    const ip = '198.51.100.2';
    // LOGIN_IP_LIMIT_PER_MINUTE is 6: three attempts on each instance use it up.
    for (const [n, app] of [a(), b(), a(), b(), a(), b()].entries()) {
      expect((await login(app, app, `nobody${n}`, 'wrong-password', ip)).status).toBe(STATUS.LOGIN_FAILED);
    }
    expect((await login(a(), a(), 'admin', '123456', ip)).status).toBe(STATUS.RATE_LIMITED);
    expect((await login(b(), b(), 'admin', '123456', ip)).status).toBe(STATUS.RATE_LIMITED);
    // Another address is not affected.
    expect((await login(b(), b(), 'admin', '123456', '198.51.100.3')).status).toBe(STATUS.OK);
  });

  it("counts one account's failed passwords from one address across both instances, and never locks out the owner", async () => {
    // LOGIN_USER_FAILURE_LIMIT is 4: the guessing address is refused on either instance, the
    // owner from another address gets in (slowed down, docs/SECURITY.md).
    const guesser = '198.51.100.10';
    for (const app of [a(), b(), a(), b()]) {
      expect((await login(app, app, 'teacher', 'not-the-password', guesser)).status).toBe(STATUS.LOGIN_FAILED);
    }
    expect((await login(a(), b(), 'teacher', '123456', guesser)).status).toBe(STATUS.RATE_LIMITED);
    expect((await login(b(), a(), 'teacher', '123456', guesser)).status).toBe(STATUS.RATE_LIMITED);
    const owner = await call<{ token: string }>(a(), 'POST', API.doLogin, {
      ip: '198.51.100.20',
      payload: {
        username: 'teacher',
        password: hashPasswordForTransport('123456'),
        verifyCode: CAPTCHA,
        userType: USER_TYPE.TEACHER,
        captchaKey: (await call<{ captchaKey: string }>(b(), 'GET', API.captcha, { ip: '198.51.100.20' })).data.captchaKey,
      },
    });
    expect(owner.status).toBe(STATUS.OK);
  });

  it('finishes each attempt past its deadline exactly once when both instances sweep at the same moment', async () => {
    const exam = await seedLiveExam(a().db, Date.now(), 'SW', 30, 30);
    const ids = exam.candidates.map((candidate) => candidate.attemptId!);
    await a()
      .db.updateTable('attempts')
      .set({ deadlineAt: Date.now() - 60_000 })
      .where('id', 'in', ids)
      .execute();

    const [byA, byB] = await Promise.all([sweepDeadlines(a()), sweepDeadlines(b())]);
    expect(byA + byB).toBe(ids.length);
    const rows = await a().db.selectFrom('attempts').select(['status', 'objectiveScore']).where('id', 'in', ids).execute();
    expect(rows.every((row) => row.status === EXAM_STATUS.EXPIRED && row.objectiveScore !== null)).toBe(true);
    // Both papers' questions are stored once per attempt, whoever finished it.
    const answerRows = await a()
      .db.selectFrom('attemptAnswers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('attemptId', 'in', ids)
      .executeTakeFirstOrThrow();
    expect(Number(answerRows.n)).toBe(ids.length * 2);
  });

  it('scores each ended attempt exactly once when both instances sweep up unscored attempts at the same moment', async () => {
    const exam = await seedLiveExam(a().db, Date.now(), 'SC', 30, 30);
    const ids = exam.candidates.map((candidate) => candidate.attemptId!);
    // Ended and acknowledged, never scored: what a crash between a submit's acknowledgement and its scoring leaves.
    await a().db.updateTable('attempts').set({ status: EXAM_STATUS.SUBMITTED, submittedAt: Date.now() }).where('id', 'in', ids).execute();

    // The sweeps' scoring step, both at once (the advisory lock would keep whole sweeps apart): each attempt claimed by one.
    const [byA, byB] = await Promise.all([scoreUnscored(a()), scoreUnscored(b())]);
    expect(byA + byB).toBe(ids.length);
    const rows = await a()
      .db.selectFrom('attempts')
      .select(['status', 'scoredAt', 'objectiveScore', 'gradingState'])
      .where('id', 'in', ids)
      .execute();
    expect(rows.every((row) => row.status === EXAM_STATUS.SUBMITTED && row.scoredAt !== null && row.objectiveScore !== null)).toBe(true);
    expect(rows.every((row) => row.gradingState !== null)).toBe(true);
    const answerRows = await a()
      .db.selectFrom('attemptAnswers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('attemptId', 'in', ids)
      .executeTakeFirstOrThrow();
    expect(Number(answerRows.n)).toBe(ids.length * 2);
    // Whole sweeps at the same moment afterwards find nothing left to score.
    await Promise.all([sweepDeadlines(a()), sweepDeadlines(b())]);
    expect(await Promise.all([scoreUnscored(a()), scoreUnscored(b())])).toEqual([0, 0]);
  });

  it('lets one instance sweep at a time: while another holds the sweep lock, a sweep does nothing', async () => {
    const exam = await seedLiveExam(a().db, Date.now(), 'LK', 3, 3);
    const ids = exam.candidates.map((candidate) => candidate.attemptId!);
    await a()
      .db.updateTable('attempts')
      .set({ deadlineAt: Date.now() - 60_000 })
      .where('id', 'in', ids)
      .execute();

    const holder = new pg.Client({ connectionString: process.env.DATABASE_URL, options: `-c search_path=${schema}` });
    await holder.connect();
    try {
      await holder.query(`select pg_advisory_lock(${0x6b737770}, hashtext(current_schema()))`);
      expect(await sweepDeadlines(b())).toBe(0);
      const stillOpen = await a()
        .db.selectFrom('attempts')
        .select('id')
        .where('id', 'in', ids)
        .where('status', '=', EXAM_STATUS.IN_PROGRESS)
        .execute();
      expect(stillOpen).toHaveLength(ids.length);
    } finally {
      await holder.end();
    }
    expect(await sweepDeadlines(b())).toBe(ids.length);
    const locks = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = hashtext(current_schema())::oid`.execute(a().db);
    expect(locks.rows[0]!.n).toBe(0);
  });
});
