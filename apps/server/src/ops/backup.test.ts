import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API, type AttemptSession } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acknowledgedNow,
  freePort,
  JsonClient,
  keepSaving,
  killHard,
  LOAD_SERVER_ENV,
  parseOptions,
  type ServerProcess,
  type Sitting,
  sitDown,
  startServerProcess,
} from '@kaoshi/exam-load';
import { openDatabase } from '../db/database.js';
import { createBenchDatabase, type ExamDayData, seedExamDay } from '../test/exam-day-setup.js';
import { checkAcknowledged } from '../test/exam-day-verify.js';
import { takeBackup } from './backup.js';
import { findMismatches, readManifest, sha256File } from './manifest.js';
import { runOpsCli } from './run-cli.js';
import { opsSettings } from './settings.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const totalAcks = (sittings: readonly Sitting[]) => sittings.reduce((sum, sitting) => sum + sitting.acks, 0);

/**
 * npm run backup against a real server process on a SQLite file while candidates save answers
 * over HTTP, then npm run restore into a fresh DATA_DIR (both as the operator runs them, as
 * processes of their own); then restore's refusal while a server has the database open.
 */
describe('online backup and restore (SQLite file, real server process under load)', () => {
  const options = { ...parseOptions(['--db', 'sqlite', '--candidates', '12', '--questions', '15']), probeCandidates: 0 };
  const backupsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaoshi-backups-'));
  const freshDirs: string[] = [];
  let dataDir = '';
  let data: ExamDayData;
  let server: ServerProcess | null = null;
  let client: JsonClient;
  let sittings: Sitting[] = [];
  let backupDir = '';
  const material = Buffer.from('%PDF-1.4 welding safety handout\n');

  beforeAll(async () => {
    const database = await createBenchDatabase(options);
    data = await seedExamDay(database.db, options);
    // The server must be the only one with the file open (restore checks exactly that).
    await database.db.destroy();
    dataDir = database.serverEnv.DATA_DIR!;
    fs.mkdirSync(path.join(dataDir, 'uploads', 'materials'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', 'materials', 'handout.pdf'), material);
    server = await startServerProcess({ port: await freePort(), env: { ...database.serverEnv, ...LOAD_SERVER_ENV } });
    client = new JsonClient(server.url, 32);
    sittings = await Promise.all(data.candidates.map((username) => sitDown(client, username, data.passwordDigest, data.publicationId)));
  }, 120_000);

  afterAll(async () => {
    client?.close();
    await server?.stop();
    for (const dir of [dataDir, backupsDir, ...freshDirs]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('restores, into a fresh DATA_DIR, every answer acknowledged before the backup began, and the uploads', async () => {
    const load = keepSaving(client, sittings, { pauseMs: 2 });
    await sleep(1500);
    // In this process, so that "before" is the moment the snapshot starts: the last acknowledged
    // saves are then still only in the server's write-ahead log (it checkpoints once a second).
    const acknowledgedBefore = acknowledgedNow(sittings);
    const backup = await takeBackup(opsSettings({ DATA_DIR: dataDir, BACKUP_DIR: backupsDir }));
    const acksAfter = totalAcks(sittings);
    await sleep(500);
    const stillSaving = totalAcks(sittings) > acksAfter;
    await load.stop();
    expect(stillSaving).toBe(true);
    expect(load.refused().size).toBe(0);

    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'kaoshi-restored-'));
    freshDirs.push(fresh);
    const restore = await runOpsCli(['restore', path.basename(backup.dir)], { DATA_DIR: fresh, BACKUP_DIR: backupsDir });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('every file matched the manifest');

    const restored = openDatabase({ sqliteFile: path.join(fresh, 'kaoshi.sqlite') });
    try {
      const check = await checkAcknowledged(restored.db, acknowledgedBefore);
      expect(check.acknowledgedAnswers).toBeGreaterThan(50);
      expect(check.lostExamples).toEqual([]);
      expect(check.lostAnswers).toBe(0);
    } finally {
      await restored.db.destroy();
    }
    expect(fs.readFileSync(path.join(fresh, 'uploads', 'materials', 'handout.pdf'))).toEqual(material);

    // The restored data serves: a server on it knows the candidates' sessions and their answers.
    const second = await startServerProcess({ port: await freePort(), env: { DATA_DIR: fresh, DATABASE_URL: '', ...LOAD_SERVER_ENV } });
    const secondClient = new JsonClient(second.url, 4);
    try {
      const alice = sittings[0]!;
      const session = await secondClient.call<AttemptSession>('GET', `${API.attemptSession}/${alice.attemptId}`, alice.token);
      expect(session.error).toBeUndefined();
      const stored = new Map(session.data!.answers.map((answer) => [answer.questionId, answer.seq]));
      for (const [questionId, ack] of acknowledgedBefore[0]!.acknowledged) expect(stored.get(questionId)).toBeGreaterThanOrEqual(ack.seq);
    } finally {
      secondClient.close();
      await second.stop();
    }
  }, 120_000);

  it('npm run backup, run by the operator while candidates save, says where the backup went', async () => {
    const load = keepSaving(client, sittings, { pauseMs: 2 });
    const backup = await runOpsCli(['backup'], { DATA_DIR: dataDir, BACKUP_DIR: backupsDir });
    await load.stop();
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    backupDir = /Backup written to (\S+)/.exec(backup.stdout)?.[1] ?? '';
    expect(path.dirname(backupDir)).toBe(backupsDir);
    expect(path.basename(backupDir)).toMatch(/^kaoshi-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d(-\d+)?$/);
    expect(backup.stdout).toContain('uploads   1 file(s)');
    const manifest = readManifest(backupDir);
    expect(manifest.entries.map((item) => item.path)).toEqual(['kaoshi.sqlite', 'uploads/materials/handout.pdf']);
    expect(await findMismatches(manifest.entries, (relative) => path.join(backupDir, relative))).toEqual([]);
  }, 120_000);

  it('refuses to restore while the server has the database open, and restores once it has been killed (no stale lock)', async () => {
    expect(backupDir).not.toBe('');
    const sqliteFile = path.join(dataDir, 'kaoshi.sqlite');
    const refused = await runOpsCli(['restore', backupDir], { DATA_DIR: dataDir, BACKUP_DIR: backupsDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${sqliteFile} is in use`);
    expect(refused.stdout).toBe('');
    // Nothing was staged or moved, and the server still answers.
    expect(fs.readdirSync(dataDir).filter((name) => name.includes('restor'))).toEqual([]);
    expect((await client.call('GET', API.health)).ok).toBe(true);

    await killHard(server!);
    server = null;
    const restored = await runOpsCli(['restore', backupDir], { DATA_DIR: dataDir, BACKUP_DIR: backupsDir });
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    const aside = /moved to (\S+)/.exec(restored.stdout)?.[1] ?? '';
    expect(fs.existsSync(path.join(aside, 'kaoshi.sqlite'))).toBe(true);
    // No write-ahead log of the old database is left beside the restored one to be replayed onto it.
    expect(fs.existsSync(`${sqliteFile}-wal`)).toBe(false);
    expect(await sha256File(sqliteFile)).toBe(await sha256File(path.join(backupDir, 'kaoshi.sqlite')));
  }, 120_000);
});
