import type { MessageKey } from '@kaoshi/contracts';
import { Piscina } from 'piscina';
// sharp is a native addon: loaded once in the main thread too, it stays loaded while worker
// threads come and go (sharp's and piscina's advice for addons in workers).
import 'sharp';
import { AppError, badRequest, rateLimited } from '../app-error.js';
import type { FILE_TASKS, FileTaskInput, FileTaskName, FileTaskOutput, FileTaskResult, FileTaskTable } from './tasks.js';

/**
 * The bounded pool of worker threads that does all heavy file work (unzipping, reading
 * workbooks, decoding images), so that no upload, however hostile, holds the event loop:
 * docs/decisions/0016-worker-pool-for-file-work.md. At most `threads` files are worked on at
 * once and `queue` more wait; past that an upload is told to come back (42900).
 */
export interface FileWorkOptions {
  threads: number;
  queue: number;
  /** Heap of one thread in megabytes: a file that needs more ends its thread and is refused. */
  heapMb: number;
  /**
   * The module whose `runFileTask` the threads run (a `fileTaskRunner` of a task table); the
   * lib's own tasks (tasks.ts) when not given. The app gives src/file-tasks.ts, which adds the
   * modules' tasks (QTI parsing, and Word parsing when it comes).
   */
  tasks?: URL;
}

/** How long a busy pool's refusal asks the client to wait. */
const BUSY_RETRY_MS = 10_000;

export class FileWork<Tasks extends FileTaskTable = typeof FILE_TASKS> {
  private readonly pool: Piscina;

  constructor(
    options: FileWorkOptions,
    private readonly onFailure: (error: unknown, task: string) => void = () => {},
  ) {
    this.pool = new Piscina({
      filename: new URL('./worker.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: options.threads,
      maxQueue: options.queue,
      // Threads start when files come and end a minute after the last one.
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: options.heapMb },
      workerData: { tasks: options.tasks?.href },
    });
  }

  /**
   * Runs `name` on a worker thread. Its refusals come back as the 40000 the caller would have
   * sent itself; a thread that fails (out of memory on a file past every limit) is refused with
   * `failed`; a full queue with 42900.
   */
  async run<N extends FileTaskName<Tasks>>(name: N, input: FileTaskInput<N, Tasks>, failed: MessageKey): Promise<FileTaskOutput<N, Tasks>> {
    let result: FileTaskResult<FileTaskOutput<N, Tasks>>;
    try {
      result = await this.pool.run({ name, input });
    } catch (error) {
      if (error instanceof Error && error.message === 'Task queue is at limit') throw rateLimited('fileWorkBusy', BUSY_RETRY_MS);
      this.onFailure(error, name);
      throw badRequest(failed);
    }
    if (result.ok) return result.value;
    throw new AppError(badRequest(result.key).status, result.key, result.params);
  }

  /** Threads working and tasks waiting, for tests and health figures. */
  get load() {
    return { threads: this.pool.threads.length, queued: this.pool.queueSize };
  }

  close() {
    return this.pool.destroy();
  }
}
