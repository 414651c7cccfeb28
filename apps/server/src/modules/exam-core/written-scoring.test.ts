import { PASS_FLAG, type PreviewQuestion, QUESTION_TYPE } from '@kaoshi/contracts';
import { describe, expect, it } from 'vitest';
import { checkAnswer } from './answer-format.js';
import { joinFrozenPaper, needsManualMarking, paperTotal, shapeOf, sittingOf, toCandidateContent } from './frozen-paper.js';
import { questionResults, scoreAnswer, scoreAttempt } from './scoring.js';

const base = { stem: '<p>q {{1}} {{2}}</p>', options: [], linkUrl: '', answer: [], explanation: '' };
const fillIn: PreviewQuestion = {
  ...base,
  questionId: 11,
  type: QUESTION_TYPE.FILL_BLANK,
  score: 3,
  spec: {
    blanks: [
      { accepted: ['oxygen'], points: 1 },
      { accepted: [], points: 2, numeric: { value: 3.14, tolerance: 0.01 } },
    ],
    anyOrder: false,
  },
};
const material: PreviewQuestion = { ...base, questionId: 20, type: QUESTION_TYPE.COMPOSITE, score: 7 };
const choicePart: PreviewQuestion = {
  ...base,
  questionId: 21,
  type: QUESTION_TYPE.SINGLE,
  score: 2,
  options: [
    { key: 'A', content: 'a' },
    { key: 'B', content: 'b' },
  ],
  answer: ['B'],
  parentId: 20,
};
const shortPart: PreviewQuestion = {
  ...base,
  questionId: 22,
  type: QUESTION_TYPE.SHORT_ANSWER,
  score: 5,
  spec: { scoringPoints: [{ text: 'secret point', points: 2 }], referenceAnswer: '<p>secret reference</p>' },
  parentId: 20,
};
const essay: PreviewQuestion = {
  ...base,
  questionId: 30,
  type: QUESTION_TYPE.ESSAY,
  score: 10,
  spec: { scoringPoints: [], referenceAnswer: '<p>model essay</p>', minLength: 10, maxLength: 500 },
};

describe('scoring written answers', () => {
  it('scores fill-in blanks with partial credit from the answer text', () => {
    expect(scoreAnswer(fillIn, [], '["ＯＸＹＧＥＮ","3.1"]')).toBe(1);
    expect(scoreAnswer(fillIn, [], '["oxygen","3.14"]')).toBe(3);
    expect(scoreAnswer(fillIn, [], '')).toBe(0);
    expect(scoreAnswer(fillIn, [], 'not json')).toBe(0);
  });

  it('leaves short answers and essays to an examiner, gives a composite no row, and counts its parts once', () => {
    const paper = [fillIn, material, choicePart, shortPart, essay];
    expect(needsManualMarking(paper)).toBe(true);
    expect(needsManualMarking([fillIn])).toBe(false);
    expect(paperTotal(paper)).toBe(3 + 7 + 10);
    const scores = scoreAttempt(paper, 10, [
      { questionId: 11, choices: '', text: '["oxygen","3.14"]' },
      { questionId: 21, choices: 'B', text: '' },
      { questionId: 22, choices: '', text: 'Because' },
    ]);
    expect(scores.objectiveScore).toBe(5);
    expect(scores.finalScore).toBeNull();
    expect(questionResults(paper, scores.perAnswer)).toEqual([
      { questionId: 11, score: 3, maxScore: 3 },
      { questionId: 21, score: 2, maxScore: 2 },
      { questionId: 22, score: null, maxScore: 5 },
      { questionId: 30, score: null, maxScore: 10 },
    ]);
    const final = scoreAttempt([fillIn], 2, [{ questionId: 11, choices: '', text: '["oxygen","9"]' }]);
    expect(final).toMatchObject({ objectiveScore: 1, finalScore: 1, passed: PASS_FLAG.FAILED });
  });
});

describe('what a candidate receives of a written question', () => {
  it('tells the blank count, the essay lengths and the parent, never the key', () => {
    const fill = toCandidateContent(fillIn).content;
    expect(fill).toEqual({ questionId: 11, type: 4, stem: base.stem, options: [], linkUrl: '', score: 3, blankCount: 2 });
    expect(toCandidateContent(essay).content).toMatchObject({ minLength: 10, maxLength: 500 });
    const part = toCandidateContent(shortPart).content;
    expect(part.parentId).toBe(20);
    const sent = JSON.stringify([fill, part, toCandidateContent(essay).content]);
    for (const secret of ['oxygen', '3.14', 'secret point', 'secret reference', 'model essay']) expect(sent).not.toContain(secret);
    // A choice question stays as it was: no new fields at all.
    expect(Object.keys(toCandidateContent({ ...choicePart, parentId: undefined } as PreviewQuestion).content)).not.toContain('blankCount');
  });

  it('keeps the blank count in the sitting and puts the paper back together', () => {
    const paper = [fillIn, material, choicePart, shortPart];
    const sitting = sittingOf(paper);
    expect(sitting.map(([id, type, keys]) => [id, type, keys])).toEqual([
      [11, 4, '2'],
      [20, 7, ''],
      [21, 0, 'AB'],
      [22, 5, ''],
    ]);
    expect(joinFrozenPaper(paper, sitting)).toEqual(paper);
  });
});

describe('checking a written answer on save', () => {
  const shape = shapeOf([fillIn, material, shortPart, essay]);
  const check = (questionId: number, text: string, choices: ('A' | 'B')[] = []) =>
    checkAnswer(questionId, shape.get(questionId)!, { choices, text });

  it('takes a fill-in answer as a JSON array of at most one string per blank, each at most 200 characters', () => {
    expect(check(11, '["a","b"]')).toEqual({ choices: [], text: '["a","b"]' });
    expect(check(11, '["", " "]')).toEqual({ choices: [], text: '' });
    for (const bad of ['["a","b","c"]', 'a', '[1]', JSON.stringify(['x'.repeat(201)])]) {
      expect(check(11, bad)).toMatchObject({ messageKey: 'answerBlanksInvalid' });
    }
    expect(check(11, '["a"]', ['A'])).toMatchObject({ messageKey: 'answerTaskTakesText' });
  });

  it('limits a short answer to 5,000 characters, sanitises an essay, and refuses answers to a composite', () => {
    expect(check(22, 'x'.repeat(5000))).toEqual({ choices: [], text: 'x'.repeat(5000) });
    expect(check(22, 'x'.repeat(5001))).toMatchObject({ messageKey: 'answerTextTooLong' });
    expect(check(30, '<p onclick="x()">Hello<script>alert(1)</script></p>')).toEqual({ choices: [], text: '<p>Hello</p>' });
    expect(check(30, '<p></p>')).toEqual({ choices: [], text: '' });
    expect(check(20, 'anything')).toMatchObject({ messageKey: 'answerCompositeNoAnswer' });
    expect(check(20, '')).toEqual({ choices: [], text: '' });
  });
});
