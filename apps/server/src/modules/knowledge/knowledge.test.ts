import { API, type KnowledgeRecord, type KnowledgeTree, PERMISSION, STATUS, translate } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crudSuite } from '../../test/crud-suite.js';
import { expectOk, withQuery } from '../../test/fixtures.js';
import { DATABASES } from '../../test/harness.js';
import { type Chain, createChain, fetchRaw, type OrgContext, readXlsx, startOrgTest } from '../../test/org.js';

describe.each(DATABASES)('knowledge points on %s', (kind) => {
  let c: OrgContext;
  let chain: Chain;
  let tree: Chain;
  beforeAll(async () => {
    c = await startOrgTest(kind);
    chain = await createChain(c.t, c.admin, 'KNW');
    tree = await createChain(c.t, c.admin, 'TREE', { course: 'Welding theory' });
  });
  afterAll(() => c.t.close());

  crudSuite(() => c, {
    entity: 'Knowledge',
    idField: 'knowledgeId',
    permission: PERMISSION.KNOW_CAPTER,
    body: (n) => ({ courseId: chain.course.courseId, parentId: null, type: 'cn', code: `K${n}`, name: `Chapter ${n}`, weight: 10 }),
    bad: [
      [{ type: 'xx' }, /type/],
      [{ weight: 101 }, /weight/],
      [{ weight: -1 }, /weight/],
      [{ courseId: undefined }, /courseId/],
    ],
    exportHeaders: ['Course', 'Type', 'Code', 'Name', 'Parent code', 'Weight (%)', 'Order'],
    firstHeaderZh: '课程',
  });

  const add = (payload: Record<string, unknown>) =>
    c.t.call<KnowledgeRecord>({ method: 'POST', url: API.addKnowledge, token: c.admin, payload });
  const update = (point: KnowledgeRecord, changes: Record<string, unknown>) =>
    c.t.call<KnowledgeRecord>({ method: 'PUT', url: API.updateKnowledge, token: c.admin, payload: { ...point, ...changes } });
  const chapter = async (code: string, weight: number, courseId = tree.course.courseId) =>
    expectOk(await add({ courseId, parentId: null, type: 'cn', code, name: `Chapter ${code}`, weight }), code);
  const point = async (parent: KnowledgeRecord, code: string, weight: number) =>
    expectOk(await add({ courseId: parent.courseId, parentId: parent.knowledgeId, type: 'kn', code, name: `Point ${code}`, weight }), code);
  const getTree = async (courseId = tree.course.courseId) =>
    (await c.t.call<KnowledgeTree>({ method: 'GET', url: withQuery(API.listKnowledgeTree, { courseId }), token: c.admin })).body;
  const move = (id: number, direction: string) =>
    c.t.call<KnowledgeTree>({ method: 'POST', url: API.moveKnowledge, token: c.admin, payload: { id, direction } });
  const codesOf = (nodes: KnowledgeTree['tree']) => nodes.map((node) => node.code);

  let ch1: KnowledgeRecord;
  let ch2: KnowledgeRecord;
  let points: KnowledgeRecord[];

  it('builds the course tree in order, and warns about levels whose weights do not add up to 100', async () => {
    ch1 = await chapter('CH1', 60);
    ch2 = await chapter('CH2', 30);
    points = [await point(ch1, 'P1', 50), await point(ch1, 'P2', 30), await point(ch1, 'P3', 20), await point(ch2, 'P4', 90)];
    const { status, data } = await getTree();
    expect(status).toBe(STATUS.OK);
    expect(codesOf(data.tree)).toEqual(['CH1', 'CH2']);
    expect(codesOf(data.tree[0]!.children)).toEqual(['P1', 'P2', 'P3']);
    expect(data.tree[0]!.children.map((node) => node.sort)).toEqual([0, 1, 2]);
    expect(data.weightWarnings).toEqual([null, ch2.knowledgeId]);
    await update(ch2, { weight: 40 });
    await update(points[3]!, { weight: 100 });
    expect((await getTree()).data.weightWarnings).toEqual([]);
    expect((await getTree(999999)).status).toBe(STATUS.NOT_FOUND);
  });

  it('moves a point up and down among its siblings only', async () => {
    const [p1, p2, p3] = points as [KnowledgeRecord, KnowledgeRecord, KnowledgeRecord];
    const moved = await move(p3.knowledgeId, 'up');
    expect(moved.body.status).toBe(STATUS.OK);
    expect(codesOf(moved.body.data.tree[0]!.children)).toEqual(['P1', 'P3', 'P2']);
    expect(codesOf((await move(p1.knowledgeId, 'down')).body.data.tree[0]!.children)).toEqual(['P3', 'P1', 'P2']);
    expect(codesOf((await move(ch2.knowledgeId, 'up')).body.data.tree)).toEqual(['CH2', 'CH1']);
    const first = await move(ch2.knowledgeId, 'up');
    expect(first.body.status).toBe(STATUS.BAD_REQUEST);
    expect(first.body.message).toBe(translate('en', 'knowledgeAlreadyFirst', { name: 'Chapter CH2' }));
    expect((await move(p2.knowledgeId, 'down')).body.message).toBe(translate('en', 'knowledgeAlreadyLast', { name: 'Point P2' }));
    expect((await move(p2.knowledgeId, 'sideways')).body.status).toBe(STATUS.BAD_REQUEST);
    expect(codesOf((await getTree()).data.tree[1]!.children)).toEqual(['P3', 'P1', 'P2']);
  });

  it('puts chapters at the top and appraisal points under a chapter of the same course', async () => {
    const other = await chapter('OTHER-CH', 100, chain.course.courseId);
    const base = { courseId: tree.course.courseId, code: 'BAD', name: 'Bad', weight: 0 };
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'cn', parentId: ch1.knowledgeId }, 'knowledgeChapterTopLevel'],
      [{ type: 'kn', parentId: null }, 'knowledgePointNeedsChapter'],
      [{ type: 'kn', parentId: points[0]!.knowledgeId }, 'knowledgePointNeedsChapter'],
      [{ type: 'kn', parentId: other.knowledgeId }, 'knowledgePointNeedsChapter'],
      [{ type: 'kn', parentId: 999999 }, 'knowledgePointNeedsChapter'],
    ];
    for (const [change, key] of cases) {
      const { body } = await add({ ...base, ...change });
      expect(body.status, JSON.stringify(change)).toBe(STATUS.BAD_REQUEST);
      expect(body.message).toBe(translate('en', key as 'knowledgeChapterTopLevel'));
    }
    expect((await update(ch2, { type: 'kn', parentId: ch2.knowledgeId })).body.status).toBe(STATUS.BAD_REQUEST);
    const demote = await update(ch1, { type: 'kn', parentId: ch2.knowledgeId });
    expect(demote.body.status).toBe(STATUS.CONFLICT);
    expect(demote.body.message).toBe('The course-level item "Chapter CH1" still has 3 appraisal point(s).');
  });

  it('keeps codes unique within a course and moves a point to another chapter at the end', async () => {
    const taken = await add({
      courseId: tree.course.courseId,
      parentId: ch2.knowledgeId,
      type: 'kn',
      code: 'P1',
      name: 'Again',
      weight: 0,
    });
    expect(taken.body.status).toBe(STATUS.CONFLICT);
    expect(taken.body.message).toBe(translate('en', 'knowledgeCodeTaken', { code: 'P1', parent: 'Welding theory' }));
    expect((await chapter('P1', 0, chain.course.courseId)).code).toBe('P1');
    const moved = await update(points[0]!, { parentId: ch2.knowledgeId, sort: undefined });
    expect(moved.body.data).toMatchObject({ parentId: ch2.knowledgeId, sort: 1, parentCode: 'CH2' });
  });

  it('refuses to delete a chapter with points, unless they go in the same request', async () => {
    const doomed = await chapter('DOOMED', 0);
    const [a, b] = [await point(doomed, 'DA', 50), await point(doomed, 'DB', 50)];
    const refused = await c.t.call({ method: 'DELETE', url: `${API.deleteKnowledge}/${doomed.knowledgeId}`, token: c.admin });
    expect(refused.body.status).toBe(STATUS.CONFLICT);
    expect(refused.body.message).toBe('The course-level item "Chapter DOOMED" still has 2 appraisal point(s).');
    const partly = await c.t.call({
      method: 'POST',
      url: API.batchDeleteKnowledge,
      token: c.admin,
      payload: { ids: [doomed.knowledgeId, a.knowledgeId] },
    });
    expect(partly.body.message).toBe('Nothing was deleted. The course-level item "Chapter DOOMED" still has 1 appraisal point(s).');
    const all = await c.t.call({
      method: 'POST',
      url: API.batchDeleteKnowledge,
      token: c.admin,
      payload: { ids: [doomed.knowledgeId, b.knowledgeId, a.knowledgeId] },
    });
    expect(all.body.status).toBe(STATUS.OK);
    expect(codesOf((await getTree()).data.tree)).not.toContain('DOOMED');
  });

  it('filters the list by course, parent and type, and the select by course', async () => {
    const list = await c.t.call<{ list: KnowledgeRecord[]; total: number }>({
      method: 'GET',
      url: withQuery(API.listKnowledge, { courseId: tree.course.courseId, type: 'kn', sortField: 'code' }),
      token: c.admin,
    });
    expect(list.body.data.list.map((row) => row.code)).toEqual(['P1', 'P2', 'P3', 'P4']);
    const children = await c.t.call<{ total: number }>({
      method: 'GET',
      url: withQuery(API.listKnowledge, { parentId: ch2.knowledgeId }),
      token: c.admin,
    });
    expect(children.body.data.total).toBe(2);
    const options = await c.t.call<Record<string, unknown>[]>({
      method: 'GET',
      url: withQuery(API.listAllKnowledgeForSelect, { courseId: tree.course.courseId }),
      token: c.admin,
    });
    expect(options.body.data).toHaveLength(6);
    expect(Object.keys(options.body.data[0]!).sort()).toEqual(['code', 'courseId', 'knowledgeId', 'name', 'parentId']);
  });

  it("names type cn the course level (docs/REQUIREMENTS.md §6) in the export's Type column", async () => {
    const url = withQuery(API.exportKnowledge, { courseId: tree.course.courseId, type: 'cn' });
    for (const [lang, label] of [
      ['en-US', 'Course level'],
      ['zh-CN', '课程级'],
    ] as const) {
      const rows = await readXlsx((await fetchRaw(c.t, url, c.admin, lang)).body);
      expect(rows.length).toBeGreaterThan(1);
      expect(new Set(rows.slice(1).map((row) => row[1]))).toEqual(new Set([label]));
    }
  });

  it('refuses the tree and moves to callers without the key', async () => {
    for (const [token, status] of [
      [c.outsider, STATUS.FORBIDDEN],
      [undefined, STATUS.TOKEN_INVALID],
      [c.student, STATUS.FORBIDDEN],
    ] as const) {
      expect(
        (await c.t.call({ method: 'GET', url: withQuery(API.listKnowledgeTree, { courseId: tree.course.courseId }), token })).body.status,
      ).toBe(status);
      expect(
        (await c.t.call({ method: 'POST', url: API.moveKnowledge, token, payload: { id: ch1.knowledgeId, direction: 'up' } })).body.status,
      ).toBe(status);
    }
    expect(codesOf((await getTree()).data.tree)).toEqual(['CH2', 'CH1']);
  });
});
