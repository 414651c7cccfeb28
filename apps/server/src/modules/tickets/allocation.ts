import { type AdmissionPlan, type AdmissionPlanBody, CHECK_IN_OPENS_DEFAULT_MINUTES } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, notFound, onField } from '../../lib/app-error.js';
import { eligibleStudentIds } from '../exam-core/index.js';
import { assertRoomsFree } from './room-booking.js';
import { newTicketNumber } from './signature.js';
import { allocateSeats } from './seating.js';
import { queueNotifications } from '../notifications/index.js';

/**
 * A publication's admission plan (its rooms, in the order they fill, and whether a start needs a
 * check-in) and the tickets it gives: one per candidate who may sit the exam, with a room and a
 * seat (seating.ts). Tickets exist for published exams only; publishing seats the candidates when
 * rooms are chosen, and so does changing the rooms afterwards, until someone has checked in.
 */

export interface TicketPublication {
  id: number;
  name: string;
  startsAt: number;
  endsAt: number;
  kind: string;
  parentPublicationId: number | null;
  state: string;
}

export async function requireTicketPublication(db: Kysely<Database>, publicationId: number): Promise<TicketPublication> {
  const row = await db
    .selectFrom('publications')
    .select(['id', 'name', 'startsAt', 'endsAt', 'kind', 'parentPublicationId', 'state'])
    .where('id', '=', publicationId)
    .executeTakeFirst();
  if (!row) throw notFound('publicationNotFound', { id: publicationId });
  return row;
}

const planRooms = (db: Kysely<Database>, publicationId: number) =>
  db
    .selectFrom('admissionPlanRooms')
    .innerJoin('rooms', 'rooms.id', 'admissionPlanRooms.roomId')
    .select(['rooms.id as roomId', 'rooms.name', 'rooms.capacity', 'rooms.seatsPerRow'])
    .where('admissionPlanRooms.publicationId', '=', publicationId)
    .orderBy('admissionPlanRooms.position')
    .execute();

const countOf = async (query: { executeTakeFirst: () => Promise<{ n: number | string | bigint } | undefined> }) =>
  Number((await query.executeTakeFirst())?.n ?? 0);

const checkedInCount = (db: Kysely<Database>, publicationId: number) =>
  countOf(
    db
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('publicationId', '=', publicationId)
      .where('checkedInAt', 'is not', null),
  );

export async function admissionPlan(db: Kysely<Database>, publicationId: number): Promise<AdmissionPlan> {
  const publication = await requireTicketPublication(db, publicationId);
  const plan = await db
    .selectFrom('admissionPlans')
    .select(['checkInRequired', 'checkInOpensMinutes'])
    .where('publicationId', '=', publicationId)
    .executeTakeFirst();
  const rooms = await planRooms(db, publicationId);
  return {
    publicationId,
    publicationName: publication.name,
    roomIds: rooms.map((room) => room.roomId),
    checkInRequired: plan?.checkInRequired === 1 ? 1 : 0,
    checkInOpensMinutes: plan?.checkInOpensMinutes ?? CHECK_IN_OPENS_DEFAULT_MINUTES,
    capacity: rooms.reduce((sum, room) => sum + room.capacity, 0),
    candidateCount: await countOf(
      db.selectFrom(eligibleStudentIds(db, publication).as('eligible')).select((eb) => eb.fn.countAll<number>().as('n')),
    ),
    ticketCount: await countOf(
      db
        .selectFrom('tickets')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('publicationId', '=', publicationId),
    ),
    checkedInCount: await checkedInCount(db, publicationId),
  };
}

/** Seats every candidate again; ticket numbers already printed stay with their holders. */
export async function seatPublication(trx: Kysely<Database>, publication: TicketPublication, now: number): Promise<number> {
  if (publication.state !== 'published') throw conflict('ticketExamNotPublished', { name: publication.name });
  const rooms = await planRooms(trx, publication.id);
  if (rooms.length === 0) throw badRequest('ticketPlanNoRooms', { name: publication.name });
  const checkedIn = await checkedInCount(trx, publication.id);
  if (checkedIn > 0) throw conflict('ticketAllocateCheckedIn', { name: publication.name, count: checkedIn });
  const candidates = await trx
    .selectFrom('users')
    .select(['id as studentId', 'classId', 'organisation'])
    .where('id', 'in', eligibleStudentIds(trx, publication))
    .execute();
  const seats = allocateSeats(candidates, rooms);
  if (!seats) {
    throw badRequest('ticketCapacityOverflow', {
      name: publication.name,
      candidates: candidates.length,
      seats: rooms.reduce((sum, room) => sum + room.capacity, 0),
    });
  }
  const kept = new Map(
    (await trx.selectFrom('tickets').select(['studentId', 'ticketNumber']).where('publicationId', '=', publication.id).execute()).map(
      (row) => [row.studentId, row.ticketNumber],
    ),
  );
  await trx.deleteFrom('tickets').where('publicationId', '=', publication.id).execute();
  const rows = seats.map((seat) => ({
    publicationId: publication.id,
    studentId: seat.studentId,
    roomId: seat.roomId,
    seat: seat.seat,
    ticketNumber: kept.get(seat.studentId) ?? newTicketNumber(publication.id),
    checkedInAt: null,
    checkedInBy: null,
    createdAt: now,
    updatedAt: now,
  }));
  for (let start = 0; start < rows.length; start += 500)
    await trx
      .insertInto('tickets')
      .values(rows.slice(start, start + 500))
      .execute();
  await announceTickets(trx, publication, rows, now);
  return rows.length;
}

/**
 * Tells each candidate their ticket is ready, in the seating's transaction. The seat is part of
 * the message's key: seating again sends nothing to those whose seat stayed, and a new notice to
 * those whose seat changed.
 */
async function announceTickets(
  trx: Kysely<Database>,
  publication: TicketPublication,
  rows: readonly { studentId: number; roomId: number; seat: number }[],
  now: number,
) {
  const rooms = new Map(
    (
      await trx
        .selectFrom('admissionPlanRooms')
        .innerJoin('rooms', 'rooms.id', 'admissionPlanRooms.roomId')
        .innerJoin('venues', 'venues.id', 'rooms.venueId')
        .select(['rooms.id', 'rooms.name as room', 'venues.name as venue'])
        .where('admissionPlanRooms.publicationId', '=', publication.id)
        .execute()
    ).map((room) => [room.id, room]),
  );
  await queueNotifications(
    trx,
    rows.map((row) => ({
      event: 'ticket.ready' as const,
      userId: row.studentId,
      vars: {
        exam: publication.name,
        startsAt: publication.startsAt,
        venue: rooms.get(row.roomId)?.venue ?? '',
        room: rooms.get(row.roomId)?.room ?? '',
        seat: row.seat,
      },
      key: `${publication.id}:${row.studentId}:${row.roomId}:${row.seat}`,
      now,
    })),
  );
}

/** Publishing seats the candidates when the publication has rooms; without rooms, tickets wait for the ticket screen. */
export async function seatOnPublish(trx: Kysely<Database>, publicationId: number, now: number) {
  const hasRooms = await trx
    .selectFrom('admissionPlanRooms')
    .select('roomId')
    .where('publicationId', '=', publicationId)
    .executeTakeFirst();
  if (!hasRooms) return;
  await seatPublication(trx, await requireTicketPublication(trx, publicationId), now);
}

/** Stores the plan; a published exam whose rooms changed is seated again in the same transaction. */
export async function saveAdmissionPlan(
  db: Kysely<Database>,
  dialect: DialectName,
  body: AdmissionPlanBody,
  now: number,
): Promise<AdmissionPlan> {
  const publication = await requireTicketPublication(db, body.publicationId);
  if (publication.state === 'withdrawn') throw conflict('publicationWithdrawnNoChange', { name: publication.name });
  const known = body.roomIds.length === 0 ? [] : await db.selectFrom('rooms').select('id').where('id', 'in', body.roomIds).execute();
  const unknown = body.roomIds.find((id) => !known.some((row) => row.id === id));
  if (unknown !== undefined) throw onField('roomIds', notFound('ticketPlanRoomUnknown', { id: unknown }));
  const before = (await planRooms(db, body.publicationId)).map((room) => room.roomId);
  const roomsChanged = before.join() !== body.roomIds.join();
  const checkIn = { checkInRequired: body.checkInRequired, checkInOpensMinutes: body.checkInOpensMinutes };
  await db.transaction().execute(async (trx) => {
    await assertRoomsFree(trx, dialect, { ...publication, publicationId: publication.id, roomIds: body.roomIds }, 'roomIds');
    await trx
      .insertInto('admissionPlans')
      .values({ publicationId: body.publicationId, ...checkIn, updatedAt: now })
      .onConflict((oc) => oc.column('publicationId').doUpdateSet({ ...checkIn, updatedAt: now }))
      .execute();
    if (!roomsChanged) return;
    await trx.deleteFrom('admissionPlanRooms').where('publicationId', '=', body.publicationId).execute();
    if (body.roomIds.length > 0) {
      await trx
        .insertInto('admissionPlanRooms')
        .values(body.roomIds.map((roomId, position) => ({ publicationId: body.publicationId, roomId, position })))
        .execute();
    }
    if (publication.state !== 'published') return;
    if (body.roomIds.length > 0) {
      await seatPublication(trx, publication, now);
      return;
    }
    const checkedIn = await checkedInCount(trx, body.publicationId);
    if (checkedIn > 0) throw conflict('ticketAllocateCheckedIn', { name: publication.name, count: checkedIn });
    await trx.deleteFrom('tickets').where('publicationId', '=', body.publicationId).execute();
  });
  return admissionPlan(db, body.publicationId);
}

/** POST allocateTickets: seats everyone again (after candidates joined or left the batches). */
export async function allocateTickets(db: Kysely<Database>, publicationId: number, now: number) {
  const publication = await requireTicketPublication(db, publicationId);
  await db.transaction().execute((trx) => seatPublication(trx, publication, now));
  return admissionPlan(db, publicationId);
}
