import { describe, expect, it } from 'vitest';
import { answerKeyProblem, canonicalSpec, questionFields } from './api/questions.js';
import { blankMarkers, type FillBlankSpec, normaliseBlankAnswer, parseBlankAnswer, scoreFillBlank } from './api/written-specs.js';

const isBlank = (html: string) => html.replace(/<[^>]*>/g, '').trim() === '';
const blank = (accepted: string[], points = 1, numeric?: { value: number; tolerance: number }) => ({
  accepted,
  points,
  ...(numeric ? { numeric } : {}),
});

describe('blank markers', () => {
  it('lists {{n}} markers in order of appearance, ignoring other braces', () => {
    expect(blankMarkers('<p>Water is {{1}} and {{2}}; {x} {{a}} {{3}}</p>')).toEqual([1, 2, 3]);
    expect(blankMarkers('<p>none</p>')).toEqual([]);
  });
});

describe('normalising a blank answer', () => {
  it('folds full-width characters, case and white space', () => {
    expect(normaliseBlankAnswer('  Ｏｘｙｇｅｎ\u3000 Gas ')).toBe('oxygen gas');
    expect(normaliseBlankAnswer('３．１４')).toBe('3.14');
    expect(normaliseBlankAnswer('A\t\n  B')).toBe('a b');
  });
});

describe('scoring a fill-in answer', () => {
  const spec: FillBlankSpec = {
    blanks: [blank(['oxygen', 'O2'], 1), blank([], 2, { value: 3.14, tolerance: 0.01 }), blank(['nitrogen'], 1.5)],
    anyOrder: false,
  };

  it('gives each right blank its points (partial credit)', () => {
    expect(scoreFillBlank(spec, ['ＯＸＹＧＥＮ', '3.149', 'argon'])).toEqual({ score: 3, blanks: [1, 2, 0] });
    expect(scoreFillBlank(spec, ['o2', '3.16', 'Nitrogen '])).toEqual({ score: 2.5, blanks: [1, 0, 1.5] });
    expect(scoreFillBlank(spec, [])).toEqual({ score: 0, blanks: [0, 0, 0] });
  });

  it('refuses an empty answer and text that only looks numeric', () => {
    const numeric: FillBlankSpec = { blanks: [blank([], 1, { value: 0, tolerance: 0 })], anyOrder: false };
    expect(scoreFillBlank(numeric, [''])).toEqual({ score: 0, blanks: [0] });
    expect(scoreFillBlank(numeric, ['0x0'])).toEqual({ score: 0, blanks: [0] });
    expect(scoreFillBlank(numeric, ['-0'])).toEqual({ score: 1, blanks: [1] });
  });

  it('in any order, matches each given answer to one blank at most, earning the most it can', () => {
    const anyOrder: FillBlankSpec = { blanks: [blank(['red', 'blue'], 1), blank(['blue'], 3)], anyOrder: true };
    // "blue" must fill the 3-point blank, "red" the other.
    expect(scoreFillBlank(anyOrder, ['blue', 'red'])).toEqual({ score: 4, blanks: [1, 3] });
    // The same answer twice fills one blank only.
    expect(scoreFillBlank(anyOrder, ['blue', 'blue'])).toEqual({ score: 4, blanks: [1, 3] });
    expect(scoreFillBlank({ ...anyOrder, blanks: [blank(['x'], 1), blank(['x'], 1)] }, ['x'])).toEqual({ score: 1, blanks: [1, 0] });
    // In order, the same answers score only where they stand.
    expect(scoreFillBlank({ ...anyOrder, anyOrder: false }, ['blue', 'red'])).toEqual({ score: 1, blanks: [1, 0] });
  });
});

describe('stored fill-in answers', () => {
  it('parses a JSON array of strings and nothing else', () => {
    expect(parseBlankAnswer('["a","b"]')).toEqual(['a', 'b']);
    expect(parseBlankAnswer('')).toEqual([]);
    expect(parseBlankAnswer('[1]')).toBeNull();
    expect(parseBlankAnswer('nope')).toBeNull();
  });
});

describe('the written types in the question form', () => {
  const base = { courseId: 1, knowledgeId: null, options: [], answer: [] };

  it('accepts a fill-in question whose markers, blanks and score agree', () => {
    const question = questionFields.parse({
      ...base,
      type: 4,
      stem: '<p>{{1}} and {{2}}</p>',
      score: 3,
      spec: { blanks: [blank(['a'], 1), blank(['b'], 2)] },
    });
    expect(answerKeyProblem(question, isBlank)).toBeNull();
    expect(canonicalSpec(4, question.spec)).toEqual({ blanks: [blank(['a'], 1), blank(['b'], 2)], anyOrder: false });
    expect(answerKeyProblem({ ...question, stem: '<p>{{2}} and {{1}}</p>' }, isBlank)).toBe('blanksMismatch');
    expect(answerKeyProblem({ ...question, stem: '<p>{{1}}</p>' }, isBlank)).toBe('blanksMismatch');
    expect(answerKeyProblem({ ...question, score: 4 }, isBlank)).toBe('scoreNotSum');
    expect(answerKeyProblem({ ...question, spec: { blanks: [blank([' '], 1), blank(['b'], 2)], anyOrder: false } }, isBlank)).toBe(
      'blankNoAnswer',
    );
    expect(answerKeyProblem({ ...question, options: ['<p>x</p>'] }, isBlank)).toBe('writtenHasOptions');
  });

  it('refuses a spec of another type and unknown fields', () => {
    expect(questionFields.safeParse({ ...base, type: 4, stem: '<p>x</p>', score: 1, spec: { blanks: [], bogus: 1 } }).success).toBe(false);
    const shortAnswer = questionFields.parse({ ...base, type: 5, stem: '<p>Why?</p>', score: 2, spec: { blanks: [blank(['a'])] } });
    expect(answerKeyProblem(shortAnswer, isBlank)).toBe('blanksMismatch');
  });

  it('checks scoring points against the score and an essay length range', () => {
    const points = [
      { text: 'cause', points: 2 },
      { text: 'effect', points: 2 },
    ];
    const short = questionFields.parse({ ...base, type: 5, stem: '<p>Why?</p>', score: 3, spec: { scoringPoints: points } });
    expect(answerKeyProblem(short, isBlank)).toBe('scoringPointsOverScore');
    expect(canonicalSpec(5, short.spec)).toEqual({ scoringPoints: points, referenceAnswer: '' });
    const essay = questionFields.parse({ ...base, type: 6, stem: '<p>Discuss</p>', score: 10, spec: { minLength: 500, maxLength: 100 } });
    expect(answerKeyProblem(essay, isBlank)).toBe('lengthRange');
    expect(answerKeyProblem({ ...essay, spec: { ...essay.spec, maxLength: 0 } }, isBlank)).toBeNull();
  });

  it('needs a composite to hold 1–10 non-composite parts whose scores make its score', () => {
    const sub = { type: 0, stem: '<p>Pick</p>', options: ['<p>a</p>', '<p>b</p>'], answer: ['A'], score: 2 };
    const composite = questionFields.parse({
      ...base,
      type: 7,
      stem: '<p>Material</p>',
      score: 5,
      subQuestions: [sub, { type: 5, stem: '<p>Why</p>', score: 3 }],
    });
    expect(answerKeyProblem(composite, isBlank)).toBeNull();
    expect(answerKeyProblem({ ...composite, score: 6 }, isBlank)).toBe('scoreNotSum');
    expect(answerKeyProblem({ ...composite, subQuestions: [] }, isBlank)).toBe('compositeEmpty');
    expect(answerKeyProblem({ ...composite, subQuestions: [{ ...composite.subQuestions[0]!, type: 7 }] }, isBlank)).toBe('compositeNested');
    expect(answerKeyProblem({ ...composite, subQuestions: [{ ...composite.subQuestions[0]!, answer: [] }] }, isBlank)).toBe('answerSingle');
    expect(answerKeyProblem({ ...composite.subQuestions[1]!, subQuestions: composite.subQuestions }, isBlank)).toBe('compositeNested');
    expect(questionFields.safeParse({ ...base, type: 7, stem: '<p>M</p>', score: 1, subQuestions: Array(11).fill(sub) }).success).toBe(
      false,
    );
  });
});
