import { describe, expect, it } from 'vitest';
import { durationText, percentText, percentValue, relativeTime } from './format';
import { passRateOption } from './pass-rate-chart';

const MINUTE = 60_000;

describe('dashboard formats', () => {
  it('writes a relative time in the unit that fits the distance', () => {
    expect(relativeTime(45 * MINUTE, 0, 'en')).toBe('in 45 minutes');
    expect(relativeTime(3 * 60 * MINUTE, 0, 'en')).toBe('in 3 hours');
    expect(relativeTime(3 * 24 * 60 * MINUTE, 0, 'en')).toBe('in 3 days');
    expect(relativeTime(0, 5 * MINUTE, 'en')).toBe('5 minutes ago');
    expect(relativeTime(90 * MINUTE, 0, 'zh')).toBe('2小时后');
  });

  it('writes a duration in hours and minutes', () => {
    expect(durationText(45 * MINUTE, 'en')).toBe('45 min');
    expect(durationText(120 * MINUTE, 'en')).toBe('2 hr');
    expect(durationText(90 * MINUTE, 'en')).toBe('1 hr 30 min');
  });

  it('writes pass rates in percent with one decimal, and none where nobody sat', () => {
    expect(percentValue(0.625)).toBe(62.5);
    expect(percentValue(2 / 3)).toBe(66.7);
    expect(percentText(1)).toBe('100%');
    expect(percentText(0)).toBe('0%');
    expect(percentText(null)).toBe('—');
  });

  it('draws one bar per exam at its pass rate, a gap where nobody sat', () => {
    const option = passRateOption(
      [
        { publicationId: 1, name: 'A', startsAt: 0, endsAt: 1, sat: 4, passed: 3, passRate: 0.75 },
        { publicationId: 2, name: 'B', startsAt: 0, endsAt: 1, sat: 0, passed: 0, passRate: null },
      ],
      { passRate: 'Pass rate' },
    );
    expect(option.xAxis).toMatchObject({ data: ['A', 'B'] });
    const series = option.series as { data: { value: number | null }[] }[];
    expect(series[0]!.data.map((point) => point.value)).toEqual([75, null]);
  });
});
