import {
  admissionNumberOf,
  type AdmissionPlan,
  API,
  type CheckInCandidate,
  type MyTicketSummary,
  PERMISSION,
  type PrintableTicket,
  type RoomRecord,
  STATUS,
  TICKET_QR_PREFIX,
  type TicketRecord,
  translate,
  type VenueRecord,
} from '@kaoshi/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withQuery } from '../../test/fixtures.js';
import { DATABASES } from '../../test/harness.js';
import { teacherWith } from '../../test/org.js';
import {
  addCandidate,
  data,
  EXAM_DAY,
  type ExamContext,
  insertPublication,
  MINUTE,
  startExamTest,
} from '../attempts/test/attempt-fixture.js';
import type { LiveView } from '@kaoshi/contracts';

describe.each(DATABASES)('venues, admission tickets and check-in on %s', (kind) => {
  let c: ExamContext;
  let staff: string;
  let proctor: string;
  let venue: VenueRecord;
  let roomA: RoomRecord;
  let roomB: RoomRecord;
  beforeAll(async () => {
    c = await startExamTest(kind, { candidates: 4 });
    staff = await teacherWith(c.t, c.admin, 'ticket_staff', [PERMISSION.EXAM_VENUE]);
    proctor = await teacherWith(c.t, c.admin, 'ticket_proctor', [PERMISSION.MARKING_PAPERS]);
  });
  afterAll(() => c.t.close());

  const call = <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>, token = staff) =>
    c.t.call<T>({ method, url, token, ...(payload ? { payload } : {}) }).then((response) => response.body);
  const plan = (publicationId: number, roomIds: number[], checkInRequired = 0) =>
    call<AdmissionPlan>('PUT', API.saveAdmissionPlan, { publicationId, roomIds, checkInRequired });
  const tickets = async (publicationId: number) => data(await call<TicketRecord[]>('GET', withQuery(API.listTicket, { publicationId })));
  const publish = (id: number) => call('POST', API.publishPublication, { id }, c.admin);
  const checkIn = (publicationId: number, code: string, more: { roomId?: number; confirmTicketId?: number } = {}) =>
    call<TicketRecord>('POST', API.checkIn, { publicationId, code, ...more }, proctor);
  const lookUp = (publicationId: number, code: string, roomId?: number) =>
    call<CheckInCandidate>('GET', withQuery(API.checkInLookup, { publicationId, code, ...(roomId ? { roomId } : {}) }), undefined, proctor);
  /** Two rooms of four seats (rows of two) of their own: the tests' exams overlap in time, and a room serves one exam at a time. */
  const newRooms = async (label: string): Promise<[RoomRecord, RoomRecord]> => {
    const [a, b] = await Promise.all(
      ['A', 'B'].map(async (letter) =>
        data(
          await call<RoomRecord>('POST', API.addRoom, { venueId: venue.venueId, name: `${label} ${letter}`, capacity: 4, seatsPerRow: 2 }),
        ),
      ),
    );
    return [a!, b!];
  };

  it('staff define a venue and its rooms with EXAM-VENUE; names are unique and a venue with rooms stays', async () => {
    venue = data(await call<VenueRecord>('POST', API.addVenue, { name: 'North Training Centre', address: '1 Forge Road' }));
    roomA = data(await call<RoomRecord>('POST', API.addRoom, { venueId: venue.venueId, name: 'Room 101', capacity: 4, seatsPerRow: 2 }));
    roomB = data(await call<RoomRecord>('POST', API.addRoom, { venueId: venue.venueId, name: 'Room 102', capacity: 4, seatsPerRow: 2 }));
    expect(roomA).toMatchObject({ venueName: 'North Training Centre', capacity: 4, seatsPerRow: 2 });
    expect(data(await call<VenueRecord>('GET', `${API.getVenueById}/${venue.venueId}`))).toMatchObject({ roomCount: 2, capacity: 8 });
    const twice = await call('POST', API.addRoom, { venueId: venue.venueId, name: 'Room 101', capacity: 9 });
    expect(twice).toMatchObject({ status: STATUS.CONFLICT, message: translate('en', 'roomNameTaken', { name: 'Room 101' }) });
    const held = await call('DELETE' as 'GET', `${API.deleteVenue}/${venue.venueId}`);
    expect(held).toMatchObject({
      status: STATUS.CONFLICT,
      message: translate('en', 'venueHasRooms', { name: 'North Training Centre', count: 2 }),
    });
    expect((await call('POST', API.addVenue, { name: 'Nowhere' }, proctor)).status).toBe(STATUS.FORBIDDEN);
  });

  it('publishing seats every candidate with an unguessable ticket number, one organisation apart, and refuses a plan that does not fit', async () => {
    // Three of the four candidates work for one company: in rows of two they cannot share a row.
    const ids = c.candidates.map((one) => one.studentId);
    await c.t.app.db.updateTable('users').set({ organisation: 'Big Steel' }).where('id', 'in', ids.slice(0, 3)).execute();
    const publicationId = await insertPublication(c, { paperId: c.papers.objective, name: 'Seated exam', state: 'draft' });
    expect(data(await plan(publicationId, [roomA.roomId, roomB.roomId]))).toMatchObject({ capacity: 8, candidateCount: 4, ticketCount: 0 });
    expect((await publish(publicationId)).status).toBe(STATUS.OK);
    const seated = await tickets(publicationId);
    expect(seated).toHaveLength(4);
    expect(new Set(seated.map((ticket) => ticket.ticketNumber)).size).toBe(4);
    for (const ticket of seated) expect(ticket.ticketNumber).toMatch(new RegExp(`^KX${publicationId}-[0-9A-Z]{10}$`));
    // The room chosen first seats all four, so the second is not used; in its two rows of two, the
    // three Big Steel candidates sit apart as far as they can (one pair cannot be helped).
    expect(seated.filter((ticket) => ticket.roomId === roomA.roomId)).toHaveLength(4);
    const rows = new Map<number, string[]>();
    for (const ticket of seated)
      rows.set(Math.ceil(ticket.seat / 2), [...(rows.get(Math.ceil(ticket.seat / 2)) ?? []), ticket.organisation]);
    expect([...rows.values()].filter((row) => row.filter((org) => org === 'Big Steel').length > 1)).toHaveLength(1);
    // Reallocating keeps the printed numbers.
    const again = data(await call<AdmissionPlan>('POST', API.allocateTickets, { publicationId }));
    expect(again.ticketCount).toBe(4);
    expect((await tickets(publicationId)).map((ticket) => ticket.ticketNumber).sort()).toEqual(
      seated.map((ticket) => ticket.ticketNumber).sort(),
    );

    // Five candidates for four seats: refused, nothing stored, and the exam stays a draft.
    const small = data(
      await call<RoomRecord>('POST', API.addRoom, { venueId: venue.venueId, name: 'Small room', capacity: 3, seatsPerRow: 3 }),
    );
    const overflowing = await insertPublication(c, { paperId: c.papers.objective, name: 'Crowded exam', state: 'draft' });
    await plan(overflowing, [small.roomId]);
    const refused = await publish(overflowing);
    expect(refused).toMatchObject({
      status: STATUS.BAD_REQUEST,
      message: translate('en', 'ticketCapacityOverflow', { name: 'Crowded exam', candidates: 4, seats: 3 }),
    });
    const stored = await c.t.app.db.selectFrom('publications').select('state').where('id', '=', overflowing).executeTakeFirstOrThrow();
    expect(stored.state).toBe('draft');
    expect(await tickets(overflowing)).toEqual([]);
  });

  it('changes a seat by hand, refusing a taken seat, a seat beyond the room and a room the exam does not use', async () => {
    const [roomA, roomB] = await newRooms('Seat room');
    const publicationId = await insertPublication(c, { paperId: c.papers.objective, name: 'Seat changes', state: 'draft' });
    await plan(publicationId, [roomA.roomId, roomB.roomId]);
    await publish(publicationId);
    const [first, second] = await tickets(publicationId);
    const taken = await call('PUT', API.changeTicketSeat, { ticketId: first!.ticketId, roomId: second!.roomId, seat: second!.seat });
    expect(taken).toMatchObject({
      status: STATUS.CONFLICT,
      message: translate('en', 'ticketSeatTaken', { seat: second!.seat, room: second!.roomName, name: second!.name }),
    });
    expect((await call('PUT', API.changeTicketSeat, { ticketId: first!.ticketId, roomId: roomA.roomId, seat: 5 })).message).toBe(
      translate('en', 'ticketSeatOutOfRange', { room: 'Seat room A', seat: 5, capacity: 4 }),
    );
    const unused = data(await call<RoomRecord>('POST', API.addRoom, { venueId: venue.venueId, name: 'Room 103', capacity: 10 }));
    expect((await call('PUT', API.changeTicketSeat, { ticketId: first!.ticketId, roomId: unused.roomId, seat: 1 })).message).toBe(
      translate('en', 'ticketRoomNotInPlan', { room: 'Room 103' }),
    );
    // The second room is in the plan but not needed (the first seats everyone): a seat there is free.
    expect((await tickets(publicationId)).filter((ticket) => ticket.roomId === roomB.roomId)).toEqual([]);
    const moved = data(await call<TicketRecord>('PUT', API.changeTicketSeat, { ticketId: first!.ticketId, roomId: roomB.roomId, seat: 2 }));
    expect(moved).toMatchObject({ ticketId: first!.ticketId, roomId: roomB.roomId, seat: 2, ticketNumber: first!.ticketNumber });
  });

  it('a candidate reads only their own ticket: photo, masked ID number and a signed QR code', async () => {
    const [roomA, roomB] = await newRooms('Print room');
    const publicationId = await insertPublication(c, { paperId: c.papers.objective, name: 'Printed exam', state: 'draft' });
    await plan(publicationId, [roomA.roomId, roomB.roomId]);
    await publish(publicationId);
    const mine = data(await call<MyTicketSummary[]>('GET', API.myTickets, undefined, c.alice.token));
    expect(mine.map((one) => one.publicationId)).toContain(publicationId);
    const ticket = data(await call<PrintableTicket>('GET', `${API.myTicket}/${publicationId}`, undefined, c.alice.token));
    expect(ticket).toMatchObject({
      examName: 'Printed exam',
      subjectName: 'EXM job type',
      subjectLevel: 5,
      venueName: 'North Training Centre',
      name: 'Alice Arcwelder',
      photo: 'https://photos.example.org/alice.jpg',
    });
    expect(ticket.idNumberMasked).toMatch(/^.{4}\*+.{4}$/);
    expect(ticket.qrText.startsWith(`${TICKET_QR_PREFIX}${ticket.ticketNumber}.`)).toBe(true);
    expect(ticket.qr.rows).toHaveLength(ticket.qr.size);
    // The outsider (another batch) has none, and cannot read Alice's.
    expect(await call('GET', `${API.myTicket}/${publicationId}`, undefined, c.outsider.token)).toMatchObject({
      status: STATUS.NOT_FOUND,
      message: translate('en', 'myTicketNotFound'),
    });
    // Staff print a room's tickets in one go, in seat order.
    const room = data(await call<PrintableTicket[]>('GET', withQuery(API.printTickets, { publicationId, roomId: roomA.roomId })));
    expect(room.map((one) => one.seat)).toEqual([...room.map((one) => one.seat)].sort((a, b) => a - b));
    expect((await call('GET', withQuery(API.printTickets, { publicationId, roomId: roomA.roomId }), undefined, c.alice.token)).status).toBe(
      STATUS.FORBIDDEN,
    );
  });

  it('checks in by QR text or typed number, refuses a forged signature, answers a duplicate clearly, and the live view shows it', async () => {
    const [roomA, roomB] = await newRooms('Door room');
    const publicationId = await insertPublication(c, { paperId: c.papers.objective, name: 'Checked exam', state: 'draft' });
    await plan(publicationId, [roomA.roomId, roomB.roomId], 1);
    await publish(publicationId);
    const alice = data(await call<PrintableTicket>('GET', `${API.myTicket}/${publicationId}`, undefined, c.alice.token));
    const bruno = data(await call<PrintableTicket>('GET', `${API.myTicket}/${publicationId}`, undefined, c.bruno.token));

    const forged = `${TICKET_QR_PREFIX}${alice.ticketNumber}.${'A'.repeat(22)}`;
    expect(await checkIn(publicationId, forged)).toMatchObject({
      status: STATUS.BAD_REQUEST,
      message: translate('en', 'ticketSignatureInvalid'),
    });
    const otherNumber = alice.qrText.replace(alice.ticketNumber, bruno.ticketNumber);
    expect((await checkIn(publicationId, otherNumber)).message).toBe(translate('en', 'ticketSignatureInvalid'));
    expect((await checkIn(publicationId, 'KX1-NOSUCHTICKET')).message).toBe(translate('en', 'ticketCodeUnknown'));

    // Starting before the check-in is refused with a message saying what to do.
    c.clock.set(EXAM_DAY + MINUTE);
    expect(await c.alice.api.start(publicationId)).toMatchObject({
      status: STATUS.CONFLICT,
      message: translate('en', 'ticketCheckInRequired'),
    });

    const checked = data(await checkIn(publicationId, alice.qrText));
    expect(checked).toMatchObject({ name: 'Alice Arcwelder', checkedInAt: EXAM_DAY + MINUTE });
    const duplicate = await checkIn(publicationId, alice.qrText);
    expect(duplicate).toMatchObject({
      status: STATUS.CONFLICT,
      message: translate('en', 'ticketAlreadyCheckedIn', { name: 'Alice Arcwelder', seat: checked.seat, room: checked.roomName }),
    });
    // Typed by hand, in lower case: only after the look-up showed the name and photo and the proctor confirmed that ticket.
    const typed = bruno.ticketNumber.toLowerCase();
    expect(await checkIn(publicationId, typed)).toMatchObject({
      status: STATUS.CONFLICT,
      message: translate('en', 'ticketConfirmIdentity'),
    });
    const shown = data(await lookUp(publicationId, typed));
    expect(shown).toMatchObject({ name: 'Bruno Brazier', photo: bruno.photo, signed: false, checkedInAt: null });
    expect((await checkIn(publicationId, typed, { confirmTicketId: checked.ticketId })).message).toBe(
      translate('en', 'ticketConfirmIdentity'),
    );
    expect(data(await checkIn(publicationId, typed, { confirmTicketId: shown.ticketId })).name).toBe('Bruno Brazier');
    // The number printed on the ticket is the admission number: typed, it finds that candidate's ticket for this exam.
    const carlTicket = data(await call<PrintableTicket>('GET', `${API.myTicket}/${publicationId}`, undefined, c.candidates[2]!.token));
    const byAdmission = data(await lookUp(publicationId, carlTicket.admissionNumber.toLowerCase()));
    expect(byAdmission).toMatchObject({ studentId: c.candidates[2]!.studentId, seat: carlTicket.seat, signed: false });
    expect((await lookUp(publicationId, admissionNumberOf(c.outsider.studentId))).message).toBe(translate('en', 'ticketCodeUnknown'));
    // Only proctors check in.
    expect(
      (
        await checkIn(publicationId, alice.qrText).then(() =>
          call('POST', API.checkIn, { publicationId, code: alice.qrText }, c.alice.token),
        )
      ).status,
    ).toBe(STATUS.FORBIDDEN);

    expect((await c.alice.api.start(publicationId)).status).toBe(STATUS.OK);
    const view = data(await call<LiveView>('GET', withQuery(API.liveView, { publicationId }), undefined, proctor));
    const row = view.candidates.find((one) => one.studentId === c.alice.studentId)!;
    expect(row).toMatchObject({ checkedInAt: EXAM_DAY + MINUTE, seat: checked.seat, roomName: checked.roomName });
    expect(view.candidates.find((one) => one.studentId === c.candidates[2]!.studentId)).toMatchObject({ checkedInAt: null });
    // Seated but not checked in, and then with no ticket at all (one lost by a reseating): both refused.
    const carl = c.candidates[2]!;
    expect((await carl.api.start(publicationId)).message).toBe(translate('en', 'ticketCheckInRequired'));
    await c.t.app.db.deleteFrom('tickets').where('publicationId', '=', publicationId).where('studentId', '=', carl.studentId).execute();
    expect((await carl.api.start(publicationId)).message).toBe(translate('en', 'ticketCheckInRequired'));

    // A ticket of another exam is named, not checked in here.
    const elsewhere = await insertPublication(c, { paperId: c.papers.objective, name: 'Other exam', state: 'draft' });
    expect((await checkIn(elsewhere, bruno.qrText)).message).toBe(translate('en', 'ticketOtherExam', { exam: 'Checked exam' }));

    // Reseating after someone checked in is refused.
    expect((await call('POST', API.allocateTickets, { publicationId })).message).toBe(
      translate('en', 'ticketAllocateCheckedIn', { name: 'Checked exam', count: 2 }),
    );
  });

  it("checks in only within the exam's window and at the ticket's room: 24.6 h early, after the end and another room are refused", async () => {
    const [roomA, roomB] = await newRooms('Window room');
    const publicationId = await insertPublication(c, { paperId: c.papers.objective, name: 'Window exam', state: 'draft' });
    await plan(publicationId, [roomA.roomId, roomB.roomId], 1);
    await publish(publicationId);
    const alice = data(await call<PrintableTicket>('GET', `${API.myTicket}/${publicationId}`, undefined, c.alice.token));
    const seated = (await tickets(publicationId)).find((one) => one.studentId === c.alice.studentId)!;
    const otherRoom = seated.roomId === roomA.roomId ? roomB : roomA;
    const window = { exam: 'Window exam', opens: '2030-03-04 07:00', closes: '2030-03-04 11:00' };
    const notIn = async () => expect((await tickets(publicationId)).every((one) => one.checkedInAt === null)).toBe(true);

    // The attack: a ticket checked in the day before (24.6 h early), by QR and by look-up alike.
    c.clock.set(EXAM_DAY - 24.6 * 60 * MINUTE);
    expect(await checkIn(publicationId, alice.qrText)).toMatchObject({
      status: STATUS.CONFLICT,
      message: translate('en', 'ticketCheckInClosed', window),
    });
    expect((await lookUp(publicationId, alice.ticketNumber)).message).toBe(translate('en', 'ticketCheckInClosed', window));
    // At the exam's end the last start has passed: closed too.
    c.clock.set(EXAM_DAY + 120 * MINUTE);
    expect((await checkIn(publicationId, alice.qrText)).message).toBe(translate('en', 'ticketCheckInClosed', window));
    await notIn();

    // A plan may open check-in later (30 minutes before): an hour before is refused, naming that window.
    expect(
      data(
        await call<AdmissionPlan>('PUT', API.saveAdmissionPlan, {
          publicationId,
          roomIds: [roomA.roomId, roomB.roomId],
          checkInRequired: 1,
          checkInOpensMinutes: 30,
        }),
      ),
    ).toMatchObject({ checkInOpensMinutes: 30 });
    c.clock.set(EXAM_DAY - 60 * MINUTE);
    expect((await checkIn(publicationId, alice.qrText)).message).toBe(
      translate('en', 'ticketCheckInClosed', { ...window, opens: '2030-03-04 08:30' }),
    );
    expect(
      (await call('PUT', API.saveAdmissionPlan, { publicationId, roomIds: [roomA.roomId], checkInOpensMinutes: 24 * 60 + 1 })).status,
    ).toBe(STATUS.BAD_REQUEST);

    // Within the window, a proctor standing in another room is told where the candidate sits; nothing changes.
    c.clock.set(EXAM_DAY - 29 * MINUTE);
    const elsewhere = { name: 'Alice Arcwelder', room: seated.roomName, seat: seated.seat };
    expect(await checkIn(publicationId, alice.qrText, { roomId: otherRoom.roomId })).toMatchObject({
      status: STATUS.CONFLICT,
      message: translate('en', 'ticketOtherRoom', elsewhere),
    });
    expect((await lookUp(publicationId, alice.ticketNumber, otherRoom.roomId)).message).toBe(translate('en', 'ticketOtherRoom', elsewhere));
    await notIn();
    expect(data(await checkIn(publicationId, alice.qrText, { roomId: seated.roomId }))).toMatchObject({
      studentId: c.alice.studentId,
      checkedInAt: EXAM_DAY - 29 * MINUTE,
    });
    // The look-up of a signed QR says so (no confirmation needed) and shows who is in.
    expect(data(await lookUp(publicationId, alice.qrText))).toMatchObject({ signed: true, checkedInAt: EXAM_DAY - 29 * MINUTE });
    c.clock.set(EXAM_DAY + MINUTE);
  });

  it('refuses a room to two exams at overlapping times, naming the room and the other exam; touching windows and withdrawn exams are fine', async () => {
    const [shared, spare] = await newRooms('Booked room');
    const HOUR = 60 * MINUTE;
    const DAY = 24 * HOUR;
    const at = (hours: number) => EXAM_DAY + 30 * DAY + hours * HOUR;
    const exam = (name: string, from: number, to: number, state: 'draft' | 'published' | 'withdrawn' = 'draft') =>
      insertPublication(c, { paperId: c.papers.objective, name, state, startsAt: at(from), endsAt: at(to) });
    const morning = await exam('Morning exam', 0, 2);
    expect((await plan(morning, [shared!.roomId])).status).toBe(STATUS.OK);
    expect((await publish(morning)).status).toBe(STATUS.OK);
    expect(await tickets(morning)).toHaveLength(4);

    // Overlapping by an hour: refused, nothing stored.
    const overlapping = await exam('Overlapping exam', 1, 3);
    const refused = await plan(overlapping, [spare!.roomId, shared!.roomId]);
    expect(refused).toMatchObject({
      status: STATUS.CONFLICT,
      message: translate('en', 'roomDoubleBooked', { room: 'Booked room A', venue: 'North Training Centre', exam: 'Morning exam' }),
    });
    expect(translate('zh', 'roomDoubleBooked', { room: 'Booked room A', venue: 'V', exam: 'Morning exam' })).toContain('Morning exam');
    expect(data(await call<AdmissionPlan>('GET', withQuery(API.getAdmissionPlan, { publicationId: overlapping })))).toMatchObject({
      roomIds: [],
    });
    // The other room alone is free.
    expect(data(await plan(overlapping, [spare!.roomId])).roomIds).toEqual([spare!.roomId]);

    // Starting as the morning one ends: no overlap. A withdrawn exam holds no room.
    const afternoon = await exam('Afternoon exam', 2, 4);
    expect((await plan(afternoon, [shared!.roomId])).status).toBe(STATUS.OK);
    const withdrawn = await exam('Withdrawn exam', 0, 4, 'withdrawn');
    await c.t.app.db.insertInto('admissionPlanRooms').values({ publicationId: withdrawn, roomId: spare!.roomId, position: 0 }).execute();
    const evening = await exam('Evening exam', 2, 5);
    expect((await plan(evening, [spare!.roomId])).message).toBe(
      translate('en', 'roomDoubleBooked', { room: 'Booked room B', venue: 'North Training Centre', exam: 'Overlapping exam' }),
    );

    // Moving a window into another exam's time in the same room is refused as well: extending a published exam…
    const extended = await call('POST', API.extendPublication, { id: morning, endsAt: at(3), reason: 'Power cut' }, c.admin);
    expect(extended).toMatchObject({
      status: STATUS.CONFLICT,
      message: translate('en', 'roomDoubleBooked', { room: 'Booked room A', venue: 'North Training Centre', exam: 'Afternoon exam' }),
    });
    const stored = await c.t.app.db.selectFrom('publications').select('endsAt').where('id', '=', morning).executeTakeFirstOrThrow();
    expect(Number(stored.endsAt)).toBe(at(2));
    // …or changing a draft's times.
    const moved = await call(
      'PUT',
      API.updatePublication,
      {
        publicationId: afternoon,
        name: 'Afternoon exam',
        paperId: c.papers.objective,
        noticeId: null,
        kind: 'normal',
        parentPublicationId: null,
        classIds: [c.chain.batch.classId],
        startsAt: at(1),
        endsAt: at(4),
      },
      c.admin,
    );
    expect(moved).toMatchObject({ status: STATUS.CONFLICT, message: expect.stringContaining('Morning exam') as string });
    const afternoonRow = await c.t.app.db
      .selectFrom('publications')
      .select('startsAt')
      .where('id', '=', afternoon)
      .executeTakeFirstOrThrow();
    expect(Number(afternoonRow.startsAt)).toBe(at(2));

    // A room's capacity is never exceeded: it cannot shrink below a seat on a ticket.
    const highest = Math.max(...(await tickets(morning)).map((ticket) => ticket.seat));
    const shrunk = await call('PUT', API.updateRoom, {
      roomId: shared!.roomId,
      venueId: venue.venueId,
      name: 'Booked room A',
      capacity: highest - 1,
      seatsPerRow: 2,
    });
    expect(shrunk).toMatchObject({
      status: STATUS.CONFLICT,
      message: translate('en', 'roomCapacityBelowSeat', { name: 'Booked room A', seat: highest }),
    });
  });

  it('audits plans, allocations, seat changes and check-ins', async () => {
    const actions = await c.t.app.db.selectFrom('auditLog').select('action').where('action', 'like', 'ticket.%').execute();
    expect(new Set(actions.map((row) => row.action))).toEqual(
      new Set(['ticket.plan', 'ticket.allocate', 'ticket.changeSeat', 'ticket.checkIn']),
    );
  });

  it('a candidate who joins later is seated by reallocation', async () => {
    const [roomA, roomB] = await newRooms('Late room');
    const publicationId = await insertPublication(c, {
      paperId: c.papers.objective,
      name: 'Late joiner',
      state: 'draft',
      classIds: [c.chain.batch.classId],
    });
    await plan(publicationId, [roomA.roomId, roomB.roomId]);
    await publish(publicationId);
    await addCandidate(c.t, c.admin, c.chain.batch.classId, 'Late Larry');
    expect(data(await call<AdmissionPlan>('GET', withQuery(API.getAdmissionPlan, { publicationId })))).toMatchObject({
      candidateCount: 5,
      ticketCount: 4,
    });
    expect(data(await call<AdmissionPlan>('POST', API.allocateTickets, { publicationId }))).toMatchObject({
      candidateCount: 5,
      ticketCount: 5,
    });
  });
});
