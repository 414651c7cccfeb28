import fs from 'node:fs';
import path from 'node:path';
import { lockDatabase } from './database-lock.js';
import { findMismatches, fsyncPath, type Manifest, MANIFEST_NAME, readManifest, UPLOADS_NAME } from './manifest.js';
import { type OpsSettings, OpsError, refuseOnPostgres } from './settings.js';

export interface RestoreResult {
  from: string;
  manifest: Manifest;
  uploads: number;
  totalBytes: number;
  /** Where the database and uploads that were replaced now are; null when DATA_DIR held none. */
  setAside: string | null;
}

/** The complete backups in BACKUP_DIR, oldest first (names sort by time). */
export function listBackups(settings: OpsSettings): string[] {
  if (!fs.existsSync(settings.backupsDir)) return [];
  return fs
    .readdirSync(settings.backupsDir, { withFileTypes: true })
    .filter(
      (item) =>
        item.isDirectory() && !item.name.endsWith('.partial') && fs.existsSync(path.join(settings.backupsDir, item.name, MANIFEST_NAME)),
    )
    .map((item) => item.name)
    .sort();
}

/** A backup named by its directory's path or by its name in BACKUP_DIR. */
export function findBackup(settings: OpsSettings, reference: string): string {
  if (reference.endsWith('.partial')) throw new OpsError(`${reference} is a backup that never finished: it cannot be restored.`);
  const dir = [path.join(settings.backupsDir, reference), path.resolve(reference)].find((candidate) =>
    fs.existsSync(path.join(candidate, MANIFEST_NAME)),
  );
  if (!dir) {
    const known = listBackups(settings);
    throw new OpsError(
      `No backup "${reference}" (looked in ${settings.backupsDir} and at that path). ${known.length > 0 ? `Backups there: ${known.join(', ')}` : 'There are no backups there.'}`,
    );
  }
  return dir;
}

const SQLITE_SIDE_FILES = ['-wal', '-shm', '-journal'];

function moveIfPresent(from: string, to: string): boolean {
  if (!fs.existsSync(from)) return false;
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.renameSync(from, to);
  return true;
}

/**
 * npm run restore <backup>: puts a backup's database and uploads in DATA_DIR.
 *
 * 1. Refuses while anything has the database open (database-lock.ts), and holds that lock
 *    until the new files are ready, so no server can start on the old ones meanwhile.
 * 2. Checks every file of the backup against the manifest (size and SHA-256); any difference
 *    and nothing is touched.
 * 3. Copies the database and uploads beside their places (kaoshi.sqlite.restoring,
 *    uploads.restoring), checks the copies against the manifest again and flushes them to disk.
 * 4. Moves the current database (with any -wal/-shm, which would otherwise be replayed onto the
 *    restored file) and uploads into DATA_DIR/before-restore-<time>/, then renames the copies
 *    into place: each is one rename on the same file system, so a server never sees half a
 *    file. Nothing is deleted; the operator removes the set-aside folder when satisfied.
 */
export async function restoreBackup(settings: OpsSettings, reference: string, at = new Date()): Promise<RestoreResult> {
  refuseOnPostgres(settings, 'restore');
  const from = findBackup(settings, reference);
  const manifest = readManifest(from);
  fs.mkdirSync(settings.dataDir, { recursive: true });
  const lock = fs.existsSync(settings.sqliteFile) ? lockDatabase(settings.sqliteFile) : null;
  const stagedDatabase = `${settings.sqliteFile}.restoring`;
  const stagedUploads = `${settings.uploadsDir}.restoring`;
  const target = (relative: string) =>
    relative.startsWith(`${UPLOADS_NAME}/`) ? path.join(stagedUploads, relative.slice(UPLOADS_NAME.length + 1)) : stagedDatabase;
  try {
    const problems = await findMismatches(manifest.entries, (relative) => path.join(from, relative));
    if (problems.length > 0) {
      const shown = problems
        .slice(0, 10)
        .map((line) => `  ${line}`)
        .join('\n');
      const more = problems.length > 10 ? `\n  … and ${problems.length - 10} more` : '';
      throw new OpsError(
        `The backup ${from} does not match its manifest, so nothing was restored and DATA_DIR is unchanged:\n${shown}${more}`,
      );
    }
    // Leftovers of a restore that stopped half-way are not this backup: start clean.
    fs.rmSync(stagedDatabase, { force: true });
    fs.rmSync(stagedUploads, { recursive: true, force: true });
    fs.mkdirSync(stagedUploads, { recursive: true });
    for (const item of manifest.entries) {
      const to = target(item.path);
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(path.join(from, item.path), to);
      fsyncPath(to);
    }
    const copied = await findMismatches(manifest.entries, target);
    if (copied.length > 0)
      throw new OpsError(`Copying the backup into ${settings.dataDir} went wrong (${copied[0]}): nothing was restored.`);
  } catch (error) {
    fs.rmSync(stagedDatabase, { force: true });
    fs.rmSync(stagedUploads, { recursive: true, force: true });
    lock?.release();
    throw error;
  }
  // Closing the last connection folds the old database's WAL into its file before it moves.
  lock?.release();

  const aside = path.join(settings.dataDir, `before-restore-${at.toISOString().slice(0, 19).replace(/:/g, '-')}`);
  let movedAny = false;
  const base = path.basename(settings.sqliteFile);
  for (const suffix of ['', ...SQLITE_SIDE_FILES])
    movedAny = moveIfPresent(`${settings.sqliteFile}${suffix}`, path.join(aside, `${base}${suffix}`)) || movedAny;
  movedAny = moveIfPresent(settings.uploadsDir, path.join(aside, UPLOADS_NAME)) || movedAny;
  fs.renameSync(stagedDatabase, settings.sqliteFile);
  fs.renameSync(stagedUploads, settings.uploadsDir);
  fsyncPath(settings.dataDir);

  return {
    from,
    manifest,
    uploads: manifest.entries.length - 1,
    totalBytes: manifest.entries.reduce((sum, item) => sum + item.bytes, 0),
    setAside: movedAny ? aside : null,
  };
}
