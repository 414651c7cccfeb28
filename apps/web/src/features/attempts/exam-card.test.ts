import { describe, expect, it } from 'vitest';
import { hasScoreReport } from './exam-card';

const result = { score: 8, totalScore: 10, passScore: 6, passed: 0 as const, pending: false };

describe('the exam card\'s "Print score report"', () => {
  it('appears only for a finished attempt whose final result is visible', () => {
    expect(hasScoreReport({ attemptId: 4, status: 0, result })).toBe(true);
    expect(hasScoreReport({ attemptId: 4, status: 5, result })).toBe(true);
    // Still being marked, hidden by the publication, never started, or still being written.
    expect(hasScoreReport({ attemptId: 4, status: 0, result: { ...result, pending: true } })).toBe(false);
    expect(hasScoreReport({ attemptId: 4, status: 0, result: null })).toBe(false);
    expect(hasScoreReport({ attemptId: null, status: 3, result: null })).toBe(false);
    expect(hasScoreReport({ attemptId: 4, status: 2, result })).toBe(false);
  });
});
