import { API, type PaperPreview, type PreviewQuestion, STATUS, translate } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/harness.js';
import { fixedPaper, type PaperContext, randomPaper, savedPaper, startPaperTest } from './test/paper-fixture.js';

describe.each(DATABASES)('paper preview on %s', (kind) => {
  let p: PaperContext;
  beforeAll(async () => {
    p = await startPaperTest(kind);
  });
  afterAll(() => p.t.close());

  const preview = async (paperId: number) =>
    (await p.t.call<PaperPreview>({ method: 'GET', url: `${API.previewPaper}/${paperId}`, token: p.author })).body;
  const mixedItems = () => {
    const { singleGas, multipleSafety, trueFalseEarthing, linkGas } = p.bank;
    return [
      { questionId: linkGas[0]!, score: 10 },
      { questionId: multipleSafety[0]!, score: 3 },
      { questionId: trueFalseEarthing[0]!, score: 1 },
      { questionId: singleGas[0]!, score: 2 },
      { questionId: singleGas[1]!, score: 2 },
      { questionId: singleGas[2]!, score: 2 },
    ];
  };
  const optionPairs = (question: PreviewQuestion) => question.options.map((option) => `${option.key}=${option.content}`);

  it('shows a fixed paper in sections with answers and explanations for staff', async () => {
    const paper = await savedPaper(p, fixedPaper(p, { name: 'Preview fixed', items: mixedItems(), passScore: 12, durationMinutes: 30 }));
    const body = await preview(paper.paperId);
    expect(body.status, body.message).toBe(STATUS.OK);
    expect(body.data).toMatchObject({ paperId: paper.paperId, name: 'Preview fixed', totalScore: 20, passScore: 12, durationMinutes: 30 });
    expect(body.data.questions.map((q) => q.questionId)).toEqual(paper.items.map((item) => item.questionId));
    const [single, , , multiple, trueFalse, link] = body.data.questions as [
      PreviewQuestion,
      PreviewQuestion,
      PreviewQuestion,
      PreviewQuestion,
      PreviewQuestion,
      PreviewQuestion,
    ];
    expect(single).toEqual({
      questionId: p.bank.singleGas[0],
      type: 0,
      stem: expect.stringMatching(/^<p>Bank question/),
      linkUrl: '',
      score: 2,
      answer: ['B'],
      explanation: expect.stringMatching(/^<p>Why/),
      options: ['one', 'two', 'three', 'four'].map((text, i) => ({ key: 'ABCD'[i], content: `<p>${text}</p>` })),
    });
    expect(multiple).toMatchObject({ type: 1, answer: ['A', 'C'], score: 3 });
    expect(trueFalse.options.map((option) => option.key)).toEqual(['A', 'B']);
    expect(link).toMatchObject({ type: 3, options: [], answer: [], linkUrl: 'https://practice.example/task', score: 10 });
  });

  it('shuffles questions within their sections and choice options with their keys, never true/false', async () => {
    const plain = await savedPaper(p, fixedPaper(p, { name: 'Unshuffled', items: mixedItems() }));
    const shuffled = await savedPaper(p, fixedPaper(p, { name: 'Shuffled', items: mixedItems(), shuffleQuestions: 1, shuffleOptions: 1 }));
    const reference = new Map((await preview(plain.paperId)).data.questions.map((q) => [q.questionId, optionPairs(q)]));
    const orders = new Set<string>();
    const optionOrders = new Set<string>();
    for (let run = 0; run < 20; run++) {
      const { questions } = (await preview(shuffled.paperId)).data;
      const types = questions.map((q) => q.type);
      expect(types).toEqual([...types].sort());
      expect(questions.map((q) => q.questionId).sort()).toEqual([...reference.keys()].sort());
      for (const question of questions) {
        expect(optionPairs(question).sort()).toEqual(reference.get(question.questionId)!.sort());
        if (question.type === 2) expect(question.options.map((option) => option.key)).toEqual(['A', 'B']);
      }
      orders.add(questions.map((q) => q.questionId).join());
      optionOrders.add(
        questions
          .filter((q) => q.type === 1)
          .map((q) => q.options.map((o) => o.key).join())
          .join(),
      );
    }
    // Three single-choice questions have 6 orders and five options 120: twenty draws all alike would be a broken shuffle.
    expect(orders.size).toBeGreaterThan(1);
    expect(optionOrders.size).toBeGreaterThan(1);
  });

  it('draws each random rule from in-use questions of its scope, without repeats', async () => {
    const { gasCylinders, weldingSafety, earthing } = p.knowledge;
    const rules = [
      { type: 0, knowledgeId: gasCylinders, difficulty: 3, count: 4, score: 2 },
      { type: 1, knowledgeId: weldingSafety, difficulty: null, count: 7, score: 3 },
      { type: 2, knowledgeId: earthing, difficulty: 2, count: 5, score: 1 },
    ];
    const paper = await savedPaper(p, randomPaper(p, rules, { name: 'Preview random' }));
    for (let run = 0; run < 5; run++) {
      const { questions } = (await preview(paper.paperId)).data;
      const ids = questions.map((q) => q.questionId);
      expect(new Set(ids).size).toBe(16);
      expect(questions.map((q) => [q.type, q.score])).toEqual([
        ...Array(4).fill([0, 2]),
        ...Array(7).fill([1, 3]),
        ...Array(5).fill([2, 1]),
      ]);
      expect(ids.filter((id) => p.bank.singleGas.includes(id))).toHaveLength(4);
      expect(ids.some((id) => p.bank.retiredGas.includes(id))).toBe(false);
      expect(questions.every((q) => q.answer.length > 0)).toBe(true);
    }
  });

  it('refuses to draw a rule that has become short since the paper was saved (40900)', async () => {
    const rule = { type: 1, knowledgeId: p.knowledge.gasCylinders, difficulty: 3, count: 4, score: 2 };
    const paper = await savedPaper(p, randomPaper(p, [rule], { name: 'Soon short' }));
    const retiring = p.bank.multipleSafety[0]!;
    await p.t.app.db.updateTable('questions').set({ retired: 1 }).where('id', '=', retiring).execute();
    const body = await preview(paper.paperId);
    expect(body.status).toBe(STATUS.CONFLICT);
    expect(body.message).toBe(translate('en', 'paperRuleNoLongerAvailable', { name: 'Soon short', rule: 1, required: 4, available: 3 }));
    await p.t.app.db.updateTable('questions').set({ retired: 0 }).where('id', '=', retiring).execute();
    expect((await preview(paper.paperId)).status).toBe(STATUS.OK);
    expect((await preview(999999)).status).toBe(STATUS.NOT_FOUND);
  });
});
