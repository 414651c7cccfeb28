/**
 * `@kaoshi/server/testing/exam-day` (package.json "exports"): the exam-day benchmark's database
 * and data, made with the server's migrations and seed, and the check of what the database holds
 * after the exam against what the server acknowledged. Apart from index.ts so that the benchmark's
 * load generator, which runs the server in processes of its own, does not load the server's code
 * (only the database layer).
 */
export * from '../test/exam-day-setup.js';
export * from '../test/exam-day-verify.js';
export { seededRandom } from '../test/test-bank.js';
