import { API, type NoticeOption, type NoticeRecord, type Paged, PERMISSION, STATUS, translate } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withQuery } from '../../test/fixtures.js';
import { DATABASES } from '../../test/harness.js';
import { fetchRaw, type OrgContext, readXlsx, startOrgTest, teacherWith } from '../../test/org.js';

describe.each(DATABASES)('exam notices on %s', (kind) => {
  let c: OrgContext;
  let writer: string;
  beforeAll(async () => {
    c = await startOrgTest(kind);
    writer = await teacherWith(c.t, c.admin, 'notice_writer', [PERMISSION.EXAM_INSTRUCTION]);
  });
  afterAll(() => c.t.close());

  const notice = (title: string, changes: Record<string, unknown> = {}) => ({
    title,
    content: '<p>Bring your ID card.</p>',
    minReadingSeconds: 30,
    ...changes,
  });
  const add = (payload: Record<string, unknown>) => c.t.call<NoticeRecord>({ method: 'POST', url: API.addNotice, token: writer, payload });
  const update = (payload: Record<string, unknown>) =>
    c.t.call<NoticeRecord>({ method: 'PUT', url: API.updateNotice, token: writer, payload });
  const get = (id: number | string) => c.t.call<NoticeRecord>({ method: 'GET', url: `${API.getNoticeById}/${id}`, token: writer });
  const titles = async (query: Record<string, string | number>) =>
    (await c.t.call<Paged<NoticeRecord>>({ method: 'GET', url: withQuery(API.listNotice, query), token: writer })).body.data.list.map(
      (row) => row.title,
    );

  it('adds, reads, updates and lists a notice with only EXAM-INSTRUCTION', async () => {
    const added = await add(notice('Welding exam rules'));
    expect(added.body.status, added.body.message).toBe(STATUS.OK);
    expect(added.body.data).toEqual({
      noticeId: expect.any(Number),
      title: 'Welding exam rules',
      content: '<p>Bring your ID card.</p>',
      minReadingSeconds: 30,
      createdAt: expect.any(Number),
      updatedAt: expect.any(Number),
    });
    const id = added.body.data.noticeId;
    expect((await get(id)).body.data).toEqual(added.body.data);
    const updated = await update({ ...added.body.data, title: 'Welding exam rules, 2026', minReadingSeconds: 60 });
    expect(updated.body.data).toMatchObject({ noticeId: id, title: 'Welding exam rules, 2026', minReadingSeconds: 60 });
    expect(await titles({ title: 'EXAM RULES, 2026' })).toEqual(['Welding exam rules, 2026']);
    const defaulted = await add({ title: 'No reading time', content: '<p>x</p>' });
    expect(defaulted.body.data.minReadingSeconds).toBe(0);
  });

  it('sanitises the content and refuses content that shows nothing once sanitised', async () => {
    const { body } = await add(notice('Sanitised', { content: '<p onclick="steal()">Stay <b>seated</b></p><script>alert(1)</script>' }));
    expect(body.data.content).toBe('<p>Stay <b>seated</b></p>');
    expect((await add(notice('Picture only', { content: '<p><img src="https://cdn.example/rules.png"></p>' }))).body.status).toBe(
      STATUS.OK,
    );
    for (const content of ['<script>alert(1)</script>', '<p> &nbsp; </p><p><br></p>', '<iframe src="javascript:alert(1)"></iframe>']) {
      const refused = await add(notice('Empty', { content }));
      expect(refused.body.status, content).toBe(STATUS.BAD_REQUEST);
      expect(refused.body.message).toBe(translate('en', 'noticeContentEmpty'));
    }
    const updated = await update({ ...body.data, content: '<style>p{}</style>' });
    expect(updated.body.message).toBe(translate('en', 'noticeContentEmpty'));
    expect((await get(body.data.noticeId)).body.data.content).toBe('<p>Stay <b>seated</b></p>');
  });

  it('refuses bad fields with 40000 and unknown ids with 40400', async () => {
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ title: ' ' }, /title/],
      [{ content: '' }, /content/],
      [{ minReadingSeconds: 3601 }, /minReadingSeconds/],
      [{ minReadingSeconds: -1 }, /minReadingSeconds/],
    ];
    for (const [changes, field] of bad) {
      const { body } = await add(notice('Bad', changes));
      expect(body.status, JSON.stringify(changes)).toBe(STATUS.BAD_REQUEST);
      expect(body.message).toMatch(field);
    }
    expect((await get(999999)).body.status).toBe(STATUS.NOT_FOUND);
    expect((await get('abc')).body.status).toBe(STATUS.BAD_REQUEST);
    expect((await update({ ...notice('Ghost'), noticeId: 999999 })).body.message).toBe(translate('en', 'noticeNotFound', { id: 999999 }));
  });

  it('sorts and pages the list by title and reading time', async () => {
    for (const [title, seconds] of [
      ['Sortable b', 20],
      ['Sortable c', 10],
      ['Sortable a', 30],
    ] as const) {
      expect((await add(notice(title, { minReadingSeconds: seconds }))).body.status).toBe(STATUS.OK);
    }
    expect(await titles({ title: 'sortable', sortField: 'title', sortOrder: 'descend', limit: 2 })).toEqual(['Sortable c', 'Sortable b']);
    expect(await titles({ title: 'sortable', sortField: 'title', sortOrder: 'descend', limit: 2, page: 2 })).toEqual(['Sortable a']);
    expect(await titles({ title: 'sortable', sortField: 'minReadingSeconds' })).toEqual(['Sortable c', 'Sortable b', 'Sortable a']);
    expect(await titles({ title: 'sortable' })).toEqual(['Sortable b', 'Sortable c', 'Sortable a']);
    const refused = await c.t.call({ method: 'GET', url: withQuery(API.listNotice, { sortField: 'content' }), token: writer });
    expect(refused.body.status).toBe(STATUS.BAD_REQUEST);
  });

  it('deletes one or many, all or nothing', async () => {
    const [first, second] = [(await add(notice('Doomed 1'))).body.data.noticeId, (await add(notice('Doomed 2'))).body.data.noticeId];
    const partly = await c.t.call({ method: 'POST', url: API.batchDeleteNotice, token: writer, payload: { ids: [first, 999999] } });
    expect(partly.body.message).toBe(translate('en', 'recordsNotFound', { ids: '999999' }));
    expect((await get(first)).body.status).toBe(STATUS.OK);
    expect(
      (await c.t.call({ method: 'POST', url: API.batchDeleteNotice, token: writer, payload: { ids: [first, second] } })).body.status,
    ).toBe(STATUS.OK);
    expect((await get(second)).body.status).toBe(STATUS.NOT_FOUND);
    const third = (await add(notice('Doomed 3'))).body.data.noticeId;
    expect((await c.t.call({ method: 'DELETE', url: `${API.deleteNotice}/${third}`, token: writer })).body.status).toBe(STATUS.OK);
    expect((await c.t.call({ method: 'DELETE', url: `${API.deleteNotice}/${third}`, token: writer })).body.status).toBe(STATUS.NOT_FOUND);
  });

  it('exports title, minimum reading time and update time, headers translated and formulas neutralised', async () => {
    await add(notice('=HYPERLINK("http://evil.example","export")', { minReadingSeconds: 5 }));
    await add(notice('Export plain', { minReadingSeconds: 15 }));
    const url = withQuery(API.exportNotice, { title: 'export', sortField: 'minReadingSeconds' });
    const rows = await readXlsx((await fetchRaw(c.t, url, writer)).body);
    expect(rows[0]).toEqual(['Title', 'Minimum reading time (s)', 'Updated']);
    expect(rows.slice(1).map((row) => row.slice(0, 2))).toEqual([
      [`'=HYPERLINK("http://evil.example","export")`, 5],
      ['Export plain', 15],
    ]);
    expect(rows[1]![2]).toBeInstanceOf(Date);
    expect((await readXlsx((await fetchRaw(c.t, url, writer, 'zh-CN')).body))[0]).toEqual(['标题', '最短阅读时间（秒）', '更新时间']);
  });

  it('lets publishers read the select, and refuses everything else to callers without EXAM-INSTRUCTION', async () => {
    const publisher = await teacherWith(c.t, c.admin, 'notice_publisher', [PERMISSION.PUBLISHMANAGE]);
    const menuOnly = await teacherWith(c.t, c.admin, 'notice_menu', [PERMISSION.PUBLISH_MANAGE]);
    const paperAuthor = await teacherWith(c.t, c.admin, 'notice_paper_author', [PERMISSION.EXAM_MANAGE]);
    for (const token of [writer, publisher, menuOnly]) {
      const options = await c.t.call<NoticeOption[]>({ method: 'GET', url: API.listAllNoticeForSelect, token });
      expect(options.body.status).toBe(STATUS.OK);
      expect(Object.keys(options.body.data[0]!).sort()).toEqual(['noticeId', 'title']);
    }
    const id = (await add(notice('Guarded'))).body.data.noticeId;
    const calls = [
      ['GET', API.listNotice],
      ['GET', `${API.getNoticeById}/${id}`],
      ['POST', API.addNotice],
      ['PUT', API.updateNotice],
      ['DELETE', `${API.deleteNotice}/${id}`],
      ['POST', API.batchDeleteNotice],
      ['GET', API.exportNotice],
    ] as const;
    const callers = [
      [publisher, STATUS.FORBIDDEN],
      [paperAuthor, STATUS.FORBIDDEN],
      [c.student, STATUS.FORBIDDEN],
      [undefined, STATUS.TOKEN_INVALID],
    ] as const;
    for (const [method, url] of calls) {
      const payload = method === 'POST' || method === 'PUT' ? { ...notice('Sneaky'), noticeId: id, ids: [id] } : undefined;
      for (const [token, status] of callers) {
        expect((await c.t.call({ method, url, token, ...(payload ? { payload } : {}) })).body.status, `${method} ${url}`).toBe(status);
      }
    }
    for (const [token, status] of [
      [paperAuthor, STATUS.FORBIDDEN],
      [c.outsider, STATUS.FORBIDDEN],
      [undefined, STATUS.TOKEN_INVALID],
    ] as const) {
      expect((await c.t.call({ method: 'GET', url: API.listAllNoticeForSelect, token })).body.status).toBe(status);
    }
    expect((await get(id)).body.data.title).toBe('Guarded');
  });
});
