import {
  API,
  type ExtraTimeGiven,
  type PaperDetail,
  type PublicationLogEntry,
  type PublicationRecord,
  STATUS,
  translate,
} from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOk } from '../../test/fixtures.js';
import { DATABASES } from '../../test/harness.js';
import { attemptTopic } from '../../lib/live-hub.js';
import {
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
  storedAttempt,
} from './test/publication-fixture.js';

describe.each(DATABASES)('publishing, withdrawal, extension and extra time on %s', (kind) => {
  let c: PublicationContext;
  beforeAll(async () => {
    c = await startPublicationTest(kind);
  });
  afterAll(() => c.t.close());

  const post = <T = PublicationRecord>(url: string, payload: Record<string, unknown>, token = c.publisher) =>
    c.t.call<T>({ method: 'POST', url, token, payload });
  const update = (id: number, changes: Record<string, unknown>) =>
    c.t.call<PublicationRecord>({
      method: 'PUT',
      url: API.updatePublication,
      token: c.publisher,
      payload: { ...publicationBody(c), publicationId: id, ...changes },
    });
  const paperLocked = async (paperId: number) =>
    (await c.t.app.db.selectFrom('papers').select('locked').where('id', '=', paperId).executeTakeFirstOrThrow()).locked;
  const log = async (id: number, token = c.publisher) =>
    expectOk(await c.t.call<PublicationLogEntry[]>({ method: 'GET', url: `${API.listPublicationLog}/${id}`, token }), 'log');
  /** Messages pushed to these attempts' exam pages, by attempt id. */
  const listen = (ids: number[]) => {
    const heard = new Map<number, object[]>(ids.map((id) => [id, []]));
    const stops = ids.map((id) => c.t.app.live.subscribe(attemptTopic(id), (message) => heard.get(id)!.push(message)));
    return { heard, stop: () => stops.forEach((stop) => stop()) };
  };

  it('publishes a draft and locks its paper in the same step; the papers API then refuses a change', async () => {
    const draft = await savedPublication(c, { name: 'Lock test' });
    expect(await paperLocked(c.fixedPaper.paperId)).toBe(0);
    const published = await publish(c, draft.publicationId);
    expect(published.body.status, published.body.message).toBe(STATUS.OK);
    expect(published.body.data).toMatchObject({ storedState: 'published', state: 'published', updatedAt: c.clock.now() });
    const stored = await c.t.app.db
      .selectFrom('publications')
      .select('publishedAt')
      .where('id', '=', draft.publicationId)
      .executeTakeFirstOrThrow();
    expect(stored.publishedAt).toBe(c.clock.now());
    expect(await paperLocked(c.fixedPaper.paperId)).toBe(1);
    const paper = expectOk(
      await c.t.call<PaperDetail>({ method: 'GET', url: `${API.getPaperById}/${c.fixedPaper.paperId}`, token: c.admin }),
      'paper',
    );
    const changed = await c.t.call({ method: 'PUT', url: API.updatePaper, token: c.admin, payload: { ...paper, passScore: 1 } });
    expect(changed.body.status).toBe(STATUS.CONFLICT);
    expect(changed.body.message).toBe(translate('en', 'paperLocked', { name: 'Fixed paper' }));
    expect((await publish(c, draft.publicationId)).body.message).toBe(
      translate('en', 'publicationAlreadyPublished', { name: 'Lock test' }),
    );
    expect(await log(draft.publicationId)).toEqual([
      { at: c.clock.now(), actorName: 'publisher', action: 'publish', attemptId: null, studentName: null, reason: '', detail: '' },
    ]);
  });

  it('refuses to publish after the window, a re-exam before its parent, and a paper the bank can no longer fill', async () => {
    const stale = await savedPublication(c, { name: 'Stale', startsAt: c.clock.now() + MINUTE, endsAt: c.clock.now() + 2 * MINUTE });
    c.clock.advance(2 * MINUTE);
    const late = await publish(c, stale.publicationId);
    expect(late.body.status).toBe(STATUS.CONFLICT);
    expect(late.body.message).toBe(translate('en', 'publicationWindowOver', { name: 'Stale' }));
    const parent = await savedPublication(c, { name: 'Unpublished parent' });
    const child = await savedPublication(c, { name: 'Early re-exam', kind: 'supplementary', parentPublicationId: parent.publicationId });
    expect((await publish(c, child.publicationId)).body.message).toBe(
      translate('en', 'publicationParentNotPublished', { name: 'Early re-exam', parent: 'Unpublished parent' }),
    );
    expect((await publish(c, parent.publicationId)).body.status).toBe(STATUS.OK);
    expect((await publish(c, child.publicationId)).body.message).toBe(
      translate('en', 'publicationParentStillOpen', { name: 'Early re-exam', parent: 'Unpublished parent' }),
    );
    const random = await savedPublication(c, { name: 'Random short', paperId: c.randomPaper.paperId });
    await c.t.app.db.updateTable('questions').set({ retired: 1 }).where('id', 'in', c.randomPool.slice(0, 2)).execute();
    const short = await publish(c, random.publicationId);
    await c.t.app.db.updateTable('questions').set({ retired: 0 }).where('id', 'in', c.randomPool).execute();
    expect(short.body.status).toBe(STATUS.CONFLICT);
    expect(short.body.message).toBe(
      translate('en', 'paperRuleNoLongerAvailable', { name: 'Random paper', rule: 1, required: 2, available: 1 }),
    );
    expect(await paperLocked(c.randomPaper.paperId)).toBe(0);
    expect((await publish(c, 999999)).body.status).toBe(STATUS.NOT_FOUND);
  });

  it('publishes a re-exam only once its original has closed, with results final, and opening after it', async () => {
    const start = c.clock.now() + HOUR;
    const original = await publishedPublication(c, { name: 'Original', startsAt: start, endsAt: start + 2 * HOUR });
    const early = await savedPublication(c, {
      name: 'Make-up',
      kind: 'supplementary',
      parentPublicationId: original.publicationId,
      startsAt: start + HOUR,
      endsAt: start + 5 * HOUR,
    });
    const names = { name: 'Make-up', parent: 'Original' };
    const refused = async (id: number, key: Parameters<typeof translate>[1], params: Record<string, string | number> = names) => {
      const { body } = await publish(c, id);
      expect(body).toMatchObject({ status: STATUS.CONFLICT, message: translate('en', key, params) });
      expect((await getPublication(c, id)).state).toBe('draft');
    };
    // While the original is open its absentees may still sit it.
    await refused(early.publicationId, 'publicationParentStillOpen');
    // One attempt still being written, one submitted and not marked.
    const writing = await insertAttempt(c, {
      publicationId: original.publicationId,
      studentId: c.students[0]!.studentId,
      status: 2,
      startedAt: start,
      deadlineAt: start + HOUR,
    });
    const unmarked = await insertAttempt(c, {
      publicationId: original.publicationId,
      studentId: c.students[1]!.studentId,
      status: 0,
      startedAt: start,
      deadlineAt: start + HOUR,
    });
    c.clock.set(start + 2 * HOUR);
    // Opening before the original's end is refused even now, and in Chinese too.
    await refused(early.publicationId, 'publicationOpensBeforeParentCloses');
    const zh = await c.t.call({
      method: 'POST',
      url: API.publishPublication,
      token: c.publisher,
      payload: { id: early.publicationId },
      lang: 'zh',
    });
    expect(zh.body.message).toBe('补考“Make-up”的开始时间须晚于“Original”的结束时间，请选择更晚的开始时间。');
    const later = await savedPublication(c, {
      name: 'Make-up',
      kind: 'supplementary',
      parentPublicationId: original.publicationId,
      startsAt: start + 3 * HOUR,
      endsAt: start + 5 * HOUR,
    });
    await refused(later.publicationId, 'publicationParentNotFinal', { ...names, count: 2 });
    const marked = { status: 0, finalScore: 3, passed: 0 };
    await c.t.app.db.updateTable('attempts').set(marked).where('id', '=', writing).execute();
    await refused(later.publicationId, 'publicationParentNotFinal', { ...names, count: 1 });
    await c.t.app.db.updateTable('attempts').set(marked).where('id', '=', unmarked).execute();
    expect((await publish(c, later.publicationId)).body.status).toBe(STATUS.OK);
  });

  it('edits a published exam until it opens or anyone starts, moving the paper lock; then points to extend and extra time', async () => {
    const exam = await publishedPublication(c, { name: 'Editable', paperId: c.randomPaper.paperId });
    expect(await paperLocked(c.randomPaper.paperId)).toBe(1);
    const moved = await update(exam.publicationId, { name: 'Editable', paperId: c.fixedPaper.paperId, attemptsAllowed: 2 });
    expect(moved.body.status, moved.body.message).toBe(STATUS.OK);
    expect(moved.body.data).toMatchObject({ state: 'published', attemptsAllowed: 2, paperName: 'Fixed paper' });
    expect([await paperLocked(c.randomPaper.paperId), await paperLocked(c.fixedPaper.paperId)]).toEqual([0, 1]);
    expect((await update(exam.publicationId, { endsAt: c.clock.now() - 1, startsAt: c.clock.now() - 2 })).body.message).toBe(
      translate('en', 'publicationWindowOver', { name: 'Welding theory' }),
    );

    const attempted = await publishedPublication(c, { name: 'Attempted' });
    await insertAttempt(c, {
      publicationId: attempted.publicationId,
      studentId: c.students[0]!.studentId,
      status: 2,
      startedAt: c.clock.now(),
      deadlineAt: c.clock.now() + HOUR,
    });
    const refused = await update(attempted.publicationId, { name: 'Attempted' });
    expect(refused.body.status).toBe(STATUS.CONFLICT);
    expect(refused.body.message).toBe(translate('en', 'publicationHasAttempts', { name: 'Attempted', count: 1 }));
    expect(refused.body.message).toMatch(/Extend its window or give candidates extra time/);

    c.clock.advance(HOUR);
    const started = await update(exam.publicationId, { name: 'Editable' });
    expect(started.body.status).toBe(STATUS.CONFLICT);
    expect(started.body.message).toBe(translate('en', 'publicationStarted', { name: 'Editable' }));
    expect((await getPublication(c, exam.publicationId)).attemptsAllowed).toBe(2);
  });

  it('withdraws a published exam only while nobody has started, with the reason logged; then it is frozen', async () => {
    const draft = await savedPublication(c, { name: 'Withdraw draft' });
    expect((await post(API.withdrawPublication, { id: draft.publicationId, reason: 'x' })).body.message).toBe(
      translate('en', 'publicationNotPublished', { name: 'Withdraw draft' }),
    );
    expect((await post(API.withdrawPublication, { id: draft.publicationId, reason: ' ' })).body.status).toBe(STATUS.BAD_REQUEST);

    const attempted = await publishedPublication(c, { name: 'Withdraw attempted' });
    await insertAttempt(c, {
      publicationId: attempted.publicationId,
      studentId: c.students[1]!.studentId,
      status: 1,
      startedAt: c.clock.now(),
      deadlineAt: c.clock.now() + HOUR,
    });
    const refused = await post(API.withdrawPublication, { id: attempted.publicationId, reason: 'Too late' });
    expect(refused.body.status).toBe(STATUS.CONFLICT);
    expect(refused.body.message).toBe(translate('en', 'publicationWithdrawHasAttempts', { name: 'Withdraw attempted', count: 1 }));

    const exam = await publishedPublication(c, { name: 'Withdrawn one', paperId: c.randomPaper.paperId });
    const withdrawn = await post(API.withdrawPublication, { id: exam.publicationId, reason: 'Wrong batch chosen' });
    expect(withdrawn.body.status, withdrawn.body.message).toBe(STATUS.OK);
    expect(withdrawn.body.data).toMatchObject({ storedState: 'withdrawn', state: 'withdrawn' });
    expect(await paperLocked(c.randomPaper.paperId)).toBe(0);
    expect((await log(exam.publicationId)).map(({ action, reason, actorName }) => ({ action, reason, actorName }))).toEqual([
      { action: 'withdraw', reason: 'Wrong batch chosen', actorName: 'publisher' },
      { action: 'publish', reason: '', actorName: 'publisher' },
    ]);
    const frozen = translate('en', 'publicationWithdrawnNoChange', { name: 'Withdrawn one' });
    expect((await post(API.withdrawPublication, { id: exam.publicationId, reason: 'Again' })).body.message).toBe(frozen);
    expect((await post(API.extendPublication, { id: exam.publicationId, endsAt: exam.endsAt + HOUR, reason: 'x' })).body.message).toBe(
      frozen,
    );
    expect((await publish(c, exam.publicationId)).body.message).toBe(frozen);
    expect((await update(exam.publicationId, {})).body.message).toBe(frozen);
  });

  it('extends the window: open attempts get a recomputed deadline, pushed to their page; an earlier end is refused', async () => {
    const now = c.clock.now();
    const exam = await publishedPublication(c, { name: 'Extended', startsAt: now + MINUTE, endsAt: now + MINUTE + 90 * MINUTE });
    c.clock.advance(MINUTE);
    const start = c.clock.now();
    const [a, b, s] = c.students.map((student) => student.studentId) as [number, number, number];
    const attempt = (studentId: number, status: number, startedAfter: number, deadlineAt: number, extraMs = 0) =>
      insertAttempt(c, {
        publicationId: exam.publicationId,
        studentId,
        status,
        startedAt: start + startedAfter * MINUTE,
        deadlineAt: start + deadlineAt * MINUTE,
        extraMs,
      });
    const early = await attempt(a, 2, 10, 70);
    const capped = await attempt(b, 4, 50, 90);
    const cappedWithExtra = await attempt(s, 1, 60, 95, 5 * MINUTE);
    const submitted = await attempt(c.secondStudents[0]!.studentId, 0, 5, 65);
    c.clock.advance(70 * MINUTE);
    const { heard, stop } = listen([early, capped, cappedWithExtra, submitted]);

    const earlier = await post(API.extendPublication, { id: exam.publicationId, endsAt: exam.endsAt, reason: 'x' });
    expect(earlier.body.status).toBe(STATUS.BAD_REQUEST);
    expect(earlier.body.message).toBe(translate('en', 'publicationExtendNotLater', { name: 'Extended' }));
    const draft = await savedPublication(c, { name: 'Extend draft' });
    expect((await post(API.extendPublication, { id: draft.publicationId, endsAt: draft.endsAt + HOUR, reason: 'x' })).body.message).toBe(
      translate('en', 'publicationNotPublished', { name: 'Extend draft' }),
    );

    const extended = await post(API.extendPublication, {
      id: exam.publicationId,
      endsAt: start + 120 * MINUTE,
      reason: 'Power cut in room 2',
    });
    stop();
    expect(extended.body.status, extended.body.message).toBe(STATUS.OK);
    expect(extended.body.data).toMatchObject({ endsAt: start + 120 * MINUTE, state: 'open' });
    const deadlines = await Promise.all(
      [early, capped, cappedWithExtra, submitted].map(async (id) => (await storedAttempt(c, id)).deadlineAt - start),
    );
    expect(deadlines).toEqual([70 * MINUTE, 110 * MINUTE, 125 * MINUTE, 65 * MINUTE]);
    const now2 = c.clock.now();
    expect(heard.get(early)).toEqual([{ type: 'time', serverNow: now2, deadlineAt: start + 70 * MINUTE }]);
    expect(heard.get(capped)).toEqual([{ type: 'time', serverNow: now2, deadlineAt: start + 110 * MINUTE }]);
    expect(heard.get(cappedWithExtra)).toEqual([{ type: 'time', serverNow: now2, deadlineAt: start + 125 * MINUTE }]);
    expect(heard.get(submitted)).toEqual([]);
    expect((await log(exam.publicationId))[0]).toEqual({
      at: now2,
      actorName: 'publisher',
      action: 'extend',
      attemptId: null,
      studentName: null,
      reason: 'Power cut in room 2',
      detail: `${new Date(start + 90 * MINUTE).toISOString()} → ${new Date(start + 120 * MINUTE).toISOString()}`,
    });
    c.clock.advance(3 * HOUR);
    expect((await post(API.extendPublication, { id: exam.publicationId, endsAt: c.clock.now() - MINUTE, reason: 'x' })).body.message).toBe(
      translate('en', 'publicationExtendPast'),
    );
  });

  it('closes an open exam early only when everyone eligible has finished and been marked, with the reason logged', async () => {
    const start = c.clock.now();
    const exam = await publishedPublication(c, { name: 'Close early', startsAt: start + MINUTE, endsAt: start + MINUTE + 3 * HOUR });
    const close = () => post(API.closePublicationEarly, { id: exam.publicationId, reason: 'Everyone has finished' });
    expect((await close()).body.message).toBe(translate('en', 'publicationCloseNotOpen', { name: 'Close early' }));
    c.clock.advance(2 * MINUTE);
    const [first, second, third] = c.students.map((student) => student.studentId) as [number, number, number];
    const sitting = await insertAttempt(c, {
      publicationId: exam.publicationId,
      studentId: first,
      status: 2,
      startedAt: c.clock.now(),
      deadlineAt: c.clock.now() + HOUR,
    });
    const refusal = async (
      key: 'publicationCloseStillSitting' | 'publicationCloseNotAllSat' | 'publicationCloseNotAllMarked',
      count: number,
    ) => {
      const refused = await close();
      expect(refused.body.status).toBe(STATUS.CONFLICT);
      expect(refused.body.message).toBe(translate('en', key, { name: 'Close early', count }));
      expect((await getPublication(c, exam.publicationId)).endsAt).toBe(exam.endsAt);
    };
    await refusal('publicationCloseStillSitting', 1);
    const finish = (id: number, finalScore: number | null) =>
      c.t.app.db
        .updateTable('attempts')
        .set({ status: 0, finalScore, passed: finalScore === null ? null : 0 })
        .where('id', '=', id)
        .execute();
    await finish(sitting, 4);
    // Two of the batch's three candidates have not sat it: closing would take their chance away.
    await refusal('publicationCloseNotAllSat', 2);
    for (const studentId of [second, third]) {
      const id = await insertAttempt(c, {
        publicationId: exam.publicationId,
        studentId,
        status: 0,
        startedAt: c.clock.now(),
        deadlineAt: c.clock.now() + HOUR,
      });
      await finish(id, studentId === third ? null : 3);
    }
    await refusal('publicationCloseNotAllMarked', 1);
    const [unmarked] = await c.t.app.db
      .selectFrom('attempts')
      .select('id')
      .where('publicationId', '=', exam.publicationId)
      .where('finalScore', 'is', null)
      .execute();
    await finish(unmarked!.id, 2);
    const closed = await close();
    expect(closed.body.status, closed.body.message).toBe(STATUS.OK);
    expect(closed.body.data).toMatchObject({ endsAt: c.clock.now(), state: 'closed' });
    expect((await log(exam.publicationId))[0]).toMatchObject({ action: 'closeEarly', reason: 'Everyone has finished' });
    expect((await close()).body.message).toBe(translate('en', 'publicationCloseNotOpen', { name: 'Close early' }));
  });

  it('gives one open attempt extra time (publishers and proctors), pushes it, logs it; refuses a closed attempt', async () => {
    const exam = await publishedPublication(c, { name: 'Extra time', startsAt: c.clock.now(), endsAt: c.clock.now() + 2 * HOUR });
    const [a, b] = c.students.map((student) => student.studentId) as [number, number];
    const open = await insertAttempt(c, {
      publicationId: exam.publicationId,
      studentId: a,
      status: 2,
      startedAt: c.clock.now(),
      deadlineAt: c.clock.now() + HOUR,
    });
    const done = await insertAttempt(c, {
      publicationId: exam.publicationId,
      studentId: b,
      status: 0,
      startedAt: c.clock.now(),
      deadlineAt: c.clock.now() + HOUR,
    });
    const { heard, stop } = listen([open]);
    const given = await post<ExtraTimeGiven>(API.giveExtraTime, { attemptId: open, minutes: 10, reason: 'Needs a reader' });
    expect(given.body.status, given.body.message).toBe(STATUS.OK);
    const now = c.clock.now();
    expect(given.body.data).toEqual({ attemptId: open, extraMinutes: 10, deadlineAt: now + 70 * MINUTE, serverNow: now });
    c.clock.advance(MINUTE);
    const again = await post<ExtraTimeGiven>(API.giveExtraTime, { attemptId: open, minutes: 5, reason: 'Fire alarm' }, c.proctor);
    expect(again.body.data).toMatchObject({ extraMinutes: 15, deadlineAt: now + 75 * MINUTE });
    stop();
    expect(await storedAttempt(c, open)).toEqual({ status: 2, deadlineAt: now + 75 * MINUTE, extraMs: 15 * MINUTE });
    expect(heard.get(open)).toEqual([
      { type: 'extraTime', minutes: 10, deadlineAt: now + 70 * MINUTE, serverNow: now },
      { type: 'extraTime', minutes: 5, deadlineAt: now + 75 * MINUTE, serverNow: now + MINUTE },
    ]);
    expect(await log(exam.publicationId, c.proctor)).toEqual([
      {
        at: now + MINUTE,
        actorName: 'Demo Teacher',
        action: 'extraTime',
        attemptId: open,
        studentName: 'Student 1',
        reason: 'Fire alarm',
        detail: `+5 min → ${new Date(now + 75 * MINUTE).toISOString()}`,
      },
      {
        at: now,
        actorName: 'publisher',
        action: 'extraTime',
        attemptId: open,
        studentName: 'Student 1',
        reason: 'Needs a reader',
        detail: `+10 min → ${new Date(now + 70 * MINUTE).toISOString()}`,
      },
      { at: now, actorName: 'publisher', action: 'publish', attemptId: null, studentName: null, reason: '', detail: '' },
    ]);

    const closed = await post(API.giveExtraTime, { attemptId: done, minutes: 5, reason: 'x' });
    expect(closed.body.status).toBe(STATUS.CONFLICT);
    expect(closed.body.message).toBe(translate('en', 'extraTimeAttemptClosed', { student: 'Student 2' }));
    c.clock.advance(75 * MINUTE);
    expect((await post(API.giveExtraTime, { attemptId: open, minutes: 5, reason: 'x' })).body.status).toBe(STATUS.CONFLICT);
    expect((await post(API.giveExtraTime, { attemptId: 999999, minutes: 5, reason: 'x' })).body.message).toBe(
      translate('en', 'publicationAttemptNotFound', { id: 999999 }),
    );
    for (const minutes of [0, 601, 'ten'])
      expect((await post(API.giveExtraTime, { attemptId: open, minutes, reason: 'x' })).body.status).toBe(STATUS.BAD_REQUEST);
    for (const [token, status] of [
      [c.keyWithoutRole, STATUS.FORBIDDEN],
      [c.student, STATUS.FORBIDDEN],
      [undefined, STATUS.TOKEN_INVALID],
    ] as const) {
      const payload = { attemptId: open, minutes: 5, reason: 'x' };
      expect((await c.t.call({ method: 'POST', url: API.giveExtraTime, token, payload })).body.status).toBe(status);
    }
    expect((await c.t.call({ method: 'GET', url: `${API.listPublicationLog}/${exam.publicationId}`, token: c.student })).body.status).toBe(
      STATUS.FORBIDDEN,
    );
    expect((await c.t.call({ method: 'GET', url: `${API.listPublicationLog}/999999`, token: c.proctor })).body.status).toBe(
      STATUS.NOT_FOUND,
    );
  });
});
