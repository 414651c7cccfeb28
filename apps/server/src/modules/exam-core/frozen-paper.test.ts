import { OPTION_KEYS, type OptionKey, type PreviewQuestion, type QuestionType } from '@kaoshi/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { frozenPaperParts } from './frozen-paper-store.js';
import {
  frozenPaperJson,
  joinFrozenPaper,
  parseFrozenPaper,
  shapeOf,
  shapeOfSitting,
  sittingJson,
  splitFrozenPaper,
} from './frozen-paper.js';

/** Any text a bank may hold: quotes, backslashes, control characters, lone surrogates, emoji. */
const text = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom('', '"', '\\', '\u2028', '\ud800', '<p class="a">x</p>'));

/** A frozen question, its fields in the order the draw (papers/draw.ts `sitting`) builds them. */
const frozenQuestion = fc
  .record({
    questionId: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    type: fc.integer({ min: 0, max: 3 }),
    stem: text,
    options: fc.array(fc.record({ key: fc.constantFrom(...OPTION_KEYS), content: text }), { maxLength: 6 }),
    linkUrl: text,
    score: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 100, noNaN: true })),
    answer: fc.array(fc.constantFrom(...OPTION_KEYS), { maxLength: 4 }),
    explanation: text,
  })
  .map((q): PreviewQuestion => ({
    questionId: q.questionId,
    type: q.type as QuestionType,
    stem: q.stem,
    options: q.options.map((option) => ({ key: option.key as OptionKey, content: option.content })),
    linkUrl: q.linkUrl,
    score: q.score,
    answer: q.answer as OptionKey[],
    explanation: q.explanation,
  }));

/** A written question as the draw freezes it: spec (types 4–6) and parentId (a composite's parts) after the rest. */
const writtenQuestion = fc
  .record({
    base: frozenQuestion,
    type: fc.integer({ min: 4, max: 7 }),
    blanks: fc.array(fc.record({ accepted: fc.array(text, { maxLength: 3 }), points: fc.integer({ min: 1, max: 5 }) }), {
      minLength: 1,
      maxLength: 3,
    }),
    parentId: fc.option(fc.integer({ min: 1, max: 2 ** 31 - 1 }), { nil: undefined }),
  })
  .map(({ base, type, blanks, parentId }): PreviewQuestion => {
    const question: PreviewQuestion = { ...base, type: type as QuestionType, options: [], answer: [] };
    if (type === 4) question.spec = { blanks, anyOrder: false };
    if (type === 5) question.spec = { scoringPoints: [{ text: 'point', points: 1 }], referenceAnswer: '<p>ref</p>' };
    if (parentId !== undefined) question.parentId = parentId;
    return question;
  });

describe('the frozen paper’s stored form', () => {
  it('is exactly JSON.stringify for papers with written questions and composites too', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(frozenQuestion, writtenQuestion), { maxLength: 8 }), (paper) => {
        expect(frozenPaperJson(paper)).toBe(JSON.stringify(paper));
      }),
      { numRuns: 200 },
    );
  });

  it('is exactly JSON.stringify of the paper, for any texts, and reads back as the same paper', () => {
    fc.assert(
      fc.property(fc.array(frozenQuestion, { maxLength: 8 }), (paper) => {
        const json = frozenPaperJson(paper);
        expect(json).toBe(JSON.stringify(paper));
        expect(parseFrozenPaper(json)).toEqual(JSON.parse(JSON.stringify(paper)));
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same text the same way on every start that freezes it again', () => {
    const paper = fc.sample(fc.array(frozenQuestion, { minLength: 3, maxLength: 3 }), { numRuns: 1, seed: 7 })[0]!;
    expect(frozenPaperJson(paper)).toBe(frozenPaperJson(paper));
    expect(frozenPaperJson(paper)).toBe(JSON.stringify(paper));
  });
});

/**
 * A paper as a start freezes it: distinct questions, each with the bank's keys A, B, … once, in
 * any order (a shuffle). `shuffled` puts the same paper in another order of questions and options.
 */
const sittingPaper = fc
  .uniqueArray(frozenQuestion, { selector: (question) => question.questionId, minLength: 1, maxLength: 8 })
  .chain((questions) =>
    fc
      .tuple(
        ...questions.map((question) =>
          fc.shuffledSubarray(OPTION_KEYS.slice(0, question.options.length) as OptionKey[], {
            minLength: question.options.length,
            maxLength: question.options.length,
          }),
        ),
      )
      .map((orders) =>
        questions.map((question, i) => ({
          ...question,
          options: question.options.map((option, k) => ({ ...option, key: orders[i]![k]! })),
        })),
      ),
  );
const shuffled = (paper: PreviewQuestion[]) =>
  fc
    .tuple(
      fc.shuffledSubarray(paper, { minLength: paper.length, maxLength: paper.length }),
      ...paper.map((question) =>
        fc.shuffledSubarray(question.options, { minLength: question.options.length, maxLength: question.options.length }),
      ),
    )
    .map(([questions, ...options]) => questions.map((question) => ({ ...question, options: options[paper.indexOf(question)]! })));

describe('the frozen paper stored as a shared version and a sitting', () => {
  it("puts the candidate's paper back together exactly, and the sitting alone gives its shapes", () => {
    fc.assert(
      fc.property(sittingPaper, (paper) => {
        const { version, sitting } = splitFrozenPaper(paper);
        expect(sittingJson(sitting)).toBe(JSON.stringify(sitting));
        expect(joinFrozenPaper(parseFrozenPaper(frozenPaperJson(version)), JSON.parse(sittingJson(sitting)))).toEqual(paper);
        expect(shapeOfSitting(sitting)).toEqual(shapeOf(paper));
      }),
      { numRuns: 200 },
    );
  });

  it('stores every shuffle of one draw as the same version, and any other content as another', () => {
    fc.assert(
      fc.property(
        sittingPaper.chain((paper) => fc.tuple(fc.constant(paper), shuffled(paper))),
        fc.integer({ min: 1, max: 5 }),
        ([paper, other], paperId) => {
          const first = frozenPaperParts(paperId, paper);
          const again = frozenPaperParts(paperId, other);
          expect([again.versionJson, again.fingerprint]).toEqual([first.versionJson, first.fingerprint]);
          expect(first.versionJson).toBe(frozenPaperJson(splitFrozenPaper(paper).version));
          // Right after it, the same questions with one key, one option's text or one stem changed: a version of its own.
          const changedKey = (answer: OptionKey[]): OptionKey[] =>
            answer.length === 0 ? ['A'] : [answer[0] === 'J' ? 'I' : 'J', ...answer.slice(1)];
          const changes = [
            (question: PreviewQuestion) => ({ ...question, answer: changedKey(question.answer) }),
            (question: PreviewQuestion) => ({ ...question, stem: `${question.stem}!` }),
            (question: PreviewQuestion) => ({
              ...question,
              options: question.options.map((option, k) => (k === 0 ? { ...option, content: `${option.content}!` } : option)),
            }),
          ];
          for (const change of changes) {
            const changed = other.map((question, i) => (i === 0 ? change(question) : question));
            if (JSON.stringify(changed) === JSON.stringify(other)) continue; // a first question without options
            frozenPaperParts(paperId, paper);
            expect(frozenPaperParts(paperId, changed).fingerprint).not.toBe(first.fingerprint);
          }
          // The same content on another paper: another version.
          expect(frozenPaperParts(paperId + 10, paper).fingerprint).not.toBe(first.fingerprint);
        },
      ),
      { numRuns: 200 },
    );
  });
});
