/**
 * Child processes and ports of the benchmark, so that no run can measure what an earlier run
 * left behind. An interrupted run once left its server listening on the benchmark's fixed port,
 * and the next run silently measured that stale server. So:
 *  - every child (server, nginx, bare floor server) starts as the leader of its own process group
 *    and is killed with its whole group (nginx's workers, anything a child spawned) on every way
 *    out: normal end, SIGINT/SIGTERM/SIGHUP, an uncaught error or rejected promise;
 *  - ports are free ports the system hands out, or, when the caller names one, a port that is
 *    checked first and refused with a clear message when something already listens there.
 * (A SIGKILL of the benchmark itself cannot be caught; the free ports keep even that from
 * poisoning the next run.)
 */
import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';

const children = new Set<ChildProcess>();
const cleanups = new Set<() => Promise<void> | void>();
let handlersInstalled = false;
let exitHookInstalled = false;

/**
 * Spawns `command` as the leader of a new process group and remembers it until it exits. A child
 * in its own group no longer gets the terminal's Ctrl+C, so whatever spawns one kills it on the
 * way out: here at least on a normal exit (also inside a test runner); the signal and error
 * handlers come with installExitHandlers, which every command-line entry point calls first.
 */
export function spawnChild(command: string, args: readonly string[], options: SpawnOptions = {}): ChildProcess {
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on('exit', () => killAllChildren('SIGKILL'));
  }
  const child = spawn(command, args, { ...options, detached: true });
  children.add(child);
  child.once('exit', () => children.delete(child));
  // A failed spawn (no such file) emits 'error' and never 'exit'.
  child.once('error', () => children.delete(child));
  return child;
}

/** Sends `signal` to the child's whole process group; false when nothing was there to signal. */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals): boolean {
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    // The group is gone already (ESRCH): the leader and everything it started have exited.
    try {
      return child.kill(signal);
    } catch {
      return false;
    }
  }
}

/**
 * Stops one child: SIGTERM to its group (the server closes its database cleanly), SIGKILL to the
 * group after `graceMs`. The group is killed again after the leader's exit, for any process the
 * leader started and left behind.
 */
export async function stopChild(child: ChildProcess, graceMs = 15_000, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = once(child, 'exit');
    signalGroup(child, signal);
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }
  signalGroup(child, 'SIGKILL');
  children.delete(child);
}

/** Kills every child's process group at once, synchronously (usable in an 'exit' handler). */
export function killAllChildren(signal: NodeJS.Signals = 'SIGKILL'): number {
  let signalled = 0;
  for (const child of children) if (signalGroup(child, signal)) signalled++;
  return signalled;
}

/** Children still running (for tests and the final check). */
export const runningChildren = (): readonly ChildProcess[] => [...children];

/** Work to do on an interrupted run (drop the scratch database); runs at most once. */
export function onInterrupt(cleanup: () => Promise<void> | void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

async function runCleanups(timeoutMs: number) {
  const all = [...cleanups];
  cleanups.clear();
  await Promise.race([
    Promise.allSettled(all.map(async (cleanup) => cleanup())),
    new Promise((resolve) => setTimeout(resolve, timeoutMs).unref()),
  ]);
}

/**
 * Installs the handlers that take every child down with the benchmark. On a signal the children
 * get SIGTERM, the interrupt cleanups run (at most `cleanupMs`), the rest is SIGKILLed and the
 * process exits with 128 + the signal's number. An uncaught error does the same with exit code 1.
 * The 'exit' handler is the last net: whatever is still running is SIGKILLed.
 */
export function installExitHandlers(options: { cleanupMs?: number; log?: (line: string) => void } = {}) {
  if (handlersInstalled) return;
  handlersInstalled = true;
  const cleanupMs = options.cleanupMs ?? 10_000;
  const log = options.log ?? ((line: string) => console.error(line));
  let leaving = false;
  const leave = async (reason: string, code: number) => {
    if (leaving) return;
    leaving = true;
    const count = killAllChildren('SIGTERM');
    log(`${reason}: stopping ${count} child process group(s) and cleaning up`);
    await runCleanups(cleanupMs);
    killAllChildren('SIGKILL');
    process.exit(code);
  };
  const signals: [NodeJS.Signals, number][] = [
    ['SIGINT', 2],
    ['SIGTERM', 15],
    ['SIGHUP', 1],
  ];
  for (const [signal, number] of signals) process.on(signal, () => void leave(`${signal} received`, 128 + number));
  process.on('uncaughtException', (error) => {
    console.error(error);
    void leave('uncaught error', 1);
  });
  process.on('unhandledRejection', (error) => {
    console.error(error);
    void leave('unhandled rejection', 1);
  });
}

/** A port nothing listens on at this moment, chosen by the system. */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  const server = net.createServer();
  server.listen(0, host);
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

export class PortTakenError extends Error {}

/**
 * Refuses a port something already listens on, naming it and saying what to do: a stale server
 * from an interrupted run answers health checks as well as a fresh one would.
 */
export async function assertPortFree(port: number, host = '127.0.0.1', what = 'the benchmark'): Promise<void> {
  const server = net.createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE' || code === 'EACCES') {
      throw new PortTakenError(
        `port ${port} on ${host} is taken (${code}); ${what} will not measure whatever listens there ` +
          `(a server left by an interrupted run?). Find it with: ss -ltnp 'sport = :${port}' — stop it, or leave the port out to use free ones.`,
      );
    }
    throw error;
  }
  server.close();
  await once(server, 'close');
}

/** `count` distinct ports: the given base and the ones after it, each checked, or free ones. */
export async function reservePorts(count: number, base?: number): Promise<number[]> {
  const ports: number[] = [];
  for (let i = 0; i < count; i++) {
    if (base !== undefined) {
      await assertPortFree(base + i);
      ports.push(base + i);
    } else {
      let port = await freePort();
      while (ports.includes(port)) port = await freePort();
      ports.push(port);
    }
  }
  return ports;
}
