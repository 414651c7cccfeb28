import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  copyDescribed,
  DATABASE_NAME,
  fsyncPath,
  listFiles,
  type Manifest,
  type ManifestEntry,
  sha256File,
  UPLOADS_NAME,
  writeManifest,
} from './manifest.js';
import { type OpsSettings, OpsError, refuseOnPostgres } from './settings.js';

export interface BackupResult {
  dir: string;
  manifest: Manifest;
  totalBytes: number;
  tookMs: number;
}

/** Editor uploads still being checked: not yet referenced by anything. */
const SKIPPED_UPLOAD_DIRS = new Set(['editor/incoming']);

/** kaoshi-2026-11-25T09-30-00: sorts by time, and is a valid file name everywhere. */
export const backupName = (at: Date) => `kaoshi-${at.toISOString().slice(0, 19).replace(/:/g, '-')}`;

function freshName(backupsDir: string, at: Date): string {
  const base = backupName(at);
  for (let n = 1; ; n++) {
    const name = n === 1 ? base : `${base}-${n}`;
    if (!fs.existsSync(path.join(backupsDir, name)) && !fs.existsSync(path.join(backupsDir, `${name}.partial`))) return name;
  }
}

/**
 * A consistent copy of a live database. `VACUUM INTO` runs as one read transaction: in WAL mode it
 * sees the database exactly as of its start (every commit before it, including the server's
 * group commits still only in the WAL, none after) while the server goes on writing, and the
 * checkpointer cannot overwrite pages it still reads. The online backup API (db.backup) would
 * restart every time the server commits and might never finish under exam load.
 */
function snapshotDatabase(sqliteFile: string, target: string): string | null {
  const source = new SQLite(sqliteFile, { fileMustExist: true, timeout: 10_000 });
  try {
    source.prepare('VACUUM INTO ?').run(target);
  } finally {
    source.close();
  }
  fsyncPath(target);
  const copy = new SQLite(target, { fileMustExist: true });
  try {
    const check = copy.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new OpsError(`the copy of the database failed its integrity check: ${String(check)}`);
    const hasMigrations = copy.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'").get();
    if (!hasMigrations) return null;
    const last = copy.prepare('select name from kysely_migration order by name desc limit 1').get() as { name: string } | undefined;
    return last?.name ?? null;
  } finally {
    copy.close();
  }
}

/**
 * npm run backup: the SQLite database (a consistent snapshot, taken while the server runs) and
 * then the uploaded files, into BACKUP_DIR/kaoshi-<UTC time>/ with a manifest of sizes and
 * SHA-256. Written as <name>.partial and renamed when complete, so a directory without that
 * suffix is always a whole backup. The database goes first: a file uploaded before its record
 * was committed is then in the copy too (one deleted in between may be missing from it).
 */
export async function takeBackup(settings: OpsSettings, at = new Date()): Promise<BackupResult> {
  refuseOnPostgres(settings, 'backup');
  if (!fs.existsSync(settings.sqliteFile))
    throw new OpsError(`There is no database at ${settings.sqliteFile} (DATA_DIR=${settings.dataDir}): nothing to back up.`);
  const started = Date.now();
  fs.mkdirSync(settings.backupsDir, { recursive: true });
  const name = freshName(settings.backupsDir, at);
  const partial = path.join(settings.backupsDir, `${name}.partial`);
  const dir = path.join(settings.backupsDir, name);
  fs.mkdirSync(partial);
  try {
    const databaseCopy = path.join(partial, DATABASE_NAME);
    const lastMigration = snapshotDatabase(settings.sqliteFile, databaseCopy);
    const entries: ManifestEntry[] = [
      { path: DATABASE_NAME, bytes: fs.statSync(databaseCopy).size, sha256: await sha256File(databaseCopy) },
    ];
    for (const relative of listFiles(settings.uploadsDir, SKIPPED_UPLOAD_DIRS)) {
      const inBackup = `${UPLOADS_NAME}/${relative}`;
      const described = await copyDescribed(path.join(settings.uploadsDir, relative), path.join(partial, inBackup), inBackup);
      if (described) entries.push(described);
    }
    const manifest: Manifest = {
      format: 'kaoshi-backup/1',
      createdAt: at.toISOString(),
      source: { dataDir: settings.dataDir, sqliteFile: settings.sqliteFile },
      lastMigration,
      entries,
    };
    writeManifest(partial, manifest);
    fs.renameSync(partial, dir);
    fsyncPath(settings.backupsDir);
    return { dir, manifest, totalBytes: entries.reduce((sum, item) => sum + item.bytes, 0), tookMs: Date.now() - started };
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}
