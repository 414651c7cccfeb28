import { OPTION_KEYS, type OptionKey, type PreviewQuestion, type QuestionType } from '@kaoshi/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { frozenPaperJson, parseFrozenPaper } from './frozen-paper.js';

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

describe('the frozen paper’s stored form', () => {
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
