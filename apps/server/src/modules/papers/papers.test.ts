import { API, type PaperOption, type Paged, type PaperRecord, PERMISSION, STATUS, translate } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crudSuite } from '../../test/crud-suite.js';
import { withQuery } from '../../test/fixtures.js';
import { DATABASES } from '../../test/harness.js';
import { teacherWith } from '../../test/org.js';
import { addPaper, fixedPaper, type PaperContext, randomPaper, savedPaper, startPaperTest, updatePaper } from './test/paper-fixture.js';

describe.each(DATABASES)('exam papers on %s', (kind) => {
  let p: PaperContext;
  beforeAll(async () => {
    p = await startPaperTest(kind);
  });
  afterAll(() => p.t.close());

  crudSuite(() => p, {
    entity: 'Paper',
    idField: 'paperId',
    permission: PERMISSION.EXAM_MANAGE,
    body: (n) => fixedPaper(p, { name: `Paper ${n}`, items: [{ questionId: p.bank.singleGas[n % 6]!, score: 2 }] }),
    bad: [
      [{ mode: 'mixed' }, /mode/],
      [{ durationMinutes: 0 }, /durationMinutes/],
      [{ passScore: 0.3 }, /passScore/],
      [{ items: [{ questionId: 'x', score: 1 }] }, /items/],
      [{ items: [{ questionId: 1, score: 0.7 }] }, /score/],
    ],
    exportHeaders: ['Name', 'Course', 'Mode', 'Questions', 'Total score', 'Pass score', 'Duration (min)', 'Locked', 'Updated'],
    firstHeaderZh: '名称',
    selectQuery: () => ({ courseId: p.chain.course.courseId }),
  });

  const refusal = async (payload: Record<string, unknown>) => {
    const { body } = await addPaper(p, payload);
    expect(body.status, body.message).toBe(STATUS.BAD_REQUEST);
    return body;
  };

  it('computes the total on the server and returns the items in sections by type, each in the order given', async () => {
    const { singleGas, multipleSafety, trueFalseEarthing, linkGas } = p.bank;
    const items = [
      { questionId: trueFalseEarthing[0]!, score: 1 },
      { questionId: singleGas[1]!, score: 2 },
      { questionId: linkGas[0]!, score: 10 },
      { questionId: multipleSafety[0]!, score: 3.5 },
      { questionId: singleGas[0]!, score: 2 },
    ];
    const paper = await savedPaper(p, fixedPaper(p, { items, passScore: 11, totalScore: 999, shuffleOptions: 1 }));
    expect(paper).toMatchObject({
      totalScore: 18.5,
      questionCount: 5,
      passScore: 11,
      mode: 'fixed',
      locked: 0,
      copiedFromId: null,
      shuffleOptions: 1,
    });
    expect(paper.items.map((item) => [item.questionId, item.type, item.score])).toEqual([
      [singleGas[1], 0, 2],
      [singleGas[0], 0, 2],
      [multipleSafety[0], 1, 3.5],
      [trueFalseEarthing[0], 2, 1],
      [linkGas[0], 3, 10],
    ]);
    expect(paper.items[0]).toEqual({
      questionId: singleGas[1],
      score: 2,
      type: 0,
      stemText: expect.stringMatching(/^Bank question/),
      difficulty: 3,
      knowledgeName: 'Gas cylinders',
      retired: 0,
    });
    expect(paper.rules).toEqual([]);
  });

  it('refuses a fixed paper without questions, with a question twice, unknown, of another course or retired', async () => {
    const { singleGas, retiredGas, otherCourse } = p.bank;
    const cases: [Record<string, unknown>, string][] = [
      [{ items: [] }, translate('en', 'paperNeedsItems')],
      [
        {
          items: [
            { questionId: singleGas[0], score: 1 },
            { questionId: singleGas[0], score: 2 },
          ],
        },
        translate('en', 'paperQuestionTwice', { id: singleGas[0]! }),
      ],
      [{ items: [{ questionId: 999999, score: 1 }] }, translate('en', 'paperQuestionMissing', { id: 999999 })],
      [
        { items: [{ questionId: otherCourse[0], score: 1 }] },
        translate('en', 'paperQuestionOtherCourse', { id: otherCourse[0]!, course: 'Welding course' }),
      ],
      [{ items: [{ questionId: retiredGas[0], score: 1 }] }, translate('en', 'paperQuestionRetired', { id: retiredGas[0]! })],
      [{ courseId: 999999 }, translate('en', 'courseNotFound', { id: 999999 })],
      [{ passScore: 2.5 }, translate('en', 'paperPassScoreTooHigh', { pass: 2.5, total: 2 })],
    ];
    for (const [changes, message] of cases) expect((await refusal(fixedPaper(p, changes))).message).toBe(message);
  });

  it('keeps a question retired after it was added, but refuses adding another retired one', async () => {
    const [kept, extra] = [p.bank.singleFire[0]!, p.bank.retiredGas[1]!];
    const paper = await savedPaper(p, fixedPaper(p, { name: 'Keeps retired', items: [{ questionId: kept, score: 2 }] }));
    await p.t.app.db.updateTable('questions').set({ retired: 1 }).where('id', '=', kept).execute();
    const edited = await updatePaper(p, paper, { durationMinutes: 45, passScore: 2 });
    expect(edited.body.status, edited.body.message).toBe(STATUS.OK);
    expect(edited.body.data.items[0]).toMatchObject({ questionId: kept, retired: 1 });
    const added = await updatePaper(p, paper, {
      items: [
        { questionId: kept, score: 2 },
        { questionId: extra, score: 2 },
      ],
    });
    expect(added.body.message).toBe(translate('en', 'paperQuestionRetired', { id: extra }));
    await p.t.app.db.updateTable('questions').set({ retired: 0 }).where('id', '=', kept).execute();
  });

  it('stores random rules in order with the total of count × score, and names their knowledge points', async () => {
    const { gasCylinders, earthing } = p.knowledge;
    const rules = [
      { type: 0, knowledgeId: gasCylinders, difficulty: 3, count: 4, score: 2 },
      { type: 2, knowledgeId: '', difficulty: '', count: 5, score: 1 },
      { type: 1, knowledgeId: null, difficulty: null, count: 2, score: 4.5 },
      { type: 0, knowledgeId: earthing, difficulty: 3, count: 1, score: 1 },
    ];
    const { body } = await addPaper(p, randomPaper(p, rules.slice(0, 3), { passScore: 12 }));
    expect(body.status, body.message).toBe(STATUS.OK);
    expect(body.data).toMatchObject({ totalScore: 22, questionCount: 11, mode: 'random', items: [] });
    expect(body.data.rules).toEqual([
      { type: 0, knowledgeId: gasCylinders, difficulty: 3, count: 4, score: 2, knowledgeName: 'Gas cylinders' },
      { type: 2, knowledgeId: null, difficulty: null, count: 5, score: 1, knowledgeName: null },
      { type: 1, knowledgeId: null, difficulty: null, count: 2, score: 4.5, knowledgeName: null },
    ]);
    // Earthing holds no single-choice questions at all.
    const short = await refusal(randomPaper(p, rules));
    expect(short.data).toMatchObject({
      ok: false,
      rules: [
        { rule: 1, shortBy: 0 },
        { rule: 2, shortBy: 0 },
        { rule: 3, shortBy: 0 },
        { rule: 4, available: 0, shortBy: 1 },
      ],
    });
  });

  it('names the first short rule: its type, knowledge point, difficulty, the need, the bank and the shortfall', async () => {
    const { gasCylinders, weldingSafety } = p.knowledge;
    const rules = [
      { type: 0, knowledgeId: gasCylinders, difficulty: 3, count: 6, score: 1 },
      { type: 1, knowledgeId: weldingSafety, difficulty: 3, count: 10, score: 2 },
      { type: 3, knowledgeId: null, difficulty: null, count: 3, score: 10 },
    ];
    const body = await refusal(randomPaper(p, rules));
    expect(body.message).toBe('Rule 2 (multiple choice, Welding safety, difficulty 3) needs 10 questions; the bank has 7 (3 short).');
    const expected = {
      ok: false,
      rules: [
        { rule: 1, required: 6, available: 6, shortBy: 0 },
        { rule: 2, required: 10, available: 7, shortBy: 3 },
        { rule: 3, required: 3, available: 2, shortBy: 1 },
      ],
    };
    expect(body.data).toEqual(expected);
    const zh = await addPaper(p, randomPaper(p, rules.slice(2)), 'zh-CN');
    expect(zh.body.message).toBe('规则 1（外部链接题，整门课程，任意难度）需要 3 道试题；题库中只有 2 道（缺 1 道）。');
    const check = await p.t.call({
      method: 'POST',
      url: API.checkPaperRules,
      token: p.author,
      payload: { courseId: p.chain.course.courseId, rules },
    });
    expect(check.body.status).toBe(STATUS.OK);
    expect(check.body.data).toEqual(expected);
    const enough = await p.t.call({
      method: 'POST',
      url: API.checkPaperRules,
      token: p.author,
      payload: { courseId: p.chain.course.courseId, rules: rules.slice(0, 1) },
    });
    expect(enough.body.data).toEqual({ ok: true, rules: [{ rule: 1, required: 6, available: 6, shortBy: 0 }] });
  });

  it('refuses overlapping rules and says which two overlap', async () => {
    const { gasCylinders, fireWatch, weldingSafety, electrical } = p.knowledge;
    const rule = (knowledgeId: number | null, difficulty: number | null, type = 0) => ({
      type,
      knowledgeId,
      difficulty,
      count: 1,
      score: 1,
    });
    const overlapping: [unknown[], [number, number]][] = [
      [
        [rule(gasCylinders, 3), rule(gasCylinders, null)],
        [1, 2],
      ],
      [
        [rule(fireWatch, 2), rule(weldingSafety, 2)],
        [1, 2],
      ],
      [
        [rule(electrical, 1, 2), rule(gasCylinders, 3), rule(null, 3)],
        [2, 3],
      ],
    ];
    for (const [rules, [first, second]] of overlapping) {
      expect((await refusal(randomPaper(p, rules as Record<string, unknown>[]))).message).toBe(
        translate('en', 'paperRulesOverlap', { first, second }),
      );
    }
    const apart = [rule(gasCylinders, 3), rule(fireWatch, 2), rule(gasCylinders, 3, 1), rule(null, 1)];
    expect((await addPaper(p, randomPaper(p, apart))).body.status).toBe(STATUS.OK);
  });

  it('refuses rules without a rule, beyond the question limit, or on a knowledge point of another course', async () => {
    expect((await refusal(randomPaper(p, []))).message).toBe(translate('en', 'paperNeedsRules'));
    const many = [
      { type: 0, knowledgeId: null, difficulty: null, count: 300, score: 1 },
      { type: 1, knowledgeId: null, difficulty: null, count: 300, score: 1 },
    ];
    expect((await refusal(randomPaper(p, many))).message).toBe(translate('en', 'paperTooManyQuestions', { max: 500, count: 600 }));
    const foreign = await p.t.app.db
      .selectFrom('knowledgePoints')
      .select('id')
      .where('courseId', '=', p.chain.course.courseId)
      .executeTakeFirstOrThrow();
    const body = await refusal(
      randomPaper(p, [{ type: 0, knowledgeId: foreign.id, difficulty: null, count: 1, score: 1 }], { courseId: p.other.course.courseId }),
    );
    expect(body.message).toBe(translate('en', 'paperRuleKnowledgeOtherCourse', { rule: 1, id: foreign.id, course: 'Other course' }));
    const check = await p.t.call({
      method: 'POST',
      url: API.checkPaperRules,
      token: p.author,
      payload: { courseId: p.other.course.courseId, rules: [{ type: 0, knowledgeId: foreign.id, count: 1, score: 1 }] },
    });
    expect(check.body.status).toBe(STATUS.BAD_REQUEST);
  });

  it('filters the list by name, course and mode, and selects by course', async () => {
    await savedPaper(p, fixedPaper(p, { name: 'Filter me fixed' }));
    await savedPaper(
      p,
      randomPaper(p, [{ type: 2, knowledgeId: null, difficulty: null, count: 2, score: 1 }], { name: 'Filter me random' }),
    );
    await savedPaper(
      p,
      fixedPaper(p, {
        name: 'Filter me elsewhere',
        courseId: p.other.course.courseId,
        items: [{ questionId: p.bank.otherCourse[0]!, score: 1 }],
      }),
    );
    const names = async (query: Record<string, string | number>) =>
      (
        await p.t.call<Paged<PaperRecord>>({
          method: 'GET',
          url: withQuery(API.listPaper, { name: 'filter me', sortField: 'name', ...query }),
          token: p.author,
        })
      ).body.data.list.map((row) => row.name);
    expect(await names({})).toEqual(['Filter me elsewhere', 'Filter me fixed', 'Filter me random']);
    expect(await names({ courseId: p.chain.course.courseId })).toEqual(['Filter me fixed', 'Filter me random']);
    expect(await names({ mode: 'random', courseId: '' })).toEqual(['Filter me random']);
    expect(await names({ sortField: 'courseName', sortOrder: 'descend', mode: 'fixed' })).toEqual([
      'Filter me fixed',
      'Filter me elsewhere',
    ]);
    const options = await p.t.call<PaperOption[]>({
      method: 'GET',
      url: withQuery(API.listAllPaperForSelect, { courseId: p.other.course.courseId }),
      token: p.author,
    });
    expect(options.body.data).toEqual([
      { paperId: expect.any(Number), name: 'Filter me elsewhere', courseId: p.other.course.courseId, totalScore: 1, durationMinutes: 60 },
    ]);
  });

  it('lets publishers read the paper select, and refuses the other paper calls to a teacher without EXAM-MANAGE', async () => {
    const publisher = await teacherWith(p.t, p.admin, 'paper_publisher', [PERMISSION.PUBLISH_MANAGE, PERMISSION.PUBLISHMANAGE]);
    const bankKeeper = await teacherWith(p.t, p.admin, 'bank_keeper', [PERMISSION.EXAM_QUESTION]);
    const select = withQuery(API.listAllPaperForSelect, { courseId: p.chain.course.courseId });
    expect((await p.t.call({ method: 'GET', url: select, token: publisher })).body.status).toBe(STATUS.OK);
    expect((await p.t.call({ method: 'GET', url: select, token: bankKeeper })).body.status).toBe(STATUS.FORBIDDEN);
    const paper = await savedPaper(p, fixedPaper(p, { name: 'Guarded' }));
    const calls = [
      {
        method: 'POST',
        url: API.checkPaperRules,
        payload: { courseId: p.chain.course.courseId, rules: [{ type: 0, count: 1, score: 1 }] },
      },
      { method: 'POST', url: API.copyPaper, payload: { id: paper.paperId } },
      { method: 'GET', url: `${API.previewPaper}/${paper.paperId}` },
      { method: 'GET', url: `${API.getPaperById}/${paper.paperId}` },
    ] as const;
    for (const call of calls) {
      for (const [token, status] of [
        [publisher, STATUS.FORBIDDEN],
        [bankKeeper, STATUS.FORBIDDEN],
        [p.student, STATUS.FORBIDDEN],
        [undefined, STATUS.TOKEN_INVALID],
      ] as const) {
        expect((await p.t.call({ ...call, token })).body.status, `${call.url} ${String(token)}`).toBe(status);
      }
    }
  });
});
