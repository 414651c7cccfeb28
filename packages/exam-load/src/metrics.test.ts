import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Metrics } from './metrics.js';

describe('Metrics.burstTimeline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('groups the start phase by the second each call began in, and leaves other phases out', () => {
    const now = vi.spyOn(performance, 'now');
    const metrics = new Metrics(() => []);
    try {
      now.mockReturnValue(10_000);
      metrics.beginPhase('start');
      // Ended at 10.5 s after 100 ms: began in second 0.
      now.mockReturnValue(10_500);
      metrics.record('start + paper', 100);
      metrics.record('start + paper', 300);
      // Ended in second 2 after 1,500 ms: began in second 1, where its wait belongs.
      now.mockReturnValue(12_700);
      metrics.record('start + paper', 1_500);
      // Second 2 has none; second 3 has one.
      now.mockReturnValue(13_800);
      metrics.record('start + paper', 50);
      metrics.record('save', 5);
      // Given where the call began (the server's share of a call, timed on the server), there.
      metrics.record("server's own: start + paper", 20, undefined, 'start', 11_200);
      metrics.endPhase('start');
      metrics.beginPhase('answering');
      metrics.record('start + paper', 9_000);

      expect(metrics.burstTimeline('start + paper')).toEqual([
        { second: 0, calls: 2, p50: 100, p99: 300, max: 300 },
        { second: 1, calls: 1, p50: 1_500, p99: 1_500, max: 1_500 },
        { second: 3, calls: 1, p50: 50, p99: 50, max: 50 },
      ]);
      expect(metrics.burstTimeline('save')).toEqual([{ second: 3, calls: 1, p50: 5, p99: 5, max: 5 }]);
      expect(metrics.burstTimeline("server's own: start + paper")).toEqual([{ second: 1, calls: 1, p50: 20, p99: 20, max: 20 }]);
      expect(metrics.burstTimeline('submit')).toEqual([]);
    } finally {
      metrics.stop();
    }
  });
});

describe('Metrics.phaseSummaries', () => {
  it("gives each phase the whole machine's share and the load generator's worst second", async () => {
    const metrics = new Metrics(() => [process.pid]);
    try {
      metrics.beginPhase('answering');
      // Keep a core busy a little, so that the phase has CPU to count.
      const until = performance.now() + 50;
      while (performance.now() < until);
      metrics.endPhase('answering');
      const [phase] = metrics.phaseSummaries();
      if (process.platform !== 'linux') return expect(phase!.machine).toBeNull();
      expect(phase!.machine!.busyCores).toBeGreaterThan(0);
      // The "server" here is this process, which is also the generator: nothing left for others beyond the rest of the machine.
      expect(phase!.machine!.othersCores).toBeLessThanOrEqual(phase!.machine!.busyCores);
      // A phase shorter than a second has no sampled second.
      expect(phase!.worstSecond).toBeNull();
    } finally {
      metrics.stop();
    }
  });
});
