// Starts the product for one end-to-end worker (tests/server.ts): a fresh embedded database every time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const port = process.env.E2E_PORT ?? '8181';
const dataDir = process.env.E2E_DATA_DIR || path.join(here, '.artifacts', `data-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    SEED_DEMO: '1',
    // The specs look for the English demo names ('Demo exam: welding safety', 'Demo Student').
    DEMO_LANGUAGE: 'en',
    CAPTCHA_FIXED: 'e2e1',
    LOG_LEVEL: 'warn',
    // E2E_WEB_DIST: a build of the web app elsewhere than apps/web/dist.
    WEB_DIST: process.env.E2E_WEB_DIST || path.join(root, 'apps/web/dist'),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
// The Playwright worker holds our stdin open: when it goes, even killed outright, the server goes
// too instead of holding the port against the next run.
if (process.env.E2E_STOP_WITH_PARENT === '1') {
  process.stdin.on('close', () => child.kill('SIGTERM'));
  process.stdin.resume();
}
child.on('exit', (code) => process.exit(code ?? 0));
