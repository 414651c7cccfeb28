import { FILE_TASKS, fileTaskRunner } from './lib/file-work/tasks.js';
import { QTI_FILE_TASKS } from './modules/questions/qti-read.js';

/**
 * Every task the app's file-work threads run (decision 0016): the lib's own (unzip, workbooks,
 * photos, images) and the modules' parsers. A module's parser is imported from its own file,
 * not its index.ts, so that a thread loads the parser and nothing of the module's routes or
 * database code. Word (.docx) question import adds its task here the same way.
 */
export const APP_FILE_TASKS = { ...FILE_TASKS, ...QTI_FILE_TASKS };
export type AppFileTasks = typeof APP_FILE_TASKS;

/** What a thread runs (lib/file-work/worker.mjs loads this file when the app's pool names it). */
export const runFileTask = fileTaskRunner(APP_FILE_TASKS);

/** This file, for the pool's `tasks` option. */
export const APP_FILE_TASKS_MODULE = new URL(import.meta.url);
