import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../config.js';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Where the operator tools find the data and put the backups. */
export interface OpsSettings {
  dataDir: string;
  sqliteFile: string;
  uploadsDir: string;
  backupsDir: string;
  /** Set when the server runs on PostgreSQL: these tools then refuse and point at pg_dump. */
  databaseUrl?: string;
}

/** An operator's mistake or a refusal, printed as it is (no stack trace). */
export class OpsError extends Error {}

/**
 * The same environment the server reads (DATA_DIR, DATABASE_URL), with the same default data
 * directory as `npm start` (main.ts: the repository's data/); backups go to BACKUP_DIR, by
 * default the repository's backups/.
 */
export function opsSettings(env: NodeJS.ProcessEnv = process.env): OpsSettings {
  const config = loadConfig({ DATA_DIR: path.join(REPO_ROOT, 'data'), ...env });
  return {
    dataDir: config.dataDir,
    sqliteFile: config.sqliteFile,
    uploadsDir: path.join(config.dataDir, 'uploads'),
    backupsDir: path.resolve(env.BACKUP_DIR || path.join(REPO_ROOT, 'backups')),
    databaseUrl: config.databaseUrl,
  };
}

export function refuseOnPostgres(settings: OpsSettings, what: 'backup' | 'restore') {
  if (!settings.databaseUrl) return;
  const tool =
    what === 'backup'
      ? 'pg_dump -Fc -d "$DATABASE_URL" -f kaoshi-$(date +%F-%H%M).dump'
      : 'pg_restore --clean --if-exists -d "$DATABASE_URL" <file>.dump';
  throw new OpsError(
    `npm run ${what} is for the embedded SQLite database, and DATABASE_URL is set: this server keeps its data in PostgreSQL.\n` +
      `Use PostgreSQL's own tools, e.g. ${tool}\n` +
      `(docs/DEPLOYMENT.md, "Backups", covers dumps, base backups with WAL archiving and restore tests). ` +
      `Copy DATA_DIR/uploads (${settings.uploadsDir}) alongside, e.g. with rsync.`,
  );
}
