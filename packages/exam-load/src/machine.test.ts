import { describe, expect, it } from 'vitest';
import { describeSecond, machineShare, parseProcStat, readMachineTimes, worstSecond, type MachineSecond } from './machine.js';

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
