import type { ScoreSummary } from '@kaoshi/contracts';
import { describe, expect, it } from 'vitest';
import { summaryFigure } from './summary-cards';

const summary = (unit: ScoreSummary['unit']): ScoreSummary => ({ count: 2, unit, mean: 75, median: 75, sd: 25, highest: 100, lowest: 50 });

describe('summaryFigure', () => {
  it('writes points as they are and a mix of totals in percent of each total', () => {
    expect(summaryFigure(summary('points'), 'mean')).toBe('75');
    expect(summaryFigure(summary('percent'), 'mean')).toBe('75%');
    expect(summaryFigure(summary('percent'), 'count')).toBe('2');
    expect(summaryFigure({ ...summary('percent'), count: 0, mean: null }, 'mean')).toBe('—');
  });
});
