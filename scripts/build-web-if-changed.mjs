// `npm start`: builds the web app only when its sources changed since the last build, so that a
// restart (after a crash in the middle of an exam) starts in seconds instead of waiting 15–60 s
// for a build of the same sources.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STAMP_FILE, webBuildStamp } from './web-build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const stampFile = path.join(root, STAMP_FILE);

const stamp = webBuildStamp(root);
const built = fs.existsSync(path.join(dist, 'index.html')) && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8').trim();
if (built === stamp) {
  console.log('The web app is built from these sources already (apps/web/dist).');
} else {
  fs.rmSync(stampFile, { force: true });
  const build = spawnSync('npm', ['run', 'build', '-w', '@kaoshi/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // The stamp of the sources as they were before the build: a change made meanwhile builds again next time.
  fs.writeFileSync(stampFile, `${stamp}\n`);
}
