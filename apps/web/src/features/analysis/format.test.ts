import { describe, expect, it } from 'vitest';
import { formatCoefficient, formatDuration, formatOptionCounts, formatPercent, formatScore, percentValue } from './format';

describe('analysis number formats', () => {
  it('writes rates as percentages with one decimal, and a dash when nobody sat', () => {
    expect(formatPercent(0.625)).toBe('62.5%');
    expect(formatPercent(2 / 3)).toBe('66.7%');
    expect(formatPercent(1)).toBe('100.0%');
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatPercent(null)).toBe('—');
  });

  it('writes scores without trailing zero decimals', () => {
    expect(formatScore(12)).toBe('12');
    expect(formatScore(12.5)).toBe('12.5');
    expect(formatScore(12.0000001)).toBe('12');
    expect(formatScore(37 / 3)).toBe('12.33');
    expect(formatScore(0)).toBe('0');
    expect(formatScore(null)).toBe('—');
  });

  it('writes coefficients with two decimals and never "-0.00"', () => {
    expect(formatCoefficient(0.4567)).toBe('0.46');
    expect(formatCoefficient(-0.25)).toBe('-0.25');
    expect(formatCoefficient(-0.001)).toBe('0.00');
    expect(formatCoefficient(null)).toBe('—');
  });

  it('writes durations as h:mm:ss', () => {
    expect(formatDuration(0)).toBe('0:00:00');
    expect(formatDuration(65_999)).toBe('0:01:05');
    expect(formatDuration(2 * 3_600_000 + 3 * 60_000 + 4_000)).toBe('2:03:04');
  });

  it('lists option choices in key order', () => {
    expect(formatOptionCounts({ C: 3, A: 12, B: 40 })).toBe('A 12 · B 40 · C 3');
    expect(formatOptionCounts({})).toBe('—');
  });

  it('turns rates into chart percentages, keeping gaps', () => {
    expect(percentValue(0.6667)).toBe(66.7);
    expect(percentValue(null)).toBeNull();
  });
});
