import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { assertPortFree, freePort, PortTakenError, reservePorts, runningChildren, spawnChild, stopChild } from '../src/processes.js';

const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'exit-fixture.ts');

/** Running, and not a zombie waiting to be reaped. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

async function gone(pid: number, withinMs = 5_000): Promise<boolean> {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    if (!alive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return !alive(pid);
}

async function listening(): Promise<net.Server> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

describe('benchmark ports', () => {
  it('hands out a port nothing listens on', async () => {
    const port = await freePort();
    await expect(assertPortFree(port)).resolves.toBeUndefined();
  });

  it('refuses a taken port with a message naming it and what to do', async () => {
    const server = await listening();
    const { port } = server.address() as net.AddressInfo;
    try {
      const refusal = assertPortFree(port, '127.0.0.1', 'the server');
      await expect(refusal).rejects.toBeInstanceOf(PortTakenError);
      await expect(refusal).rejects.toThrow(new RegExp(`port ${port} on 127\\.0\\.0\\.1 is taken .*the server will not measure`));
      // Fixed ports: the run refuses to start rather than share one with a stale server.
      await expect(reservePorts(2, port)).rejects.toThrow(`port ${port}`);
    } finally {
      server.close();
    }
  });

  it('reserves distinct free ports when none is given', async () => {
    const ports = await reservePorts(4);
    expect(new Set(ports).size).toBe(4);
  });
});

describe('benchmark child processes', () => {
  afterEach(() => {
    for (const child of runningChildren()) child.kill('SIGKILL');
  });

  it('stops a child with its whole process group, grandchildren included', async () => {
    const child = spawnChild('sh', ['-c', 'sleep 60 & echo $!; wait'], { stdio: ['ignore', 'pipe', 'ignore'] });
    const [chunk] = (await once(child.stdout!, 'data')) as [Buffer];
    const grandchild = Number(chunk.toString().trim());
    expect(alive(grandchild)).toBe(true);
    expect(runningChildren()).toContain(child);
    await stopChild(child, 2_000);
    expect(await gone(child.pid!)).toBe(true);
    expect(await gone(grandchild)).toBe(true);
    expect(runningChildren()).not.toContain(child);
  });

  for (const [how, args, code] of [
    ['SIGINT', [], 130],
    ['an uncaught error', ['throw'], 1],
    ['an unhandled rejection', ['reject'], 1],
  ] as const) {
    it(`takes every child down when the benchmark ends by ${how}`, async () => {
      const bench = spawn(process.execPath, ['--import', 'tsx', FIXTURE, ...args], { stdio: ['ignore', 'pipe', 'ignore'] });
      const [line] = (await once(bench.stdout!, 'data')) as [Buffer];
      const pids = JSON.parse(line.toString()) as { child: number; grandchild: number };
      expect(alive(pids.child) && alive(pids.grandchild)).toBe(true);
      const exited = once(bench, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
      if (how === 'SIGINT') bench.kill('SIGINT');
      const [exitCode] = await exited;
      expect(exitCode).toBe(code);
      expect(await gone(pids.child)).toBe(true);
      expect(await gone(pids.grandchild)).toBe(true);
    });
  }
});
