import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { coalescedSync, walFileSync } from './wal-sync.js';

/** A flush the test ends by hand; `flushes` holds one entry per flush started. */
function manualFlush() {
  const flushes: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const flush = () => new Promise<void>((resolve, reject) => flushes.push({ resolve, reject }));
  return { flushes, flush };
}

const watch = (promise: Promise<void>) => {
  const seen = { settled: false, error: undefined as unknown };
  promise.then(
    () => (seen.settled = true),
    (error: unknown) => Object.assign(seen, { settled: true, error }),
  );
  return seen;
};

describe('coalesced sync', () => {
  it('makes a caller arriving during a flush wait for the next one, which the late callers share', async () => {
    const { flushes, flush } = manualFlush();
    const durable = coalescedSync(flush);
    const first = watch(durable.sync());
    expect(flushes).toHaveLength(1);
    // These arrive while the first flush runs: it may have begun before their commits.
    const late = [watch(durable.sync()), watch(durable.sync())];
    expect(flushes).toHaveLength(1);

    flushes[0]!.resolve();
    await vi.waitFor(() => expect(first.settled).toBe(true));
    await vi.waitFor(() => expect(flushes).toHaveLength(2));
    expect(late.map((caller) => caller.settled)).toEqual([false, false]);

    flushes[1]!.resolve();
    await vi.waitFor(() => expect(late.map((caller) => caller.settled)).toEqual([true, true]));
    // Nobody waiting: the next caller starts a flush of its own at once.
    void durable.sync();
    expect(flushes).toHaveLength(3);
  });

  it('rejects the callers of a failed flush, and the next caller starts a new one', async () => {
    const { flushes, flush } = manualFlush();
    const durable = coalescedSync(flush);
    const failed = watch(durable.sync());
    flushes[0]!.reject(new Error('EIO'));
    await vi.waitFor(() => expect(failed.error).toEqual(new Error('EIO')));
    const next = watch(durable.sync());
    expect(flushes).toHaveLength(2);
    flushes[1]!.resolve();
    await vi.waitFor(() => expect(next).toEqual({ settled: true, error: undefined }));
  });

  it('starts the waiting flush even when the running one fails', async () => {
    const { flushes, flush } = manualFlush();
    const durable = coalescedSync(flush);
    void durable.sync().catch(() => {});
    const waiting = watch(durable.sync());
    flushes[0]!.reject(new Error('EIO'));
    await vi.waitFor(() => expect(flushes).toHaveLength(2));
    flushes[1]!.resolve();
    await vi.waitFor(() => expect(waiting).toEqual({ settled: true, error: undefined }));
  });
});

describe('the log file sync', () => {
  it('fdatasyncs the file it names, and reports a file that is not there', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wal-sync-'));
    try {
      const file = path.join(dir, 'db.sqlite-wal');
      fs.writeFileSync(file, 'frames');
      const durable = walFileSync(file);
      await expect(Promise.all([durable.sync(), durable.sync(), durable.sync()])).resolves.toBeDefined();
      await durable.close();

      const missing = walFileSync(path.join(dir, 'none-wal'));
      await expect(missing.sync()).rejects.toMatchObject({ code: 'ENOENT' });
      // The failed open is not kept: once the file exists, the next sync succeeds.
      fs.writeFileSync(path.join(dir, 'none-wal'), 'frames');
      await expect(missing.sync()).resolves.toBeUndefined();
      await missing.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
