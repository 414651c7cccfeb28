import { API, type PaperDetail, STATUS, translate } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES } from '../../test/harness.js';
import { fixedPaper, type PaperContext, randomPaper, savedPaper, startPaperTest, updatePaper } from './test/paper-fixture.js';

describe.each(DATABASES)('locked papers and copies on %s', (kind) => {
  let p: PaperContext;
  let fixed: PaperDetail;
  let random: PaperDetail;
  beforeAll(async () => {
    p = await startPaperTest(kind);
    const { singleGas, trueFalseEarthing, multipleSafety } = p.bank;
    fixed = await savedPaper(
      p,
      fixedPaper(p, {
        name: 'Published fixed',
        items: [
          { questionId: trueFalseEarthing[0]!, score: 1 },
          { questionId: singleGas[0]!, score: 2 },
          { questionId: multipleSafety[0]!, score: 3 },
          { questionId: singleGas[1]!, score: 2 },
        ],
      }),
    );
    random = await savedPaper(
      p,
      randomPaper(p, [{ type: 0, knowledgeId: p.knowledge.gasCylinders, difficulty: 3, count: 2, score: 5 }], { name: 'Published random' }),
    );
    // Publishing an exam with a paper sets this (docs/REQUIREMENTS.md §7); the tests set it directly.
    await p.t.app.db.updateTable('papers').set({ locked: 1 }).where('id', 'in', [fixed.paperId, random.paperId]).execute();
    fixed = { ...fixed, locked: 1 };
    random = { ...random, locked: 1 };
  });
  afterAll(() => p.t.close());

  const lockedMessage = (name: string) => translate('en', 'paperLocked', { name });
  const remove = (id: number) => p.t.call({ method: 'DELETE', url: `${API.deletePaper}/${id}`, token: p.author });
  const copy = (id: number, lang?: string) =>
    p.t.call<PaperDetail>({ method: 'POST', url: API.copyPaper, token: p.author, payload: { id }, lang });

  it('takes a new name, sent back with everything else as getPaperById returned it', async () => {
    const renamed = await updatePaper(p, fixed, { name: 'Published fixed, spring' });
    expect(renamed.body.status, renamed.body.message).toBe(STATUS.OK);
    expect(renamed.body.data).toEqual({ ...fixed, name: 'Published fixed, spring', updatedAt: expect.any(Number) });
    fixed = renamed.body.data;
    const randomRenamed = await updatePaper(p, random, { name: 'Published random, spring', items: [] });
    expect(randomRenamed.body.status, randomRenamed.body.message).toBe(STATUS.OK);
    random = randomRenamed.body.data;
  });

  it('refuses any change to what candidates get with 40900, and keeps the paper as it was', async () => {
    const { singleGas, singleFire } = p.bank;
    const [tf, single1, multiple, single2] = fixed.items.map((item) => ({ questionId: item.questionId, score: item.score }));
    const changes: Record<string, unknown>[] = [
      { passScore: 2 },
      { durationMinutes: 61 },
      { shuffleQuestions: 1 },
      { shuffleOptions: 1 },
      { courseId: p.other.course.courseId },
      { items: [single2, single1, multiple, tf] },
      { items: [{ ...single1!, score: 3 }, single2, multiple, tf] },
      { items: [single1, multiple, tf] },
      { items: [single1, single2, multiple, tf, { questionId: singleFire[0]!, score: 1 }] },
      { mode: 'random', rules: random.rules },
      { name: 'Renamed too', passScore: 0 },
    ];
    for (const change of changes) {
      const { body } = await updatePaper(p, fixed, change);
      expect(body.status, JSON.stringify(change)).toBe(STATUS.CONFLICT);
      expect(body.message).toBe(lockedMessage(fixed.name));
    }
    const ruleChanges = [{ count: 3 }, { score: 4 }, { difficulty: null }, { knowledgeId: p.knowledge.weldingSafety }, { type: 1 }];
    for (const change of ruleChanges) {
      const { body } = await updatePaper(p, random, { rules: [{ ...random.rules[0], ...change }] });
      expect(body.status, JSON.stringify(change)).toBe(STATUS.CONFLICT);
    }
    const extraRule = await updatePaper(p, random, {
      rules: [...random.rules, { type: 2, knowledgeId: null, difficulty: null, count: 1, score: 1 }],
    });
    expect(extraRule.body.message).toBe(lockedMessage(random.name));
    expect((await updatePaper(p, random, { mode: 'fixed', items: [{ questionId: singleGas[2]!, score: 1 }] })).body.status).toBe(
      STATUS.CONFLICT,
    );
    const stored = await p.t.call<PaperDetail>({ method: 'GET', url: `${API.getPaperById}/${fixed.paperId}`, token: p.author });
    expect(stored.body.data).toEqual(fixed);
  });

  it('refuses to delete a locked paper, alone or in a batch', async () => {
    const alone = await remove(fixed.paperId);
    expect(alone.body.status).toBe(STATUS.CONFLICT);
    expect(alone.body.message).toBe(translate('en', 'paperLockedDelete', { name: fixed.name }));
    const loose = await savedPaper(p, fixedPaper(p, { name: 'Loose' }));
    const batch = await p.t.call({
      method: 'POST',
      url: API.batchDeletePaper,
      token: p.author,
      payload: { ids: [loose.paperId, random.paperId] },
    });
    expect(batch.body.status).toBe(STATUS.CONFLICT);
    expect(batch.body.message).toBe(`Nothing was deleted. ${translate('en', 'paperLockedDelete', { name: random.name })}`);
    expect((await p.t.call({ method: 'GET', url: `${API.getPaperById}/${loose.paperId}`, token: p.author })).body.status).toBe(STATUS.OK);
  });

  it('copies a locked paper into an editable one with the same settings, items and rules', async () => {
    const { body } = await copy(fixed.paperId);
    expect(body.status, body.message).toBe(STATUS.OK);
    const { paperId, name, locked, copiedFromId, createdAt: _createdAt, updatedAt: _updatedAt, ...same } = body.data;
    const {
      paperId: _id,
      name: _name,
      locked: _locked,
      copiedFromId: _from,
      createdAt: _created,
      updatedAt: _updated,
      ...original
    } = fixed;
    expect(same).toEqual(original);
    expect({ name, locked, copiedFromId }).toEqual({ name: `${fixed.name} (copy)`, locked: 0, copiedFromId: fixed.paperId });
    expect(paperId).not.toBe(fixed.paperId);
    const edited = await updatePaper(p, body.data, { passScore: 4, items: body.data.items.slice(1) });
    expect(edited.body.status, edited.body.message).toBe(STATUS.OK);
    expect(edited.body.data).toMatchObject({ totalScore: 6, questionCount: 3 });
    expect((await remove(paperId)).body.status).toBe(STATUS.OK);

    const randomCopy = await copy(random.paperId, 'zh-CN');
    expect(randomCopy.body.data).toMatchObject({
      name: `${random.name}（副本）`,
      mode: 'random',
      rules: random.rules,
      totalScore: 10,
      locked: 0,
    });
    expect((await updatePaper(p, randomCopy.body.data, { rules: [{ ...random.rules[0], count: 3 }] })).body.data.totalScore).toBe(15);
  });

  it("keeps a copy's name within 100 characters, and answers 40400 for an unknown paper", async () => {
    const long = await savedPaper(p, fixedPaper(p, { name: 'L'.repeat(100) }));
    const { body } = await copy(long.paperId);
    expect(body.data.name).toBe(`${'L'.repeat(93)} (copy)`);
    const unknown = await copy(999999);
    expect(unknown.body.status).toBe(STATUS.NOT_FOUND);
    expect(unknown.body.message).toBe(translate('en', 'paperNotFound', { id: 999999 }));
  });
});
