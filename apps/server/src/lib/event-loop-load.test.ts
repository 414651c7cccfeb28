import type { EventLoopUtilization } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { eventLoopBusyness } from './event-loop-load.js';

describe('event loop busyness', () => {
  it('reports the busy share since the last sample, at most once per window', () => {
    let clock = 0;
    let active = 0;
    let idle = 0;
    const measure = (since?: EventLoopUtilization): EventLoopUtilization => {
      const total = { active, idle, utilization: active / Math.max(1, active + idle) };
      if (!since) return total;
      const a = active - since.active;
      const i = idle - since.idle;
      return { active: a, idle: i, utilization: a / Math.max(1, a + i) };
    };
    const busyness = eventLoopBusyness(100, measure, () => clock);
    expect(busyness()).toBe(0);
    clock = 100;
    active = 80;
    idle = 20;
    expect(busyness()).toBeCloseTo(0.8);
    clock = 150; // inside the window: the last sample stands
    active = 90;
    idle = 60;
    expect(busyness()).toBeCloseTo(0.8);
    clock = 200; // since the sample at 100: 10 busy of 50
    expect(busyness()).toBeCloseTo(10 / 50);
  });
});
