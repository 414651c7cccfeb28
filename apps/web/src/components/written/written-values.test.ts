import { QUESTION_TYPE } from '@kaoshi/contracts';
import { describe, expect, it } from 'vitest';
import { derivedScore, newQuestionValues, newSubQuestion, problemOf, toInput } from '../../features/questions/question-values';
import { afterInsert, blankMarksOf, fillBlankSpec, markerNumbers, newBlank, nextMarker } from './written-values';

const blank = (accepted: string[], points = 1) => ({ ...newBlank(), accepted, points });

describe('the blank markers of a fill-in stem', () => {
  it('the next marker is one past the highest', () => {
    expect(nextMarker('<p>none</p>')).toBe('{{1}}');
    expect(nextMarker('<p>{{1}} and {{2}}</p>')).toBe('{{3}}');
  });

  it('a marker inserted before others is renumbered in reading order and gets its own row there', () => {
    const first = blank(['a']);
    const second = blank(['b']);
    const { html, blanks } = afterInsert('<p>{{3}} x {{1}} y {{2}}</p>', 3, [first, second]);
    expect(html).toBe('<p>{{1}} x {{2}} y {{3}}</p>');
    expect(blanks).toHaveLength(3);
    expect(blanks[0]!.accepted).toEqual([]);
    expect(blanks.slice(1)).toEqual([first, second]);
    expect(markerNumbers(html)).toEqual([1, 2, 3]);
  });
});

describe('a fill-in question as sent', () => {
  it('sends the cleaned accepted answers, the numeric answer only when switched on, and the score as the blanks’ sum', () => {
    const values = {
      ...newQuestionValues(1),
      type: QUESTION_TYPE.FILL_BLANK,
      stem: '<p>π ≈ {{1}}, air is mostly {{2}}</p>',
      blanks: [
        { ...blank([' 3.14 ', '', '3.14'], 2), numericOn: true, value: 3.14, tolerance: 0.01 },
        { ...blank(['nitrogen', 'N2'], 1.5), numericOn: false, value: 7 },
      ],
    };
    const input = toInput(values);
    expect(input.spec).toEqual({
      blanks: [
        { accepted: ['3.14'], points: 2, numeric: { value: 3.14, tolerance: 0.01 } },
        { accepted: ['nitrogen', 'N2'], points: 1.5 },
      ],
      anyOrder: false,
    });
    expect(input.score).toBe(3.5);
    expect(input.options).toEqual([]);
    expect(problemOf(values)).toBeNull();
  });

  it('markers that do not match the blanks, or a blank without an answer, are problems', () => {
    const values = { ...newQuestionValues(1), type: QUESTION_TYPE.FILL_BLANK, stem: '<p>{{1}} {{2}}</p>', blanks: [blank(['a'])] };
    expect(problemOf(values)).toBe('blanksMismatch');
    expect(problemOf({ ...values, blanks: [blank(['a']), blank([' '])] })).toBe('blankNoAnswer');
  });

  it('marks a preview’s blanks right or wrong with the same scoring as the server', () => {
    const spec = fillBlankSpec([blank(['oxygen']), blank(['Ｈ２Ｏ'])], false);
    expect(blankMarksOf(spec, '["Oxygen ","h2o"]')).toEqual([true, true]);
    expect(blankMarksOf(spec, '["","water"]')).toEqual([null, false]);
  });
});

describe('short answers, essays and composites as sent', () => {
  it('scoring points may not add up to more than the score; an essay’s range must be in order', () => {
    const short = {
      ...newQuestionValues(1),
      type: QUESTION_TYPE.SHORT_ANSWER,
      stem: '<p>Why?</p>',
      score: 4,
      scoringPoints: [
        { uid: 'a', text: 'friction', points: 2 },
        { uid: 'b', text: 'heat', points: 3 },
      ],
    };
    expect(problemOf(short)).toBe('scoringPointsOverScore');
    expect(problemOf({ ...short, score: 5 })).toBeNull();
    const essay = { ...short, type: QUESTION_TYPE.ESSAY, score: 5, minLength: 300, maxLength: 100 };
    expect(problemOf(essay)).toBe('lengthRange');
    expect(toInput({ ...essay, maxLength: 800 }).spec).toEqual({
      scoringPoints: [
        { text: 'friction', points: 2 },
        { text: 'heat', points: 3 },
      ],
      referenceAnswer: '',
      minLength: 300,
      maxLength: 800,
    });
  });

  it('a composite sends its parts with their own fields, and is worth their sum', () => {
    const part = { ...newSubQuestion(QUESTION_TYPE.SHORT_ANSWER), stem: '<p>Explain</p>', score: 3 };
    const fill = { ...newSubQuestion(QUESTION_TYPE.FILL_BLANK), stem: '<p>{{1}}</p>', blanks: [blank(['x'], 2)] };
    const values = { ...newQuestionValues(1), type: QUESTION_TYPE.COMPOSITE, stem: '<p>Material</p>', subQuestions: [part, fill] };
    expect(derivedScore(values)).toBe(5);
    const input = toInput(values);
    expect(input.score).toBe(5);
    expect(input.subQuestions.map((sub) => [sub.type, sub.score])).toEqual([
      [QUESTION_TYPE.SHORT_ANSWER, 3],
      [QUESTION_TYPE.FILL_BLANK, 2],
    ]);
    expect(problemOf(values)).toBeNull();
    expect(problemOf({ ...values, subQuestions: [] })).toBe('compositeEmpty');
  });
});
