import type { ItemAnalysisRow, MasteryRow, PassStatisticsRow, SupplementaryRow } from '@kaoshi/contracts';
import { describe, expect, it } from 'vitest';
import { distributionOption, itemAnalysisOption, masteryOption, passAxisLabel, passOption, supplementaryOption } from './charts';

/** The parts of an option the tests read (ECharts' option type is a wide union). */
interface Drawn {
  xAxis: { data: string[] };
  series: { type: string; name: string; stack?: string; yAxisIndex?: number; data: unknown[] }[];
}
const drawn = (option: unknown) => option as Drawn;

const item = (overrides: Partial<ItemAnalysisRow>): ItemAnalysisRow => ({
  questionId: 1,
  number: 1,
  type: 0,
  stemText: 'Q',
  maxScore: 2,
  answered: 10,
  facility: 0.5,
  discrimination: 0.3,
  pointBiserial: 0.4,
  optionCounts: {},
  tooEasy: false,
  tooHard: false,
  negativeDiscrimination: false,
  ...overrides,
});

describe('analysis charts', () => {
  it('draws the ten score bands with their counts', () => {
    const bands = Array.from({ length: 10 }, (_, i) => ({ from: i * 10, to: (i + 1) * 10, count: i === 9 ? 2 : i === 4 ? 1 : 0 }));
    const option = drawn(distributionOption(bands, { candidates: 'Candidates' }));
    expect(option.xAxis.data[0]).toBe('0–10%');
    expect(option.xAxis.data[9]).toBe('90–100%');
    expect(option.series[0]).toMatchObject({ type: 'bar', name: 'Candidates', data: [0, 0, 0, 0, 1, 0, 0, 0, 0, 2] });
  });

  it('draws facility in percent as bars, flagged questions in colour, and discrimination as a line on its own axis', () => {
    // Numbered as the paper shows them, whatever their ids.
    const rows = [
      item({ questionId: 9, facility: 0.95, tooEasy: true }),
      item({ questionId: 2, number: 2, facility: 0.1, tooHard: true, discrimination: -0.2, negativeDiscrimination: true }),
      item({ questionId: 3, number: 3, facility: null, discrimination: null }),
    ];
    const option = drawn(itemAnalysisOption(rows, { facility: 'Facility', discrimination: 'Discrimination' }));
    expect(option.xAxis.data).toEqual(['Q1', 'Q2', 'Q3']);
    const [bars, line] = option.series;
    expect(bars!.data).toEqual([
      { value: 95, itemStyle: { color: '#fa8c16' } },
      { value: 10, itemStyle: { color: '#ff4d4f' } },
      { value: null, itemStyle: { color: '#1677ff' } },
    ]);
    expect(line).toMatchObject({ type: 'line', yAxisIndex: 1, data: [0.3, -0.2, null] });
  });

  it('groups mastery by knowledge point with one series per batch, leaving gaps where a batch has no figure', () => {
    const row = (className: string, knowledgeId: number, knowledgeName: string, mastery: number): MasteryRow => ({
      classId: 1,
      className,
      knowledgeId,
      knowledgeName,
      earned: 1,
      available: 2,
      mastery,
    });
    const option = drawn(masteryOption([row('Spring', 1, 'Safety', 0.5), row('Spring', 2, 'Wiring', 0.75), row('Autumn', 1, 'Safety', 1)]));
    expect(option.xAxis.data).toEqual(['Safety', 'Wiring']);
    expect(option.series.map((s) => [s.name, s.data])).toEqual([
      ['Spring', [50, 75]],
      ['Autumn', [100, null]],
    ]);
  });

  it('stacks passed, failed, absent and yet to sit per exam and batch, with the pass rate over sitters as a line', () => {
    const row: PassStatisticsRow = {
      publicationId: 1,
      publicationName: 'Theory',
      classId: 2,
      className: 'Spring',
      enrolled: 5,
      sat: 4,
      windowClosed: true,
      absent: 1,
      yetToSit: 0,
      passed: 3,
      failed: 1,
      passRate: 0.75,
      passRates: { sitters: 0.75, registered: 0.6, firstAttempt: 0.5 },
    };
    const option = drawn(
      passOption([row], { passed: 'Passed', failed: 'Failed', absent: 'Absent', yetToSit: 'Yet to sit', passRate: 'Pass rate' }),
    );
    expect(option.xAxis.data).toEqual(['Theory · Spring']);
    expect(option.series.map((s) => [s.name, s.stack, s.data])).toEqual([
      ['Passed', 'candidates', [3]],
      ['Failed', 'candidates', [1]],
      ['Absent', 'candidates', [1]],
      ['Yet to sit', 'candidates', [0]],
      ['Pass rate', undefined, [75]],
    ]);
    expect(option.series[4]!.yAxisIndex).toBe(1);
  });

  it('sets the first-sitting pass rate beside the rate after the re-exam', () => {
    const row: SupplementaryRow = {
      publicationId: 3,
      publicationName: 'Re-exam',
      parentPublicationId: 1,
      parentPublicationName: 'Theory',
      eligible: 2,
      sat: 1,
      passed: 1,
      registered: 4,
      firstPassRate: 0.5,
      finalPassRate: 0.75,
    };
    const option = drawn(supplementaryOption([row], { first: 'First', final: 'Final' }));
    expect(option.xAxis.data).toEqual(['Re-exam']);
    expect(option.series.map((s) => [s.name, s.data])).toEqual([
      ['First', [50]],
      ['Final', [75]],
    ]);
  });

  it('labels the pass chart with the exam and the batch on lines of their own, so one exam’s batches read apart', () => {
    const label = (
      drawn(passOption([], { passed: '', failed: '', absent: '', yetToSit: '', passRate: '' })).xAxis as unknown as {
        axisLabel: { formatter: (value: string) => string };
      }
    ).axisLabel.formatter;
    expect(label).toBe(passAxisLabel);
    expect(passAxisLabel('2026 年电工理论考试 · 春季班')).toBe('2026 年电工理论考试\n春季班');
  });
});
