import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeBackup } from './backup.js';
import { lockDatabase } from './database-lock.js';
import { MANIFEST_NAME, sha256File } from './manifest.js';
import { restoreBackup } from './restore.js';
import { type OpsSettings, opsSettings } from './settings.js';

/**
 * Everything under a directory with each file's SHA-256: to show that a refused restore changed
 * nothing (SQLite's -wal and -shm aside: a test's own connection makes them).
 */
async function snapshot(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (/-(wal|shm)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = entry.isFile() ? await sha256File(file) : 'dir';
  }
  return out;
}

function makeDataDir(root: string, name: string, answer: string): OpsSettings {
  const settings = opsSettings({ DATA_DIR: path.join(root, name), BACKUP_DIR: path.join(root, 'backups') });
  fs.mkdirSync(path.join(settings.uploadsDir, 'editor'), { recursive: true });
  const db = new SQLite(settings.sqliteFile);
  db.pragma('journal_mode = WAL');
  db.exec('create table answers (id integer primary key, choices text)');
  db.prepare('insert into answers (choices) values (?)').run(answer);
  db.close();
  fs.writeFileSync(path.join(settings.uploadsDir, 'editor', 'figure.png'), `${name} figure`);
  return settings;
}

describe('restore refuses a backup it cannot trust, and changes nothing', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'kaoshi-restore-'));
  let source: OpsSettings;
  let target: OpsSettings;
  let good = '';
  let targetBefore: Record<string, string>;

  /** A copy of the good backup under a new name, changed by `spoil`. */
  const spoiled = (name: string, spoil: (dir: string) => void) => {
    const dir = path.join(source.backupsDir, name);
    fs.cpSync(good, dir, { recursive: true });
    spoil(dir);
    return name;
  };
  const refusal = async (name: string) => {
    const error = await restoreBackup(target, name).then(
      () => null,
      (caught: unknown) => caught as Error,
    );
    expect(error?.constructor.name).toBe('OpsError');
    expect(await snapshot(target.dataDir)).toEqual(targetBefore);
    return error!.message;
  };

  beforeAll(async () => {
    source = makeDataDir(root, 'source', 'B');
    target = makeDataDir(root, 'target', 'A');
    good = (await takeBackup(source)).dir;
    targetBefore = await snapshot(target.dataDir);
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('a database whose bytes differ from the manifest (same size)', async () => {
    const name = spoiled('flipped-byte', (dir) => {
      const file = path.join(dir, 'kaoshi.sqlite');
      const bytes = fs.readFileSync(file);
      bytes[bytes.length - 100] = bytes[bytes.length - 100]! ^ 0xff;
      fs.writeFileSync(file, bytes);
    });
    expect(await refusal(name)).toMatch(/does not match its manifest, so nothing was restored[\s\S]*kaoshi\.sqlite: SHA-256 differs/);
  });

  it('an upload cut short, or missing', async () => {
    const cut = spoiled('cut-upload', (dir) => fs.writeFileSync(path.join(dir, 'uploads', 'editor', 'figure.png'), 'so'));
    expect(await refusal(cut)).toMatch(/uploads\/editor\/figure\.png: 2 bytes, the manifest says 13/);
    const missing = spoiled('missing-upload', (dir) => fs.rmSync(path.join(dir, 'uploads', 'editor', 'figure.png')));
    expect(await refusal(missing)).toContain('uploads/editor/figure.png: missing');
  });

  it('a manifest that names a file outside the backup, or is not a manifest', async () => {
    const escaping = spoiled('escaping', (dir) => {
      const file = path.join(dir, MANIFEST_NAME);
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: { path: string }[] };
      manifest.entries[1]!.path = 'uploads/../../../etc/cron.d/x';
      fs.writeFileSync(file, JSON.stringify(manifest));
    });
    expect(await refusal(escaping)).toContain('names a file outside the backup');
    const garbled = spoiled('garbled', (dir) => fs.writeFileSync(path.join(dir, MANIFEST_NAME), '{"format":'));
    expect(await refusal(garbled)).toContain('this is not a complete backup');
    expect(await refusal('kaoshi-unfinished.partial')).toContain('never finished');
    expect(await refusal('no-such-backup')).toMatch(/No backup "no-such-backup".*Backups there: .*flipped-byte/);
  });

  it('a database another program holds open; the untouched backup then restores', async () => {
    const holder = new SQLite(target.sqliteFile);
    holder.prepare('select count(*) from answers').get();
    try {
      expect(await refusal(path.basename(good))).toContain('is in use');
    } finally {
      holder.close();
    }
    // A restore that stopped half-way left its copies behind: the next one starts clean.
    fs.writeFileSync(`${target.sqliteFile}.restoring`, 'half a file');
    const result = await restoreBackup(target, path.basename(good));
    expect(result.setAside).toMatch(/before-restore-/);
    const restored = new SQLite(target.sqliteFile, { readonly: true });
    expect(restored.prepare('select choices from answers').all()).toEqual([{ choices: 'B' }]);
    restored.close();
    expect(fs.readFileSync(path.join(target.uploadsDir, 'editor', 'figure.png'), 'utf8')).toBe('source figure');
    const previous = new SQLite(path.join(result.setAside!, 'kaoshi.sqlite'), { readonly: true });
    expect(previous.prepare('select choices from answers').all()).toEqual([{ choices: 'A' }]);
    previous.close();
    expect(fs.existsSync(`${target.sqliteFile}.restoring`)).toBe(false);
    // And while the lock is held, nobody else gets in.
    const lock = lockDatabase(target.sqliteFile);
    try {
      expect(() => new SQLite(target.sqliteFile, { timeout: 0 }).prepare('select 1 from answers').get()).toThrow(/locked/);
    } finally {
      lock.release();
    }
  });

  it('PostgreSQL: both refuse and point at its own tools', async () => {
    const onPostgres = { ...source, databaseUrl: 'postgresql://kaoshi@db/kaoshi' };
    await expect(takeBackup(onPostgres)).rejects.toThrow(/DATABASE_URL is set[\s\S]*pg_dump -Fc[\s\S]*docs\/DEPLOYMENT\.md/);
    await expect(restoreBackup(onPostgres, path.basename(good))).rejects.toThrow(/pg_restore/);
  });

  it('backup: no database, nothing to back up', async () => {
    await expect(takeBackup(opsSettings({ DATA_DIR: path.join(root, 'empty'), BACKUP_DIR: path.join(root, 'backups') }))).rejects.toThrow(
      /There is no database at .*nothing to back up/,
    );
  });
});
