import { API, EXAM_STATUS, type IntegrityEvent, LIVE_CLOSE, LIVE_TIMING, type LiveCandidate } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../lib/clock.js';
import { expectOk, withQuery } from '../../test/fixtures.js';
import { type ProctorHint, proctorTopic } from '../../lib/live-hub.js';
import { createSession } from '../auth/sessions.js';
import { DATABASES, type TestApp } from '../../test/harness.js';
import { eventually, type Frame, nextRow, ofType, openLiveSocket, rowsOf, rowsReceived } from './test/live-test-client.js';
import { type LiveExam, type LiveTest, startLiveTest } from './test/live-test-fixture.js';

describe.each(DATABASES)('the live socket (%s)', (kind) => {
  let t: TestApp;
  let clock: ManualClock;
  let url: string;
  let live: LiveTest;

  beforeAll(async () => {
    live = await startLiveTest(kind, 'LS');
    ({ t, clock, url } = live);
  });
  afterAll(() => t?.close());

  const newExam = () => live.newExam();
  const liveView = (exam: LiveExam) => live.liveView(exam);
  const rowOf = async (exam: LiveExam, studentId: number) => (await liveView(exam)).candidates.find((row) => row.studentId === studentId)!;
  const attemptRow = (attemptId: number) => live.attemptRow(attemptId);
  const heartbeat = (attemptId: number, answered = 0) => ({ type: 'heartbeat', attemptId, answered, current: 0 });
  /** Frames are handled in order: once a malformed frame's error comes back, everything sent before it is done. */
  const settled = async (client: Awaited<ReturnType<typeof openLiveSocket>>) => {
    client.send('sync');
    await client.next((frame) => frame.type === 'error' && frame.code === 'malformed');
  };

  it('refuses the upgrade without a token or with a bad one', async () => {
    await expect(openLiveSocket(url, null)).rejects.toThrow('HTTP 401');
    await expect(openLiveSocket(url, 'not-a-session')).rejects.toThrow('HTTP 401');
  });

  it('takes the token from the cookie as a browser on the same origin sends it', async () => {
    const exam = await newExam();
    const [first] = exam.candidates;
    const client = await openLiveSocket(url, first!.token, 'cookie', new URL(url.replace(/^ws/, 'http')).origin);
    client.send(heartbeat(first!.attemptId!));
    expect((await client.next(ofType('time'))).serverNow).toBe(clock.now());
    await client.close();
  });

  it('refuses a page of another origin, even with a good cookie', async () => {
    const exam = await newExam();
    const [first] = exam.candidates;
    const host = new URL(url).host;
    for (const origin of ['https://evil.example', `http://${host}.evil.example`, 'null', `http://evil.example:${host.split(':')[1]}`]) {
      await expect(openLiveSocket(url, first!.token, 'cookie', origin), origin).rejects.toThrow('HTTP 403');
    }
  });

  it('takes no token from the URL: it would land in logs', async () => {
    const exam = await newExam();
    await expect(openLiveSocket(`${url}?token=${exam.candidates[0]!.token}`, null)).rejects.toThrow('HTTP 401');
  });

  it('closes a socket whose session an administrator ends, and only the signed-out session on sign-out', async () => {
    const exam = await newExam();
    const [first] = exam.candidates;
    const second = await createSession(t.app.db, first!.id, 3_600_000);
    const viaFixture = await openLiveSocket(url, first!.token);
    const viaSecond = await openLiveSocket(url, second.token);
    for (const client of [viaFixture, viaSecond]) {
      client.send(heartbeat(first!.attemptId!));
      await client.next(ofType('time'));
    }

    expectOk(await t.call({ method: 'GET', url: API.logout, token: second.token }), 'logout');
    expect((await viaSecond.closed).code).toBe(LIVE_CLOSE.SESSION_ENDED);
    await settled(viaFixture); // still open: it answers

    const admin = await t.login('admin');
    expectOk(await t.call({ method: 'POST', url: `${API.revokeSessions}/${first!.id}`, token: admin }), 'revokeSessions');
    expect((await viaFixture.closed).code).toBe(LIVE_CLOSE.SESSION_ENDED);
    await expect(openLiveSocket(url, first!.token)).rejects.toThrow('HTTP 401');
  });

  it('closes a socket when its session runs out, and not before', async () => {
    const exam = await newExam();
    const [first] = exam.candidates;
    const shortLived = await createSession(t.app.db, first!.id, 3_000);
    const client = await openLiveSocket(url, shortLived.token);
    client.send(heartbeat(first!.attemptId!));
    await client.next(ofType('time'));
    await settled(client); // open while the session lasts
    const closed = await client.closed;
    expect(closed.code).toBe(LIVE_CLOSE.SESSION_ENDED);
    expect(Date.now()).toBeGreaterThanOrEqual(shortLived.expiresAt);
  });

  it("closes with 4403 when a candidate names another candidate's attempt", async () => {
    const exam = await newExam();
    const [first, second] = exam.candidates;
    const client = await openLiveSocket(url, first!.token);
    client.send(heartbeat(second!.attemptId!));
    expect((await client.closed).code).toBe(LIVE_CLOSE.FORBIDDEN);
    expect((await attemptRow(second!.attemptId!)).lastSeenAt).toBeNull();
  });

  it('shows a candidate online after a heartbeat, away once the socket closes, and resumed on return', async () => {
    const exam = await newExam();
    const [first] = exam.candidates;
    const attemptId = first!.attemptId!;
    const client = await openLiveSocket(url, first!.token);
    client.send(heartbeat(attemptId, 1));
    const time = await client.next(ofType('time'));
    expect(time).toEqual({ type: 'time', serverNow: clock.now(), deadlineAt: (await attemptRow(attemptId)).deadlineAt });
    expect(await rowOf(exam, first!.id)).toMatchObject({
      attemptId,
      status: EXAM_STATUS.IN_PROGRESS,
      online: true,
      lastSeenAt: clock.now(),
    });

    await client.close();
    const away = await eventually(
      () => rowOf(exam, first!.id),
      (row) => row.status === EXAM_STATUS.SAVED,
    );
    expect(away.online).toBe(false);

    const again = await openLiveSocket(url, first!.token);
    again.send(heartbeat(attemptId, 1));
    await again.next(ofType('time'));
    expect(await rowOf(exam, first!.id)).toMatchObject({ status: EXAM_STATUS.RESUMED, online: true });
    await again.close();
  });

  it('counts a candidate offline when the last heartbeat is older than the online window', async () => {
    const exam = await newExam();
    const [first] = exam.candidates;
    const client = await openLiveSocket(url, first!.token);
    client.send(heartbeat(first!.attemptId!));
    await client.next(ofType('time'));
    clock.advance(LIVE_TIMING.ONLINE_WINDOW_MS + 1);
    expect(await rowOf(exam, first!.id)).toMatchObject({ status: EXAM_STATUS.IN_PROGRESS, online: false });
    await client.close();
  });

  it('writes presence at most every 10 s per attempt and corrects the clock at most every 30 s', async () => {
    const exam = await newExam();
    const [first] = exam.candidates;
    const attemptId = first!.attemptId!;
    const startedAt = clock.now();
    const client = await openLiveSocket(url, first!.token);
    client.send(heartbeat(attemptId, 1));
    await client.next(ofType('time'));

    clock.advance(LIVE_TIMING.PRESENCE_WRITE_MS - 1);
    client.send(heartbeat(attemptId, 2));
    await settled(client);
    expect((await attemptRow(attemptId)).lastSeenAt).toBe(startedAt);

    clock.advance(1);
    client.send(heartbeat(attemptId, 2));
    await settled(client);
    expect((await attemptRow(attemptId)).lastSeenAt).toBe(startedAt + LIVE_TIMING.PRESENCE_WRITE_MS);
    expect(client.frames.filter(ofType('time'))).toHaveLength(1);

    clock.set(startedAt + LIVE_TIMING.TIME_SYNC_MS);
    client.send(heartbeat(attemptId, 2));
    expect((await client.next(ofType('time'))).serverNow).toBe(startedAt + LIVE_TIMING.TIME_SYNC_MS);
    await client.close();
  });

  it('records an integrity event, lists it in attemptEvents and counts it in the live view', async () => {
    const exam = await newExam();
    const [first] = exam.candidates;
    const attemptId = first!.attemptId!;
    const client = await openLiveSocket(url, first!.token);
    client.send({ type: 'integrity', attemptId, kind: 'tab-hidden' });
    const events = await eventually(
      async () =>
        expectOk(
          await t.call<IntegrityEvent[]>({ method: 'GET', url: withQuery(API.attemptEvents, { attemptId }), token: exam.proctor }),
          'attemptEvents',
        ),
      (list) => list.length === 1,
    );
    expect(events).toEqual([{ kind: 'tab-hidden', at: clock.now() }]);
    expect((await rowOf(exam, first!.id)).eventCount).toBe(1);
    await client.close();
  });

  it('sends a watching proctor the rows of candidates as they come, progress, report events and leave', async () => {
    const exam = await newExam();
    const [first] = exam.candidates;
    const attemptId = first!.attemptId!;
    const proctor = await openLiveSocket(url, exam.proctor);
    proctor.send({ type: 'watch', publicationId: exam.publicationId });
    expect(await proctor.next(ofType('serverTime'))).toEqual({ type: 'serverTime', serverNow: clock.now() });

    const candidate = await openLiveSocket(url, first!.token);
    candidate.send(heartbeat(attemptId, 0));
    const rowFor = (match: (row: LiveCandidate) => boolean) => nextRow(proctor, match);
    const online = await rowFor((row) => row.online);
    expect(online).toMatchObject({
      studentId: first!.id,
      username: first!.username,
      attemptId,
      answeredCount: 0,
      questionCount: 2,
    });

    // An answer saved (saveAnswer keeps the count); the next presence write brings the progress.
    await t.app.db.updateTable('attempts').set({ answeredCount: 1 }).where('id', '=', attemptId).execute();
    clock.advance(LIVE_TIMING.PRESENCE_WRITE_MS);
    candidate.send(heartbeat(attemptId, 1));
    await rowFor((row) => row.answeredCount === 1);

    candidate.send({ type: 'integrity', attemptId, kind: 'window-blur' });
    await rowFor((row) => row.eventCount === 1);
    await candidate.close();
    await rowFor((row) => row.status === EXAM_STATUS.SAVED && !row.online);
    await proctor.close();
  });

  it("gathers a burst of hints into one row per candidate, loaded together (the opening minute's thousands)", async () => {
    const exam = await newExam();
    const proctor = await openLiveSocket(url, exam.proctor);
    proctor.send({ type: 'watch', publicationId: exam.publicationId });
    await proctor.next(ofType('serverTime'));
    // Every start and first heartbeat hints, several times per candidate in a busy second.
    for (let round = 0; round < 3; round++) {
      for (const candidate of exam.candidates) {
        const hint: ProctorHint =
          candidate.attemptId === null
            ? { type: 'student-changed', studentId: candidate.id }
            : { type: 'candidate-changed', attemptId: candidate.attemptId };
        t.app.live.publish(proctorTopic(exam.publicationId), hint);
      }
    }
    // One frame: each candidate's row once, read together (the frame says when, so that the page
    // can tell its rows from an older snapshot).
    const studentIds = (frame: Frame) => rowsOf(frame).map((row) => row.studentId);
    const burst = await proctor.next(ofType('candidates'));
    expect(studentIds(burst).sort()).toEqual(exam.candidates.map((candidate) => candidate.id).sort());
    expect(burst.readAt).toBe(clock.now());
    // A later hint's row comes after the burst's: by then any duplicate of the burst would be here too.
    const [first] = exam.candidates;
    clock.advance(1_000);
    t.app.live.publish(proctorTopic(exam.publicationId), { type: 'student-changed', studentId: first!.id } satisfies ProctorHint);
    const later = await proctor.next(ofType('candidates'));
    expect(studentIds(later)).toEqual([first!.id]);
    expect(later.readAt).toBe(clock.now());
    expect(rowsReceived(proctor)).toHaveLength(exam.candidates.length + 1);
    await proctor.close();
  });

  it('closes with 4403 a watch from someone without MARKINGPAPERS', async () => {
    const exam = await newExam();
    const outsider = await openLiveSocket(url, exam.outsider);
    outsider.send({ type: 'watch', publicationId: exam.publicationId });
    expect((await outsider.closed).code).toBe(LIVE_CLOSE.FORBIDDEN);
  });

  it('answers malformed frames with an error frame and keeps serving the socket', async () => {
    const exam = await newExam();
    const [first] = exam.candidates;
    const client = await openLiveSocket(url, first!.token);
    const malformed = [
      'not json',
      '{"type":"heartbeat"}',
      '{"type":"nope"}',
      '[]',
      'null',
      JSON.stringify({ type: 'integrity', attemptId: 1, kind: 'screenshot' }),
    ];
    for (const frame of malformed) client.send(frame);
    client.send(Buffer.from([1, 2, 3]));
    for (let i = 0; i <= malformed.length; i += 1) await client.next((frame) => frame.type === 'error' && frame.code === 'malformed');
    client.send(heartbeat(first!.attemptId!));
    await client.next(ofType('time'));
    expect(await rowOf(exam, first!.id)).toMatchObject({ online: true });
    await client.close();
  });

  it('ignores a socket that floods the server beyond its frame budget', async () => {
    const exam = await newExam();
    const client = await openLiveSocket(url, exam.candidates[0]!.token);
    for (let i = 0; i <= LIVE_TIMING.FRAME_BUDGET; i += 1) client.send('flood');
    await client.next((frame) => frame.type === 'error' && frame.code === 'tooMany');
    await client.close();
  });
});
