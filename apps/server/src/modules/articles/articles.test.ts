import {
  API,
  type ArticleProgress,
  type ArticleRecord,
  type MyArticle,
  type MyArticles,
  type Paged,
  PERMISSION,
  STATUS,
  translate,
  USER_TYPE,
} from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withQuery } from '../../test/fixtures.js';
import { DATABASES, startTestApp, type TestApp } from '../../test/harness.js';
import { type Chain, createChain, fetchRaw, type OrgContext, readXlsx, startOrgTest, teacherWith } from '../../test/org.js';
import { addCandidate } from '../attempts/test/attempt-fixture.js';
import type { Candidate } from '../attempts/test/attempt-fixture.js';

const VIDEO = '<p>Watch:</p><video controls src="https://cdn.example.org/weld.mp4"></video>';

describe.each(DATABASES)('learning articles on %s', (kind) => {
  let c: OrgContext;
  let writer: string;
  let welding: Chain;
  let cutting: Chain;
  let welder: Candidate;
  let cutter: Candidate;
  beforeAll(async () => {
    c = await startOrgTest(kind);
    writer = await teacherWith(c.t, c.admin, 'article_writer', [PERMISSION.LEARNING_ARTICLE]);
    welding = await createChain(c.t, c.admin, 'LRW');
    cutting = await createChain(c.t, c.admin, 'LRC');
    welder = await addCandidate(c.t, c.admin, welding.batch.classId, 'Wendy Welder');
    cutter = await addCandidate(c.t, c.admin, cutting.batch.classId, 'Carl Cutter');
  });
  afterAll(() => c.t.close());

  const article = (title: string, changes: Record<string, unknown> = {}) => ({
    title,
    type: 0,
    content: '<p>Read slowly.</p>',
    published: 1,
    ...changes,
  });
  const add = (payload: Record<string, unknown>) =>
    c.t.call<ArticleRecord>({ method: 'POST', url: API.addArticle, token: writer, payload });
  const added = async (payload: Record<string, unknown>) => {
    const { body } = await add(payload);
    expect(body.status, body.message).toBe(STATUS.OK);
    return body.data;
  };
  const update = (payload: Record<string, unknown>) =>
    c.t.call<ArticleRecord>({ method: 'PUT', url: API.updateArticle, token: writer, payload });
  const get = (id: number) => c.t.call<ArticleRecord>({ method: 'GET', url: `${API.getArticleById}/${id}`, token: writer });
  const staffList = async (query: Record<string, string | number>) =>
    (await c.t.call<Paged<ArticleRecord>>({ method: 'GET', url: withQuery(API.listArticle, query), token: writer })).body.data.list;
  const mine = (token: string, query: Record<string, string | number> = {}) =>
    c.t.call<MyArticles>({ method: 'GET', url: withQuery(API.myArticles, { limit: 100, ...query }), token });
  const myTitles = async (token: string, query: Record<string, string | number> = {}) =>
    (await mine(token, query)).body.data.list.map((row) => row.title);
  const progress = (url: string, token: string, articleId: number) =>
    c.t.call<ArticleProgress>({ method: 'POST', url, token, payload: { articleId } });
  const count = async () =>
    Number(
      (
        await c.t.app.db
          .selectFrom('articles')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('adds an article with its job types, sanitises the body and derives the video flag from it', async () => {
    const withVideo = await added(
      article('Arc basics', {
        content: `<p onclick="x()">Hi</p>${VIDEO}<script>alert(1)</script>`,
        subjectIds: [welding.subject.subjectId],
        pinned: 1,
      }),
    );
    expect(withVideo).toMatchObject({
      title: 'Arc basics',
      type: 0,
      hasVideo: 1,
      pinned: 1,
      published: 1,
      coverImage: '',
      openedCount: 0,
      finishedCount: 0,
      subjects: [
        { subjectId: welding.subject.subjectId, name: welding.subject.name, level: welding.subject.level, code: welding.subject.code },
      ],
    });
    expect(withVideo.content).not.toMatch(/script|onclick/);
    expect(withVideo.publishedAt).toEqual(expect.any(Number));
    // The flag follows the body, whatever the form says.
    const typed = await added(article('No video really', { hasVideo: 1 }));
    expect(typed.hasVideo).toBe(0);
    const changed = await update({ ...article('No video really', { content: VIDEO }), articleId: typed.articleId });
    expect(changed.body.data.hasVideo).toBe(1);
    const unsafe = await update({
      ...article('No video really', { content: '<p>Text</p><video src="javascript:alert(1)"></video>' }),
      articleId: typed.articleId,
    });
    expect(unsafe.body.data.hasVideo, unsafe.body.data.content).toBe(unsafe.body.data.content.includes('<video') ? 1 : 0);
    expect((await get(withVideo.articleId)).body.data).toEqual(withVideo);
  });

  it('refuses an article without a title, of an unknown type, with an unsafe cover or no body, storing nothing', async () => {
    const before = await count();
    const bad: [Record<string, unknown>, string | RegExp][] = [
      [{ title: '' }, /title/],
      [{ title: '   ' }, /title/],
      [{ title: undefined }, /title/],
      [{ type: 7 }, /type must be one of: 0 \(classic reading\), 1 \(excellent culture\)/],
      [{ type: 'poetry' }, /type/],
      [{ coverImage: 'javascript:alert(1)' }, /coverImage/],
      [{ coverImage: '/api/kaoshi-exam/user/logout' }, /coverImage/],
      [{ content: '<script>x</script>' }, translate('en', 'articleContentEmpty')],
      [{ subjectIds: [999999] }, translate('en', 'articleSubjectsNotFound', { ids: '999999' })],
      [{ pinned: 2 }, /pinned/],
    ];
    for (const [changes, message] of bad) {
      const { body } = await add(article('Bad', changes));
      expect(body.status, JSON.stringify(changes)).toBe(STATUS.BAD_REQUEST);
      expect(body.message).toMatch(message);
    }
    expect(await count()).toBe(before);
    expect((await add(article('Cover ok', { coverImage: 'https://cdn.example.org/cover.png' }))).body.data.coverImage).toBe(
      'https://cdn.example.org/cover.png',
    );
    expect((await update({ ...article('Ghost'), articleId: 999999 })).body.message).toBe(
      translate('en', 'articleNotFound', { id: 999999 }),
    );
  });

  it('shows a candidate published articles for everyone and for their own job type: pinned first, then newest; filtered by type and job type', async () => {
    const older = await added(article('L1 culture for all', { type: 1 }));
    const pinnedWeld = await added(article('L2 pinned welding', { subjectIds: [welding.subject.subjectId], pinned: 1 }));
    await added(article('L3 cutting only', { subjectIds: [cutting.subject.subjectId] }));
    await added(article('L4 draft', { published: 0 }));
    const newer = await added(article('L5 classic for all'));
    // Publishing a draft later makes it the newest.
    const late = await added(
      article('L6 late draft', { published: 0, subjectIds: [welding.subject.subjectId, cutting.subject.subjectId] }),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    await update({
      ...article('L6 late draft', { subjectIds: [welding.subject.subjectId, cutting.subject.subjectId] }),
      articleId: late.articleId,
    });
    const onlyL = (titles: string[]) => titles.filter((title) => title.startsWith('L'));
    const welders = onlyL(await myTitles(welder.token));
    expect(welders.slice(0, 1)).toEqual(['L2 pinned welding']);
    expect(welders.slice(1)).toEqual(['L6 late draft', 'L5 classic for all', 'L1 culture for all']);
    expect(onlyL(await myTitles(cutter.token))).toEqual(['L6 late draft', 'L5 classic for all', 'L3 cutting only', 'L1 culture for all']);
    expect(onlyL(await myTitles(welder.token, { type: 1 }))).toEqual(['L1 culture for all']);
    expect(onlyL(await myTitles(welder.token, { subjectId: welding.subject.subjectId }))).toEqual(['L2 pinned welding', 'L6 late draft']);
    const { body } = await mine(welder.token);
    expect(body.data.mySubjects).toEqual([
      { subjectId: welding.subject.subjectId, name: welding.subject.name, level: welding.subject.level, code: welding.subject.code },
    ]);
    expect(body.data.list.find((row) => row.articleId === pinnedWeld.articleId)).toMatchObject({
      pinned: 1,
      openedAt: null,
      finishedAt: null,
    });
    expect(body.data.list.some((row) => 'content' in row)).toBe(false);
    // Another job type cannot be asked for; the demo student, of another job type, sees the articles for everyone.
    const refused = await mine(welder.token, { subjectId: cutting.subject.subjectId });
    expect(refused.body.message).toBe(translate('en', 'learningSubjectNotYours', { id: cutting.subject.subjectId }));
    expect(onlyL(await myTitles(c.student))).toEqual(['L5 classic for all', 'L1 culture for all']);
    expect(newer.publishedAt! >= older.publishedAt!).toBe(true);
  });

  it("records opening and finishing per candidate, shows staff the counts, and hides others' articles and drafts", async () => {
    const target = await added(article('Progress target', { subjectIds: [welding.subject.subjectId] }));
    const draft = await added(article('Progress draft', { published: 0 }));
    // Reading changes nothing; opening does, once.
    const read = await c.t.call<MyArticle>({ method: 'GET', url: `${API.myArticle}/${target.articleId}`, token: welder.token });
    expect(read.body.data).toMatchObject({ title: 'Progress target', content: '<p>Read slowly.</p>', openedAt: null });
    const opened = (await progress(API.openArticle, welder.token, target.articleId)).body.data;
    expect(opened).toEqual({ articleId: target.articleId, openedAt: expect.any(Number), finishedAt: null });
    expect((await progress(API.openArticle, welder.token, target.articleId)).body.data.openedAt).toBe(opened.openedAt);
    expect((await get(target.articleId)).body.data).toMatchObject({ openedCount: 1, finishedCount: 0 });
    const finished = (await progress(API.finishArticle, welder.token, target.articleId)).body.data;
    expect(finished.finishedAt).toEqual(expect.any(Number));
    expect((await progress(API.finishArticle, welder.token, target.articleId)).body.data.finishedAt).toBe(finished.finishedAt);
    expect((await get(target.articleId)).body.data).toMatchObject({ openedCount: 1, finishedCount: 1 });
    expect((await mine(welder.token)).body.data.list.find((row) => row.articleId === target.articleId)).toMatchObject({
      openedAt: opened.openedAt,
      finishedAt: finished.finishedAt,
    });
    // Another candidate's progress is their own.
    const second = await addCandidate(c.t, c.admin, welding.batch.classId, 'Walt Welder');
    expect((await mine(second.token)).body.data.list.find((row) => row.articleId === target.articleId)).toMatchObject({
      openedAt: null,
      finishedAt: null,
    });
    expect((await progress(API.finishArticle, second.token, target.articleId)).body.data.openedAt).toEqual(expect.any(Number));
    expect((await get(target.articleId)).body.data).toMatchObject({ openedCount: 2, finishedCount: 2 });
    // Another job type's article and a draft read as missing, and nothing is recorded.
    for (const [token, id] of [
      [cutter.token, target.articleId],
      [welder.token, draft.articleId],
      [welder.token, 999999],
    ] as const) {
      for (const url of [API.openArticle, API.finishArticle]) expect((await progress(url, token, id)).body.status).toBe(STATUS.NOT_FOUND);
      expect((await c.t.call({ method: 'GET', url: `${API.myArticle}/${id}`, token })).body.message).toBe(
        translate('en', 'articleNotFound', { id }),
      );
    }
    expect((await get(draft.articleId)).body.data.openedCount).toBe(0);
    expect((await staffList({ title: 'progress', sortField: 'openedCount', sortOrder: 'descend' })).map((row) => row.title)).toEqual([
      'Progress target',
      'Progress draft',
    ]);
  });

  it('filters and exports the staff list with the display labels, and deletes with the readings', async () => {
    const video = await added(article('Export video', { type: 1, content: VIDEO, pinned: 1, subjectIds: [cutting.subject.subjectId] }));
    await added(article('Export plain', { published: 0 }));
    expect((await staffList({ title: 'export', hasVideo: 1 })).map((row) => row.title)).toEqual(['Export video']);
    expect((await staffList({ title: 'export', published: 0 })).map((row) => row.title)).toEqual(['Export plain']);
    expect((await staffList({ title: 'export', subjectId: cutting.subject.subjectId })).map((row) => row.title)).toEqual(['Export video']);
    const rows = await readXlsx(
      (await fetchRaw(c.t, withQuery(API.exportArticle, { title: 'export', sortField: 'title' }), writer, 'zh-CN')).body,
    );
    expect(rows[0]!.slice(0, 6)).toEqual(['标题', '类型', '视频', '置顶', '已发布', '适用工种']);
    expect(rows[2]!.slice(0, 6)).toEqual(['Export video', '优秀文化', '有视频', '置顶', '是', cutting.subject.name]);
    await progress(API.openArticle, cutter.token, video.articleId);
    expect((await c.t.call({ method: 'DELETE', url: `${API.deleteArticle}/${video.articleId}`, token: writer })).body.status).toBe(
      STATUS.OK,
    );
    expect((await get(video.articleId)).body.status).toBe(STATUS.NOT_FOUND);
    expect(await c.t.app.db.selectFrom('articleReadings').select('studentId').where('articleId', '=', video.articleId).execute()).toEqual(
      [],
    );
  });

  it('keeps staff calls to LEARNING-ARTICLE and candidate calls to STUDENT-EXAM', async () => {
    const id = (await added(article('Guarded'))).articleId;
    for (const [method, url] of [
      ['GET', API.listArticle],
      ['GET', `${API.getArticleById}/${id}`],
      ['POST', API.addArticle],
      ['GET', API.exportArticle],
    ] as const) {
      for (const [token, status] of [
        [c.student, STATUS.FORBIDDEN],
        [welder.token, STATUS.FORBIDDEN],
        [c.outsider, STATUS.FORBIDDEN],
        [undefined, STATUS.TOKEN_INVALID],
      ] as const) {
        const payload = method === 'POST' ? article('Sneaky') : undefined;
        expect((await c.t.call({ method, url, token, ...(payload ? { payload } : {}) })).body.status, `${method} ${url}`).toBe(status);
      }
    }
    expect((await mine(writer)).body.status).toBe(STATUS.FORBIDDEN);
    expect((await mine(c.admin)).body.status).toBe(STATUS.OK);
  });
});

describe.each(DATABASES)('the demo learning articles on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { SEED_DEMO_EXAM: '1' });
  });
  afterAll(() => t.close());

  it('shows the demo student both types, pinned first then newest, with and without video, and no draft', async () => {
    const student = await t.login('student', '123456', USER_TYPE.STUDENT);
    const { body } = await t.call<MyArticles>({ method: 'GET', url: API.myArticles, token: student });
    expect(body.data.list.map((row) => [row.title, row.type, row.pinned, row.hasVideo])).toEqual([
      ['Before you strike an arc: a five-minute safety check', 0, 1, 1],
      ['Safety culture: why we stop the job', 1, 1, 1],
      ['The craftsman’s patience', 1, 0, 0],
      ['Reading a welding procedure specification', 0, 0, 0],
    ]);
    expect(body.data.list[0]!.subjects).toEqual(body.data.mySubjects);
    expect(body.data.list[1]!.subjects).toEqual([]);
    const admin = await t.login('admin');
    const all = await t.call<Paged<ArticleRecord>>({ method: 'GET', url: withQuery(API.listArticle, { published: 0 }), token: admin });
    expect(all.body.data.list.map((row) => row.title)).toEqual(['Draft: gas cylinders in cold weather']);
  });
});
