import { API, type PaperPreview, type QuestionRecord, type RuleCheckResult, STATUS } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from '../../test/fixtures.js';
import { DATABASES } from '../../test/harness.js';
import { composite, fillBlank, partOf, shortAnswer, singleChoice } from '../questions/question-fixtures.js';
import { fixedPaper, type PaperContext, randomPaper, savedPaper, startPaperTest } from './paper-fixture.js';

/** Papers with written questions (docs/REQUIREMENTS.md §7): structural scores, composites with their parts, rules by type. */
describe.each(DATABASES)('papers with written questions on %s', (kind) => {
  let p: PaperContext;
  let fill: QuestionRecord;
  let short: QuestionRecord;
  let cases: QuestionRecord[];
  beforeAll(async () => {
    p = await startPaperTest(kind);
    const courseId = p.chain.course.courseId;
    const add = async (body: Record<string, unknown>) =>
      expectOk(await p.t.call<QuestionRecord>({ method: 'POST', url: API.addQuestion, token: p.admin, payload: body }), 'addQuestion');
    fill = await add(fillBlank(courseId, 1));
    short = await add(shortAnswer(courseId, 1));
    cases = [
      await add(composite(courseId, 1)),
      await add(composite(courseId, 2)),
      // Worth 2, so a rule of 7-point composites never draws it.
      await add(composite(courseId, 3, { score: 2, subQuestions: [partOf(singleChoice(courseId, 3003))] })),
    ];
  });
  afterAll(() => p.t.close());

  const preview = async (paperId: number) =>
    expectOk(await p.t.call<PaperPreview>({ method: 'GET', url: `${API.previewPaper}/${paperId}`, token: p.author }), 'previewPaper');

  it('gives fill-in and composite items their own score, a short answer the paper’s, and previews a composite with its parts', async () => {
    const paper = await savedPaper(
      p,
      fixedPaper(p, {
        name: 'Written fixed',
        items: [
          { questionId: cases[0]!.questionId, score: 1 },
          { questionId: fill.questionId, score: 50 },
          { questionId: short.questionId, score: 8 },
        ],
      }),
    );
    expect(paper.totalScore).toBe(7 + 3 + 8);
    expect(paper.items.map((item) => [item.questionId, item.score])).toEqual([
      [fill.questionId, 3],
      [short.questionId, 8],
      [cases[0]!.questionId, 7],
    ]);
    const shown = await preview(paper.paperId);
    expect(shown.totalScore).toBe(18);
    const [partA, partB] = cases[0]!.subQuestions;
    expect(shown.questions.map((q) => [q.questionId, q.type, q.score, q.parentId])).toEqual([
      [fill.questionId, 4, 3, undefined],
      [short.questionId, 5, 8, undefined],
      [cases[0]!.questionId, 7, 7, undefined],
      [partA!.questionId, 0, 2, cases[0]!.questionId],
      [partB!.questionId, 5, 5, cases[0]!.questionId],
    ]);
    expect(shown.questions[0]!.spec).toEqual(fill.spec);
    expect(shown.questions[1]!.spec).toEqual(short.spec);
  });

  it('refuses a composite’s part as an item of its own', async () => {
    const part = cases[0]!.subQuestions[0]!.questionId;
    const refused = await p.t.call({
      method: 'POST',
      url: API.addPaper,
      token: p.author,
      payload: fixedPaper(p, { name: 'Part alone', items: [{ questionId: part, score: 2 }] }),
    });
    expect(refused.body.status).toBe(STATUS.BAD_REQUEST);
  });

  it('draws composites by rules of their score, each with its parts', async () => {
    const check = async (rules: Record<string, unknown>[]) =>
      expectOk(
        await p.t.call<RuleCheckResult>({
          method: 'POST',
          url: API.checkPaperRules,
          token: p.author,
          payload: { courseId: p.chain.course.courseId, rules },
        }),
        'checkPaperRules',
      );
    const rule = { type: 7, knowledgeId: null, difficulty: null, count: 2, score: 7 };
    expect((await check([rule])).rules[0]).toMatchObject({ available: 2, shortBy: 0 });
    expect((await check([{ ...rule, score: 5 }])).rules[0]).toMatchObject({ available: 0 });
    // A composite's parts are not drawn by rules of their own types: only the bank's short answer is.
    expect((await check([{ ...rule, type: 5, count: 1, score: 5 }])).rules[0]).toMatchObject({ available: 1 });
    const paper = await savedPaper(p, randomPaper(p, [rule], { name: 'Random cases' }));
    expect(paper.totalScore).toBe(14);
    const shown = await preview(paper.paperId);
    expect(shown.questions).toHaveLength(6);
    const composites = shown.questions.filter((q) => q.type === 7);
    expect(composites.map((q) => q.questionId).sort()).toEqual([cases[0]!.questionId, cases[1]!.questionId].sort());
    for (const item of composites) {
      const index = shown.questions.indexOf(item);
      expect(shown.questions.slice(index + 1, index + 3).map((q) => q.parentId)).toEqual([item.questionId, item.questionId]);
    }
  });
});
