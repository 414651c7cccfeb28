import { API, type DuplicateStemData, PERMISSION, type QuestionOption, type QuestionRecord, STATUS, translate } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withQuery } from '../../test/fixtures.js';
import { DATABASES } from '../../test/harness.js';
import { type Chain, createChain, type OrgContext, startOrgTest, teacherWith } from '../../test/org.js';
import { addKnowledge, addQuestion, type Body, listQuestions, putOnPaper, singleChoice } from './question-fixtures.js';

describe.each(DATABASES)('question bank on %s', (kind) => {
  let c: OrgContext;
  let chain: Chain;
  let other: Chain;
  let author: string;
  let paperAuthor: string;
  beforeAll(async () => {
    c = await startOrgTest(kind);
    chain = await createChain(c.t, c.admin, 'QB', { course: 'Welding theory' });
    other = await createChain(c.t, c.admin, 'QB2');
    author = await teacherWith(c.t, c.admin, 'question_author', [PERMISSION.EXAM_QUESTION]);
    paperAuthor = await teacherWith(c.t, c.admin, 'paper_author', [PERMISSION.EXAM_MANAGE]);
  });
  afterAll(() => c.t.close());

  const call = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Body, token = author) =>
    c.t.call<T>({ method, url, token, ...(payload ? { payload } : {}) });
  const body = (n: number, changes: Body = {}) => singleChoice(chain.course.courseId, n, changes);
  const add = (payload: Body) => call<QuestionRecord>('POST', API.addQuestion, payload);
  const ids = async (query: Record<string, string | number>) =>
    (await listQuestions(c.t, author, { courseId: chain.course.courseId, ...query })).list.map((q) => q.questionId);

  it('adds, reads, updates and lists a question with only EXAM-QUESTION, sanitising its rich text', async () => {
    const added = await add(
      body(1, {
        stem: '<p onclick="steal()">Question 1: which&nbsp;tool <strong>cuts</strong> steel?<script>alert(1)</script></p>',
        options: ['<p>Plasma cutter</p>', '<p><img src="javascript:alert(1)">Brush</p>', '<p>Sponge</p>'],
        type: 1,
        answer: ['C', 'A'],
        linkUrl: 'https://stale.example.com',
        explanation: '<p>See <a href="javascript:x()">the manual</a></p>',
      }),
    );
    expect(added.body.status, added.body.message).toBe(STATUS.OK);
    const question = added.body.data;
    expect(question).toMatchObject({
      courseId: chain.course.courseId,
      courseName: 'Welding theory',
      type: 1,
      answer: ['A', 'C'],
      linkUrl: '',
      retired: 0,
      paperCount: 0,
      stem: '<p>Question 1: which&nbsp;tool <strong>cuts</strong> steel?</p>',
      stemText: 'Question 1: which tool cuts steel?',
      options: ['<p>Plasma cutter</p>', '<p><img>Brush</p>', '<p>Sponge</p>'],
      explanation: '<p>See <a>the manual</a></p>',
    });
    const stored = await c.t.app.db
      .selectFrom('questions')
      .select(['createdBy', 'stemKey'])
      .where('id', '=', question.questionId)
      .executeTakeFirstOrThrow();
    const authorId = (await c.t.app.db.selectFrom('users').select('id').where('username', '=', 'question_author').executeTakeFirstOrThrow())
      .id;
    expect(stored.createdBy).toBe(authorId);
    expect(stored.stemKey).toMatch(/^[0-9a-f]{64}$/);
    expect((await call('GET', `${API.getQuestionById}/${question.questionId}`)).body.data).toEqual(question);

    const updated = await call<QuestionRecord>('PUT', API.updateQuestion, {
      ...body(1),
      questionId: question.questionId,
      difficulty: 5,
      score: 2.5,
    });
    expect(updated.body.status, updated.body.message).toBe(STATUS.OK);
    expect(updated.body.data).toMatchObject({
      type: 0,
      answer: ['A'],
      difficulty: 5,
      score: 2.5,
      stemText: 'Question 1: which tool cuts steel?',
    });
    expect(await ids({ keyword: 'WHICH TOOL' })).toEqual([question.questionId]);
    const options = await call<QuestionOption[]>('GET', withQuery(API.listAllQuestionForSelect, { courseId: chain.course.courseId }));
    expect(options.body.data).toContainEqual({ questionId: question.questionId, type: 0, stemText: 'Question 1: which tool cuts steel?' });
    expect((await call('PUT', API.updateQuestion, { ...body(1), questionId: 999999 })).body.status).toBe(STATUS.NOT_FOUND);
    expect((await call('GET', `${API.getQuestionById}/999999`)).body.status).toBe(STATUS.NOT_FOUND);
  });

  it('checks options and answer key by type, and refuses a blank stem', async () => {
    const img = '<p><img src="/api/x.png"></p>';
    const refused: [Body, string][] = [
      [{ options: ['<p>Only</p>'] }, 'optionsCountChoice'],
      [{ answer: [] }, 'answerSingle'],
      [{ answer: ['A', 'B'] }, 'answerSingle'],
      [{ answer: ['D'] }, 'answerUnknownOption'],
      [{ options: ['<p>One</p>', '<p>&nbsp;</p>', '<p>Three</p>'] }, 'optionEmpty'],
      [{ type: 1, answer: ['B'] }, 'answerMultiple'],
      [{ type: 1, answer: ['B', 'B'] }, 'answerMultiple'],
      [{ type: 2 }, 'optionsCountTrueFalse'],
      [{ type: 2, options: ['<p>True</p>', '<p>False</p>'], answer: ['A', 'B'] }, 'answerSingle'],
      [{ type: 3, linkUrl: 'https://example.com/task' }, 'linkHasOptions'],
      [{ type: 3, options: [], answer: [], linkUrl: 'ftp://example.com/task' }, 'linkUrlInvalid'],
      [{ stem: '<p>&nbsp;</p><script>alert(1)</script>' }, 'questionStemEmpty'],
    ];
    for (const [changes, key] of refused) {
      const { body: response } = await add(body(50, changes));
      expect(response.status, JSON.stringify(changes)).toBe(STATUS.BAD_REQUEST);
      expect(response.message).toBe(translate('en', key as 'optionEmpty'));
    }
    const tooMany = await add(body(50, { options: Array.from({ length: 11 }, (_, i) => `<p>${i}</p>`) }));
    expect(tooMany.body.status).toBe(STATUS.BAD_REQUEST);
    expect((await add(body(50, { score: 1.25 }))).body.message).toMatch(/score/);
    expect((await add(body(50, { difficulty: 6 }))).body.message).toMatch(/difficulty/);

    const accepted: Body[] = [
      { options: [img, '<p>B</p>'], answer: ['A'] },
      { options: Array.from({ length: 10 }, (_, i) => `<p>Option ${i}</p>`), answer: ['J'] },
      { type: 1, answer: ['A', 'B', 'C'] },
      { type: 2, options: ['<p>True</p>', '<p>False</p>'], answer: ['B'] },
      { type: 3, options: [], answer: [], linkUrl: 'https://example.com/task', score: 20 },
      { stem: img },
    ];
    for (const [index, changes] of accepted.entries()) {
      const { body: response } = await add(body(60 + index, changes));
      expect(response.status, `${JSON.stringify(changes)}: ${response.message}`).toBe(STATUS.OK);
    }
    expect(await ids({ type: 3 })).toHaveLength(1);
  });

  it('files a question under a knowledge point of its own course only', async () => {
    const foreign = await addKnowledge(c.t, c.admin, other.course.courseId, 'FOREIGN');
    const refused = await add(body(70, { knowledgeId: foreign.knowledgeId }));
    expect(refused.body.status).toBe(STATUS.BAD_REQUEST);
    expect(refused.body.message).toBe(translate('en', 'questionKnowledgeOtherCourse', { name: 'Point FOREIGN', course: 'Welding theory' }));
    expect((await add(body(70, { knowledgeId: 999999 }))).body.message).toBe(translate('en', 'knowledgeNotFound', { id: 999999 }));
    expect((await add(body(70, { courseId: 999999 }))).body.message).toBe(translate('en', 'courseNotFound', { id: 999999 }));
    const own = await addKnowledge(c.t, c.admin, chain.course.courseId, 'OWN');
    expect((await add(body(70, { knowledgeId: own.knowledgeId }))).body.data).toMatchObject({
      knowledgeName: 'Point OWN',
      knowledgeCode: 'OWN',
    });
  });

  it('filters by knowledge subtree, type, difficulty, keyword and ids to leave out, and sorts in SQL', async () => {
    const course = (await createChain(c.t, c.admin, 'FLT')).course.courseId;
    const chapter = await addKnowledge(c.t, c.admin, course, 'CH');
    const [p1, p2] = [await addKnowledge(c.t, c.admin, course, 'P1', chapter), await addKnowledge(c.t, c.admin, course, 'P2', chapter)];
    const elsewhere = await addKnowledge(c.t, c.admin, course, 'CH2');
    const make = async (n: number, knowledgeId: number | null, changes: Body = {}) =>
      (await addQuestion(c.t, author, singleChoice(course, n, { knowledgeId, stem: `<p>Filter ${n} 100%_done</p>`, ...changes })))
        .questionId;
    const q = [
      await make(1, chapter.knowledgeId, { difficulty: 1 }),
      await make(2, p1.knowledgeId, { difficulty: 2, score: 5 }),
      await make(3, p2.knowledgeId, { type: 2, options: ['<p>T</p>', '<p>F</p>'], difficulty: 2, score: 1 }),
      await make(4, elsewhere.knowledgeId),
      await make(5, null, { stem: '<p>Other words</p>' }),
    ];
    const find = async (query: Record<string, string | number>) =>
      (await listQuestions(c.t, author, { courseId: course, ...query })).list.map((row) => q.indexOf(row.questionId) + 1);
    expect(await find({ knowledgeId: chapter.knowledgeId })).toEqual([1, 2, 3]);
    expect(await find({ knowledgeId: p2.knowledgeId })).toEqual([3]);
    expect(await find({ type: 2 })).toEqual([3]);
    expect(await find({ difficulty: 2, type: '' })).toEqual([2, 3]);
    expect(await find({ keyword: '100%_' })).toEqual([1, 2, 3, 4]);
    expect(await find({ keyword: '0%x' })).toEqual([]);
    expect(await find({ excludeIds: `${q[0]},${q[3]}` })).toEqual([2, 3, 5]);
    expect(await find({ sortField: 'score', sortOrder: 'descend', limit: 2 })).toEqual([2, 1]);
    expect(await find({ sortField: 'difficulty', page: 2, limit: 2 })).toEqual([3, 4]);
    for (const query of [{ sortField: 'stem' }, { excludeIds: '1;drop' }, { retired: 2 }, { type: 8 }] as Record<
      string,
      string | number
    >[]) {
      expect((await call('GET', withQuery(API.listQuestion, query))).body.status, JSON.stringify(query)).toBe(STATUS.BAD_REQUEST);
    }
  });

  it('warns about a stem the course already has, and saves it when the author confirms', async () => {
    const first = await addQuestion(c.t, author, body(80, { stem: '<p>What is  the <em>melting</em> point of steel?</p>' }));
    const addDuplicate = (payload: Body) => call<DuplicateStemData>('POST', API.addQuestion, payload);
    const again = await addDuplicate(body(81, { stem: '<p>what is the melting point <strong>OF</strong> steel?</p>' }));
    expect(again.body.status).toBe(STATUS.CONFLICT);
    expect(again.body.message).toBe(translate('en', 'questionDuplicateStem', { ids: first.questionId }));
    expect(again.body.data).toEqual({ duplicates: [{ questionId: first.questionId, stemText: first.stemText }] });
    // Another course may have the same stem; an update does not count the question itself.
    expect((await add(singleChoice(other.course.courseId, 81, { stem: first.stem }))).body.status).toBe(STATUS.OK);
    expect((await call('PUT', API.updateQuestion, { ...body(80, { stem: first.stem }), questionId: first.questionId })).body.status).toBe(
      STATUS.OK,
    );
    const confirmed = await add(body(81, { stem: '<p>what is the melting point of steel?</p>', allowDuplicate: true }));
    expect(confirmed.body.status).toBe(STATUS.OK);
    const third = await addDuplicate(body(82, { stem: '<p>What is the melting point of steel?</p>' }));
    expect(third.body.data.duplicates.map((d) => d.questionId)).toEqual([first.questionId, confirmed.body.data.questionId]);
  });

  it('never deletes a question that is on a paper: it names the papers and says to retire it', async () => {
    const held = await addQuestion(c.t, author, body(90));
    const free = await addQuestion(c.t, author, body(91));
    await putOnPaper(c.t, chain.course.courseId, 'Spring exam', [held.questionId]);
    await putOnPaper(c.t, chain.course.courseId, 'Mock exam', [held.questionId]);
    expect((await call<QuestionRecord>('GET', `${API.getQuestionById}/${held.questionId}`)).body.data.paperCount).toBe(2);
    const refused = await call('DELETE', `${API.deleteQuestion}/${held.questionId}`);
    expect(refused.body.status).toBe(STATUS.CONFLICT);
    expect(refused.body.message).toBe(
      `Nothing was deleted. Question ${held.questionId} is on 2 paper(s): "Spring exam", "Mock exam". ${translate('en', 'questionRetireInstead')}`,
    );
    expect((await call('POST', API.batchDeleteQuestion, { ids: [free.questionId, held.questionId] })).body.status).toBe(STATUS.CONFLICT);
    expect(await ids({ retired: 'all', keyword: 'Question 9' })).toEqual([held.questionId, free.questionId]);
    // Moving it to another course would take it away from its papers' course.
    const moved = await call('PUT', API.updateQuestion, { ...singleChoice(other.course.courseId, 90), questionId: held.questionId });
    expect(moved.body.message).toBe(translate('en', 'questionCourseFixedOnPapers', { id: held.questionId, count: 2 }));

    expect((await call('POST', API.retireQuestion, { ids: [held.questionId, 999999], retired: 1 })).body.status).toBe(STATUS.NOT_FOUND);
    expect((await call('POST', API.retireQuestion, { ids: [held.questionId], retired: 1 })).body.status).toBe(STATUS.OK);
    expect(await ids({ keyword: 'Question 9' })).toEqual([free.questionId]);
    expect(await ids({ keyword: 'Question 9', retired: 1 })).toEqual([held.questionId]);
    const select = await call<QuestionOption[]>('GET', withQuery(API.listAllQuestionForSelect, { courseId: chain.course.courseId }));
    expect(select.body.data.map((option) => option.questionId)).not.toContain(held.questionId);
    expect((await call('POST', API.retireQuestion, { ids: [held.questionId], retired: 0 })).body.status).toBe(STATUS.OK);
    expect(await ids({ keyword: 'Question 9' })).toEqual([held.questionId, free.questionId]);
  });

  it('keeps a question on a published paper as published: an edit is refused and changes nothing (REQUIREMENTS §7)', async () => {
    const held = await addQuestion(c.t, author, body(95));
    const edit = (changes: Body) => call<QuestionRecord>('PUT', API.updateQuestion, { ...body(95, changes), questionId: held.questionId });
    const stored = async () => (await call<QuestionRecord>('GET', `${API.getQuestionById}/${held.questionId}`)).body.data;
    // On a paper not yet published it may still change.
    await putOnPaper(c.t, chain.course.courseId, 'Draft exam', [held.questionId]);
    expect((await edit({ stem: '<p>Reworded before publishing</p>' })).body.status).toBe(STATUS.OK);

    const published = await putOnPaper(c.t, chain.course.courseId, 'Published exam', [held.questionId]);
    await c.t.app.db.updateTable('papers').set({ locked: 1 }).where('id', '=', published).execute();
    const before = await stored();
    for (const changes of [{ stem: '<p>Reworded after publishing</p>' }, { answer: ['B'] }, { score: 5 }, { difficulty: 1 }]) {
      const refused = await edit({ stem: before.stem, ...changes });
      expect(refused.body.status).toBe(STATUS.CONFLICT);
      expect(refused.body.message).toBe(translate('en', 'questionOnLockedPapers', { id: held.questionId, papers: '"Published exam"' }));
    }
    expect(await stored()).toEqual(before);
    // Retiring only keeps it off new papers: still allowed.
    expect((await call('POST', API.retireQuestion, { ids: [held.questionId], retired: 1 })).body.status).toBe(STATUS.OK);
  });

  it('deletes questions all or nothing and answers 40400 for unknown ids', async () => {
    const [a, b] = [await addQuestion(c.t, author, body(100)), await addQuestion(c.t, author, body(101))];
    const partly = await call('POST', API.batchDeleteQuestion, { ids: [a.questionId, 999999] });
    expect(partly.body.message).toBe(translate('en', 'recordsNotFound', { ids: '999999' }));
    expect((await call('DELETE', `${API.deleteQuestion}/999999`)).body.message).toBe(translate('en', 'questionNotFound', { id: 999999 }));
    expect((await call('POST', API.batchDeleteQuestion, { ids: [a.questionId, b.questionId] })).body.status).toBe(STATUS.OK);
    expect((await call('GET', `${API.getQuestionById}/${a.questionId}`)).body.status).toBe(STATUS.NOT_FOUND);
  });

  it('keeps a course with questions and a knowledge point used by questions or paper rules', async () => {
    const held = await createChain(c.t, c.admin, 'HLD');
    const point = await addKnowledge(c.t, c.admin, held.course.courseId, 'USED');
    const ruled = await addKnowledge(c.t, c.admin, held.course.courseId, 'RULED');
    await addQuestion(c.t, author, singleChoice(held.course.courseId, 1, { knowledgeId: point.knowledgeId }));
    const paperId = await putOnPaper(c.t, held.course.courseId, 'Random', []);
    await c.t.app.db
      .insertInto('paperRules')
      .values({ paperId, position: 0, type: 0, knowledgeId: ruled.knowledgeId, difficulty: null, count: 2, score: 1 })
      .execute();

    const course = await call('DELETE', `${API.deleteCourse}/${held.course.courseId}`, undefined, c.admin);
    expect(course.body.status).toBe(STATUS.CONFLICT);
    expect(course.body.message).toContain(translate('en', 'courseHasQuestions', { name: 'HLD course', count: 1 }));
    expect(course.body.message).toContain(translate('en', 'courseHasPapers', { name: 'HLD course', count: 1 }));
    const usedPoint = await call('DELETE', `${API.deleteKnowledge}/${point.knowledgeId}`, undefined, c.admin);
    expect(usedPoint.body.message).toBe(translate('en', 'knowledgeHasQuestions', { name: 'Point USED', count: 1 }));
    const ruledPoint = await call('DELETE', `${API.deleteKnowledge}/${ruled.knowledgeId}`, undefined, c.admin);
    expect(ruledPoint.body.message).toBe(translate('en', 'knowledgeInPaperRules', { name: 'Point RULED', count: 1 }));
  });

  it('lets paper authors read the bank but not change it; refuses everyone else', async () => {
    const question = await addQuestion(c.t, author, body(110));
    const courseId = chain.course.courseId;
    const reads = [
      withQuery(API.listQuestion, { courseId }),
      `${API.getQuestionById}/${question.questionId}`,
      withQuery(API.listAllQuestionForSelect, { courseId }),
      withQuery(API.listKnowledgeTree, { courseId }),
      API.listAllCourseForSelect,
      withQuery(API.listAllKnowledgeForSelect, { courseId }),
    ];
    for (const url of reads) {
      expect((await call('GET', url, undefined, paperAuthor)).body.status, url).toBe(STATUS.OK);
      expect((await call('GET', url, undefined, author)).body.status, url).toBe(STATUS.OK);
    }
    const writes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, Body?][] = [
      ['POST', API.addQuestion, body(111)],
      ['PUT', API.updateQuestion, { ...body(110), questionId: question.questionId }],
      ['DELETE', `${API.deleteQuestion}/${question.questionId}`],
      ['POST', API.batchDeleteQuestion, { ids: [question.questionId] }],
      ['GET', API.exportQuestion],
      ['POST', API.retireQuestion, { ids: [question.questionId], retired: 1 }],
      ['GET', API.questionImportTemplate],
      ['POST', API.importQuestions, {}],
      ['POST', API.importQti, {}],
      ['GET', API.exportQti],
    ];
    for (const [method, url, payload] of writes)
      expect((await call(method, url, payload, paperAuthor)).body.status, url).toBe(STATUS.FORBIDDEN);
    for (const [method, url, payload] of [...reads.map((url) => ['GET', url] as const), ...writes]) {
      for (const [token, status] of [
        [c.outsider, STATUS.FORBIDDEN],
        [c.student, STATUS.FORBIDDEN],
        [undefined, STATUS.TOKEN_INVALID],
      ] as const) {
        expect((await c.t.call({ method, url, token, ...(payload ? { payload } : {}) })).body.status, `${method} ${url}`).toBe(status);
      }
    }
    expect((await call<QuestionRecord>('GET', `${API.getQuestionById}/${question.questionId}`)).body.data).toEqual(question);
  });
});
