import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from './settings.js';

const CLI = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cli.ts');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run backup|restore`'s program as its own process (what an operator runs), without blocking this one. */
export function runOpsCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    // DATABASE_URL is cleared unless given: the tests' PostgreSQL runs set it for this process.
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATABASE_URL: '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
