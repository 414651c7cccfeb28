/**
 * npm run test:crash [-- --db sqlite|postgres] [--candidates N] [--questions N]
 * Crash recovery (docs/REQUIREMENTS.md §18.3): see scenario.ts. Prints each check and a summary; exits 1 on any
 * failure. PostgreSQL: stops and starts the local cluster (pg_ctlcluster), so run it as a user
 * allowed to, on a machine whose PostgreSQL may go away for a few seconds; DATABASE_URL names the
 * server (a fresh database is made for the run and dropped after it).
 */
import { installExitHandlers } from '@kaoshi/exam-load';
import { type CrashOptions, runCrashScenario } from './scenario.js';

// The servers run in process groups of their own: on Ctrl+C or an error they go down with the test.
installExitHandlers();

function parse(argv: readonly string[]): CrashOptions {
  const options: CrashOptions = { db: 'sqlite', candidates: 24, lateCandidates: 6, questions: 20 };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--db' && (value === 'sqlite' || value === 'postgres')) options.db = value;
    else if ((flag === '--candidates' || flag === '--questions') && Number.isInteger(Number(value)) && Number(value) >= 2)
      options[flag.slice(2) as 'candidates' | 'questions'] = Number(value);
    else
      throw new Error(
        `usage: npm run test:crash -- [--db sqlite|postgres] [--candidates N] [--questions N] (got "${flag} ${value ?? ''}")`,
      );
  }
  return options;
}

const options = parse(process.argv.slice(2));
const started = Date.now();
const log = (line: string) => console.log(`[crash ${options.db} ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s] ${line}`);
const checks = await runCrashScenario(options, log);
const failed = checks.filter((check) => !check.ok);
console.log(
  [
    '',
    `Crash recovery on ${options.db === 'sqlite' ? 'SQLite (server killed with SIGKILL and restarted)' : 'PostgreSQL (database stopped as in a crash and restarted)'}: ` +
      `${checks.length - failed.length} of ${checks.length} checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    ...checks.map((check) => `  ${check.ok ? 'ok  ' : 'FAIL'}  ${check.name}`),
    failed.length > 0 ? '\nSomething acknowledged was lost or not recovered: see the FAIL lines above.' : '',
  ].join('\n'),
);
process.exitCode = failed.length > 0 ? 1 : 0;
