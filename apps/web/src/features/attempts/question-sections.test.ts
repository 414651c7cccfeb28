import type { CandidateQuestion, QuestionType } from '@kaoshi/contracts';
import { describe, expect, it } from 'vitest';
import { formatNumbers, numbersWhere, questionSections } from './question-sections';

const question = (questionId: number, type: QuestionType): CandidateQuestion => ({
  questionId,
  type,
  stem: '',
  options: [],
  linkUrl: '',
  score: 1,
});

describe('the navigation panel', () => {
  it('groups questions by type in paper order, keeping the paper’s numbers', () => {
    const sections = questionSections([question(10, 0), question(11, 0), question(12, 1), question(13, 3), question(14, 1)]);
    expect(sections.map((s) => [s.type, s.items.map((i) => i.number)])).toEqual([
      [0, [1, 2]],
      [1, [3, 5]],
      [3, [4]],
    ]);
  });

  it('lists unanswered or marked questions by number, ranges shortened', () => {
    const questions = [1, 2, 3, 4, 5, 6, 7].map((id) => question(id, 0));
    expect(numbersWhere(questions, (id) => id !== 4)).toEqual([1, 2, 3, 5, 6, 7]);
    expect(formatNumbers([1, 2, 3, 5, 6, 9])).toBe('1–3, 5, 6, 9');
    expect(formatNumbers([])).toBe('');
  });
});
