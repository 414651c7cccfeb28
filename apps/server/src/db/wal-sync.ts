import fs from 'node:fs/promises';

/**
 * Makes durable what has been committed: resolves once everything committed before the call is
 * on disk. The group commit (group-commit.ts) waits for it before acknowledging a batch.
 */
export interface DurableSync {
  sync(): Promise<void>;
  close(): Promise<void>;
}

/**
 * At most one flush runs at a time, and callers arriving during it share the next one, which
 * starts when it ends: a flush covers only what was written before it began, so a caller never
 * joins one already running. Under load that is one flush per flush time for any number of
 * commits, the same grouping SQLite's own commit gets from the group commit.
 */
export function coalescedSync(flush: () => Promise<void>): Pick<DurableSync, 'sync'> {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const start = () => {
    const current: Promise<void> = flush().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  };
  return {
    sync() {
      if (!running) return start();
      next ??= running
        .catch(() => {})
        .then(() => {
          next = null;
          return start();
        });
      return next;
    },
  };
}

/**
 * fdatasync of SQLite's write-ahead log, on libuv's thread pool: the same sync that
 * `synchronous=FULL` makes inside every COMMIT (and so on the event loop, since better-sqlite3
 * is synchronous), made here while the event loop goes on. The log keeps its inode while the
 * server's connection is open (a checkpoint restarts it in place), so one handle serves.
 */
export function walFileSync(walFile: string): DurableSync {
  let handle: Promise<fs.FileHandle> | null = null;
  const coalesced = coalescedSync(async () => {
    handle ??= fs.open(walFile, 'r+').catch((error: unknown) => {
      handle = null; // the next flush tries again
      throw error;
    });
    await (await handle).datasync();
  });
  return {
    sync: coalesced.sync,
    async close() {
      const open = handle;
      handle = null;
      await (await open?.catch(() => null))?.close();
    },
  };
}
