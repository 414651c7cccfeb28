import { API, STATUS, type TicketRecord } from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASES, type TestApp } from '../../test/harness.js';
import { createSession } from '../auth/sessions.js';
import { signedTicketText, ticketSigningKey } from '../tickets/signature.js';
import { type LiveTestClient, nextRow, ofType, openLiveSocket, rowsReceived } from './test/live-test-client.js';
import { type LiveExam, type LiveTest, startLiveTest } from './test/live-test-fixture.js';

/** A check-in at the door reaches every proctor watching the exam's live view, without a reload. */
describe.each(DATABASES)('check-ins pushed to the live view (%s)', (kind) => {
  let t: TestApp;
  let url: string;
  let live: LiveTest;
  /** A second proctor: the administrator checks in while the demo teacher watches. */
  let doorProctor: string;

  beforeAll(async () => {
    live = await startLiveTest(kind, 'CP');
    ({ t, url } = live);
    const admin = await t.app.db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    doorProctor = (await createSession(t.app.db, admin.id, 3_600_000)).token;
  });
  afterAll(() => t?.close());

  /**
   * A room and one ticket per candidate, written straight into the tables (seating has its own
   * tests); answers the tickets' QR texts, which check in at once (a typed number needs the
   * proctor's confirmation, tickets.test.ts).
   */
  async function seat(exam: LiveExam) {
    const now = Date.now();
    const key = await ticketSigningKey(t.app.db);
    const venue = await t.app.db
      .insertInto('venues')
      .values({ name: `Venue ${exam.publicationId}`, address: '', createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const room = await t.app.db
      .insertInto('rooms')
      .values({ venueId: venue.id, name: `Room ${exam.publicationId}`, capacity: 10, seatsPerRow: 5, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Promise.all(
      exam.candidates.map(async (candidate, index) => {
        const ticketNumber = `KX${exam.publicationId}-PUSHTEST0${index}`;
        await t.app.db
          .insertInto('tickets')
          .values({
            publicationId: exam.publicationId,
            studentId: candidate.id,
            roomId: room.id,
            seat: index + 1,
            ticketNumber,
            checkedInAt: null,
            checkedInBy: null,
            createdAt: now,
            updatedAt: now,
          })
          .execute();
        return signedTicketText(key, ticketNumber);
      }),
    );
  }

  const watching = async (token: string, publicationId: number) => {
    const socket = await openLiveSocket(url, token);
    socket.send({ type: 'watch', publicationId });
    await socket.next(ofType('serverTime'));
    return socket;
  };
  const rowOf = (client: LiveTestClient, studentId: number) => nextRow(client, (row) => row.studentId === studentId);

  it("reaches another proctor's socket at once, also for a candidate who has not started; other exams' proctors hear nothing", async () => {
    const exam = await live.newExam();
    const other = await live.newExam();
    const numbers = await seat(exam);
    const watcher = await watching(exam.proctor, exam.publicationId);
    const elsewhere = await watching(exam.proctor, other.publicationId);

    // The third candidate has no attempt yet: checked in at the door before starting.
    const third = exam.candidates[2]!;
    expect(third.attemptId).toBeNull();
    const checked = await t.call<TicketRecord>({
      method: 'POST',
      url: API.checkIn,
      token: doorProctor,
      payload: { publicationId: exam.publicationId, code: numbers[2] },
    });
    expect(checked.body.status).toBe(STATUS.OK);
    const row = await rowOf(watcher, third.id);
    expect(row).toMatchObject({
      studentId: third.id,
      attemptId: null,
      seat: 3,
      roomName: `Room ${exam.publicationId}`,
      checkedInAt: checked.body.data!.checkedInAt,
    });
    expect(row.checkedInAt).toEqual(expect.any(Number));

    // A candidate in progress: the row keeps the attempt and shows the check-in.
    const first = exam.candidates[0]!;
    await t.call({
      method: 'POST',
      url: API.checkIn,
      token: doorProctor,
      payload: { publicationId: exam.publicationId, code: numbers[0] },
    });
    expect(await rowOf(watcher, first.id)).toMatchObject({
      attemptId: first.attemptId,
      checkedInAt: expect.any(Number) as number,
    });

    // A refused check-in (already in) pushes nothing.
    const before = rowsReceived(watcher).length;
    const twice = await t.call({
      method: 'POST',
      url: API.checkIn,
      token: doorProctor,
      payload: { publicationId: exam.publicationId, code: numbers[0] },
    });
    expect(twice.body.status).toBe(STATUS.CONFLICT);
    // The socket is ordered: a later push to this exam arrives after anything the refusal could have sent.
    await t.call({
      method: 'POST',
      url: API.checkIn,
      token: doorProctor,
      payload: { publicationId: exam.publicationId, code: numbers[1] },
    });
    await rowOf(watcher, exam.candidates[1]!.id);
    expect(rowsReceived(watcher).length).toBe(before + 1);
    expect(rowsReceived(elsewhere)).toEqual([]);
    await Promise.all([watcher.close(), elsewhere.close()]);
  });
});
