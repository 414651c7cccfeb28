import type { QuestionRecord, QuestionType } from '@kaoshi/contracts';
import { describe, expect, it } from 'vitest';
import {
  addQuestions,
  type DraftItem,
  type DraftRule,
  fixedTotal,
  moveWithinSection,
  paperBody,
  paperTotal,
  ruleQuestionCount,
  rulesComplete,
  rulesTotal,
  sections,
  setSectionScore,
  sortIntoSections,
} from './paper-model';

const item = (questionId: number, type: QuestionType, score = 1): DraftItem => ({
  questionId,
  type,
  score,
  stemText: `Q${questionId}`,
  difficulty: 3,
  knowledgeName: null,
  retired: 0,
});
const rule = (count: number | null, score: number | null): DraftRule => ({
  key: 0,
  type: 0,
  knowledgeId: null,
  difficulty: null,
  count,
  score,
});
const ids = (items: DraftItem[]) => items.map((i) => i.questionId);

describe('totals', () => {
  it('a fixed paper scores the sum of its items, halves included', () => {
    expect(fixedTotal([item(1, 0, 2), item(2, 1, 1.5), item(3, 2, 0.5)])).toBe(4);
  });
  it('a random paper scores count × score per rule, and an empty input counts as nothing', () => {
    const rules = [rule(10, 2), rule(3, 1.5), rule(null, 4)];
    expect(rulesTotal(rules)).toBe(24.5);
    expect(ruleQuestionCount(rules)).toBe(13);
    expect(paperTotal('random', [item(1, 0, 99)], rules)).toBe(24.5);
    expect(paperTotal('fixed', [item(1, 0, 99)], rules)).toBe(99);
  });
  it('rules can be checked only when every count and score is filled in', () => {
    expect(rulesComplete([rule(1, 1)])).toBe(true);
    expect(rulesComplete([rule(1, 1), rule(1, null)])).toBe(false);
    expect(rulesComplete([])).toBe(false);
  });
});

describe('sections', () => {
  const items = sortIntoSections([item(1, 2), item(2, 0, 2), item(3, 3), item(4, 0, 3), item(5, 2)]);

  it('go single, multiple, true/false, external link, keeping the order within each', () => {
    expect(ids(items)).toEqual([2, 4, 1, 5, 3]);
    expect(sections(items).map((s) => [s.type, ids(s.items), s.subtotal])).toEqual([
      [0, [2, 4], 5],
      [2, [1, 5], 2],
      [3, [3], 1],
    ]);
  });

  it('a question moves past its neighbour in the same section only', () => {
    expect(ids(moveWithinSection(items, 4, 'up'))).toEqual([4, 2, 1, 5, 3]);
    expect(ids(moveWithinSection(items, 1, 'up'))).toEqual(ids(items));
    expect(ids(moveWithinSection(items, 4, 'down'))).toEqual(ids(items));
    expect(ids(moveWithinSection(items, 1, 'down'))).toEqual([2, 4, 5, 1, 3]);
  });

  it('a section can be given one score for all its questions', () => {
    expect(setSectionScore(items, 0, 2.5).map((i) => i.score)).toEqual([2.5, 2.5, 1, 1, 1]);
  });

  it('added questions go to the end of their section at their default score, never twice', () => {
    const question = (questionId: number, type: QuestionType, score: number) =>
      ({ questionId, type, score, stemText: '', difficulty: 1, knowledgeName: 'K', retired: 0 }) as QuestionRecord;
    const added = addQuestions(items, [question(6, 0, 4), question(2, 0, 9), question(7, 1, 1.5)]);
    expect(ids(added)).toEqual([2, 4, 6, 7, 1, 5, 3]);
    expect(added.find((i) => i.questionId === 2)!.score).toBe(2);
    expect(added.find((i) => i.questionId === 7)!.score).toBe(1.5);
  });
});

describe('the save body', () => {
  const settings = { courseId: 3, name: 'P', passScore: 6, durationMinutes: 60, shuffleQuestions: 1 as const, shuffleOptions: 0 as const };

  it('sends only the list that matches the mode', () => {
    const fixed = paperBody({ ...settings, mode: 'fixed' }, [item(1, 0, 2)], [rule(2, 1)]);
    expect(fixed.items).toEqual([{ questionId: 1, score: 2 }]);
    expect(fixed.rules).toEqual([]);
    const random = paperBody({ ...settings, mode: 'random' }, [item(1, 0, 2)], [rule(2, 1)]);
    expect(random.items).toEqual([]);
    expect(random.rules).toEqual([{ type: 0, knowledgeId: null, difficulty: null, count: 2, score: 1 }]);
  });
});
