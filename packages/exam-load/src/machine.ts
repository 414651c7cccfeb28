/**
 * The whole machine's CPU, second by second, read from /proc/stat: what the server processes and
 * the load generator do not account for ("others": PostgreSQL, nginx, Redis, anything else on the
 * machine), and the time the hypervisor took away (steal) or the disk held (iowait). A stall that
 * shows in the load generator's own loop and in the server's latencies alike can then be read
 * against the second it happened in: both processes busy, something else busy, the machine taken
 * away, or the disk (docs/performance.md round 28).
 */
import fs from 'node:fs';

/** Linux's USER_HZ: /proc counts CPU time in these ticks (the processes' own stat as well). */
export const CLOCK_TICKS_PER_SECOND = 100;

/** Seconds of CPU time since boot, all cores summed, by what the cores were doing. */
export interface MachineTimes {
  busy: number;
  idle: number;
  iowait: number;
  steal: number;
}

/**
 * The first line of /proc/stat: `cpu user nice system idle iowait irq softirq steal guest
 * guest_nice`, in clock ticks. Guest time is already counted in user time, so it is left out.
 */
export function parseProcStat(text: string): MachineTimes | null {
  const line = text.split('\n', 1)[0] ?? '';
  const fields = line.trim().split(/\s+/);
  if (fields[0] !== 'cpu' || fields.length < 9) return null;
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.slice(1, 9).map(Number) as number[];
  if ([user, nice, system, idle, iowait, irq, softirq, steal].some((value) => !Number.isFinite(value))) return null;
  return {
    busy: (user! + nice! + system! + irq! + softirq!) / CLOCK_TICKS_PER_SECOND,
    idle: idle! / CLOCK_TICKS_PER_SECOND,
    iowait: iowait! / CLOCK_TICKS_PER_SECOND,
    steal: steal! / CLOCK_TICKS_PER_SECOND,
  };
}

/** Null where there is no /proc (not Linux): the report then shows the machine's columns empty. */
export function readMachineTimes(): MachineTimes | null {
  try {
    return parseProcStat(fs.readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}

/** One stretch of time (a second, or a phase) in cores: 1.0 is one core for the whole stretch. */
export interface MachineShare {
  busyCores: number;
  /** Busy, less the server processes and the load generator: everything else on the machine. */
  othersCores: number;
  iowaitCores: number;
  stealCores: number;
}

/**
 * What the machine did between two readings, as shares of `seconds`, with the server's and the
 * load generator's own CPU seconds of the same stretch taken out of "others" (never below 0:
 * the processes' ticks and the machine's are counted at slightly different moments).
 */
export function machineShare(
  before: MachineTimes,
  after: MachineTimes,
  seconds: number,
  serverCpuSeconds: number,
  generatorCpuSeconds: number,
): MachineShare {
  const busy = (after.busy - before.busy) / seconds;
  return {
    busyCores: busy,
    othersCores: Math.max(0, busy - (serverCpuSeconds + generatorCpuSeconds) / seconds),
    iowaitCores: (after.iowait - before.iowait) / seconds,
    stealCores: (after.steal - before.steal) / seconds,
  };
}

/** One second of a phase: how late the load generator's one-second timer fired, and the machine then. */
export interface MachineSecond extends MachineShare {
  /** How much later than one second after the previous sample this one ran: the generator's own stall. */
  lateMs: number;
  serverCores: number;
  generatorCores: number;
}

/** The second in which the load generator's loop stalled longest, or null when no second was sampled. */
export function worstSecond(seconds: readonly MachineSecond[]): MachineSecond | null {
  let worst: MachineSecond | null = null;
  for (const second of seconds) if (!worst || second.lateMs > worst.lateMs) worst = second;
  return worst;
}

const cores = (value: number) => value.toFixed(2);

/** "late 984 ms: busy 0.40 (server 0.20, generator 0.10, others 0.10), steal 0.90, iowait 0.05" */
export function describeSecond(second: MachineSecond): string {
  return (
    `late ${second.lateMs.toFixed(0)} ms: busy ${cores(second.busyCores)} (server ${cores(second.serverCores)}, generator ` +
    `${cores(second.generatorCores)}, others ${cores(second.othersCores)}), steal ${cores(second.stealCores)}, iowait ${cores(second.iowaitCores)}`
  );
}
