/**
 * The whole machine's CPU, second by second, read from /proc/stat: what the server processes and
 * the load generator do not account for ("others": PostgreSQL, nginx, Redis, anything else on the
 * machine), and the time the hypervisor took away (steal) or the disk held (iowait). A stall that
 * shows in the load generator's own loop and in the server's latencies alike can then be read
 * against the second it happened in: both processes busy, something else busy, the machine taken
 * away, or the disk (docs/performance.md round 28). Per phase, "others" is also named by program
 * (postgres, nginx, redis-server) from every process's own counters, so a run on shared cores says
 * which neighbour took them (round 29).
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

/** A process's CPU seconds so far (user + system) and its program's name, from /proc/<pid>/stat. */
export interface ProcessTimes {
  program: string;
  seconds: number;
}

/** `pid (name) state ppid … utime stime …`: the name may hold spaces and parentheses. */
export function parsePidStat(text: string): ProcessTimes | null {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  const fields = text.slice(close + 2).split(' ');
  const seconds = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  return Number.isFinite(seconds) ? { program: text.slice(open + 1, close), seconds } : null;
}

/** Every process on the machine by pid (threads are counted in their process); empty without /proc. */
export function readProcessTimes(): Map<number, ProcessTimes> {
  const processes = new Map<number, ProcessTimes>();
  let entries: string[];
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return processes;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const times = parsePidStat(fs.readFileSync(`/proc/${entry}/stat`, 'utf8'));
      if (times) processes.set(Number(entry), times);
    } catch {
      // It ended between the listing and the read: its time is not counted, as for any process
      // that ends inside a stretch.
    }
  }
  return processes;
}

/** Kernel threads carry their core and current work queue ("kworker/1:2-events"): one name for all. */
const programOf = (times: ProcessTimes) => times.program.split('/', 1)[0]!;

export interface ProgramShare {
  program: string;
  cores: number;
}

/**
 * The CPU each program used between two readings, in cores, largest first, leaving out the pids
 * already accounted for (the servers, the load generator). A process that appeared in between is
 * counted whole; one that ended in between is not counted at all, so the programs' sum can fall
 * short of "others".
 */
export function programShares(
  before: ReadonlyMap<number, ProcessTimes>,
  after: ReadonlyMap<number, ProcessTimes>,
  seconds: number,
  accountedFor: ReadonlySet<number>,
): ProgramShare[] {
  const byProgram = new Map<string, number>();
  for (const [pid, now] of after) {
    if (accountedFor.has(pid)) continue;
    const program = programOf(now);
    const then = before.get(pid);
    const used = then && programOf(then) === program ? now.seconds - then.seconds : now.seconds;
    if (used > 0) byProgram.set(program, (byProgram.get(program) ?? 0) + used);
  }
  return [...byProgram]
    .map(([program, used]) => ({ program, cores: used / seconds }))
    .sort((a, b) => b.cores - a.cores || a.program.localeCompare(b.program));
}

const cores = (value: number) => value.toFixed(2);

/** "postgres 0.55, nginx 0.12, redis-server 0.02": the programs that took at least 0.01 of a core. */
export function describePrograms(shares: readonly ProgramShare[], limit = 4): string {
  const shown = shares.filter((share) => share.cores >= 0.005).slice(0, limit);
  return shown.length === 0 ? '-' : shown.map((share) => `${share.program} ${cores(share.cores)}`).join(', ');
}

/** "late 984 ms: busy 0.40 (server 0.20, generator 0.10, others 0.10), steal 0.90, iowait 0.05" */
export function describeSecond(second: MachineSecond): string {
  return (
    `late ${second.lateMs.toFixed(0)} ms: busy ${cores(second.busyCores)} (server ${cores(second.serverCores)}, generator ` +
    `${cores(second.generatorCores)}, others ${cores(second.othersCores)}), steal ${cores(second.stealCores)}, iowait ${cores(second.iowaitCores)}`
  );
}
