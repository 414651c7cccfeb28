import type { TicketRecord } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { legalName, legalPhoto } from '../../lib/legal-identity.js';

/** Tickets with their holder, room and venue, in seat order. */
export function ticketRows(db: Kysely<Database>) {
  return db
    .selectFrom('tickets')
    .innerJoin('users', 'users.id', 'tickets.studentId')
    .leftJoin('classes', 'classes.id', 'users.classId')
    .innerJoin('rooms', 'rooms.id', 'tickets.roomId')
    .innerJoin('venues', 'venues.id', 'rooms.venueId')
    .select([
      'tickets.id as ticketId',
      'tickets.ticketNumber',
      'tickets.publicationId',
      'tickets.studentId',
      'users.username',
      legalName().as('name'),
      legalPhoto().as('photo'),
      'classes.name as className',
      'users.organisation',
      'tickets.roomId',
      'rooms.name as roomName',
      'venues.name as venueName',
      'tickets.seat',
      'tickets.checkedInAt',
    ])
    .orderBy('venues.name')
    .orderBy('rooms.name')
    .orderBy('tickets.seat');
}

export const toTicketRecord = (row: TicketRecord): TicketRecord => ({
  ...row,
  checkedInAt: row.checkedInAt === null ? null : Number(row.checkedInAt),
});

export async function listTickets(db: Kysely<Database>, publicationId: number, roomId?: number): Promise<TicketRecord[]> {
  let query = ticketRows(db).where('tickets.publicationId', '=', publicationId);
  if (roomId) query = query.where('tickets.roomId', '=', roomId);
  return (await query.execute()).map(toTicketRecord);
}

export async function findTicket(db: Kysely<Database>, ticketId: number): Promise<TicketRecord | undefined> {
  const row = await ticketRows(db).where('tickets.id', '=', ticketId).executeTakeFirst();
  return row && toTicketRecord(row);
}
