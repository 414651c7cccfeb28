import {
  CHECK_IN_OPENS_DEFAULT_MINUTES,
  type CheckInBody,
  type CheckInCandidate,
  type CheckInLookupQuery,
  studentIdOfAdmissionNumber,
  type TicketRecord,
} from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import { precompiled } from '../../db/precompiled.js';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { readTicketCode, ticketSigningKey } from './signature.js';
import { requireTicket } from './seats.js';

/**
 * A proctor checks a candidate in by scanning the ticket's QR code (a scanner types its text
 * like a keyboard) or typing the number printed on it (the admission number; a ticket number still works). Check-in belongs to its exam (security round 3,
 * L1): the ticket must be of this exam, the time within the exam's check-in window, and the room
 * the proctor stands in (when they name one) the ticket's room. A QR text must carry this
 * server's signature; a typed number proves nothing about who holds it, so it checks in only
 * after the proctor looked the ticket up, compared the name and photo, and confirmed that ticket.
 */

const MINUTE = 60_000;

/** A moment as a message shows it: the server's UTC date and minute. */
const utcMinute = (at: number) => new Date(at).toISOString().slice(0, 16).replace('T', ' ');

/** From the plan's minutes before the opening to the exam's end: a start is accepted until then (attempts/start.ts). */
async function assertCheckInOpen(db: Kysely<Database>, publicationId: number, now: number) {
  const exam = await db
    .selectFrom('publications')
    .leftJoin('admissionPlans', 'admissionPlans.publicationId', 'publications.id')
    .select(['publications.name', 'publications.startsAt', 'publications.endsAt', 'admissionPlans.checkInOpensMinutes'])
    .where('publications.id', '=', publicationId)
    .executeTakeFirstOrThrow();
  const opens = Number(exam.startsAt) - (exam.checkInOpensMinutes ?? CHECK_IN_OPENS_DEFAULT_MINUTES) * MINUTE;
  const closes = Number(exam.endsAt);
  if (now < opens || now >= closes)
    throw conflict('ticketCheckInClosed', { exam: exam.name, opens: utcMinute(opens), closes: utcMinute(closes) });
}

/** Every check a check-in makes before writing, shared by the look-up so the proctor hears a refusal before confirming. */
async function ticketAtTheDoor(db: Kysely<Database>, query: CheckInLookupQuery, now: number) {
  const read = readTicketCode(await ticketSigningKey(db), query.code);
  if (read.kind === 'signed' && !read.valid) throw badRequest('ticketSignatureInvalid');
  // The printed ticket shows one number, the candidate's admission number: typed, it names their ticket for this exam.
  const studentId = read.kind === 'typed' ? studentIdOfAdmissionNumber(read.ticketNumber) : null;
  const found = await db
    .selectFrom('tickets')
    .select(['id', 'publicationId'])
    .$if(studentId === null, (q) => q.where('ticketNumber', '=', read.ticketNumber))
    .$if(studentId !== null, (q) => q.where('studentId', '=', studentId!).where('publicationId', '=', query.publicationId))
    .executeTakeFirst();
  if (!found) throw notFound('ticketCodeUnknown');
  if (found.publicationId !== query.publicationId) {
    const other = await db.selectFrom('publications').select('name').where('id', '=', found.publicationId).executeTakeFirstOrThrow();
    throw conflict('ticketOtherExam', { exam: other.name });
  }
  await assertCheckInOpen(db, query.publicationId, now);
  const ticket = await requireTicket(db, found.id);
  if (query.roomId !== undefined && ticket.roomId !== query.roomId)
    throw conflict('ticketOtherRoom', { name: ticket.name, room: ticket.roomName, seat: ticket.seat });
  return { ticket, signed: read.kind === 'signed' };
}

/** GET checkInLookup: who the code names, with the photo to compare; changes nothing. */
export async function lookUpCheckIn(db: Kysely<Database>, query: CheckInLookupQuery, now: number): Promise<CheckInCandidate> {
  const { ticket, signed } = await ticketAtTheDoor(db, query, now);
  // The ticket carries the approved name and photo (lib/legal-identity.ts): what the proctor compares.
  return { ...ticket, signed };
}

/**
 * POST checkIn. A second check-in changes nothing and says who was already in. The update only
 * touches a ticket not yet checked in, so two proctors scanning at once record one check-in.
 */
export async function checkIn(db: Kysely<Database>, body: CheckInBody, proctorId: number, now: number): Promise<TicketRecord> {
  const { ticket, signed } = await ticketAtTheDoor(db, body, now);
  if (!signed && body.confirmTicketId !== ticket.ticketId) throw conflict('ticketConfirmIdentity');
  const { numUpdatedRows } = await db
    .updateTable('tickets')
    .set({ checkedInAt: now, checkedInBy: proctorId, updatedAt: now })
    .where('id', '=', ticket.ticketId)
    .where('checkedInAt', 'is', null)
    .executeTakeFirst();
  if (numUpdatedRows === 0n) throw conflict('ticketAlreadyCheckedIn', { name: ticket.name, seat: ticket.seat, room: ticket.roomName });
  return requireTicket(db, ticket.ticketId);
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
