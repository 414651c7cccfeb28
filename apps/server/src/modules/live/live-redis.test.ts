import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { API } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { type DatabaseHandle, openDatabase } from '../../db/database.js';
import { seedAccounts } from '../../seed/seed.js';
import { DATABASES } from '../../test/harness.js';
import { redisAnswers, TEST_REDIS_URL } from '../../test/redis.js';
import { eventually, liveSocketUrl, nextRow, ofType, openLiveSocket } from './test/live-test-client.js';
import { type LiveExam, seedLiveExam } from './test/live-test-fixture.js';
import { redisLiveHub } from './redis-hub.js';

const REDIS_URL = TEST_REDIS_URL;
const redisUp = await redisAnswers();

/** Two databases handles on one database: a WAL SQLite file, or one PostgreSQL schema. */
async function sharedDatabase(kind: 'sqlite' | 'postgres', dir: string): Promise<{ open(): DatabaseHandle; drop(): Promise<void> }> {
  if (kind === 'sqlite') return { open: () => openDatabase({ sqliteFile: path.join(dir, 'twins.sqlite') }), drop: async () => {} };
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`CREATE SCHEMA ${schema}`);
  return {
    open: () => openDatabase({ databaseUrl: process.env.DATABASE_URL, sqliteFile: '', pgSchema: schema, poolSize: 4 }),
    drop: () => admin(`DROP SCHEMA ${schema} CASCADE`),
  };
}

describe.skipIf(!redisUp).each(DATABASES)('the live channel across two instances through Redis (%s)', (kind) => {
  // A channel prefix of this run's own, so parallel runs sharing the Redis never cross.
  const prefix = `kaoshi-test:${randomBytes(6).toString('hex')}:`;
  const apps: FastifyInstance[] = [];
  const handles: DatabaseHandle[] = [];
  let inspector: Redis;
  let dir: string;
  let dropDatabase: () => Promise<void>;
  let exam: LiveExam;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kaoshi-live-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: '1',
      SEED_DEMO_EXAM: '0',
      DEMO_LANGUAGE: 'en',
      DATA_DIR: dir,
    });
    const database = await sharedDatabase(kind, dir);
    dropDatabase = database.drop;
    for (let i = 0; i < 2; i += 1) {
      const handle = database.open();
      handles.push(handle);
      const app = await buildApp(
        { ...config, databaseUrl: kind === 'postgres' ? process.env.DATABASE_URL : undefined },
        { database: handle, liveHub: redisLiveHub(REDIS_URL, { prefix }) },
      );
      await app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(app);
    }
    await seedAccounts(apps[0]!, config);
    exam = await seedLiveExam(apps[0]!.db, Date.now(), 'LR');
    inspector = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.db.destroy();
    inspector?.disconnect();
    await dropDatabase?.();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const a = () => apps[0]!;
  const b = () => apps[1]!;
  /** Subscribing to Redis takes a moment after the socket asked for it. */
  const subscribedInRedis = (topic: string) =>
    eventually(
      async () => (await inspector.pubsub('NUMSUB', prefix + topic)) as [string, number],
      ([, count]) => count > 0,
    );
  const callB = async <T>(url: string, payload: object) => {
    const response = await b().inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${exam.proctor}` } });
    return response.json<{ status: number; data: T }>();
  };

  it('delivers a proctor message sent through instance B to a candidate socket on instance A', async () => {
    const [first] = exam.candidates;
    const page = await openLiveSocket(liveSocketUrl(a()), first!.token);
    page.send({ type: 'heartbeat', attemptId: first!.attemptId, answered: 0, current: 0 });
    await page.next(ofType('time'));
    await subscribedInRedis(`attempt:${first!.attemptId}`);

    expect(
      (await callB(API.proctorMessage, { publicationId: exam.publicationId, attemptId: first!.attemptId, text: 'From B' })).status,
    ).toBe(200);
    expect(await page.next((frame) => frame.type === 'message')).toMatchObject({ text: 'From B', from: 'Demo Teacher' });
    // Once per message, although instance A hears Redis too.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(page.frames.filter(ofType('message'))).toHaveLength(1);
    await page.close();
  });

  it("shows a proctor on instance B a heartbeat on instance A, and a force-submit from B on A's page", async () => {
    const [, second] = exam.candidates;
    const proctor = await openLiveSocket(liveSocketUrl(b()), exam.proctor);
    proctor.send({ type: 'watch', publicationId: exam.publicationId });
    await proctor.next(ofType('serverTime'));
    await subscribedInRedis(`proctor:${exam.publicationId}`);

    const page = await openLiveSocket(liveSocketUrl(a()), second!.token);
    page.send({ type: 'heartbeat', attemptId: second!.attemptId, answered: 0, current: 0 });
    await nextRow(proctor, (row) => row.studentId === second!.id && row.online);
    await subscribedInRedis(`attempt:${second!.attemptId}`);

    expect((await callB(API.forceSubmit, { attemptId: second!.attemptId, reason: 'Across instances' })).status).toBe(200);
    expect(await page.next(ofType('forceSubmit'))).toEqual({ type: 'forceSubmit', reason: 'Across instances' });
    await page.next(ofType('submitted'));
    await Promise.all([page.close(), proctor.close()]);
  });
});

describe.skipIf(!redisUp)('the Redis live hub', () => {
  it('delivers each message once to every listener of its topic, here and on other instances, and stops on unsubscribe', async () => {
    const prefix = `kaoshi-test:${randomBytes(6).toString('hex')}:`;
    const here = redisLiveHub(REDIS_URL, { prefix });
    const there = redisLiveHub(REDIS_URL, { prefix });
    const inspector = new Redis(REDIS_URL);
    try {
      const heardHere: object[] = [];
      const heardThere: object[] = [];
      const stopHere = here.subscribe('attempt:1', (message) => heardHere.push(message));
      there.subscribe('attempt:1', (message) => heardThere.push(message));
      there.subscribe('attempt:2', () => heardThere.push({ wrong: 'topic' }));
      await eventually(
        async () => (await inspector.pubsub('NUMSUB', `${prefix}attempt:1`)) as [string, number],
        ([, count]) => count === 2,
      );

      here.publish('attempt:1', { type: 'message', n: 1 });
      await eventually(
        async () => heardThere.length,
        (count) => count === 1,
      );
      stopHere();
      here.publish('attempt:1', { type: 'message', n: 2 });
      await eventually(
        async () => heardThere.length,
        (count) => count === 2,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heardHere).toEqual([{ type: 'message', n: 1 }]);
      expect(heardThere).toEqual([
        { type: 'message', n: 1 },
        { type: 'message', n: 2 },
      ]);
    } finally {
      await Promise.all([here.close(), there.close()]);
      inspector.disconnect();
    }
  });
});
