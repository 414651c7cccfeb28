import net from 'node:net';
import type { ServerProcess } from '../../../../bench/exam-day/servers.js';

/** A TCP port nobody listens on right now (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
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
