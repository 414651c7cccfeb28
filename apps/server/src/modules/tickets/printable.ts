import { admissionNumberOf, maskIdNumber, type MyTicketSummary, type PrintableTicket } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { legalName, legalPhoto } from '../../lib/legal-identity.js';
import { qrMatrix } from '../../lib/qr.js';
import { signedTicketText, ticketSigningKey } from './signature.js';

/** Tickets as printed: the holder (photo, masked ID number), the exam, the seat and the signed QR code. */
function printableRows(db: Kysely<Database>) {
  return db
    .selectFrom('tickets')
    .innerJoin('publications', 'publications.id', 'tickets.publicationId')
    .innerJoin('users', 'users.id', 'tickets.studentId')
    .leftJoin('classes', 'classes.id', 'users.classId')
    .innerJoin('rooms', 'rooms.id', 'tickets.roomId')
    .innerJoin('venues', 'venues.id', 'rooms.venueId')
    .innerJoin('papers', 'papers.id', 'publications.paperId')
    .innerJoin('courses', 'courses.id', 'papers.courseId')
    .innerJoin('subjects', 'subjects.id', 'courses.subjectId')
    .select([
      'tickets.ticketNumber',
      'publications.name as examName',
      'subjects.name as subjectName',
      'subjects.level as subjectLevel',
      'publications.startsAt',
      'publications.endsAt',
      'publications.durationMinutes',
      'venues.name as venueName',
      'venues.address as venueAddress',
      'rooms.name as roomName',
      'tickets.seat',
      legalName().as('name'),
      'users.id as studentId',
      'classes.name as className',
      'users.gender',
      'users.idNumber',
      legalPhoto().as('photo'),
    ])
    .where('publications.state', '=', 'published')
    .orderBy('tickets.seat');
}

async function toPrintable(
  db: Kysely<Database>,
  rows: Awaited<ReturnType<ReturnType<typeof printableRows>['execute']>>,
): Promise<PrintableTicket[]> {
  const key = await ticketSigningKey(db);
  return rows.map(({ idNumber, studentId, ...row }) => {
    const qrText = signedTicketText(key, row.ticketNumber);
    return {
      ...row,
      admissionNumber: admissionNumberOf(studentId),
      startsAt: Number(row.startsAt),
      endsAt: Number(row.endsAt),
      idNumberMasked: maskIdNumber(idNumber),
      qrText,
      qr: qrMatrix(qrText),
    };
  });
}

/** Staff: every ticket of one room, in seat order. */
export async function roomTickets(db: Kysely<Database>, publicationId: number, roomId: number) {
  return toPrintable(
    db,
    await printableRows(db).where('tickets.publicationId', '=', publicationId).where('tickets.roomId', '=', roomId).execute(),
  );
}

/** The candidate's own ticket; anyone else's, or none, reads as "no ticket". */
export async function myTicket(db: Kysely<Database>, studentId: number, publicationId: number): Promise<PrintableTicket> {
  const rows = await printableRows(db)
    .where('tickets.publicationId', '=', publicationId)
    .where('tickets.studentId', '=', studentId)
    .execute();
  const [ticket] = await toPrintable(db, rows);
  if (!ticket) throw notFound('myTicketNotFound');
  return ticket;
}

export const myTickets = (db: Kysely<Database>, studentId: number): Promise<MyTicketSummary[]> =>
  db
    .selectFrom('tickets')
    .innerJoin('publications', 'publications.id', 'tickets.publicationId')
    .select(['tickets.publicationId', 'tickets.ticketNumber'])
    .where('tickets.studentId', '=', studentId)
    .where('publications.state', '=', 'published')
    .orderBy('tickets.publicationId')
    .execute();
