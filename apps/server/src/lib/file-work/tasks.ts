import { type ZipLimits, type ZipRefusals, unzipWithinLimits } from '../safe-unzip.js';
import { checkImage } from './images.js';
import { photosByIdNumber } from './photos.js';
import { FileRefusal } from './refusal.js';
import { readFirstSheet } from './sheet-reader.js';
import { readMoodleXml, type TrueFalseLabels } from './moodle-xml/moodle-read.js';

/** A Buffer arrives in a worker thread as a plain Uint8Array (structured clone): the same bytes, without copying. */
const asBuffer = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);

/**
 * The work the file-work threads do, by name: everything that inflates, parses or decodes an
 * uploaded file. Inputs and outputs are plain data (they cross the thread boundary).
 */
export const FILE_TASKS = {
  sheet: (input: { data: Uint8Array; maxRows: number }) => readFirstSheet(asBuffer(input.data), input.maxRows),
  unzip: async (input: { data: Uint8Array; wanted: RegExp; limits: ZipLimits; refusals: ZipRefusals }) =>
    unzipWithinLimits(asBuffer(input.data), (name) => input.wanted.test(name), input.limits, input.refusals),
  photos: (input: { data: Uint8Array; idNumbers: string[] }) => photosByIdNumber(asBuffer(input.data), input.idNumbers),
  image: (input: { data: Uint8Array; name: string; extension: string }) => checkImage(input.data, input.name, input.extension),
  moodleXml: (input: { data: Uint8Array; labels: TrueFalseLabels; maxQuestions: number }) =>
    readMoodleXml(input.data, input.labels, input.maxQuestions),
};

/** A table of tasks by name, as a file-work thread runs them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each task takes its own input; the table only names them
export type FileTaskTable = Record<string, (input: any) => unknown>;

export type FileTaskName<T extends FileTaskTable = typeof FILE_TASKS> = keyof T & string;
export type FileTaskInput<N extends FileTaskName<T>, T extends FileTaskTable = typeof FILE_TASKS> = Parameters<T[N]>[0];
export type FileTaskOutput<N extends FileTaskName<T>, T extends FileTaskTable = typeof FILE_TASKS> = Awaited<ReturnType<T[N]>>;

/** A task's answer: its value, or the refusal it ended in (an Error would lose its key crossing threads). */
export type FileTaskResult<T> = { ok: true; value: T } | { ok: false; key: FileRefusal['key']; params: FileRefusal['params'] };

/**
 * What a worker thread runs for each task of `table` (worker.mjs hands it to piscina). The lib's
 * own tasks are below; the app's table (src/file-tasks.ts) adds the modules' tasks to them.
 */
export function fileTaskRunner<T extends FileTaskTable>(table: T) {
  return async <N extends FileTaskName<T>>(task: {
    name: N;
    input: FileTaskInput<N, T>;
  }): Promise<FileTaskResult<FileTaskOutput<N, T>>> => {
    const handler = table[task.name] as (input: FileTaskInput<N, T>) => Promise<FileTaskOutput<N, T>>;
    try {
      return { ok: true, value: await handler(task.input) };
    } catch (error) {
      if (error instanceof FileRefusal) return { ok: false, key: error.key, params: error.params };
      throw error;
    }
  };
}

export const runFileTask = fileTaskRunner(FILE_TASKS);
