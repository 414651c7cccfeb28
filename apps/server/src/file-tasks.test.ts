import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { QUESTION_TYPE, STATUS } from '@kaoshi/contracts';
import { strToU8, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_FILE_TASKS_MODULE, type AppFileTasks } from './file-tasks.js';
import { AppError } from './lib/app-error.js';
import { FileWork } from './lib/file-work/pool.js';
import { readQtiItems } from './modules/questions/qti-read.js';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'test/fixtures/qti');
const defaults = { score: 2, difficulty: 1 };
const item = readFileSync(path.join(FIXTURES, 'choice.xml'), 'utf8');

/** A package of `count` copies of one choice item (no manifest: every item .xml is read). */
const packageOf = (count: number) =>
  Buffer.from(zipSync(Object.fromEntries(Array.from({ length: count }, (_, i) => [`items/item-${i}.xml`, strToU8(item)]))));

describe("the app's file-work tasks", () => {
  const work = new FileWork<AppFileTasks>({ threads: 1, queue: 2, heapMb: 256, tasks: APP_FILE_TASKS_MODULE });
  afterAll(() => work.close());

  it('reads QTI items on a worker thread exactly as they read in this thread', async () => {
    const input = { data: packageOf(3), fileName: 'items.zip', maxImageBytes: 1024 * 1024, defaults };
    const onThread = await work.run('qti', input, 'qtiNotPackage');
    expect(onThread.items).toHaveLength(3);
    expect(onThread.items[0]!.question?.type).toBe(QUESTION_TYPE.SINGLE);
    expect(onThread).toEqual(readQtiItems(input));
  });

  it("refuses what is not a package with the importer's own 40000", async () => {
    const input = { data: Buffer.from('not xml at all'), fileName: 'notes.txt', maxImageBytes: 1024, defaults };
    const error = await work.run('qti', input, 'qtiNotPackage').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: STATUS.BAD_REQUEST, messageKey: 'qtiNotPackage' });
  });

  it('keeps the event loop turning while a large package is parsed', async () => {
    const input = { data: packageOf(40), fileName: 'items.zip', maxImageBytes: 1024, defaults };
    // The longest pause between two turns of this thread's loop while the package is read: were the
    // parse on this thread, one pause would last nearly the whole read.
    let longestPause = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestPause = Math.max(longestPause, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    const read = await work.run('qti', input, 'qtiNotPackage');
    const took = performance.now() - started;
    clearInterval(ticker);
    expect(read.items).toHaveLength(40);
    expect(read.items.every((each) => each.question)).toBe(true);
    expect(longestPause).toBeLessThan(took / 2);
  }, 120_000);
});
