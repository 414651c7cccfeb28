import {
  API,
  EXAM_STATUS,
  type IntegrityAck,
  type IntegrityEvent,
  type IntegrityEventKind,
  LIVE_TIMING,
  type LiveCandidate,
  type LiveView,
  STATUS,
} from '@kaoshi/contracts';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../lib/clock.js';
import { expectOk, withQuery } from '../../test/fixtures.js';
import { scoringDone } from '../attempts/test/attempt-fixture.js';
import { DATABASES, type TestApp } from '../../test/harness.js';
import { type Frame, type LiveTestClient, nextRow, ofType, openLiveSocket } from './test/live-test-client.js';
import { type LiveExam, type LiveTest, publicationLogOf, startLiveTest } from './test/live-test-fixture.js';
import { LIVE_VIEW_SHARE_MS } from './shared-view.js';

describe.each(DATABASES)("the proctor's live view and actions (%s)", (kind) => {
  let t: TestApp;
  let clock: ManualClock;
  let url: string;
  let live: LiveTest;

  beforeAll(async () => {
    live = await startLiveTest(kind, 'LP');
    ({ t, clock, url } = live);
  });
  afterAll(() => t?.close());

  const newExam = () => live.newExam();
  const post = <T>(path: string, token: string, payload: object) => t.call<T>({ method: 'POST', url: path, token, payload });
  const liveView = (exam: LiveExam) => live.liveView(exam);
  const attemptRow = (attemptId: number) => live.attemptRow(attemptId);
  /** A candidate's exam page, attached to its attempt (the first heartbeat's time reply confirms it). */
  const examPage = async (token: string, attemptId: number): Promise<LiveTestClient> => {
    const client = await openLiveSocket(url, token);
    client.send({ type: 'heartbeat', attemptId, answered: 0, current: 0 });
    await client.next(ofType('time'));
    return client;
  };
  const messageWith = (text: string) => (frame: Frame) => frame.type === 'message' && frame.text === text;

  it('lists every eligible candidate with their latest attempt, in one view', async () => {
    const exam = await newExam();
    const [first, second, third] = exam.candidates;
    // Moved to no batch after sitting: no longer eligible, still shown because they sat it.
    await t.app.db.updateTable('users').set({ classId: null }).where('id', '=', second!.id).execute();
    const view = await liveView(exam);
    expect(view).toMatchObject({ serverNow: clock.now(), readAt: clock.now(), publicationId: exam.publicationId });
    expect(view.candidates.map((row) => row.username)).toEqual([first!.username, second!.username, third!.username]);
    expect(view.candidates[0]).toMatchObject({
      attemptId: first!.attemptId,
      status: EXAM_STATUS.IN_PROGRESS,
      online: false,
      className: expect.stringContaining('batch'),
    });
    expect(view.candidates[1]).toMatchObject({ attemptId: second!.attemptId, className: null });
    expect(view.candidates[2]).toEqual<LiveCandidate>({
      studentId: third!.id,
      username: third!.username,
      name: expect.any(String) as string,
      className: expect.any(String) as string,
      attemptId: null,
      status: EXAM_STATUS.NOT_STARTED,
      online: false,
      answeredCount: 0,
      questionCount: 2,
      deadlineAt: null,
      lastSeenAt: null,
      eventCount: 0,
      departures: 0,
      reloads: 0,
      lastEventAt: null,
      roomId: null,
      roomName: null,
      seat: null,
      checkedInAt: null,
    });
  });

  it("shows each candidate's latest attempt, in the whole view and in a pushed row", async () => {
    const exam = await newExam();
    const [first, second] = exam.candidates;
    // The first candidate sat again (a second attempt after the first ended); the second did not.
    const earlier = await live.attemptRow(first!.attemptId!);
    await t.app.db.updateTable('attempts').set({ status: EXAM_STATUS.SUBMITTED, answeredCount: 2 }).where('id', '=', earlier.id).execute();
    const { id: _id, ...copy } = earlier;
    const again = await t.app.db
      .insertInto('attempts')
      .values({ ...copy, attemptNo: 2, status: EXAM_STATUS.IN_PROGRESS, answeredCount: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = (await liveView(exam)).candidates;
    expect(rows.filter((row) => row.studentId === first!.id)).toEqual([
      expect.objectContaining({ attemptId: again.id, status: EXAM_STATUS.IN_PROGRESS, answeredCount: 1 }),
    ]);
    expect(rows.find((row) => row.studentId === second!.id)).toMatchObject({ attemptId: second!.attemptId });
    // A proctor's action returns the candidate's row, read the way the pushed rows are.
    const forced = await post<LiveCandidate>(API.forceSubmit, exam.proctor, { attemptId: again.id, reason: 'The second sitting' });
    expect(forced.body.data).toMatchObject({ attemptId: again.id, status: EXAM_STATUS.SUBMITTED });
  });

  it('counts a departure once though the browser reports it hidden and blurred, and lists both', async () => {
    const exam = await newExam();
    const [first] = exam.candidates;
    const attemptId = first!.attemptId!;
    const report = async (kind: IntegrityEventKind) => {
      const answer = await post<IntegrityAck>(API.reportIntegrity, first!.token, { attemptId, kind });
      expect(answer.body.data.recorded).toBe(true);
    };
    const countsOf = async () => {
      const events = await t.call<IntegrityEvent[]>({
        method: 'GET',
        url: withQuery(API.attemptEvents, { attemptId }),
        token: exam.proctor,
      });
      const row = (await liveView(exam)).candidates.find((candidate) => candidate.studentId === first!.id)!;
      return {
        listed: events.body.data.length,
        counted: row.eventCount,
        tabSwitches: (await attemptRow(attemptId)).tabSwitches,
        departures: row.departures,
        // Moved by the uncounted report too: the open events drawer reads the list again.
        latest: row.lastEventAt,
      };
    };

    // One departure: the tab hidden, the window blurred a moment later.
    await report('tab-hidden');
    clock.advance(120);
    await report('window-blur');
    expect(await countsOf()).toEqual({ listed: 2, counted: 1, tabSwitches: 1, departures: 1, latest: clock.now() });
    // Another, after the coalescing span; then a copy, counted as it is.
    clock.advance(LIVE_TIMING.INTEGRITY_COALESCE_MS);
    await report('window-blur');
    await report('copy');
    expect(await countsOf()).toEqual({ listed: 4, counted: 3, tabSwitches: 2, departures: 2, latest: clock.now() });
    // Both kinds in one millisecond (as a browser may report them): one departure.
    clock.advance(LIVE_TIMING.INTEGRITY_COALESCE_MS);
    await report('tab-hidden');
    await report('window-blur');
    expect(await countsOf()).toEqual({ listed: 6, counted: 4, tabSwitches: 3, departures: 3, latest: clock.now() });
  });

  it('shows reloads of the exam page apart from departures, never counted as one', async () => {
    const exam = await newExam();
    const [first] = exam.candidates;
    const attemptId = first!.attemptId!;
    const rowOf = async () => (await liveView(exam)).candidates.find((candidate) => candidate.studentId === first!.id)!;
    for (let i = 0; i < 3; i++) {
      clock.advance(LIVE_TIMING.INTEGRITY_COALESCE_MS);
      expect((await post<IntegrityAck>(API.reportIntegrity, first!.token, { attemptId, kind: 'reload' })).body.data).toMatchObject({
        recorded: true,
        tabSwitches: 0,
      });
    }
    expect(await rowOf()).toMatchObject({ departures: 0, reloads: 3, eventCount: 3, status: EXAM_STATUS.IN_PROGRESS });
    clock.advance(LIVE_TIMING.INTEGRITY_COALESCE_MS);
    await post<IntegrityAck>(API.reportIntegrity, first!.token, { attemptId, kind: 'tab-hidden' });
    expect(await rowOf()).toMatchObject({ departures: 1, reloads: 3, eventCount: 4 });
  });

  it('shares one reading among the proctors asking within a few seconds, and reads again for a watch begun after it', async () => {
    const exam = await newExam();
    const [first] = exam.candidates;
    const viewOf = async (readAfter?: number) => {
      const query: Record<string, number> = { publicationId: exam.publicationId };
      if (readAfter !== undefined) query.readAfter = readAfter;
      return expectOk(await t.call<LiveView>({ method: 'GET', url: withQuery(API.liveView, query), token: exam.proctor }), 'liveView');
    };
    const answered = async (count: number) => {
      await t.app.db.updateTable('attempts').set({ answeredCount: count }).where('id', '=', first!.attemptId!).execute();
    };
    const answeredIn = (view: LiveView) => view.candidates.find((row) => row.studentId === first!.id)!.answeredCount;

    const readAt = clock.now();
    expect(answeredIn(await viewOf())).toBe(0);
    await answered(2);
    clock.advance(LIVE_VIEW_SHARE_MS - 1);
    // A second proctor within the window: the same reading, with the server's time of the answer.
    const shared = await viewOf();
    expect(shared).toMatchObject({ readAt, serverNow: readAt + LIVE_VIEW_SHARE_MS - 1 });
    expect(answeredIn(shared)).toBe(0);
    // A page whose watch began after that reading: a reading of its own, then shared in turn.
    const fresh = await viewOf(readAt);
    expect(fresh.readAt).toBe(clock.now());
    expect(answeredIn(fresh)).toBe(2);
    await answered(3);
    expect(answeredIn(await viewOf())).toBe(2);
    // Past the window nobody gets the old reading.
    clock.advance(LIVE_VIEW_SHARE_MS);
    const later = await viewOf();
    expect(later.readAt).toBe(clock.now());
    expect(answeredIn(later)).toBe(3);
  });

  it('sends the view deflated to a browser that takes it, compressed once for every reply of a reading', async () => {
    const exam = await newExam();
    const viewUrl = withQuery(API.liveView, { publicationId: exam.publicationId });
    const ask = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: viewUrl,
        headers: { authorization: `Bearer ${exam.proctor}`, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    const plainView = (plain.json() as { data: LiveView }).data;

    // Chrome's header; the same reading, its rows identical, the reply's own moment its own.
    clock.advance(1);
    const first = await ask('gzip, deflate, br, zstd');
    clock.advance(1);
    const second = await ask('gzip, deflate, br, zstd');
    for (const [response, serverNow] of [
      [first, plainView.serverNow + 1],
      [second, plainView.serverNow + 2],
    ] as const) {
      expect(response.headers['content-encoding']).toBe('deflate');
      const body = JSON.parse(inflateSync(response.rawPayload).toString('utf8')) as { status: number; data: LiveView };
      expect(body.status).toBe(STATUS.OK);
      expect(body.data).toEqual({ ...plainView, serverNow });
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    }
    // A client that takes only gzip or brotli gets the text.
    expect((await ask('gzip, br')).headers['content-encoding']).toBeUndefined();
  });

  it('answers 40400 for a publication or attempt that does not exist', async () => {
    const exam = await newExam();
    const missingView = await t.call({ method: 'GET', url: withQuery(API.liveView, { publicationId: 999_999 }), token: exam.proctor });
    expect(missingView.body.status).toBe(STATUS.NOT_FOUND);
    const missingEvents = await t.call({ method: 'GET', url: withQuery(API.attemptEvents, { attemptId: 999_999 }), token: exam.proctor });
    expect(missingEvents.body.status).toBe(STATUS.NOT_FOUND);
    const other = await newExam();
    const elsewhere = await post(API.proctorMessage, exam.proctor, {
      publicationId: exam.publicationId,
      attemptId: other.candidates[0]!.attemptId,
      text: 'Hello',
    });
    expect(elsewhere.body.status).toBe(STATUS.NOT_FOUND);
  });

  it('lets only MARKINGPAPERS holders call the live view and the actions', async () => {
    const exam = await newExam();
    const attemptId = exam.candidates[0]!.attemptId!;
    const calls = [
      { method: 'GET' as const, url: withQuery(API.liveView, { publicationId: exam.publicationId }) },
      { method: 'GET' as const, url: withQuery(API.attemptEvents, { attemptId }) },
      { method: 'POST' as const, url: API.proctorMessage, payload: { publicationId: exam.publicationId, attemptId, text: 'Hello' } },
      { method: 'POST' as const, url: API.forceSubmit, payload: { attemptId, reason: 'test' } },
      { method: 'POST' as const, url: API.allowReentry, payload: { attemptId, reason: 'test' } },
    ];
    for (const call of calls) {
      expect((await t.call({ ...call })).body.status, `${call.url} without a token`).toBe(STATUS.TOKEN_INVALID);
      expect((await t.call({ ...call, token: exam.candidates[0]!.token })).body.status, `${call.url} as a candidate`).toBe(
        STATUS.FORBIDDEN,
      );
      expect((await t.call({ ...call, token: exam.outsider })).body.status, `${call.url} as the demo student`).toBe(STATUS.FORBIDDEN);
    }
    expect((await t.call({ ...calls[0]!, token: exam.proctor })).body.status).toBe(STATUS.OK);
    // `?token=` signs in nothing (a URL lands in logs and history).
    const tokenInQuery = withQuery(API.liveView, { publicationId: exam.publicationId, token: exam.proctor });
    expect((await t.call({ method: 'GET', url: tokenInQuery })).body.status).toBe(STATUS.TOKEN_INVALID);
  });

  it('sends a message to one candidate only, a broadcast to all, and logs both', async () => {
    const exam = await newExam();
    const [first, second] = exam.candidates;
    const firstPage = await examPage(first!.token, first!.attemptId!);
    const secondPage = await examPage(second!.token, second!.attemptId!);

    const direct = await post<{ at: number }>(API.proctorMessage, exam.proctor, {
      publicationId: exam.publicationId,
      attemptId: first!.attemptId,
      text: 'Eyes on your own screen',
    });
    expect(direct.body.status).toBe(STATUS.OK);
    expect(await firstPage.next(messageWith('Eyes on your own screen'))).toEqual({
      type: 'message',
      text: 'Eyes on your own screen',
      from: 'Demo Teacher',
      at: clock.now(),
    });

    expect(
      (await post(API.proctorMessage, exam.proctor, { publicationId: exam.publicationId, attemptId: '', text: '10 minutes left' })).body
        .status,
    ).toBe(STATUS.OK);
    await firstPage.next(messageWith('10 minutes left'));
    await secondPage.next(messageWith('10 minutes left'));
    // The broadcast came after the direct message, through the same hub: had the second page been sent it, it would be here.
    expect(secondPage.frames.some(messageWith('Eyes on your own screen'))).toBe(false);

    const log = await publicationLogOf(t.app.db, exam.publicationId);
    expect(log.map(({ action, attemptId, detail }) => ({ action, attemptId, detail }))).toEqual([
      { action: 'message', attemptId: first!.attemptId, detail: 'Eyes on your own screen' },
      { action: 'message', attemptId: null, detail: '10 minutes left' },
    ]);
    expect(log.every((entry) => entry.actorId !== null && entry.at === clock.now())).toBe(true);
    await Promise.all([firstPage.close(), secondPage.close()]);
  });

  it('force-submits: the page hears why and that it is submitted, the proctors see it, the log keeps the reason', async () => {
    const exam = await newExam();
    const [first] = exam.candidates;
    const attemptId = first!.attemptId!;
    const page = await examPage(first!.token, attemptId);
    const proctor = await openLiveSocket(url, exam.proctor);
    proctor.send({ type: 'watch', publicationId: exam.publicationId });
    await proctor.next(ofType('serverTime'));

    const forced = await post<LiveCandidate>(API.forceSubmit, exam.proctor, { attemptId, reason: 'Phone on the desk' });
    expect(forced.body.data).toMatchObject({ attemptId, status: EXAM_STATUS.SUBMITTED, online: false });
    expect(await page.next(ofType('forceSubmit'))).toEqual({ type: 'forceSubmit', reason: 'Phone on the desk' });
    expect(await page.next(ofType('submitted'))).toEqual({ type: 'submitted', status: EXAM_STATUS.SUBMITTED });
    expect(page.frames.findIndex(ofType('forceSubmit'))).toBeLessThan(page.frames.findIndex(ofType('submitted')));
    await nextRow(proctor, (row) => row.status === EXAM_STATUS.SUBMITTED);
    // Scoring follows the submission off the request path (score-queue.ts): wait for it before reading the score.
    await scoringDone(t);
    expect(await attemptRow(attemptId)).toMatchObject({ status: EXAM_STATUS.SUBMITTED, submittedAt: clock.now(), objectiveScore: 0 });

    const again = await post(API.forceSubmit, exam.proctor, { attemptId, reason: 'Twice' });
    expect(again.body.status).toBe(STATUS.CONFLICT);
    const log = await publicationLogOf(t.app.db, exam.publicationId);
    expect(log).toMatchObject([{ action: 'forceSubmit', attemptId, reason: 'Phone on the desk' }]);
    await Promise.all([page.close(), proctor.close()]);
  });

  it('refuses a force-submit without a reason', async () => {
    const exam = await newExam();
    const result = await post(API.forceSubmit, exam.proctor, { attemptId: exam.candidates[0]!.attemptId, reason: '  ' });
    expect(result.body.status).toBe(STATUS.BAD_REQUEST);
    expect((await attemptRow(exam.candidates[0]!.attemptId!)).status).toBe(EXAM_STATUS.IN_PROGRESS);
  });

  it('reopens a submitted attempt until its deadline, clearing its scores, and logs the reason', async () => {
    const exam = await newExam();
    const [first] = exam.candidates;
    const attemptId = first!.attemptId!;
    const before = await attemptRow(attemptId);
    expect((await post(API.forceSubmit, exam.proctor, { attemptId, reason: 'By mistake' })).body.status).toBe(STATUS.OK);
    // Scored first (off the request path), so the reopening below has scores to clear.
    await scoringDone(t);
    expect((await attemptRow(attemptId)).objectiveScore).toBe(0);
    const page = await openLiveSocket(url, first!.token);
    page.send({ type: 'heartbeat', attemptId, answered: 0, current: 0 });
    await page.next(ofType('time'));

    const reopened = await post<LiveCandidate>(API.allowReentry, exam.proctor, { attemptId, reason: 'Submitted by mistake', minutes: 5 });
    expect(reopened.body.status).toBe(STATUS.OK);
    const deadlineAt = before.deadlineAt + 5 * 60_000;
    expect(reopened.body.data).toMatchObject({ status: EXAM_STATUS.RESUMED, deadlineAt });
    expect(await page.next(ofType('extraTime'))).toEqual({ type: 'extraTime', minutes: 5, deadlineAt, serverNow: clock.now() });
    expect(await attemptRow(attemptId)).toMatchObject({
      status: EXAM_STATUS.RESUMED,
      extraMs: 5 * 60_000,
      deadlineAt,
      submittedAt: null,
      objectiveScore: null,
      finalScore: null,
      passed: null,
      gradingState: null,
    });
    const log = await publicationLogOf(t.app.db, exam.publicationId);
    expect(log.map(({ action, reason }) => ({ action, reason }))).toEqual([
      { action: 'forceSubmit', reason: 'By mistake' },
      { action: 'reentry', reason: 'Submitted by mistake' },
    ]);
    expect(log[1]!.detail).toContain('+5 min');

    const open = await post(API.allowReentry, exam.proctor, { attemptId, reason: 'Again' });
    expect(open.body.status).toBe(STATUS.CONFLICT);
    await page.close();
  });

  it('refuses re-entry when the deadline has passed, naming the minutes needed', async () => {
    const exam = await newExam();
    const attemptId = exam.candidates[0]!.attemptId!;
    const { deadlineAt } = await attemptRow(attemptId);
    await t.app.db
      .updateTable('attempts')
      .set({ status: EXAM_STATUS.EXPIRED, submittedAt: deadlineAt })
      .where('id', '=', attemptId)
      .execute();
    clock.set(deadlineAt + 3 * 60_000 + 1);
    try {
      const refused = await post(API.allowReentry, exam.proctor, { attemptId, reason: 'Power cut', minutes: 3 });
      expect(refused.body).toMatchObject({ status: STATUS.BAD_REQUEST, message: expect.stringContaining('at least 4 extra minutes') });
      expect((await attemptRow(attemptId)).status).toBe(EXAM_STATUS.EXPIRED);
      expect(await publicationLogOf(t.app.db, exam.publicationId)).toEqual([]);

      const allowed = await post<LiveCandidate>(API.allowReentry, exam.proctor, { attemptId, reason: 'Power cut', minutes: 4 });
      expect(allowed.body.data).toMatchObject({ status: EXAM_STATUS.RESUMED, deadlineAt: deadlineAt + 4 * 60_000 });
    } finally {
      clock.set(Date.now());
    }
  });
});
