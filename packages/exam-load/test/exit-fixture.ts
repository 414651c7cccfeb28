/**
 * Test fixture for processes.test.ts: installs the exit handlers, starts a child whose own child
 * (a grandchild) sleeps, prints both pids, then waits for a signal, or throws when asked to.
 */
import { installExitHandlers, spawnChild } from '../src/processes.js';

installExitHandlers({ log: () => {}, cleanupMs: 1_000 });
const child = spawnChild('sh', ['-c', 'sleep 60 & echo $!; wait'], { stdio: ['ignore', 'pipe', 'ignore'] });
child.stdout!.once('data', (chunk: Buffer) => {
  console.log(JSON.stringify({ child: child.pid, grandchild: Number(chunk.toString().trim()) }));
  if (process.argv[2] === 'throw')
    setTimeout(() => {
      throw new Error('fixture: uncaught');
    }, 50);
  if (process.argv[2] === 'reject') setTimeout(() => void Promise.reject(new Error('fixture: rejected')), 50);
});
setInterval(() => {}, 1_000);
