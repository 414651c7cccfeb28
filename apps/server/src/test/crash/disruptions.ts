import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { killHard, type ServerProcess, startServerProcess } from '@kaoshi/exam-load';

const run = promisify(execFile);

/** What goes away in the middle of the exam, and comes back. */
export interface Disruption {
  /** For the summary: "SIGKILL the server" … */
  what: string;
  down(): Promise<void>;
  /** Resolves when the thing is back (the server answers, or PostgreSQL accepts connections). */
  up(): Promise<void>;
  /** At the end, also after a failure: brings back what is down, then stops the server (SIGTERM). */
  finish(): Promise<void>;
}

export interface ServerSetup {
  port: number;
  env: Record<string, string>;
}

/** The server on the same port and database, started again after each SIGKILL. */
export async function serverCrashes(setup: ServerSetup): Promise<Disruption> {
  let server: ServerProcess | null = await startServerProcess(setup);
  return {
    what: 'SIGKILL the server process, then start it again on the same database',
    down: async () => {
      await killHard(server!);
      server = null;
    },
    up: async () => {
      server = await startServerProcess(setup);
    },
    finish: async () => {
      await server?.stop();
      server = null;
    },
  };
}

/** The PostgreSQL cluster this machine runs (Debian's pg_ctlcluster layout), e.g. ['15', 'main']. */
function localCluster(): [string, string] {
  const versions = fs.existsSync('/etc/postgresql') ? fs.readdirSync('/etc/postgresql').sort() : [];
  if (versions.length === 0)
    throw new Error('no PostgreSQL cluster in /etc/postgresql: the PostgreSQL crash test restarts the local cluster with pg_ctlcluster');
  return [versions.at(-1)!, 'main'];
}

async function pgReady(databaseUrl: string, timeoutMs: number) {
  const { hostname, port } = new URL(databaseUrl);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await run('pg_isready', ['-h', hostname, '-p', port || '5432', '-q']);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not accept connections within ${timeoutMs / 1000} s`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * The server keeps running while PostgreSQL goes down as in a crash (`--mode immediate`: no
 * shutdown checkpoint, so the start replays PostgreSQL's own WAL) and comes back; the server's
 * pool must reconnect by itself.
 */
export async function databaseRestarts(setup: ServerSetup): Promise<Disruption> {
  const [version, cluster] = localCluster();
  const server = await startServerProcess(setup);
  const pgctl = (action: string, ...extra: string[]) =>
    run('pg_ctlcluster', ['--skip-systemctl-redirect', ...extra, version, cluster, action]);
  let isDown = false;
  // Interrupted (Ctrl+C) while PostgreSQL is down: start it before leaving.
  const startOnInterrupt = () => {
    execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, cluster, 'start'], { stdio: 'inherit' });
    process.exit(130);
  };
  const up = async () => {
    await pgctl('start');
    isDown = false;
    process.off('SIGINT', startOnInterrupt);
    process.off('SIGTERM', startOnInterrupt);
    await pgReady(setup.env.DATABASE_URL!, 60_000);
  };
  return {
    what: `stop PostgreSQL ${version}/${cluster} as in a crash (pg_ctlcluster --mode immediate stop), then start it; the server process stays up`,
    down: async () => {
      isDown = true;
      process.once('SIGINT', startOnInterrupt);
      process.once('SIGTERM', startOnInterrupt);
      await pgctl('stop', '--mode', 'immediate');
    },
    up,
    finish: async () => {
      // Other programs share this PostgreSQL: it is never left stopped.
      if (isDown) await up();
      await server.stop();
    },
  };
}
