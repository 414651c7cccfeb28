// The file-work threads' entry. Plain JavaScript so that it loads on bare Node: under Vitest a
// worker thread has no TypeScript loader, and under `tsx src/main.ts` registering tsx again is
// harmless. It registers tsx in this thread, then loads the TypeScript tasks.
import { register } from 'tsx/esm/api';

register();
const { runFileTask } = await import('./tasks.ts');

export default runFileTask;
