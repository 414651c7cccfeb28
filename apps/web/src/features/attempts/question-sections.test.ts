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

describe('composites on the exam page', () => {
  it('gathers a composite’s parts under it as one numbered item', async () => {
    const { examItems, itemState } = await import('./question-sections');
    const composite = question(20, 7);
    const parts = [
      { ...question(21, 5), parentId: 20 },
      { ...question(22, 4), parentId: 20, blankCount: 2 },
    ];
    const items = examItems([question(10, 0), composite, ...parts, question(30, 6)]);
    expect(items.map((item) => [item.question.questionId, item.parts.map((part) => part.questionId)])).toEqual([
      [10, []],
      [20, [21, 22]],
      [30, []],
    ]);
    const save = (text: string, flagged = false) => ({ answer: { choices: [], text }, flagged, latestSeq: 1, ackedSeq: 1, error: null });
    const half = new Map([
      [21, save('because')],
      [22, save('["",""]', true)],
    ]);
    expect(itemState(items[1]!, half)).toEqual({ answered: false, flagged: true, unsaved: false });
    const whole = new Map([
      [21, save('because')],
      [22, save('["a",""]')],
    ]);
    expect(itemState(items[1]!, whole).answered).toBe(true);
  });
});
