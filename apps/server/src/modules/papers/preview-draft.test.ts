import { API, type PaperPreview, STATUS, translate } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableCounts } from '../../security/table-counts.js';
import { DATABASES } from '../../test/harness.js';
import { fixedPaper, type PaperContext, randomPaper, savedPaper, startPaperTest } from './test/paper-fixture.js';

/** previewPaperDraft: the editor's unsaved paper, checked as a save would be and drawn as a saved one, writing nothing. */
describe.each(DATABASES)('previewing an unsaved paper on %s', (kind) => {
  let p: PaperContext;
  beforeAll(async () => {
    p = await startPaperTest(kind);
  });
  afterAll(() => p.t.close());

  const previewDraft = async (payload: Record<string, unknown>, lang?: string) =>
    (await p.t.call<PaperPreview>({ method: 'POST', url: API.previewPaperDraft, token: p.author, payload, lang })).body;
  const counts = () => tableCounts(p.t.app.db);

  it('draws a fixed draft in sections, as the saved preview would, and writes nothing', async () => {
    const { singleGas, trueFalseEarthing, linkGas } = p.bank;
    const items = [
      { questionId: linkGas[0]!, score: 10 },
      { questionId: trueFalseEarthing[0]!, score: 1 },
      { questionId: singleGas[1]!, score: 2 },
      { questionId: singleGas[0]!, score: 2 },
    ];
    const before = await counts();
    const body = await previewDraft(fixedPaper(p, { name: 'Never saved', items, passScore: 9, durationMinutes: 45 }));
    expect(body.status).toBe(STATUS.OK);
    expect(body.data).toMatchObject({ paperId: null, name: 'Never saved', totalScore: 15, passScore: 9, durationMinutes: 45 });
    expect(body.data.questions.map((q) => [q.questionId, q.type, q.score])).toEqual([
      [singleGas[1], 0, 2],
      [singleGas[0], 0, 2],
      [trueFalseEarthing[0], 2, 1],
      [linkGas[0], 3, 10],
    ]);
    expect(body.data.questions.every((q) => q.answer.length > 0 || q.type === 3)).toBe(true);
    expect(await counts()).toEqual(before);
  });

  it('draws a random draft from its rules, each time anew, and writes nothing', async () => {
    const rules = [
      { type: 0, knowledgeId: p.knowledge.gasCylinders, difficulty: 3, count: 4, score: 2 },
      { type: 2, knowledgeId: p.knowledge.earthing, difficulty: null, count: 3, score: 1 },
    ];
    const before = await counts();
    const draws = new Set<string>();
    for (let run = 0; run < 6; run++) {
      const body = await previewDraft(randomPaper(p, rules, { name: 'Random draft' }));
      expect(body.status).toBe(STATUS.OK);
      expect(body.data.totalScore).toBe(11);
      const ids = body.data.questions.map((q) => q.questionId);
      expect(ids.slice(0, 4).every((id) => p.bank.singleGas.includes(id))).toBe(true);
      expect(ids.slice(4).every((id) => p.bank.trueFalseEarthing.includes(id))).toBe(true);
      expect(new Set(ids).size).toBe(7);
      draws.add(ids.join());
    }
    expect(draws.size).toBeGreaterThan(1);
    expect(await counts()).toEqual(before);
  });

  it('refuses what a save refuses, with the same message in the caller language, and writes nothing', async () => {
    const before = await counts();
    const empty = await previewDraft(fixedPaper(p, { items: [] }), 'zh');
    expect(empty).toMatchObject({ status: STATUS.BAD_REQUEST, message: translate('zh', 'paperNeedsItems') });

    const short = randomPaper(p, [{ type: 1, knowledgeId: p.knowledge.gasCylinders, difficulty: 3, count: 9, score: 2 }]);
    const [previewed, saved] = [
      await previewDraft(short, 'es'),
      (await p.t.call({ method: 'POST', url: API.addPaper, token: p.author, payload: short, lang: 'es' })).body,
    ];
    expect(previewed.status).toBe(STATUS.BAD_REQUEST);
    expect(previewed.message).toBe(saved.message);
    expect(previewed.message).toContain('9');
    expect(previewed.data).toEqual(saved.data);

    const retired = await previewDraft(fixedPaper(p, { items: [{ questionId: p.bank.retiredGas[0]!, score: 2 }] }));
    expect(retired).toMatchObject({
      status: STATUS.BAD_REQUEST,
      message: translate('en', 'paperQuestionRetired', { id: p.bank.retiredGas[0]! }),
    });
    expect((await previewDraft({ ...fixedPaper(p), paperId: 999999 })).status).toBe(STATUS.NOT_FOUND);
    expect(await counts()).toEqual(before);
  });

  it('lets an edited paper keep the retired question it already holds, as its save would', async () => {
    const kept = p.bank.singleFire[0]!;
    const paper = await savedPaper(p, fixedPaper(p, { name: 'Edited', items: [{ questionId: kept, score: 2 }] }));
    await p.t.app.db.updateTable('questions').set({ retired: 1 }).where('id', '=', kept).execute();
    try {
      const draft = fixedPaper(p, {
        name: 'Edited',
        items: [
          { questionId: kept, score: 3 },
          { questionId: p.bank.singleFire[1]!, score: 2 },
        ],
      });
      const body = await previewDraft({ ...draft, paperId: paper.paperId });
      expect(body.status).toBe(STATUS.OK);
      expect(body.data).toMatchObject({ paperId: paper.paperId, totalScore: 5 });
      expect((await previewDraft(draft)).status).toBe(STATUS.BAD_REQUEST);
    } finally {
      await p.t.app.db.updateTable('questions').set({ retired: 0 }).where('id', '=', kept).execute();
    }
  });
});
