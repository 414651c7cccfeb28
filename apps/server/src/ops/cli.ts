/**
 * npm run backup  [-- --to DIR]
 * npm run restore [-- <backup name or path>]   (without one: lists the backups)
 * Both read DATA_DIR and DATABASE_URL as the server does; BACKUP_DIR (or --to) says where backups go.
 */
import path from 'node:path';
import { ConfigError } from '../config.js';
import { takeBackup } from './backup.js';
import { listBackups, restoreBackup } from './restore.js';
import { opsSettings, OpsError } from './settings.js';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
/** npm runs scripts in the repository's root; a relative path the operator typed means their own directory. */
const fromCaller = (given: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), given);

async function backup(args: string[]) {
  const to = args[0] === '--to' ? args[1] : undefined;
  if (args.length > 0 && !to) throw new OpsError('Usage: npm run backup [-- --to DIR]');
  const settings = opsSettings(to ? { ...process.env, BACKUP_DIR: fromCaller(to) } : process.env);
  const result = await takeBackup(settings);
  const [database, ...uploads] = result.manifest.entries;
  console.log(
    [
      `Backup written to ${result.dir}`,
      `  database  ${settings.sqliteFile} → ${database!.path} (${megabytes(database!.bytes)}, consistent as of ${result.manifest.createdAt}; last migration ${result.manifest.lastMigration ?? 'none'})`,
      `  uploads   ${uploads.length} file(s) from ${settings.uploadsDir}`,
      `  manifest  manifest.json: ${result.manifest.entries.length} file(s), ${megabytes(result.totalBytes)}, SHA-256 of each; took ${(result.tookMs / 1000).toFixed(1)} s`,
      `Restore it with: npm run restore -- ${result.dir}`,
    ].join('\n'),
  );
}

async function restore(args: string[]) {
  const settings = opsSettings();
  if (args.length === 0) {
    const known = listBackups(settings);
    console.log(
      known.length > 0
        ? `Backups in ${settings.backupsDir}:\n${known.map((name) => `  ${name}`).join('\n')}\nRestore one with: npm run restore -- <name>`
        : `No backups in ${settings.backupsDir}.`,
    );
    return;
  }
  if (args.length > 1) throw new OpsError('Usage: npm run restore -- <backup name or path>');
  const reference = args[0]!;
  // A bare name is looked up in BACKUP_DIR; anything with a slash is a path.
  const result = await restoreBackup(settings, reference.includes('/') ? fromCaller(reference) : reference);
  console.log(
    [
      `Restored ${result.from} (taken ${result.manifest.createdAt}) into ${settings.dataDir}:`,
      `  every file matched the manifest (${result.manifest.entries.length} file(s), ${megabytes(result.totalBytes)})`,
      `  database  ${settings.sqliteFile}`,
      `  uploads   ${result.uploads} file(s) in ${settings.uploadsDir}`,
      result.setAside
        ? `  the previous database and uploads were moved to ${result.setAside} (delete it once the restored data looks right)`
        : '  DATA_DIR held no database before',
      'Start the server as usual; it applies newer migrations and submits attempts whose deadline has passed.',
    ].join('\n'),
  );
}

const [command, ...args] = process.argv.slice(2);
try {
  if (command === 'backup') await backup(args);
  else if (command === 'restore') await restore(args);
  else throw new OpsError('Usage: tsx apps/server/src/ops/cli.ts backup|restore …');
} catch (error) {
  if (!(error instanceof OpsError || error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
