/**
 * The exam-day load code that the exam-day benchmark (bench/exam-day) and the server's crash and
 * backup tests (apps/server/src/ops) both drive: the HTTP client, a candidate's exam day and the
 * candidates kept saving under a disruption, the benchmark's options and metrics, and the server
 * processes and their ports. It imports neither app; the data it runs on comes from the server's
 * testing surface (@kaoshi/server/testing).
 */
export * from './candidate.js';
export * from './http-client.js';
export * from './machine.js';
export * from './metrics.js';
export * from './options.js';
export * from './processes.js';
export * from './proctor.js';
export * from './servers.js';
export * from './sitting.js';
