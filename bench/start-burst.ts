/**
 * The exam's opening minute in isolation: candidates who signed in before the opening each start
 * the exam-day paper (100 questions, the benchmark's own data) and fetch its content, as the
 * exam page does, with a fixed number of starts in flight, in process (inject), on a SQLite file
 * opened as the server opens it (WAL, synchronous=FULL), or on PostgreSQL when DATABASE_URL is
 * set. Prints starts per second, latency percentiles and the CPU this process spent per start:
 * the figure that says whether a change made a start cheaper, whatever the machine's speed that
 * hour (the exam-day run's burst is this cost times thousands, on one event loop).
 * Run: npm run bench:start-burst [-- --candidates 2000] [--in-flight 64] [--warm-up 0] [--no-login] [--cpu-profile file]
 * `--no-login` writes each candidate's session straight into the database, as a sign-in does,
 * without its password hash: bench/start-instructions.ts runs this file under valgrind, where
 * each argon2id hash would take seconds. `--cpu-profile` writes V8's CPU profile of the measured
 * burst alone (open it in Chrome's DevTools, Performance panel).
 */
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { API, USER_TYPE } from '@kaoshi/contracts';
import { parseOptions } from '@kaoshi/exam-load';
import { createSession, startTestApp } from '@kaoshi/server/testing';
import { CANDIDATE_PASSWORD, scheduleExam, seedExamDay } from '@kaoshi/server/testing/exam-day';

const valueOf = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const CANDIDATES = Number(valueOf('--candidates') ?? 2000);
// 64 by default, as in every round so far; the exam-day server sees up to its load generator's 512 connections.
const IN_FLIGHT = Number(valueOf('--in-flight') ?? 64);
const WARM_UP = Number(valueOf('--warm-up') ?? 0);
const NO_LOGIN = process.argv.includes('--no-login');
const PROFILE_FILE = valueOf('--cpu-profile');
const kind = process.env.DATABASE_URL ? 'postgres' : 'sqlite';
const BROWSER_CODINGS = 'gzip, deflate, br';
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** V8's sampling profiler in this process, from now until stop(). */
async function startProfiler() {
  const session = new inspector.Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  return {
    stop: async () => {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      return profile;
    },
  };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaoshi-start-burst-'));
const t = await startTestApp(
  kind,
  {
    // As the server runs (no response-contract checks, which the tests add).
    NODE_ENV: 'production',
    // Every sign-in comes from one address here.
    LOGIN_IP_LIMIT_PER_MINUTE: '1000000',
    CAPTCHA_IP_LIMIT_PER_MINUTE: '1000000',
  },
  { sqliteFile: kind === 'sqlite' ? path.join(dir, 'bench.sqlite') : undefined },
);
// The exam-day benchmark's data (100-question paper), in the app's own database (its PostgreSQL schema).
const data = await seedExamDay(t.app.db, parseOptions(['--candidates', String(CANDIDATES + WARM_UP), '--db', kind]));
const now = Date.now();
await scheduleExam(t.app.db, data.publicationId, now - 1000, now + 3 * 3600_000);

try {
  // The check-in, before the clock starts: every candidate signed in.
  const tokens: string[] = [];
  if (NO_LOGIN) {
    const users = await t.app.db.selectFrom('users').select(['id', 'username']).where('username', 'in', data.candidates).execute();
    const idOf = new Map(users.map((user) => [user.username, user.id]));
    for (const username of data.candidates) tokens.push((await createSession(t.app.db, idOf.get(username)!, t.config.tokenTtlMs)).token);
  } else {
    for (let from = 0; from < data.candidates.length; from += 32) {
      const part = data.candidates.slice(from, from + 32);
      tokens.push(...(await Promise.all(part.map((username) => t.login(username, CANDIDATE_PASSWORD, USER_TYPE.STUDENT)))));
    }
  }
  console.log(
    `database: ${kind}${kind === 'sqlite' ? ' (file, WAL, synchronous=FULL)' : ''}; ${CANDIDATES} candidates signed in (and ${WARM_UP} to warm up); ${IN_FLIGHT} starts in flight`,
  );

  const fetched = new Set<string>();
  let failures = 0;
  /** Starts (and fetches the content of) the candidates of `tokens`, IN_FLIGHT at a time. */
  const burst = async (tokens: string[]) => {
    const latencies: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < tokens.length) {
        const token = tokens[next++]!;
        const at = performance.now();
        const start = await t.call<{ contentUrl: string }>({
          method: 'POST',
          url: API.startAttempt,
          token,
          payload: { publicationId: data.publicationId },
        });
        if (start.body.status !== 200) {
          failures++;
          continue;
        }
        // A browser asks for the content once; every other candidate's browser asks too (no shared
        // cache), accepting compression as browsers do. Its status is checked, not the body parsed:
        // that is the client's work, and would be most of what this process's CPU figure adds.
        const content = await t.app.inject({
          method: 'GET',
          url: start.body.data.contentUrl,
          headers: { authorization: `Bearer ${token}`, 'accept-encoding': BROWSER_CODINGS },
        });
        if (content.statusCode !== 200) failures++;
        fetched.add(start.body.data.contentUrl);
        latencies.push(performance.now() - at);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    return latencies;
  };
  // The warm-up's candidates start first, unmeasured: the code compiled and the caches filled, as
  // in a server that has run the check-in (under valgrind a cold start costs ten times a warm one).
  await burst(tokens.slice(0, WARM_UP));
  // With --expose-gc (bench/start-instructions.ts), the measured burst starts on a collected heap:
  // from there each run allocates the same, so the same collections fall inside it (left to
  // chance, a major one falling inside or not moved the count by a third). The collection also
  // drops compiled code, which the burst compiles again: the count overstates the compiler.
  (globalThis as { gc?: () => void }).gc?.();
  const measured = tokens.slice(WARM_UP);
  // Markers for bench/start-instructions.ts: under callgrind, the instruction count is zeroed on
  // entering libuv's uv_os_getpriority and dumped on entering uv_loadavg, calls nothing else makes,
  // so the dump holds the measured burst alone. Outside valgrind they cost a system call each.
  os.getPriority();
  const profiler = PROFILE_FILE ? await startProfiler() : undefined;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const latencies = await burst(measured);
  os.loadavg();
  if (profiler) fs.writeFileSync(PROFILE_FILE!, JSON.stringify(await profiler.stop()));
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  latencies.sort((a, b) => a - b);
  console.log(
    `${(measured.length / seconds).toFixed(0)} starts/s (start + content), p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
      `p99 ${percentile(latencies, 99).toFixed(1)} ms; CPU ${((cpu.user + cpu.system) / measured.length).toFixed(0)} µs per start ` +
      `(this process: server and client); ${fetched.size} content address(es); failed ${failures}`,
  );
  // What each candidate's browser downloads of the content, plain and as the server compresses it
  // (once per version, off the event loop, from the second ask of a coding on: asks before it go out plain).
  const sizes: string[] = [];
  for (const coding of ['', 'gzip', 'br']) {
    const ask = () =>
      t.app.inject({ method: 'GET', url: [...fetched][0]!, headers: { authorization: `Bearer ${tokens[0]}`, 'accept-encoding': coding } });
    let reply = await ask();
    for (let tries = 0; coding && reply.headers['content-encoding'] !== coding && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      reply = await ask();
    }
    sizes.push(`${(reply.rawPayload.length / 1024).toFixed(1)} KB ${coding || 'plain'}`);
  }
  console.log(`content per candidate: ${sizes.join(', ')}`);
  if (failures > 0) process.exitCode = 1;
} finally {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
