// The file-work threads' entry. Plain JavaScript so that it loads on bare Node: under Vitest a
// worker thread has no TypeScript loader, and under `tsx src/main.ts` registering tsx again is
// harmless. It registers tsx in this thread, then loads the TypeScript tasks: the table the
// pool was made with (workerData.tasks, the app's src/file-tasks.ts), else the lib's own.
import { workerData } from 'piscina';
import { register } from 'tsx/esm/api';

register();
const { runFileTask } = await import(workerData?.tasks ?? './tasks.ts');

export default runFileTask;
