import type { CheckInBody, TicketRecord } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import { precompiled } from '../../db/precompiled.js';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { readTicketCode, ticketSigningKey } from './signature.js';
import { requireTicket } from './seats.js';

/**
 * A proctor checks a candidate in by scanning the ticket's QR code (a scanner types its text
 * like a keyboard) or typing the ticket number. A QR text must carry this server's signature; a
 * second check-in changes nothing and says who was already in. The update only touches a ticket
 * not yet checked in, so two proctors scanning at once record one check-in.
 */
export async function checkIn(db: Kysely<Database>, body: CheckInBody, proctorId: number, now: number): Promise<TicketRecord> {
  const read = readTicketCode(await ticketSigningKey(db), body.code);
  if (read.kind === 'signed' && !read.valid) throw badRequest('ticketSignatureInvalid');
  const found = await db
    .selectFrom('tickets')
    .select(['id', 'publicationId'])
    .where('ticketNumber', '=', read.ticketNumber)
    .executeTakeFirst();
  if (!found) throw notFound('ticketCodeUnknown');
  if (found.publicationId !== body.publicationId) {
    const other = await db.selectFrom('publications').select('name').where('id', '=', found.publicationId).executeTakeFirstOrThrow();
    throw conflict('ticketOtherExam', { exam: other.name });
  }
  const { numUpdatedRows } = await db
    .updateTable('tickets')
    .set({ checkedInAt: now, checkedInBy: proctorId, updatedAt: now })
    .where('id', '=', found.id)
    .where('checkedInAt', 'is', null)
    .executeTakeFirst();
  const ticket = await requireTicket(db, found.id);
  if (numUpdatedRows === 0n) throw conflict('ticketAlreadyCheckedIn', { name: ticket.name, seat: ticket.seat, room: ticket.roomName });
  return ticket;
}

/** Whether the exam needs a check-in, and the candidate's ticket if any: one statement, compiled once (every start asks). */
const checkInOfStart = precompiled((db, _dialect, publicationId: number, studentId: number) =>
  db
    .selectFrom('admissionPlans')
    .leftJoin('tickets', (join) =>
      join.onRef('tickets.publicationId', '=', 'admissionPlans.publicationId').on('tickets.studentId', '=', studentId),
    )
    .select(['admissionPlans.checkInRequired', 'tickets.id as ticketId', 'tickets.checkedInAt'])
    .where('admissionPlans.publicationId', '=', publicationId),
);

/** The start of a new attempt, when the exam needs a check-in: refused until the candidate's ticket is checked in. */
export async function requireCheckedIn({ db, dialect }: DatabaseHandle, publicationId: number, studentId: number) {
  const [plan] = (await checkInOfStart(db, dialect, publicationId, studentId)).rows;
  if (plan?.checkInRequired !== 1) return;
  if (plan.ticketId === null || plan.checkedInAt === null) throw conflict('ticketCheckInRequired');
}
