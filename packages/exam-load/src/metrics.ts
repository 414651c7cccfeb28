/**
 * What the benchmark measures: per phase and operation, every call's latency and every error by
 * kind; per phase, the server processes' CPU and memory (read from /proc, so the figures are the
 * server's own, not the load generator's), the load generator's CPU and event-loop delay, and the
 * whole machine's CPU second by second (machine.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import { type IntervalHistogram, monitorEventLoopDelay, performance } from 'node:perf_hooks';
import {
  type MachineSecond,
  type MachineShare,
  type MachineTimes,
  machineShare,
  parsePidStat,
  type ProcessTimes,
  type ProgramShare,
  programShares,
  readMachineTimes,
  readProcessTimes,
  worstSecond,
} from './machine.js';

export const PHASES = ['probe', 'check-in', 'start', 'answering', 'end'] as const;
export type Phase = (typeof PHASES)[number];

interface Operation {
  latencies: number[];
  errors: Map<string, number>;
}

export interface OperationSummary {
  phase: Phase;
  operation: string;
  calls: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat. */
function cpuSecondsOf(pid: number): number {
  try {
    return parsePidStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'))?.seconds ?? 0;
  } catch {
    return 0;
  }
}

function rssMegabytesOf(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

export interface PhaseSummary {
  phase: Phase;
  seconds: number;
  /** Server CPU as a share of one core (1.0 = one core busy), summed over the instances. */
  serverCpuCores: number;
  serverRssMaxMb: number;
  generatorCpuCores: number;
  /**
   * How late the load generator's own event loop ran (p99 and max, ms): every latency it records
   * includes this, so a tail the server did not cause shows here first.
   */
  generatorLoopDelayP99Ms: number;
  generatorLoopDelayMaxMs: number;
  /** SQLite: the largest size of the write-ahead log seen in the phase (sampled every second). */
  walMaxMb: number;
  /** The whole machine over the phase (machine.ts); null without /proc. */
  machine: MachineShare | null;
  /** The phase's second in which the load generator's loop stalled longest, with the machine then. */
  worstSecond: MachineSecond | null;
  /** "Others" over the phase by program (postgres, nginx …), largest first; empty without /proc. */
  othersByProgram: ProgramShare[];
}

/** A reading of every clock the per-second sampler compares. */
interface Reading {
  at: number;
  serverCpu: number;
  generatorCpu: NodeJS.CpuUsage;
  machine: MachineTimes | null;
}

const generatorSeconds = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1e6;

export class Metrics {
  private readonly operations = new Map<string, Operation>();
  private readonly phases: PhaseSummary[] = [];
  private phaseStart = new Map<Phase, Reading>();
  /** Every process's CPU at each phase's start: read per phase, not per second (a few hundred files). */
  private phaseProcesses = new Map<Phase, Map<number, ProcessTimes>>();
  private lastReading: Reading;
  private machineSeconds: MachineSecond[] = [];
  private rssMax = 0;
  private walMax = 0;
  private readonly sampler: NodeJS.Timeout;
  private readonly loopDelay: IntervalHistogram = monitorEventLoopDelay({ resolution: 10 });
  /** The start phase's latencies by operation and by the second of the phase each call began in. */
  private readonly burst = new Map<string, number[][]>();
  current: Phase = 'probe';

  constructor(
    private readonly serverPids: () => number[],
    private readonly walFile?: string,
  ) {
    this.lastReading = this.read();
    this.sampler = setInterval(() => {
      const rss = this.serverPids().reduce((sum, pid) => sum + rssMegabytesOf(pid), 0);
      this.rssMax = Math.max(this.rssMax, rss);
      this.walMax = Math.max(this.walMax, this.walMegabytes());
      this.sampleSecond();
    }, 1000);
    this.sampler.unref();
    this.loopDelay.enable();
  }

  private walMegabytes() {
    if (!this.walFile) return 0;
    try {
      return fs.statSync(this.walFile).size / 2 ** 20;
    } catch {
      return 0;
    }
  }

  private serverCpu() {
    return this.serverPids().reduce((sum, pid) => sum + cpuSecondsOf(pid), 0);
  }

  private read(): Reading {
    return { at: performance.now(), serverCpu: this.serverCpu(), generatorCpu: process.cpuUsage(), machine: readMachineTimes() };
  }

  /** The second since the last sample: the timer's lateness and what the machine did meanwhile. */
  private sampleSecond() {
    const now = this.read();
    const last = this.lastReading;
    this.lastReading = now;
    if (!now.machine || !last.machine) return;
    const seconds = (now.at - last.at) / 1000;
    const server = now.serverCpu - last.serverCpu;
    const generator = generatorSeconds(now.generatorCpu) - generatorSeconds(last.generatorCpu);
    this.machineSeconds.push({
      ...machineShare(last.machine, now.machine, seconds, server, generator),
      lateMs: Math.max(0, now.at - last.at - 1000),
      serverCores: server / seconds,
      generatorCores: generator / seconds,
    });
  }

  beginPhase(phase: Phase) {
    this.current = phase;
    this.rssMax = 0;
    this.walMax = 0;
    this.loopDelay.reset();
    // The sampler's next second began in the phase before; it is counted in this one, where a
    // stall at the boundary (the exam's opening) shows the moment it hurt.
    this.machineSeconds = [];
    this.phaseStart.set(phase, this.read());
    this.phaseProcesses.set(phase, readProcessTimes());
  }

  endPhase(phase: Phase) {
    const start = this.phaseStart.get(phase);
    if (!start) return;
    const end = this.read();
    const processesAtEnd = readProcessTimes();
    const seconds = (end.at - start.at) / 1000;
    const generator = generatorSeconds(end.generatorCpu) - generatorSeconds(start.generatorCpu);
    const server = end.serverCpu - start.serverCpu;
    this.phases.push({
      phase,
      seconds,
      serverCpuCores: server / seconds,
      serverRssMaxMb: Math.max(
        this.rssMax,
        this.serverPids().reduce((sum, pid) => sum + rssMegabytesOf(pid), 0),
      ),
      generatorCpuCores: generator / seconds,
      generatorLoopDelayP99Ms: this.loopDelay.count === 0 ? 0 : this.loopDelay.percentile(99) / 1e6,
      generatorLoopDelayMaxMs: this.loopDelay.count === 0 ? 0 : this.loopDelay.max / 1e6,
      walMaxMb: Math.max(this.walMax, this.walMegabytes()),
      machine: start.machine && end.machine ? machineShare(start.machine, end.machine, seconds, server, generator) : null,
      worstSecond: worstSecond(this.machineSeconds),
      othersByProgram: programShares(
        this.phaseProcesses.get(phase) ?? new Map(),
        processesAtEnd,
        seconds,
        new Set([...this.serverPids(), process.pid]),
      ),
    });
  }

  /** `beganAt` (performance.now()) places the call in the start burst's timeline; by default, `ms` before now. */
  record(operation: string, ms: number, error?: string, phase: Phase = this.current, beganAt = performance.now() - ms) {
    const key = `${phase}\u0000${operation}`;
    let entry = this.operations.get(key);
    if (!entry) this.operations.set(key, (entry = { latencies: [], errors: new Map() }));
    entry.latencies.push(ms);
    if (error) entry.errors.set(error, (entry.errors.get(error) ?? 0) + 1);
    const burstStart = this.phaseStart.get('start');
    if (phase === 'start' && burstStart) {
      const second = Math.max(0, Math.floor((beganAt - burstStart.at) / 1000));
      let seconds = this.burst.get(operation);
      if (!seconds) this.burst.set(operation, (seconds = []));
      (seconds[second] ??= []).push(ms);
    }
  }

  /**
   * The start phase second by second (by when each call began): whether a tail belongs to every
   * second, to the burst's end (a queue that grew), or to one moment (a pause).
   */
  burstTimeline(operation: string): { second: number; calls: number; p50: number; p99: number; max: number }[] {
    const rows = [];
    for (const [second, latencies] of (this.burst.get(operation) ?? []).entries()) {
      if (!latencies) continue; // a second in which no such call began
      const sorted = [...latencies].sort((a, b) => a - b);
      rows.push({
        second,
        calls: sorted.length,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? Number.NaN,
      });
    }
    return rows;
  }

  /** One row per phase and operation, in phase order; rate over the phase's duration. */
  operationSummaries(): OperationSummary[] {
    const rows: OperationSummary[] = [];
    for (const [key, { latencies, errors }] of this.operations) {
      const [phase, operation] = key.split('\u0000') as [Phase, string];
      const seconds = this.phases.find((p) => p.phase === phase)?.seconds ?? Number.NaN;
      const sorted = [...latencies].sort((a, b) => a - b);
      rows.push({
        phase,
        operation,
        calls: sorted.length,
        errors: [...errors.values()].reduce((a, b) => a + b, 0),
        rps: sorted.length / seconds,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? Number.NaN,
      });
    }
    return rows.sort((a, b) => PHASES.indexOf(a.phase) - PHASES.indexOf(b.phase));
  }

  /** Every latency of the operations `include` picks, unsorted. */
  latencies(include: (phase: Phase, operation: string) => boolean): number[] {
    const all: number[] = [];
    for (const [key, { latencies }] of this.operations) {
      const [phase, operation] = key.split('\u0000') as [Phase, string];
      if (include(phase, operation)) for (const latency of latencies) all.push(latency);
    }
    return all;
  }

  errorsByKind(): Map<string, number> {
    const all = new Map<string, number>();
    for (const [key, { errors }] of this.operations) {
      const [phase, operation] = key.split('\u0000');
      for (const [kind, count] of errors) all.set(`${phase} ${operation}: ${kind}`, count);
    }
    return all;
  }

  phaseSummaries(): readonly PhaseSummary[] {
    return this.phases;
  }

  stop() {
    clearInterval(this.sampler);
    this.loopDelay.disable();
  }
}

export const machineDescription = () =>
  `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
