import { MAX_OPTIONS, QUESTION_TYPE } from '@kaoshi/contracts';
import { describe, expect, it } from 'vitest';
import {
  addOption,
  blankOptions,
  isBlankRichText,
  markCorrect,
  moveOption,
  newOption,
  optionsForType,
  optionsFromRecord,
  removeOption,
  toPayload,
  type TrueFalseLabels,
} from './options-model';
import { problemOf, toFormValues, toInput } from './question-values';

const { SINGLE, MULTIPLE, TRUE_FALSE, EXTERNAL_LINK } = QUESTION_TYPE;
const LABELS: TrueFalseLabels = ['True', 'False'];
const options = (...contents: string[]) => contents.map((content) => newOption(`<p>${content}</p>`));

describe('the answer key follows its options', () => {
  it('moving the correct option down moves its key with it', () => {
    const drafts = markCorrect(options('red', 'green', 'blue'), 0, true, SINGLE);
    expect(toPayload(drafts).answer).toEqual(['A']);
    const moved = moveOption(drafts, 0, 1);
    expect(toPayload(moved)).toEqual({ options: ['<p>green</p>', '<p>red</p>', '<p>blue</p>'], answer: ['B'] });
  });

  it('removing an option above the correct ones relabels them', () => {
    let drafts = options('a', 'b', 'c', 'd');
    drafts = markCorrect(drafts, 2, true, MULTIPLE);
    drafts = markCorrect(drafts, 3, true, MULTIPLE);
    expect(toPayload(drafts).answer).toEqual(['C', 'D']);
    expect(toPayload(removeOption(drafts, 0, MULTIPLE)).answer).toEqual(['B', 'C']);
  });

  it('removing the correct option leaves no key rather than a wrong one', () => {
    const drafts = markCorrect(options('a', 'b', 'c'), 1, true, SINGLE);
    expect(toPayload(removeOption(drafts, 1, SINGLE))).toEqual({ options: ['<p>a</p>', '<p>c</p>'], answer: [] });
  });

  it('the ends do not move past the first or last place', () => {
    const drafts = options('a', 'b');
    expect(moveOption(drafts, 0, -1)).toEqual(drafts);
    expect(moveOption(drafts, 1, 1)).toEqual(drafts);
  });

  it('round-trips a stored question', () => {
    const drafts = optionsFromRecord(['<p>x</p>', '<p>y</p>', '<p>z</p>'], ['A', 'C']);
    expect(toPayload(drafts)).toEqual({ options: ['<p>x</p>', '<p>y</p>', '<p>z</p>'], answer: ['A', 'C'] });
  });
});

describe('marking the correct options', () => {
  it('single choice keeps one mark: marking another moves it', () => {
    const drafts = markCorrect(markCorrect(options('a', 'b', 'c'), 0, true, SINGLE), 2, true, SINGLE);
    expect(toPayload(drafts).answer).toEqual(['C']);
  });

  it('multiple choice keeps every mark until it is taken off', () => {
    let drafts = markCorrect(markCorrect(options('a', 'b', 'c'), 0, true, MULTIPLE), 2, true, MULTIPLE);
    expect(toPayload(drafts).answer).toEqual(['A', 'C']);
    drafts = markCorrect(drafts, 0, false, MULTIPLE);
    expect(toPayload(drafts).answer).toEqual(['C']);
  });
});

describe('how many options', () => {
  it('at least two remain', () => {
    const drafts = options('a', 'b');
    expect(removeOption(drafts, 0, SINGLE)).toHaveLength(2);
  });

  it(`at most ${MAX_OPTIONS} (A to J)`, () => {
    let drafts = blankOptions();
    for (let i = 0; i < 20; i++) drafts = addOption(drafts, MULTIPLE);
    expect(drafts).toHaveLength(MAX_OPTIONS);
  });

  it('true/false has exactly its two statements: none added, none removed', () => {
    const drafts = optionsForType(blankOptions(), SINGLE, TRUE_FALSE, LABELS);
    expect(drafts.map((draft) => draft.content)).toEqual(['<p>True</p>', '<p>False</p>']);
    expect(addOption(drafts, TRUE_FALSE)).toHaveLength(2);
    expect(removeOption(drafts, 0, TRUE_FALSE)).toHaveLength(2);
  });
});

describe('changing the type', () => {
  it('to true/false prefills the statements in the given language', () => {
    const drafts = optionsForType(options('a', 'b', 'c'), MULTIPLE, TRUE_FALSE, ['正确', '错误']);
    expect(toPayload(drafts)).toEqual({ options: ['<p>正确</p>', '<p>错误</p>'], answer: [] });
  });

  it('from untouched true/false back to a choice starts from four blank options', () => {
    const trueFalse = optionsForType(blankOptions(), SINGLE, TRUE_FALSE, LABELS);
    const drafts = optionsForType(trueFalse, TRUE_FALSE, SINGLE, LABELS);
    expect(drafts.map((draft) => draft.content)).toEqual(['', '', '', '']);
  });

  it('from multiple to single clears a key with several marks, keeps one with a single mark', () => {
    const two = markCorrect(markCorrect(options('a', 'b'), 0, true, MULTIPLE), 1, true, MULTIPLE);
    expect(toPayload(optionsForType(two, MULTIPLE, SINGLE, LABELS)).answer).toEqual([]);
    const one = markCorrect(options('a', 'b'), 1, true, MULTIPLE);
    expect(toPayload(optionsForType(one, MULTIPLE, SINGLE, LABELS)).answer).toEqual(['B']);
  });

  it('to an external link keeps the drafts, but none are sent', () => {
    const drafts = markCorrect(options('a', 'b'), 0, true, SINGLE);
    expect(optionsForType(drafts, SINGLE, EXTERNAL_LINK, LABELS)).toEqual(drafts);
    const values = { ...toFormValues(record()), type: EXTERNAL_LINK, choices: drafts, linkUrl: ' https://lab.example/task ' } as const;
    expect(toInput(values)).toMatchObject({ options: [], answer: [], linkUrl: 'https://lab.example/task' });
  });
});

describe('the answer-key check before sending (the server runs the same one)', () => {
  it('names what is missing', () => {
    expect(problemOf({ type: SINGLE, choices: options('a', 'b'), linkUrl: '' })).toBe('answerSingle');
    expect(problemOf({ type: MULTIPLE, choices: markCorrect(options('a', 'b'), 0, true, MULTIPLE), linkUrl: '' })).toBe('answerMultiple');
    expect(
      problemOf({ type: SINGLE, choices: markCorrect([...options('a'), newOption('<p>&nbsp;</p>')], 0, true, SINGLE), linkUrl: '' }),
    ).toBe('optionEmpty');
    expect(problemOf({ type: EXTERNAL_LINK, choices: [], linkUrl: 'lab.example' })).toBe('linkUrlInvalid');
  });

  it('passes a complete question', () => {
    expect(
      problemOf({
        type: TRUE_FALSE,
        choices: markCorrect(optionsForType([], SINGLE, TRUE_FALSE, LABELS), 1, true, TRUE_FALSE),
        linkUrl: '',
      }),
    ).toBeNull();
    expect(problemOf({ type: EXTERNAL_LINK, choices: options('left over'), linkUrl: 'https://lab.example/task' })).toBeNull();
  });

  it('an option that is only a picture is not blank', () => {
    expect(isBlankRichText('<p><img src="/u/a.png"></p>')).toBe(false);
    expect(isBlankRichText('<p> &nbsp; </p><p></p>')).toBe(true);
  });
});

function record() {
  return {
    questionId: 1,
    courseId: 2,
    courseName: 'C',
    knowledgeId: null,
    knowledgeName: null,
    knowledgeCode: null,
    type: SINGLE,
    stem: '<p>s</p>',
    stemText: 's',
    options: ['<p>a</p>', '<p>b</p>'],
    answer: ['A'],
    linkUrl: '',
    score: 2,
    difficulty: 3,
    explanation: '',
    hasVideo: 0,
    retired: 0,
    paperCount: 0,
    spec: {},
    subQuestions: [],
    createdAt: 0,
    updatedAt: 0,
  } as const satisfies Parameters<typeof toFormValues>[0];
}
