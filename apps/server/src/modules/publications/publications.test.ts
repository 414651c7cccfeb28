import { API, type Paged, type PublicationOption, type PublicationRecord, STATUS, translate } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withQuery } from '../../test/fixtures.js';
import { DATABASES } from '../../test/harness.js';
import { fetchRaw, readXlsx } from '../../test/org.js';
import {
  addPublication,
  getPublication,
  HOUR,
  insertAttempt,
  MINUTE,
  publicationBody,
  type PublicationContext,
  publish,
  publishedPublication,
  savedPublication,
  startPublicationTest,
} from './test/publication-fixture.js';

describe.each(DATABASES)('publications on %s', (kind) => {
  let c: PublicationContext;
  beforeAll(async () => {
    c = await startPublicationTest(kind);
  });
  afterAll(() => c.t.close());

  const update = (payload: Record<string, unknown>) =>
    c.t.call<PublicationRecord>({ method: 'PUT', url: API.updatePublication, token: c.publisher, payload });
  const list = async (query: Record<string, string | number>) =>
    (await c.t.call<Paged<PublicationRecord>>({ method: 'GET', url: withQuery(API.listPublication, query), token: c.publisher })).body.data;
  const names = async (query: Record<string, string | number>) => (await list(query)).list.map((row) => row.name);
  const remove = (ids: number[]) => c.t.call({ method: 'POST', url: API.batchDeletePublication, token: c.publisher, payload: { ids } });

  it('adds, reads, updates and lists a draft as a publisher with role SUPER', async () => {
    const added = await addPublication(
      c,
      publicationBody(c, { classIds: [c.secondBatch.classId, c.chain.batch.classId, c.chain.batch.classId] }),
    );
    expect(added.body.status, added.body.message).toBe(STATUS.OK);
    const now = c.clock.now();
    expect(added.body.data).toEqual({
      publicationId: expect.any(Number),
      name: 'Welding theory',
      paperId: c.fixedPaper.paperId,
      paperName: 'Fixed paper',
      noticeId: c.notice.noticeId,
      noticeTitle: 'Exam rules',
      kind: 'normal',
      parentPublicationId: null,
      parentPublicationName: null,
      classIds: [c.chain.batch.classId, c.secondBatch.classId],
      classNames: ['First batch', 'Second batch'],
      startsAt: now + HOUR,
      endsAt: now + 3 * HOUR,
      durationMinutes: 60,
      attemptsAllowed: 1,
      resultVisibility: 'afterClose',
      fullscreenRequired: 0,
      tabSwitchLimit: 0,
      blockCopyPaste: 0,
      storedState: 'draft',
      state: 'draft',
      candidateCount: 5,
      attemptCount: 0,
      createdAt: now,
      updatedAt: now,
    });
    const id = added.body.data.publicationId;
    expect(await getPublication(c, id)).toEqual(added.body.data);
    const updated = await update({
      ...publicationBody(c),
      publicationId: id,
      name: 'Welding theory, spring',
      durationMinutes: 40,
      noticeId: '',
      tabSwitchLimit: 3,
    });
    expect(updated.body.status, updated.body.message).toBe(STATUS.OK);
    expect(updated.body.data).toMatchObject({
      publicationId: id,
      name: 'Welding theory, spring',
      durationMinutes: 40,
      noticeId: null,
      noticeTitle: null,
      classIds: [c.chain.batch.classId],
      candidateCount: 3,
      tabSwitchLimit: 3,
    });
    expect(await names({ name: 'THEORY, SPRING' })).toEqual(['Welding theory, spring']);
  });

  it('refuses bad input with 40000 and a message naming what to fix, and changes nothing', async () => {
    const before = (await list({})).total;
    const parent = await savedPublication(c, { name: 'A parent' });
    const child = await savedPublication(c, { name: 'A child', kind: 'supplementary', parentPublicationId: parent.publicationId });
    const refusals: [Record<string, unknown>, string][] = [
      [{ endsAt: c.clock.now() + HOUR }, translate('en', 'publicationWindowInvalid')],
      [{ paperId: 999999 }, translate('en', 'paperNotFound', { id: 999999 })],
      [{ noticeId: 999999 }, translate('en', 'noticeNotFound', { id: 999999 })],
      [{ classIds: [] }, translate('en', 'publicationNeedsClasses')],
      [{ classIds: [c.chain.batch.classId, 999999] }, translate('en', 'classNotFound', { id: 999999 })],
      [{ kind: 'supplementary' }, translate('en', 'publicationNeedsParent')],
      [{ kind: 'supplementary', parentPublicationId: 999999 }, translate('en', 'publicationNotFound', { id: 999999 })],
      [
        { kind: 'supplementary', parentPublicationId: child.publicationId },
        translate('en', 'publicationParentNotNormal', { name: 'A child' }),
      ],
    ];
    for (const [changes, message] of refusals) {
      const { body } = await addPublication(c, publicationBody(c, changes));
      expect(body.status, JSON.stringify(changes)).toBe(STATUS.BAD_REQUEST);
      expect(body.message).toBe(message);
    }
    for (const [changes, field] of [
      [{ name: ' ' }, /name/],
      [{ attemptsAllowed: 0 }, /attemptsAllowed/],
      [{ resultVisibility: 'sometimes' }, /resultVisibility/],
      [{ durationMinutes: 0 }, /durationMinutes/],
    ] as const) {
      const { body } = await addPublication(c, publicationBody(c, changes));
      expect(body.status, JSON.stringify(changes)).toBe(STATUS.BAD_REQUEST);
      expect(body.message).toMatch(field);
    }
    const self = await update({
      ...publicationBody(c),
      publicationId: parent.publicationId,
      kind: 'supplementary',
      parentPublicationId: parent.publicationId,
    });
    expect(self.body.message).toBe(translate('en', 'publicationParentSelf'));
    const chained = await update({
      ...publicationBody(c),
      publicationId: parent.publicationId,
      kind: 'supplementary',
      parentPublicationId: (await savedPublication(c)).publicationId,
    });
    expect(chained.body.status).toBe(STATUS.CONFLICT);
    expect(chained.body.message).toBe(translate('en', 'publicationIsParent', { child: 'A child' }));
    expect((await update({ ...publicationBody(c), publicationId: 999999 })).body.status).toBe(STATUS.NOT_FOUND);
    expect((await list({})).total).toBe(before + 3);
  });

  it("stores no batches for a supplementary exam and finds it under its parent's batch", async () => {
    const parent = await savedPublication(c, { name: 'Batch filter parent', classIds: [c.secondBatch.classId] });
    const child = await savedPublication(c, {
      name: 'Batch filter re-exam',
      kind: 'supplementary',
      parentPublicationId: parent.publicationId,
    });
    expect(child).toMatchObject({
      kind: 'supplementary',
      parentPublicationName: 'Batch filter parent',
      classIds: [],
      classNames: [],
      candidateCount: 2,
    });
    expect(await names({ name: 'batch filter', classId: c.secondBatch.classId, sortField: 'name' })).toEqual([
      'Batch filter parent',
      'Batch filter re-exam',
    ]);
    expect(await names({ name: 'batch filter', classId: c.chain.batch.classId })).toEqual([]);
    expect(await names({ name: 'batch filter', kind: 'supplementary' })).toEqual(['Batch filter re-exam']);
  });

  it('refuses a random paper the bank can no longer fill', async () => {
    const { db } = c.t.app;
    await db.updateTable('questions').set({ retired: 1 }).where('id', 'in', c.randomPool.slice(0, 2)).execute();
    try {
      const { body } = await addPublication(c, publicationBody(c, { paperId: c.randomPaper.paperId }));
      expect(body.status).toBe(STATUS.CONFLICT);
      expect(body.message).toBe(
        translate('en', 'paperRuleNoLongerAvailable', { name: 'Random paper', rule: 1, required: 2, available: 1 }),
      );
    } finally {
      await db.updateTable('questions').set({ retired: 0 }).where('id', 'in', c.randomPool).execute();
    }
    expect((await savedPublication(c, { paperId: c.randomPaper.paperId })).durationMinutes).toBe(45);
  });

  it('shows the state by the server clock: published, open, closed; the list filters it in SQL', async () => {
    const name = 'Clockwork';
    const draft = await savedPublication(c, { name: `${name} draft` });
    const early = await publishedPublication(c, {
      name: `${name} early`,
      startsAt: c.clock.now() + HOUR,
      endsAt: c.clock.now() + 2 * HOUR,
    });
    const late = await publishedPublication(c, {
      name: `${name} late`,
      startsAt: c.clock.now() + 3 * HOUR,
      endsAt: c.clock.now() + 4 * HOUR,
    });
    expect(early.state).toBe('published');
    const byState = async () => {
      const result: Record<string, string[]> = {};
      for (const state of ['draft', 'published', 'open', 'closed', 'withdrawn'])
        result[state] = await names({ name, state, sortField: 'name' });
      return result;
    };
    expect(await byState()).toEqual({
      draft: [`${name} draft`],
      published: [`${name} early`, `${name} late`],
      open: [],
      closed: [],
      withdrawn: [],
    });
    c.clock.advance(HOUR);
    expect((await getPublication(c, early.publicationId)).state).toBe('open');
    expect(await byState()).toMatchObject({ published: [`${name} late`], open: [`${name} early`] });
    c.clock.advance(HOUR - 1);
    expect((await getPublication(c, early.publicationId)).state).toBe('open');
    c.clock.advance(1);
    expect(await byState()).toMatchObject({ published: [`${name} late`], open: [], closed: [`${name} early`] });
    c.clock.advance(2 * HOUR);
    expect(await byState()).toEqual({
      draft: [`${name} draft`],
      published: [],
      open: [],
      closed: [`${name} early`, `${name} late`],
      withdrawn: [],
    });
    expect((await getPublication(c, draft.publicationId)).state).toBe('draft');
    expect((await getPublication(c, late.publicationId)).state).toBe('closed');
  });

  it('sorts by a listed column and pages in SQL; anything else is refused', async () => {
    const now = c.clock.now();
    for (const [name, hours] of [
      ['Sortable b', 3],
      ['Sortable c', 1],
      ['Sortable a', 2],
    ] as const) {
      await savedPublication(c, { name, startsAt: now + hours * HOUR, endsAt: now + (hours + 5) * HOUR });
    }
    expect(await names({ name: 'sortable', sortField: 'name', sortOrder: 'descend', limit: 2 })).toEqual(['Sortable c', 'Sortable b']);
    expect(await names({ name: 'sortable', sortField: 'name', sortOrder: 'descend', limit: 2, page: 2 })).toEqual(['Sortable a']);
    expect(await names({ name: 'sortable', sortField: 'startsAt' })).toEqual(['Sortable c', 'Sortable a', 'Sortable b']);
    expect(await names({ name: 'sortable' })).toEqual(['Sortable b', 'Sortable c', 'Sortable a']);
    expect((await list({ name: 'sortable', limit: 2 })).total).toBe(3);
    const refused: Record<string, string>[] = [
      { sortField: 'state' },
      { sortField: 'name; drop table users' },
      { state: 'asleep' },
      { kind: 'other' },
    ];
    for (const query of refused) {
      const { body } = await c.t.call({ method: 'GET', url: withQuery(API.listPublication, query), token: c.publisher });
      expect(body.status, JSON.stringify(query)).toBe(STATUS.BAD_REQUEST);
    }
    const paperOnly = await list({ paperId: c.randomPaper.paperId });
    expect(paperOnly.list.every((row) => row.paperId === c.randomPaper.paperId)).toBe(true);
  });

  it('exports the filtered list with translated headers and states', async () => {
    await publishedPublication(c, { name: 'Exported =1+1', classIds: [c.chain.batch.classId, c.secondBatch.classId] });
    const url = withQuery(API.exportPublication, { name: 'exported' });
    const rows = await readXlsx((await fetchRaw(c.t, url, c.publisher)).body);
    expect(rows[0]).toEqual(['Name', 'Paper', 'Kind', 'Batches', 'Starts', 'Ends', 'Duration (min)', 'State', 'Candidates', 'Attempts']);
    expect(rows[1]).toEqual([
      'Exported =1+1',
      'Fixed paper',
      'Normal',
      'First batch, Second batch',
      expect.any(Date),
      expect.any(Date),
      60,
      'Published',
      5,
      0,
    ]);
    const zh = await readXlsx((await fetchRaw(c.t, url, c.publisher, 'zh-CN')).body);
    expect(zh[0]![0]).toBe('名称');
    expect(zh[1]![7]).toBe('已发布');
  });

  it('deletes drafts and unstarted exams all or nothing, never one that opened, was withdrawn or has attempts', async () => {
    const [draft, unstarted] = [
      await savedPublication(c, { name: 'Doomed draft' }),
      await publishedPublication(c, { name: 'Doomed unstarted' }),
    ];
    const partly = await remove([draft.publicationId, 999999]);
    expect(partly.body.message).toBe(translate('en', 'recordsNotFound', { ids: '999999' }));
    expect((await remove([draft.publicationId, unstarted.publicationId])).body.status).toBe(STATUS.OK);
    expect(
      (await c.t.call({ method: 'GET', url: `${API.getPublicationById}/${draft.publicationId}`, token: c.publisher })).body.status,
    ).toBe(STATUS.NOT_FOUND);

    const opened = await publishedPublication(c, { name: 'Opened', startsAt: c.clock.now() + MINUTE });
    const parent = await savedPublication(c, { name: 'Parent kept' });
    await savedPublication(c, { name: 'Its re-exam', kind: 'supplementary', parentPublicationId: parent.publicationId });
    const attempted = await publishedPublication(c, { name: 'Attempted early' });
    await insertAttempt(c, {
      publicationId: attempted.publicationId,
      studentId: c.students[0]!.studentId,
      status: 2,
      startedAt: c.clock.now(),
      deadlineAt: c.clock.now() + HOUR,
    });
    c.clock.advance(MINUTE);
    const single = await c.t.call({ method: 'DELETE', url: `${API.deletePublication}/${opened.publicationId}`, token: c.publisher });
    expect(single.body.status).toBe(STATUS.CONFLICT);
    expect(single.body.message).toBe(translate('en', 'publicationStarted', { name: 'Opened' }));
    const many = await remove([parent.publicationId, attempted.publicationId]);
    expect(many.body.message).toBe(
      `Nothing was deleted. ${translate('en', 'publicationHasAttempts', { name: 'Attempted early', count: 1 })} ${translate('en', 'publicationHasSupplementaries', { name: 'Parent kept', count: 1 })}`,
    );
    const withdrawn = await publishedPublication(c, { name: 'Withdrawn kept' });
    await c.t.call({
      method: 'POST',
      url: API.withdrawPublication,
      token: c.publisher,
      payload: { id: withdrawn.publicationId, reason: 'Wrong batch' },
    });
    expect((await remove([withdrawn.publicationId])).body.message).toBe(
      translate('en', 'publicationWithdrawnKept', { name: 'Withdrawn kept' }),
    );
  });

  it('lets only a holder of PUBLISHMANAGE with role SUPER (or SUPER_ADMIN) manage; proctors may read the select', async () => {
    const id = (await savedPublication(c, { name: 'Guarded' })).publicationId;
    const manageCalls = [
      ['GET', API.listPublication],
      ['GET', `${API.getPublicationById}/${id}`],
      ['POST', API.addPublication],
      ['PUT', API.updatePublication],
      ['DELETE', `${API.deletePublication}/${id}`],
      ['POST', API.batchDeletePublication],
      ['GET', API.exportPublication],
      ['POST', API.publishPublication],
      ['POST', API.withdrawPublication],
      ['POST', API.extendPublication],
    ] as const;
    const payload = { ...publicationBody(c), publicationId: id, id, ids: [id], reason: 'x', endsAt: c.clock.now() + 9 * HOUR };
    const refused = [
      [c.keyWithoutRole, STATUS.FORBIDDEN],
      [c.proctor, STATUS.FORBIDDEN],
      [c.student, STATUS.FORBIDDEN],
      [undefined, STATUS.TOKEN_INVALID],
    ] as const;
    for (const [method, url] of manageCalls) {
      for (const [token, status] of refused) {
        const { body } = await c.t.call({ method, url, token, ...(method === 'GET' || method === 'DELETE' ? {} : { payload }) });
        expect(body.status, `${method} ${url}`).toBe(status);
      }
    }
    expect((await getPublication(c, id)).name).toBe('Guarded');
    expect((await c.t.call({ method: 'GET', url: API.listPublication, token: c.admin })).body.status).toBe(STATUS.OK);
    for (const token of [c.publisher, c.proctor, c.keyWithoutRole, c.admin]) {
      const options = await c.t.call<PublicationOption[]>({
        method: 'GET',
        url: withQuery(API.listAllPublicationForSelect, { kind: 'normal' }),
        token,
      });
      expect(options.body.status).toBe(STATUS.OK);
      expect(options.body.data.find((option) => option.publicationId === id)).toEqual({
        publicationId: id,
        name: 'Guarded',
        kind: 'normal',
        state: 'draft',
        startsAt: expect.any(Number),
        endsAt: expect.any(Number),
      });
    }
    for (const [token, status] of [
      [c.student, STATUS.FORBIDDEN],
      [undefined, STATUS.TOKEN_INVALID],
    ] as const) {
      expect((await c.t.call({ method: 'GET', url: API.listAllPublicationForSelect, token })).body.status).toBe(status);
    }
    expect((await publish(c, id, c.admin)).body.status).toBe(STATUS.OK);
  });
});
