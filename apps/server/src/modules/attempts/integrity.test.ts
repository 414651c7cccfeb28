import { API, LIVE_TIMING, type ServerTime, STATUS } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptTopic, proctorTopic } from '../../lib/live-hub.js';
import { DATABASES } from '../../test/harness.js';
import {
  data,
  EXAM_DAY,
  type ExamContext,
  insertPublication,
  MINUTE,
  scoringDone,
  startExamTest,
  storedAttempt,
} from './test/attempt-fixture.js';

describe.each(DATABASES)('integrity events on %s', (kind) => {
  let c: ExamContext;
  beforeAll(async () => {
    c = await startExamTest(kind);
  });
  afterAll(() => c.t.close());

  const eventsOf = (attemptId: number) =>
    c.t.app.db.selectFrom('attemptEvents').select(['kind', 'at']).where('attemptId', '=', attemptId).orderBy('at').execute();

  it('submits the attempt when tab switches go past the publication’s limit', async () => {
    c.clock.set(EXAM_DAY + 5 * MINUTE);
    const publicationId = await insertPublication(c, { paperId: c.papers.objective, tabSwitchLimit: 2 });
    const session = data(await c.alice.api.start(publicationId));
    const toCandidate: object[] = [];
    const toProctors: object[] = [];
    c.t.app.live.subscribe(attemptTopic(session.attemptId), (message) => toCandidate.push(message));
    c.t.app.live.subscribe(proctorTopic(publicationId), (message) => toProctors.push(message));
    await c.alice.api.save(session.attemptId, c.bank.single[0]!, 1, { choices: ['B'] });

    expect(data(await c.alice.api.report(session.attemptId, 'tab-hidden'))).toEqual({ recorded: true, status: 2, tabSwitches: 1 });
    c.clock.advance(200);
    // The same departure's blur: kept for the proctor, not counted again.
    expect(data(await c.alice.api.report(session.attemptId, 'window-blur'))).toEqual({ recorded: true, status: 2, tabSwitches: 1 });
    c.clock.advance(2_000);
    // A switch to another program only blurs the window: a departure of its own.
    expect(data(await c.alice.api.report(session.attemptId, 'window-blur'))).toEqual({ recorded: true, status: 2, tabSwitches: 2 });
    expect(data(await c.alice.api.session(session.attemptId)).tabSwitches).toBe(2);
    c.clock.advance(2_000);
    expect(data(await c.alice.api.report(session.attemptId, 'tab-hidden'))).toEqual({ recorded: true, status: 0, tabSwitches: 3 });

    await scoringDone(c.t);
    expect(await storedAttempt(c, session.attemptId)).toMatchObject({ status: 0, tabSwitches: 3, objectiveScore: 2 });
    expect(toCandidate).toEqual([{ type: 'submitted', status: 0 }]);
    expect(toProctors).toContainEqual({ type: 'candidate-changed', attemptId: session.attemptId });
    const at = EXAM_DAY + 5 * MINUTE;
    expect(await eventsOf(session.attemptId)).toEqual([
      { kind: 'tab-hidden', at },
      { kind: 'window-blur', at: at + 200 },
      { kind: 'window-blur', at: at + 2_200 },
      { kind: 'tab-hidden', at: at + 4_200 },
    ]);
    // The exam is over: later events are not kept.
    expect(data(await c.alice.api.report(session.attemptId, 'copy'))).toEqual({ recorded: false, status: 0, tabSwitches: 3 });
    expect(await eventsOf(session.attemptId)).toHaveLength(4);
  });

  it('never counts a reload or a reconnect as a departure, nor submits on them, with a limit of 3', async () => {
    c.clock.set(EXAM_DAY + 5 * MINUTE);
    const publicationId = await insertPublication(c, { paperId: c.papers.objective, tabSwitchLimit: 3 });
    const session = data(await c.alice.api.start(publicationId));
    const toCandidate: object[] = [];
    c.t.app.live.subscribe(attemptTopic(session.attemptId), (message) => toCandidate.push(message));
    // Far more reloads and reconnects than the limit: each kept for the proctor, none counted.
    for (let i = 0; i < 6; i++) {
      c.clock.advance(LIVE_TIMING.INTEGRITY_COALESCE_MS);
      expect(data(await c.alice.api.report(session.attemptId, i % 2 ? 'reconnect' : 'reload'))).toEqual({
        recorded: true,
        status: 2,
        tabSwitches: 0,
      });
    }
    expect(data(await c.alice.api.session(session.attemptId)).tabSwitches).toBe(0);
    // Two page loads within the coalescing span are two reloads (a page reports one per load).
    for (let load = 0; load < 2; load++)
      expect(data(await c.alice.api.report(session.attemptId, 'reload'))).toMatchObject({ recorded: true, tabSwitches: 0 });
    // Real departures still count from zero: the limit's three are allowed, the fourth submits.
    for (const expected of [1, 2, 3]) {
      c.clock.advance(2 * LIVE_TIMING.INTEGRITY_COALESCE_MS);
      expect(data(await c.alice.api.report(session.attemptId, 'tab-hidden'))).toMatchObject({ recorded: true, tabSwitches: expected });
      c.clock.advance(LIVE_TIMING.INTEGRITY_COALESCE_MS);
      expect(data(await c.alice.api.report(session.attemptId, 'reload')).tabSwitches).toBe(expected);
    }
    expect((await storedAttempt(c, session.attemptId)).status).not.toBe(0);
    expect(toCandidate).toEqual([]);
    c.clock.advance(2 * LIVE_TIMING.INTEGRITY_COALESCE_MS);
    expect(data(await c.alice.api.report(session.attemptId, 'window-blur'))).toEqual({ recorded: true, status: 0, tabSwitches: 4 });
    const kinds = (await eventsOf(session.attemptId)).map((event) => event.kind);
    expect(kinds.filter((kind) => kind === 'reload')).toHaveLength(8);
    expect(kinds.filter((kind) => kind === 'reconnect')).toHaveLength(3);
  });

  it('only counts tab switches when the publication sets no limit', async () => {
    c.clock.set(EXAM_DAY + 5 * MINUTE);
    const session = data(await c.alice.api.start(await insertPublication(c, { paperId: c.papers.objective, tabSwitchLimit: 0 })));
    for (let i = 0; i < 5; i++) {
      await c.alice.api.report(session.attemptId, 'tab-hidden');
      c.clock.advance(LIVE_TIMING.INTEGRITY_COALESCE_MS);
    }
    expect(await storedAttempt(c, session.attemptId)).toMatchObject({ status: 2, tabSwitches: 5 });
  });

  it('keeps a burst of one kind as one event, and refuses reports past the live channel’s frame budget per attempt and kind', async () => {
    c.clock.set(EXAM_DAY + 5 * MINUTE);
    const session = data(await c.alice.api.start(await insertPublication(c, { paperId: c.papers.objective, tabSwitchLimit: 0 })));
    // One after another: reports arriving at the same instant may each be stored (bounded by the budget below).
    const burst = [];
    for (let i = 0; i < 20; i++) burst.push(await c.alice.api.report(session.attemptId, 'tab-hidden'));
    expect(burst.filter((ack) => data(ack).recorded)).toHaveLength(1);
    expect(await storedAttempt(c, session.attemptId)).toMatchObject({ tabSwitches: 1 });
    // Spread out past the coalescing span: the budget still ends it.
    const answers = [];
    for (let i = 0; i < LIVE_TIMING.FRAME_BUDGET; i++) {
      c.clock.advance(LIVE_TIMING.INTEGRITY_COALESCE_MS);
      answers.push(await c.alice.api.report(session.attemptId, 'tab-hidden'));
    }
    const refused = answers.filter((answer) => answer.status === STATUS.RATE_LIMITED);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.message).toMatch(/^Too many exam-page events of this kind/);
    const stored = (await eventsOf(session.attemptId)).length;
    expect(stored).toBeLessThanOrEqual(LIVE_TIMING.FRAME_BUDGET);
    expect(await storedAttempt(c, session.attemptId)).toMatchObject({ tabSwitches: stored });
    // Another kind has its own budget; another candidate naming this attempt spends only their own.
    expect(data(await c.alice.api.report(session.attemptId, 'copy')).recorded).toBe(true);
    for (let i = 0; i < LIVE_TIMING.FRAME_BUDGET + 5; i++) await c.bruno.api.report(session.attemptId, 'paste');
    c.clock.advance(LIVE_TIMING.INTEGRITY_COALESCE_MS);
    expect(data(await c.alice.api.report(session.attemptId, 'paste')).recorded).toBe(true);
  });

  it('refuses an unknown event kind and tells any signed-in user the server time', async () => {
    c.clock.set(EXAM_DAY + 5 * MINUTE);
    const session = data(await c.alice.api.start(await insertPublication(c, { paperId: c.papers.objective })));
    const unknown = await c.t.call({
      method: 'POST',
      url: API.reportIntegrity,
      token: c.alice.token,
      payload: { attemptId: session.attemptId, kind: 'screenshot' },
    });
    expect(unknown.body.status).toBe(STATUS.BAD_REQUEST);
    const time = await c.t.call<ServerTime>({ method: 'GET', url: API.serverTime, token: c.admin });
    expect(time.body.data).toEqual({ serverNow: EXAM_DAY + 5 * MINUTE });
    expect((await c.t.call({ method: 'GET', url: API.serverTime })).body.status).toBe(STATUS.TOKEN_INVALID);
  });

  it('keeps every candidate call to holders of STUDENT-EXAM', async () => {
    const teacher = await c.t.login('teacher', '123456', 1);
    for (const [method, url] of [
      ['GET', API.myExams],
      ['GET', `${API.examRoom}/1`],
      ['POST', API.startAttempt],
      ['GET', `${API.attemptSession}/1`],
      ['POST', API.saveAnswer],
      ['POST', API.submitAttempt],
      ['POST', API.reportIntegrity],
    ] as const) {
      expect((await c.t.call({ method, url, token: teacher, payload: method === 'POST' ? {} : undefined })).body.status, url).toBe(
        STATUS.FORBIDDEN,
      );
    }
  });
});
