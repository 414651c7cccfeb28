/**
 * The answer save in isolation: many candidates' saves arriving at once, in process (inject),
 * on a SQLite file opened as the server opens it (WAL, synchronous=FULL), or on PostgreSQL when
 * DATABASE_URL is set. Prints saves per second, this process's CPU per save and latency
 * percentiles at a few concurrency levels. Run: npm run bench:answer-save [-- --saves 20000]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { API, OPTION_KEYS } from '@kaoshi/contracts';
import { EXAM_DAY, insertPublication, MINUTE, startExamTest } from '@kaoshi/server/testing';

const kind = process.env.DATABASE_URL ? 'postgres' : 'sqlite';
const savesArg = process.argv.indexOf('--saves');
const SAVES = savesArg > 0 ? Number(process.argv[savesArg + 1]) : 20_000;
const CANDIDATES = 100;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaoshi-answer-save-'));
// SQLITE_COMMIT_PIPELINE=off measures the commits that sync inside COMMIT (decision 0014).
const pipeline = process.env.SQLITE_COMMIT_PIPELINE === 'off' ? 'off' : 'on';
const c = await startExamTest(kind, {
  candidates: CANDIDATES,
  sqliteFile: kind === 'sqlite' ? path.join(dir, 'bench.sqlite') : undefined,
  env: { SQLITE_COMMIT_PIPELINE: pipeline },
});
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

try {
  const publicationId = await insertPublication(c, { paperId: c.papers.objective, durationMinutes: 120, endsAt: EXAM_DAY + 180 * MINUTE });
  c.clock.set(EXAM_DAY + MINUTE);
  const sittings: { token: string; attemptId: number; questions: { questionId: number; options: number[] }[]; seq: number }[] = [];
  for (const candidate of c.candidates) {
    const { body } = await c.t.call<{ attemptId: number; order: { questionId: number; options: number[] }[] }>({
      method: 'POST',
      url: API.startAttempt,
      token: candidate.token,
      payload: { publicationId },
    });
    sittings.push({ token: candidate.token, attemptId: body.data.attemptId, questions: body.data.order, seq: 0 });
  }

  console.log(
    `database: ${kind}${kind === 'sqlite' ? ` (file, WAL, synchronous=FULL, commit pipeline ${pipeline})` : ''}; ${CANDIDATES} candidates; ${SAVES} saves per level`,
  );
  for (const concurrency of [1, 16, 128, 512]) {
    const latencies: number[] = [];
    let next = 0;
    let failures = 0;
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const worker = async () => {
      while (next < SAVES) {
        const n = next++;
        const sitting = sittings[n % sittings.length]!;
        const question = sitting.questions[n % sitting.questions.length]!;
        const at = performance.now();
        const { body } = await c.t.call({
          method: 'POST',
          url: API.saveAnswer,
          token: sitting.token,
          payload: {
            attemptId: sitting.attemptId,
            questionId: question.questionId,
            seq: ++sitting.seq,
            answer: { choices: [OPTION_KEYS[n % question.options.length]!] },
            flagged: false,
          },
        });
        latencies.push(performance.now() - at);
        if (body.status !== 200) failures++;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    // This process's CPU (the injecting client's included) per save: what a change to the save's
    // cost shows however fast the machine is that hour.
    const cpu = process.cpuUsage(cpuBefore);
    latencies.sort((a, b) => a - b);
    console.log(
      `concurrency ${String(concurrency).padStart(3)}: ${(SAVES / seconds).toFixed(0).padStart(6)} saves/s, ` +
        `CPU ${((cpu.user + cpu.system) / SAVES).toFixed(0)} µs per save, ` +
        `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms, failed ${failures}`,
    );
  }
} finally {
  await c.t.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
