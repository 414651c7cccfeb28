import { describe, expect, it } from 'vitest';
import {
  describePrograms,
  describeSecond,
  machineShare,
  parsePidStat,
  parseProcStat,
  programShares,
  readMachineTimes,
  readProcessTimes,
  worstSecond,
  type MachineSecond,
  type ProcessTimes,
} from './machine.js';

describe('parseProcStat', () => {
  it('reads the all-cores line in seconds, with guest time left in user time', () => {
    const text = 'cpu  10557 20 4458 654946 536 7 153 39 900 0\ncpu0 5920 0 2253 326680 92 0 31 16 0 0\n';
    expect(parseProcStat(text)).toEqual({
      busy: (10557 + 20 + 4458 + 7 + 153) / 100,
      idle: 6549.46,
      iowait: 5.36,
      steal: 0.39,
    });
  });

  it('refuses what is not the all-cores line', () => {
    expect(parseProcStat('cpu0 1 2 3 4 5 6 7 8\n')).toBeNull();
    expect(parseProcStat('cpu 1 2 3\n')).toBeNull();
    expect(parseProcStat('cpu 1 2 x 4 5 6 7 8\n')).toBeNull();
    expect(parseProcStat('')).toBeNull();
  });

  it('reads this machine where it has /proc', () => {
    const times = readMachineTimes();
    if (process.platform !== 'linux') return expect(times).toBeNull();
    expect(times!.busy + times!.idle).toBeGreaterThan(0);
  });
});

describe('machineShare', () => {
  const before = { busy: 100, idle: 500, iowait: 2, steal: 1 };

  it('gives each kind of time as cores over the stretch, the two processes taken out of "others"', () => {
    const after = { busy: 103.6, idle: 500.2, iowait: 2.2, steal: 1.4 };
    const share = machineShare(before, after, 2, 2, 1);
    expect(share.busyCores).toBeCloseTo(1.8);
    expect(share.othersCores).toBeCloseTo(0.3);
    expect(share.iowaitCores).toBeCloseTo(0.1);
    expect(share.stealCores).toBeCloseTo(0.2);
  });

  it('never gives "others" below zero when the processes were counted a tick ahead', () => {
    const after = { busy: 101, idle: 501, iowait: 2, steal: 1 };
    expect(machineShare(before, after, 1, 0.8, 0.3).othersCores).toBe(0);
  });
});

describe('worstSecond', () => {
  const second = (lateMs: number): MachineSecond => ({
    lateMs,
    busyCores: 0.4,
    othersCores: 0.1,
    iowaitCores: 0.05,
    stealCores: 0.9,
    serverCores: 0.2,
    generatorCores: 0.1,
  });

  it('picks the second the load generator stalled longest, and names what the machine did then', () => {
    const worst = worstSecond([second(3), second(984), second(120)]);
    expect(worst?.lateMs).toBe(984);
    expect(describeSecond(worst!)).toBe('late 984 ms: busy 0.40 (server 0.20, generator 0.10, others 0.10), steal 0.90, iowait 0.05');
  });

  it('has none without a sampled second', () => {
    expect(worstSecond([])).toBeNull();
  });
});

describe('parsePidStat', () => {
  it("reads a process's program and its user + system seconds, a name with spaces and parentheses included", () => {
    const rest = 'S 1 2 3 4 5 6 7 8 9 10 1234 566 0 0 20 0 1 0 100 0 0';
    expect(parsePidStat(`42 (postgres) ${rest}`)).toEqual({ program: 'postgres', seconds: 18 });
    expect(parsePidStat(`43 (nginx: worker (1)) ${rest}`)).toEqual({ program: 'nginx: worker (1)', seconds: 18 });
  });

  it('refuses a line without its name or its counters', () => {
    expect(parsePidStat('42 postgres S 1')).toBeNull();
    expect(parsePidStat('42 (postgres) S 1 2')).toBeNull();
  });

  it('reads every process of this machine where it has /proc, this one among them', () => {
    const processes = readProcessTimes();
    if (process.platform !== 'linux') return expect(processes.size).toBe(0);
    expect(processes.get(process.pid)?.seconds).toBeGreaterThan(0);
  });
});

describe('programShares', () => {
  const times = (entries: [number, string, number][]) =>
    new Map<number, ProcessTimes>(entries.map(([pid, program, seconds]) => [pid, { program, seconds }]));

  it("sums each program's processes over the stretch, leaving out the pids accounted for, largest first", () => {
    const before = times([
      [10, 'postgres', 5],
      [11, 'postgres', 7],
      [20, 'nginx', 1],
      [30, 'node', 100],
    ]);
    const after = times([
      [10, 'postgres', 6],
      [11, 'postgres', 8.2],
      [20, 'nginx', 1.5],
      [30, 'node', 150],
      // Appeared in the stretch (a new backend): all of its time is inside it.
      [12, 'postgres', 0.4],
    ]);
    const shares = programShares(before, after, 2, new Set([30]));
    expect(shares.map((share) => share.program)).toEqual(['postgres', 'nginx']);
    expect(shares[0]!.cores).toBeCloseTo((1 + 1.2 + 0.4) / 2);
    expect(shares[1]!.cores).toBeCloseTo(0.25);
  });

  it('counts a kernel thread under its kind, whatever core and work queue it names', () => {
    const shares = programShares(
      times([
        [2, 'kworker/0:0-events', 1],
        [3, 'kworker/u8:3-writeback', 1],
      ]),
      times([
        // The same thread, now on another work queue.
        [2, 'kworker/0:0-mm_percpu_wq', 1.1],
        [3, 'kworker/u8:3-writeback', 1.2],
      ]),
      1,
      new Set(),
    );
    expect(shares).toHaveLength(1);
    expect(shares[0]!.program).toBe('kworker');
    expect(shares[0]!.cores).toBeCloseTo(0.3);
  });

  it('counts a reused pid of another program as a new process, and leaves idle ones out', () => {
    const shares = programShares(
      times([
        [10, 'postgres', 50],
        [11, 'redis-server', 3],
      ]),
      times([
        [10, 'sh', 0.2],
        [11, 'redis-server', 3],
      ]),
      1,
      new Set(),
    );
    expect(shares).toEqual([{ program: 'sh', cores: 0.2 }]);
  });
});

describe('describePrograms', () => {
  it('names the largest programs down to a hundredth of a core', () => {
    const shares = [
      { program: 'postgres', cores: 0.553 },
      { program: 'nginx', cores: 0.12 },
      { program: 'redis-server', cores: 0.004 },
    ];
    expect(describePrograms(shares)).toBe('postgres 0.55, nginx 0.12');
    expect(describePrograms(shares, 1)).toBe('postgres 0.55');
    expect(describePrograms([])).toBe('-');
  });
});
