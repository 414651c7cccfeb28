import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { OpsError } from './settings.js';

export const MANIFEST_NAME = 'manifest.json';
export const DATABASE_NAME = 'kaoshi.sqlite';
export const UPLOADS_NAME = 'uploads';

const entry = z.object({ path: z.string().min(1), bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });
export type ManifestEntry = z.infer<typeof entry>;

const manifestSchema = z.object({
  format: z.literal('kaoshi-backup/1'),
  createdAt: z.string(),
  /** Where it was taken from, for the operator's eyes only. */
  source: z.object({ dataDir: z.string(), sqliteFile: z.string() }),
  /** The newest migration the backed-up database has: the code restoring it must know it. */
  lastMigration: z.string().nullable(),
  /** The database first, then every uploaded file; paths relative to the backup directory. */
  entries: z.array(entry).min(1),
});
export type Manifest = z.infer<typeof manifestSchema>;

export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Makes sure the bytes written to `file` (or a directory's entries) are on disk before we go on. */
export function fsyncPath(file: string) {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * A manifest path must stay inside the backup (and, restored, inside DATA_DIR): relative,
 * forward slashes, no `..`, so an edited manifest cannot make restore write elsewhere.
 */
export function isSafeRelativePath(relative: string): boolean {
  if (relative.includes('\\') || relative.includes('\0') || path.posix.isAbsolute(relative)) return false;
  const normal = path.posix.normalize(relative);
  return normal === relative && normal !== '.' && !normal.split('/').includes('..');
}

/** Every file under `root`, as forward-slash paths relative to it, skipping folders named in `skip`. */
export function listFiles(root: string, skip: ReadonlySet<string> = new Set()): string[] {
  const found: string[] = [];
  const walk = (relative: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.join(root, relative), { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const item of entries) {
      const child = relative ? `${relative}/${item.name}` : item.name;
      if (item.isDirectory() && !skip.has(child)) walk(child);
      else if (item.isFile()) found.push(child);
    }
  };
  walk('');
  return found.sort();
}

/**
 * Copies a file, flushes the copy to disk and describes what was written (size and SHA-256 of the
 * copy, read back). Null when the source vanished meanwhile (an upload deleted during a backup).
 */
export async function copyDescribed(from: string, to: string, relative: string): Promise<ManifestEntry | null> {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  try {
    fs.copyFileSync(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  fsyncPath(to);
  return { path: relative, bytes: fs.statSync(to).size, sha256: await sha256File(to) };
}

export function writeManifest(dir: string, manifest: Manifest) {
  const file = path.join(dir, MANIFEST_NAME);
  fs.writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  fsyncPath(file);
}

/** Reads and checks a backup's manifest: the shape, and that every path stays inside the backup. */
export function readManifest(dir: string): Manifest {
  const file = path.join(dir, MANIFEST_NAME);
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new OpsError(`${file} cannot be read (${(error as Error).message}): this is not a complete backup.`);
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) throw new OpsError(`${file} is not a kaoshi backup manifest: ${parsed.error.issues[0]?.message ?? 'invalid'}.`);
  const manifest = parsed.data;
  const unsafe = manifest.entries.find((item) => !isSafeRelativePath(item.path));
  if (unsafe) throw new OpsError(`${file} names a file outside the backup ("${unsafe.path}"): refused.`);
  if (manifest.entries[0]!.path !== DATABASE_NAME)
    throw new OpsError(`${file} does not start with the database (${DATABASE_NAME}): refused.`);
  if (manifest.entries.slice(1).some((item) => !item.path.startsWith(`${UPLOADS_NAME}/`))) {
    throw new OpsError(`${file} lists a file that is neither the database nor an upload: refused.`);
  }
  return manifest;
}

/**
 * Every entry whose file (where `locate` puts it) is missing or differs in
 * size or SHA-256 from the manifest, as readable lines.
 */
export async function findMismatches(entries: readonly ManifestEntry[], locate: (relative: string) => string): Promise<string[]> {
  const problems: string[] = [];
  for (const item of entries) {
    const file = locate(item.path);
    let bytes: number;
    try {
      bytes = fs.statSync(file).size;
    } catch {
      problems.push(`${item.path}: missing`);
      continue;
    }
    if (bytes !== item.bytes) problems.push(`${item.path}: ${bytes} bytes, the manifest says ${item.bytes}`);
    else if ((await sha256File(file)) !== item.sha256) problems.push(`${item.path}: SHA-256 differs from the manifest`);
  }
  return problems;
}
