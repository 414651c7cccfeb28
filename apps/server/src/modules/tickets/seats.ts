import type { ChangeSeatBody, TicketRecord } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, notFound, onField } from '../../lib/app-error.js';
import { legalName } from '../../lib/legal-identity.js';
import { findTicket } from './repository.js';

export async function requireTicket(db: Kysely<Database>, ticketId: number): Promise<TicketRecord> {
  const ticket = await findTicket(db, ticketId);
  if (!ticket) throw notFound('ticketNotFound', { id: ticketId });
  return ticket;
}

/**
 * A seat set by hand: in one of the exam's rooms, within its seats, and free. The unique
 * (publication, room, seat) index refuses a seat taken in the meantime as well.
 */
export async function changeSeat(db: Kysely<Database>, body: ChangeSeatBody, now: number): Promise<TicketRecord> {
  const ticket = await requireTicket(db, body.ticketId);
  const room = await db
    .selectFrom('rooms')
    .leftJoin('admissionPlanRooms', (join) =>
      join.onRef('admissionPlanRooms.roomId', '=', 'rooms.id').on('admissionPlanRooms.publicationId', '=', ticket.publicationId),
    )
    .select(['rooms.name', 'rooms.capacity', 'admissionPlanRooms.roomId as planned'])
    .where('rooms.id', '=', body.roomId)
    .executeTakeFirst();
  if (!room) throw onField('roomId', notFound('roomNotFound', { id: body.roomId }));
  if (room.planned === null) throw onField('roomId', badRequest('ticketRoomNotInPlan', { room: room.name }));
  if (body.seat > room.capacity)
    throw onField('seat', badRequest('ticketSeatOutOfRange', { room: room.name, seat: body.seat, capacity: room.capacity }));
  if (ticket.roomId === body.roomId && ticket.seat === body.seat) return ticket;
  const holder = await db
    .selectFrom('tickets')
    .innerJoin('users', 'users.id', 'tickets.studentId')
    .select(legalName().as('name'))
    .where('tickets.publicationId', '=', ticket.publicationId)
    .where('tickets.roomId', '=', body.roomId)
    .where('tickets.seat', '=', body.seat)
    .executeTakeFirst();
  const taken = () => onField('seat', conflict('ticketSeatTaken', { seat: body.seat, room: room.name, name: holder?.name ?? '?' }));
  if (holder) throw taken();
  try {
    await db.updateTable('tickets').set({ roomId: body.roomId, seat: body.seat, updatedAt: now }).where('id', '=', body.ticketId).execute();
  } catch {
    // Taken between the check and the write.
    throw taken();
  }
  return requireTicket(db, body.ticketId);
}
