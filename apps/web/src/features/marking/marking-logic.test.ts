import type { AnswerSheetQuestion } from '@kaoshi/contracts';
import { describe, expect, it } from 'vitest';
import {
  answerVerdict,
  sheetNumbers,
  canMark,
  canReport,
  gradingLabel,
  holdView,
  isMarkingListKey,
  markingListKey,
  scoreProblem,
  shownLetters,
  tasksLeft,
} from './marking-logic';

const question = (fields: Partial<AnswerSheetQuestion>): AnswerSheetQuestion => ({
  questionId: 1,
  type: 0,
  stem: '',
  options: [],
  linkUrl: '',
  score: 2,
  answer: ['B'],
  explanation: '',
  choices: [],
  text: '',
  earned: null,
  comment: '',
  ...fields,
});

describe('the marking list rows', () => {
  it('labels grading: nothing for the absent, not graded, grading by the examiner, graded', () => {
    expect(gradingLabel({ attemptId: null, gradingState: null, gradingBy: null })).toEqual({ kind: 'none' });
    expect(gradingLabel({ attemptId: 4, gradingState: null, gradingBy: null })).toEqual({ kind: 'notGraded' });
    // A lapsed hold reads as not graded even though the last examiner is still named.
    expect(gradingLabel({ attemptId: 4, gradingState: 0, gradingBy: 'Mia' })).toEqual({ kind: 'notGraded' });
    expect(gradingLabel({ attemptId: 4, gradingState: 1, gradingBy: 'Mia' })).toEqual({ kind: 'grading', by: 'Mia' });
    expect(gradingLabel({ attemptId: 4, gradingState: 2, gradingBy: 'Mia' })).toEqual({ kind: 'graded' });
  });

  it('offers "Mark" for finished attempts only and the score report for graded ones', () => {
    expect(canMark({ attemptId: null, status: 3 })).toBe(false);
    expect(canMark({ attemptId: 4, status: 2 })).toBe(false);
    expect(canMark({ attemptId: 4, status: 0 })).toBe(true);
    expect(canMark({ attemptId: 4, status: 5 })).toBe(true);
    expect(canReport({ attemptId: 4, gradingState: 1 })).toBe(false);
    expect(canReport({ attemptId: 4, gradingState: 2 })).toBe(true);
    expect(canReport({ attemptId: null, gradingState: 2 })).toBe(false);
  });

  it("keys every page of one publication's list so a save can refresh them all", () => {
    expect(isMarkingListKey([markingListKey(7), { keyword: 'x' }, 2])).toBe(true);
    expect(isMarkingListKey(['markingHold', 7])).toBe(false);
  });
});

describe('the answer sheet', () => {
  const hold = { examinerId: 9, examinerName: 'Mia', expiresAt: 1_000 };

  it('scores only when our hold was taken; a refusal shows who holds it from the sheet', () => {
    expect(holdView(undefined, null)).toEqual({ kind: 'pending' });
    expect(
      holdView(
        {
          kind: 'held',
          state: { attemptId: 1, objectiveScore: 8, manualScore: null, gradingState: 1, finalScore: null, passed: null, hold },
        },
        null,
      ),
    ).toEqual({ kind: 'mine', hold });
    expect(holdView({ kind: 'refused', message: 'Mia is marking this attempt' }, hold)).toEqual({
      kind: 'other',
      hold,
      message: 'Mia is marking this attempt',
    });
  });

  it('compares each answer with the key: right, wrong, partly right, unanswered; tasks to be scored or scored', () => {
    expect(answerVerdict(question({ choices: ['B'], earned: 2 }))).toBe('right');
    expect(answerVerdict(question({ choices: ['A'], earned: 0 }))).toBe('wrong');
    expect(answerVerdict(question({ choices: [] }))).toBe('unanswered');
    expect(answerVerdict(question({ type: 1, answer: ['A', 'C'], choices: ['C', 'A'], earned: 4 }))).toBe('right');
    expect(answerVerdict(question({ type: 1, answer: ['A', 'C'], choices: ['A'], earned: 2 }))).toBe('partial');
    expect(answerVerdict(question({ type: 3, earned: null }))).toBe('unmarked');
    expect(answerVerdict(question({ type: 3, earned: 0 }))).toBe('scored');
  });

  it('fill-in answers are right, partly right or wrong by the points earned; short answers and essays wait for a mark', () => {
    const blanks = (text: string, earned: number) => question({ type: 4, answer: [], score: 3, text, earned });
    expect(answerVerdict(blanks('["a","b"]', 3))).toBe('right');
    expect(answerVerdict(blanks('["a","x"]', 1))).toBe('partial');
    expect(answerVerdict(blanks('["x","y"]', 0))).toBe('wrong');
    expect(answerVerdict(blanks('["",""]', 0))).toBe('unanswered');
    expect(answerVerdict(question({ type: 5, text: 'why', earned: null }))).toBe('unmarked');
    expect(answerVerdict(question({ type: 6, text: '<p>essay</p>', earned: 4 }))).toBe('scored');
  });

  it('numbers a composite’s parts (1), (2)… under it, the paper’s numbers running on after them', () => {
    const sheet = [
      question({ questionId: 1 }),
      question({ questionId: 2, type: 7 }),
      { ...question({ questionId: 3 }), parentId: 2 },
      { ...question({ questionId: 4 }), parentId: 2 },
      question({ questionId: 5 }),
    ];
    expect(sheetNumbers(sheet).map(({ question: q, number }) => [q.questionId, number])).toEqual([
      [1, 1],
      [2, 2],
      [3, 1],
      [4, 2],
      [5, 3],
    ]);
  });

  it('bounds a manual score to 0..the question maximum in steps of 0.5', () => {
    expect(scoreProblem(null, 10)).toBe('required');
    expect(scoreProblem(undefined, 10)).toBe('required');
    expect(scoreProblem(-0.5, 10)).toBe('range');
    expect(scoreProblem(10.5, 10)).toBe('range');
    expect(scoreProblem(2.25, 10)).toBe('step');
    expect([0, 0.5, 7.5, 10].map((value) => scoreProblem(value, 10))).toEqual([null, null, null, null]);
  });

  it('names options by the letter the candidate saw, not the bank key', () => {
    const shuffled = [{ key: 'C' }, { key: 'A' }, { key: 'B' }];
    expect(shownLetters(shuffled, ['A'])).toBe('B');
    expect(shownLetters(shuffled, ['A', 'C'])).toBe('A, B');
    expect(shownLetters(shuffled, [])).toBe('');
  });

  it('counts the tasks still to score', () => {
    expect(tasksLeft({ questions: [question({ type: 3 }), question({ type: 3, earned: 4 }), question({ choices: ['B'] })] })).toBe(1);
  });
});
