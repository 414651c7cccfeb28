/**
 * The server's testing surface, `@kaoshi/server/testing` (package.json "exports"): what the
 * in-process benchmarks (bench/*.ts) build their apps and data with. This folder is the only part
 * of the server that bench/ may import (the boundary check, bench-to-server-internals), so the
 * server's files can move without breaking the benchmarks. Everything here is test machinery; the
 * product never imports it. The exam-day benchmark's data is in exam-day.ts, apart, so that its
 * load generator does not load the server's code.
 */

// An app on a fresh database (SQLite or PostgreSQL), signed-in calls, and the organisation tree.
export { startTestApp, type TestApp } from '../test/harness.js';
export { expectOk, withQuery } from '../test/fixtures.js';
export { createChain, fakeIdNumber, multipart } from '../test/org.js';
export { EXAM_DAY, insertPublication, MINUTE, startExamTest } from '../modules/attempts/test/attempt-fixture.js';

// The question bank in its stored form, drawn as a candidate's start draws it.
export { bankRow, insertKnowledge, insertQuestions, seededRandom } from '../test/test-bank.js';
export { drawPaper } from '../modules/papers/index.js';
export type { Database } from '../db/schema.js';

// Candidate accounts as the product makes them (accounts owns the users table).
export { candidateRow, createCandidateAccounts, type NewCandidate } from '../modules/accounts/index.js';

// A session as a sign-in writes it, without the password's hash (bench/start-instructions.ts runs under valgrind).
export { createSession } from '../modules/auth/index.js';

// Hostile files refused while the health endpoint is timed (bench/hostile-files.ts).
export { healthLatencies, hostileFiles, hostileRound, percentile } from '../test/hostile-load.js';
