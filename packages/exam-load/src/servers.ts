/**
 * Starts the product's server as separate processes for the exam-day benchmark, exactly as
 * `npm start` runs it (NODE_ENV=production, tsx), so that the load generator and the server
 * do not share an event loop and the server's CPU and memory can be read from /proc.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertPortFree, spawnChild, stopChild } from './processes.js';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SERVER_MAIN = path.join(REPO_ROOT, 'apps/server/src/main.ts');

/**
 * The Node.js flags the server's `npm start` gives it (`tsx --flag … src/main.ts` in
 * apps/server/package.json), so that the benchmark measures the server as it is deployed.
 */
export function serverNodeFlags(startScript?: string): string[] {
  const script =
    startScript ??
    (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'apps/server/package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const words = script.split(/\s+/);
  const tsx = words.indexOf('tsx');
  if (tsx < 0) throw new Error(`The server's start script does not run tsx: ${script}`);
  const flags: string[] = [];
  for (const word of words.slice(tsx + 1)) {
    if (!word.startsWith('--')) break;
    flags.push(word);
  }
  return flags;
}

export interface ServerProcess {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

export interface StartServerOptions {
  port: number;
  /** Added to the benchmark's defaults (DATA_DIR, DATABASE_URL, REDIS_URL, CAPTCHA_FIXED …). */
  env: Record<string, string | undefined>;
  /** Prefix for the server's own output lines; silent when omitted. */
  label?: string;
}

/**
 * Waits for /api/health at `url` while `child` runs. The port was checked free just before the
 * child started, so the answer is the child's, not a stale server's (a child that cannot bind
 * exits, and that ends the wait with an error).
 */
export async function waitUntilHealthy(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`process ${child.pid} exited (${child.exitCode ?? child.signalCode}) before ${url} was ready`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server at ${url} was not ready within ${timeoutMs / 1000} s`);
}

/** One server process (`node [flags] --import tsx apps/server/src/main.ts`: one pid, the real one). */
export async function startServerProcess({ port, env, label }: StartServerOptions): Promise<ServerProcess> {
  // To profile the server under the benchmark's load: SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'.
  const nodeArgs = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  await assertPortFree(port, '127.0.0.1', `the server${label ? ` (${label})` : ''}`);
  const child = spawnChild(process.execPath, [...serverNodeFlags(), ...nodeArgs, '--import', 'tsx', SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE ?? '8',
      ...env,
    },
    stdio: ['ignore', label ? 'inherit' : 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(url, child);
  } catch (error) {
    await stopChild(child, 0, 'SIGKILL');
    throw error;
  }
  return { url, pid: child.pid!, stop: () => stopChild(child) };
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** SIGKILL, as a crash or the OOM killer would: no shutdown hook runs. Resolves once the process is gone. */
export async function killHard(server: ServerProcess): Promise<void> {
  process.kill(server.pid, 'SIGKILL');
  const deadline = Date.now() + 10_000;
  while (isAlive(server.pid)) {
    if (Date.now() > deadline) throw new Error(`process ${server.pid} still alive 10 s after SIGKILL`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
