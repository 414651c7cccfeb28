import type { PreviewQuestion } from '@kaoshi/contracts';
import { describe, expect, it } from 'vitest';
import { scoreAnswer, scoreAttempt } from './scoring.js';
import { visibleResult } from './visibility.js';

const question = (questionId: number, type: 0 | 1 | 2 | 3, answer: string[], score: number): PreviewQuestion => ({
  questionId,
  type,
  stem: '<p>q</p>',
  options: [],
  linkUrl: '',
  score,
  answer: answer as PreviewQuestion['answer'],
  explanation: '',
});

describe('scoring', () => {
  it('gives single choice and true/false their full score for the key only', () => {
    expect(scoreAnswer(question(1, 0, ['B'], 2), ['B'])).toBe(2);
    expect(scoreAnswer(question(1, 0, ['B'], 2), ['A'])).toBe(0);
    expect(scoreAnswer(question(1, 2, ['A'], 1.5), ['A'])).toBe(1.5);
    expect(scoreAnswer(question(1, 2, ['A'], 1.5), [])).toBe(0);
  });

  it('gives multiple choice its score only for exactly the key’s set, in any order', () => {
    const multiple = question(1, 1, ['A', 'C'], 4);
    expect(scoreAnswer(multiple, ['C', 'A'])).toBe(4);
    expect(scoreAnswer(multiple, ['A'])).toBe(0);
    expect(scoreAnswer(multiple, ['A', 'B', 'C'])).toBe(0);
  });

  it('leaves external-link tasks unscored and the attempt ungraded', () => {
    const paper = [question(1, 0, ['B'], 2), question(2, 3, [], 10)];
    expect(scoreAnswer(paper[1]!, [])).toBeNull();
    expect(
      scoreAttempt(paper, 1, [
        { questionId: 1, choices: 'B' },
        { questionId: 2, choices: '' },
      ]),
    ).toEqual({
      perAnswer: [
        { questionId: 1, score: 2 },
        { questionId: 2, score: null },
      ],
      objectiveScore: 2,
      gradingState: 0,
      finalScore: null,
      passed: null,
    });
  });

  it('grades an objective paper at once: passed when the score reaches the pass score', () => {
    const paper = [question(1, 0, ['B'], 3), question(2, 0, ['C'], 3)];
    expect(scoreAttempt(paper, 3, [{ questionId: 1, choices: 'B' }])).toMatchObject({
      objectiveScore: 3,
      gradingState: 2,
      finalScore: 3,
      passed: 0,
    });
    expect(scoreAttempt(paper, 3.5, [{ questionId: 1, choices: 'B' }])).toMatchObject({ finalScore: 3, passed: 1 });
  });
});

describe('result visibility', () => {
  const graded = { status: 0, totalScore: 10, passScore: 6, objectiveScore: 8, gradingState: 2, finalScore: 8, passed: 0, scoredAt: 400 };
  const window = { endsAt: 1_000 };
  it('shows a result at once, after the window closes, or never, and nothing before submission', () => {
    expect(visibleResult({ ...window, resultVisibility: 'immediate' }, graded, 500)).toEqual({
      score: 8,
      totalScore: 10,
      passScore: 6,
      passed: 0,
      pending: false,
    });
    expect(visibleResult({ ...window, resultVisibility: 'afterClose' }, graded, 999)).toBeNull();
    expect(visibleResult({ ...window, resultVisibility: 'afterClose' }, graded, 1_000)).toMatchObject({ score: 8 });
    expect(visibleResult({ ...window, resultVisibility: 'never' }, graded, 5_000)).toBeNull();
    expect(visibleResult({ ...window, resultVisibility: 'immediate' }, { ...graded, status: 4 }, 500)).toBeNull();
  });

  it('never shows a final score or a verdict while a task is being marked', () => {
    const marking = { ...graded, gradingState: 0, finalScore: null, passed: null, objectiveScore: 3 };
    expect(visibleResult({ ...window, resultVisibility: 'immediate' }, marking, 500)).toEqual({
      score: 3,
      totalScore: 10,
      passScore: 6,
      passed: 1,
      pending: true,
    });
  });

  it('shows nothing for an attempt ended but not scored yet (scoring follows the submit), rather than a 0', () => {
    const unscored = { ...graded, objectiveScore: null, gradingState: null, finalScore: null, passed: null, scoredAt: null };
    expect(visibleResult({ ...window, resultVisibility: 'immediate' }, unscored, 500)).toBeNull();
  });
});
