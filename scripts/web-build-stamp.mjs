// What the built web app (apps/web/dist) was built from, as one hash, so that `npm start` builds
// only when that changed (scripts/build-web-if-changed.mjs).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Everything the Vite build reads: the app, the contracts it imports, and the locked dependencies. */
export const WEB_BUILD_INPUTS = ['apps/web', 'packages/contracts', 'package-lock.json', 'tsconfig.base.json'];
/** Where the stamp of the last build is kept: beside the build, not in it (the server serves dist). */
export const STAMP_FILE = 'apps/web/dist.stamp';
/** Not read by the build: its own output and stamp, installed packages, and tests (Vitest's, not Vite's). */
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.vite', 'coverage']);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

function* filesUnder(root, relative) {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return;
  if (!fs.statSync(full).isDirectory()) {
    yield relative;
    return;
  }
  const entries = fs.readdirSync(full, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) yield* filesUnder(root, child);
    } else if (
      entry.isFile() &&
      !TEST_FILE.test(entry.name) &&
      !entry.name.endsWith('.tsbuildinfo') &&
      child !== path.normalize(STAMP_FILE)
    ) {
      yield child;
    }
  }
}

/**
 * One hash over the build inputs' paths and contents (not their times: a checkout or a copy
 * changes those without changing the app) and the VITE_ variables Vite bakes into the app.
 */
export function webBuildStamp(root, env = process.env) {
  const hash = createHash('sha256');
  for (const input of WEB_BUILD_INPUTS)
    for (const file of filesUnder(root, input)) {
      hash.update(`${file.split(path.sep).join('/')}\0`);
      hash.update(fs.readFileSync(path.join(root, file)));
      hash.update('\0');
    }
  for (const key of Object.keys(env).sort()) if (key.startsWith('VITE_')) hash.update(`${key}=${env[key]}\0`);
  return hash.digest('hex');
}
