import { type CandidateExam, EXAM_STATUS, type ExamStatus } from '@kaoshi/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n, { loadLanguage } from '../../i18n';
import { entryBlock, EXAM_STATUS_LOOK, examAction, examPhase, resultLine } from './exam-status';

const exam = (overrides: Partial<CandidateExam> = {}): CandidateExam => ({
  publicationId: 1,
  name: 'Welding',
  kind: 'normal',
  startsAt: 1000,
  endsAt: 5000,
  durationMinutes: 60,
  questionCount: 10,
  totalScore: 100,
  status: EXAM_STATUS.NOT_STARTED,
  attemptId: null,
  attemptsUsed: 0,
  attemptsAllowed: 1,
  canEnter: true,
  resultVisibility: 'immediate',
  result: null,
  ...overrides,
});

describe('exam status labels (docs/REQUIREMENTS.md §8.2)', () => {
  beforeAll(() => Promise.all((['zh', 'es', 'ja'] as const).map(loadLanguage)));

  it('names every status code in words, in every language', () => {
    const expected: Record<ExamStatus, string> = {
      0: 'Submitted',
      1: 'Saved',
      2: 'In progress',
      3: 'Not started',
      4: 'In progress (resumed)',
      5: 'Expired',
    };
    for (const [code, label] of Object.entries(expected)) {
      expect(i18n.t(`exam.status.${EXAM_STATUS_LOOK[Number(code) as ExamStatus].key}`, { lng: 'en' })).toBe(label);
      for (const lng of ['zh', 'es', 'ja'])
        expect(i18n.exists(`exam.status.${EXAM_STATUS_LOOK[Number(code) as ExamStatus].key}`, { lng, fallbackLng: false })).toBe(true);
    }
  });
});

describe('what a card offers', () => {
  it('places the exam against the server clock', () => {
    expect(examPhase(exam(), 999)).toBe('upcoming');
    expect(examPhase(exam(), 1000)).toBe('open');
    expect(examPhase(exam(), 5000)).toBe('closed');
  });

  it('offers Continue for an open attempt and Enter for a new one, nothing when the server says no', () => {
    expect(examAction(exam())).toBe('enter');
    expect(examAction(exam({ attemptId: 4, status: EXAM_STATUS.IN_PROGRESS }))).toBe('continue');
    expect(examAction(exam({ attemptId: 4, status: EXAM_STATUS.SAVED }))).toBe('continue');
    expect(examAction(exam({ attemptId: 4, status: EXAM_STATUS.SUBMITTED, attemptsAllowed: 2, attemptsUsed: 1 }))).toBe('enter');
    expect(examAction(exam({ canEnter: false }))).toBeNull();
  });

  it('explains why the candidate cannot enter', () => {
    expect(entryBlock(exam({ canEnter: false }), 500)).toBe('notOpenYet');
    expect(entryBlock(exam({ canEnter: false }), 6000)).toBe('windowClosed');
    expect(entryBlock(exam({ canEnter: false, attemptsUsed: 1 }), 2000)).toBe('noAttemptsLeft');
    expect(entryBlock(exam(), 2000)).toBeNull();
  });

  it('shows the result when there is one, else when it will come', () => {
    const result = { score: 72, totalScore: 100, passScore: 60, passed: 0 as const, pending: false };
    expect(resultLine(exam({ status: EXAM_STATUS.SUBMITTED, result }))).toEqual({
      kind: 'score',
      score: 72,
      totalScore: 100,
      passed: true,
    });
    // A written or practical task still unmarked: the objective part so far is no score to show.
    expect(resultLine(exam({ status: EXAM_STATUS.SUBMITTED, result: { ...result, score: 13, passed: 1, pending: true } }))).toEqual({
      kind: 'marking',
    });
    expect(resultLine(exam({ status: EXAM_STATUS.SUBMITTED, resultVisibility: 'afterClose' }))).toEqual({ kind: 'afterClose' });
    expect(resultLine(exam({ status: EXAM_STATUS.EXPIRED, resultVisibility: 'never' }))).toEqual({ kind: 'never' });
    expect(resultLine(exam({ status: EXAM_STATUS.SUBMITTED }))).toEqual({ kind: 'marking' });
    expect(resultLine(exam({ status: EXAM_STATUS.IN_PROGRESS }))).toBeNull();
  });
});
