/**
 * The benchmark's printout: the floor, each phase's server load, each operation's rate and
 * latency, errors by kind, the verification, the targets as PASS/FAIL lines and one markdown row
 * for docs/performance.md. Returns whether every target was met.
 */
import {
  type CandidateOutcome,
  describePrograms,
  describeSecond,
  type ExamDayOptions,
  type Metrics,
  type OperationSummary,
  percentile,
  START_OPERATION,
} from '@kaoshi/exam-load';
import { describeFsync, type Floor } from './floor.js';
import { type AcknowledgedCheck, type AttemptsCheck, SUBMISSION_LIMIT_MS } from '@kaoshi/server/testing/exam-day';

export const TARGETS = { saveP99Ms: 100, paperP99Ms: 500 };

export interface ReportInput {
  options: ExamDayOptions;
  database: string;
  floor: Floor;
  probeSavesPerSecond: number;
  metrics: Metrics;
  outcomes: readonly CandidateOutcome[];
  acknowledged: AcknowledgedCheck;
  attempts: AttemptsCheck;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 1 : 0) : '-');
const table = (header: string[], rows: string[][]) => {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [line(header), ...rows.map(line)].join('\n');
};

/** Every answer save the candidates made during the exam (not the probe's), merged. */
function examSaveLatencies(metrics: Metrics): number[] {
  return metrics.latencies((phase, operation) => phase !== 'probe' && operation.startsWith('save')).sort((a, b) => a - b);
}

/** What a ladder keeps of one run: the figures its table shows, beside the same run's floor. */
export interface RunSummary {
  candidates: number;
  passed: boolean;
  saveP99Ms: number;
  paperP99Ms: number;
  errors: number;
  lost: number;
  lastSubmissionAfterDeadlineS: number;
  floor: Floor;
  probeSavesPerSecond: number;
  /** The target lines that failed, for the ladder's summary. */
  failed: string[];
}

export function printReport(input: ReportInput): RunSummary {
  const { options, floor, metrics, acknowledged, attempts } = input;
  const operations = metrics.operationSummaries();
  const errors = metrics.errorsByKind();
  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  const stopped = input.outcomes.filter((outcome) => outcome.stoppedBy);

  console.log(
    `\n== Exam day: ${options.candidates} candidates, ${options.questions} questions, ${options.instances} instance(s), ${input.database}`,
  );
  console.log(
    `check-in ${options.checkInSeconds} s, start within ${options.startWindowSeconds} s, one answer per ${options.thinkSeconds} s per candidate, ` +
      `${options.changeShare * 100} % change answers, ${options.offlineShare * 100} % go offline and resend, ${options.serverSubmitShare * 100} % left to the deadline sweep; ` +
      `${options.proctors} proctor(s) watching the live page`,
  );

  console.log('\n== Floor (measured in this run, on this machine)');
  console.log(`disk: ${describeFsync(floor.fsync)}`);
  console.log(`bare Fastify endpoint (POST, JSON envelope, 64 in flight): ${floor.bareFastifyRps.toFixed(0)} requests/s`);
  console.log(
    `single-row upsert, each its own durable commit: ${floor.upsertsPerSecond.toFixed(0)}/s` +
      (floor.pooledUpsertsPerSecond ? ` on one connection, ${floor.pooledUpsertsPerSecond.toFixed(0)}/s on the server's pool of 10` : ''),
  );
  const upsertFloor = floor.pooledUpsertsPerSecond ?? floor.upsertsPerSecond;
  console.log(
    `answer save through the product (closed loop, 64 candidates): ${input.probeSavesPerSecond.toFixed(0)}/s = ` +
      `${((input.probeSavesPerSecond / floor.bareFastifyRps) * 100).toFixed(0)} % of the bare endpoint, ` +
      `${(input.probeSavesPerSecond / upsertFloor).toFixed(2)}× the single-row upsert rate`,
  );

  console.log('\n== Phases (server CPU: cores busy, summed over instances)');
  console.log(
    table(
      ['phase', '', 'seconds', 'server CPU', 'server RSS max MB', 'load generator CPU', 'its loop delay p99 / max ms', 'WAL max MB'],
      metrics
        .phaseSummaries()
        .map((p) => [
          p.phase,
          '',
          p.seconds.toFixed(0),
          p.serverCpuCores.toFixed(2),
          p.serverRssMaxMb.toFixed(0),
          p.generatorCpuCores.toFixed(2),
          `${p.generatorLoopDelayP99Ms.toFixed(0)} / ${p.generatorLoopDelayMaxMs.toFixed(0)}`,
          p.walMaxMb.toFixed(1),
        ]),
    ),
  );

  console.log(
    '\n== The machine (cores: all busy; others = busy less the servers and the load generator: database, proxy, anything else; steal = taken by the hypervisor)',
  );
  console.log(
    table(
      ['phase', '', 'busy', 'others', 'steal', 'iowait', 'others by program', "the load generator's worst second"],
      metrics
        .phaseSummaries()
        .map((p) => [
          p.phase,
          '',
          p.machine ? p.machine.busyCores.toFixed(2) : '-',
          p.machine ? p.machine.othersCores.toFixed(2) : '-',
          p.machine ? p.machine.stealCores.toFixed(2) : '-',
          p.machine ? p.machine.iowaitCores.toFixed(2) : '-',
          describePrograms(p.othersByProgram),
          p.worstSecond ? describeSecond(p.worstSecond) : '-',
        ]),
    ),
  );

  console.log('\n== Operations (latency in ms)');
  console.log(
    table(
      ['phase', 'operation', 'calls', 'errors', 'per s', 'p50', 'p95', 'p99', 'max'],
      operations.map((o: OperationSummary) => [
        o.phase,
        o.operation,
        String(o.calls),
        String(o.errors),
        o.rps.toFixed(1),
        ms(o.p50),
        ms(o.p95),
        ms(o.p99),
        ms(o.max),
      ]),
    ),
  );

  console.log(`\n== Errors by kind: ${errorCount}`);
  for (const [kind, count] of [...errors].sort((a, b) => b[1] - a[1])) console.log(`${String(count).padStart(7)}  ${kind}`);
  if (stopped.length > 0) {
    const reasons = new Map<string, number>();
    for (const outcome of stopped) reasons.set(outcome.stoppedBy!, (reasons.get(outcome.stoppedBy!) ?? 0) + 1);
    console.log(`candidates who could not go on: ${stopped.length}`);
    for (const [reason, count] of reasons) console.log(`${String(count).padStart(7)}  ${reason}`);
  }

  console.log('\n== Verification against the database');
  console.log(`acknowledged answers: ${acknowledged.acknowledgedAnswers}; lost answers: ${acknowledged.lostAnswers}`);
  for (const example of acknowledged.lostExamples) console.log(`  lost: ${example}`);
  console.log(
    `attempts: ${attempts.attempts} of ${options.candidates} candidates; submitted by the candidate ${attempts.submittedByCandidate}, ` +
      `by the deadline sweep ${attempts.submittedByServer}; still open ${attempts.stillOpen}; unscored ${attempts.unscored}`,
  );
  console.log(
    `last submission ${(attempts.lastSubmissionAfterDeadlineMs / 1000).toFixed(1)} s after the deadline; more than ${SUBMISSION_LIMIT_MS / 1000} s after it: ${attempts.lateSubmissions}`,
  );

  const saves = examSaveLatencies(metrics);
  const saveP99 = percentile(saves, 99);
  const paper = operations.find((o) => o.phase === 'start' && o.operation === START_OPERATION);
  const paperP99 = paper?.p99 ?? Number.NaN;
  const checks: [boolean, string][] = [
    [errorCount === 0 && stopped.length === 0, `zero errors (${errorCount} errors, ${stopped.length} candidates stopped)`],
    [
      acknowledged.lostAnswers === 0 && acknowledged.acknowledgedAnswers > 0,
      `zero lost answers (${acknowledged.lostAnswers} of ${acknowledged.acknowledgedAnswers} acknowledged)`,
    ],
    [saveP99 < TARGETS.saveP99Ms, `answer-save p99 under ${TARGETS.saveP99Ms} ms (${ms(saveP99)} ms over ${saves.length} saves)`],
    [paperP99 < TARGETS.paperP99Ms, `paper fetch p99 in the start burst under ${TARGETS.paperP99Ms} ms (${ms(paperP99)} ms)`],
    [
      attempts.attempts === options.candidates && attempts.stillOpen === 0 && attempts.unscored === 0 && attempts.lateSubmissions === 0,
      `every attempt submitted and scored within ${SUBMISSION_LIMIT_MS / 1000} s of the deadline (${attempts.attempts} attempts, ${attempts.stillOpen} open, ${attempts.unscored} unscored, ${attempts.lateSubmissions} late)`,
    ],
  ];
  console.log('\n== Targets');
  for (const [ok, text] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${text}`);
  const passed = checks.every(([ok]) => ok);

  const peakCpu = Math.max(...metrics.phaseSummaries().map((p) => p.serverCpuCores));
  const peakRss = Math.max(...metrics.phaseSummaries().map((p) => p.serverRssMaxMb));
  const startBurst = metrics.phaseSummaries().find((p) => p.phase === 'start');
  console.log('\n== Row for docs/performance.md');
  console.log(
    '| candidates | database | instances | check-in / think | save p99 | paper p99 | start burst | errors | lost | last submission | server CPU peak / RSS | floor: fsync / bare / upsert / save | result |',
  );
  console.log(
    `| ${options.candidates} | ${options.db} | ${options.instances} | ${options.checkInSeconds} s / ${options.thinkSeconds} s | ${ms(saveP99)} ms | ${ms(paperP99)} ms | ` +
      `${startBurst ? startBurst.seconds.toFixed(1) : '-'} s | ${errorCount} | ${acknowledged.lostAnswers} | +${(attempts.lastSubmissionAfterDeadlineMs / 1000).toFixed(1)} s | ` +
      `${peakCpu.toFixed(2)} cores / ${peakRss.toFixed(0)} MB | ${floor.fsync.perSecond.toFixed(0)} / ${floor.bareFastifyRps.toFixed(0)} / ${upsertFloor.toFixed(0)} / ${input.probeSavesPerSecond.toFixed(0)} per s | ${passed ? 'PASS' : 'FAIL'} |`,
  );
  return {
    candidates: options.candidates,
    passed,
    saveP99Ms: saveP99,
    paperP99Ms: paperP99,
    errors: errorCount,
    lost: acknowledged.lostAnswers,
    lastSubmissionAfterDeadlineS: attempts.lastSubmissionAfterDeadlineMs / 1000,
    floor,
    probeSavesPerSecond: input.probeSavesPerSecond,
    failed: checks.filter(([ok]) => !ok).map(([, text]) => text),
  };
}

/**
 * The ladder's table: one row per count with the same run's floor beside it (fsync rate, bare
 * endpoint, upserts), so that a figure from one day can be set against another day's as a ratio,
 * and the largest count that met every target. A count whose run broke off is a failed row.
 */
export function ladderTable(rows: readonly (RunSummary | { candidates: number; error: string })[]): string {
  const lines = [
    '| candidates | save p99 | paper p99 | errors | lost | last submission | fsync/s (p99) | bare req/s | upserts/s | probe saves/s | result |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const row of rows) {
    if ('error' in row) {
      lines.push(`| ${row.candidates} | - | - | - | - | - | - | - | - | - | broke off: ${row.error.replaceAll('|', '/').slice(0, 80)} |`);
      continue;
    }
    const upserts = row.floor.pooledUpsertsPerSecond ?? row.floor.upsertsPerSecond;
    lines.push(
      `| ${row.candidates} | ${ms(row.saveP99Ms)} ms | ${ms(row.paperP99Ms)} ms | ${row.errors} | ${row.lost} | +${row.lastSubmissionAfterDeadlineS.toFixed(1)} s | ` +
        `${row.floor.fsync.perSecond.toFixed(0)} (${row.floor.fsync.p99Ms.toFixed(1)} ms) | ${row.floor.bareFastifyRps.toFixed(0)} | ${upserts.toFixed(0)} | ${row.probeSavesPerSecond.toFixed(0)} | ${row.passed ? 'PASS' : 'FAIL'} |`,
    );
  }
  return lines.join('\n');
}

/** The largest count whose run met every target, or null when none did. */
export function largestPassing(rows: readonly (RunSummary | { candidates: number; error: string })[]): number | null {
  const passing = rows.filter((row): row is RunSummary => !('error' in row) && row.passed).map((row) => row.candidates);
  return passing.length > 0 ? Math.max(...passing) : null;
}
