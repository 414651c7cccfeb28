import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict, onField } from '../../lib/app-error.js';
import type { DialectName } from '../../db/database.js';

/**
 * One room, one exam at a time: a room chosen by an exam's admission plan may not be in the plan
 * of another exam whose window overlaps (withdrawn exams hold no room). A candidate may start up
 * to the window's end and is stopped there (exam-core's attemptDeadline), so the window
 * [startsAt, endsAt) is the time the room is taken. With one exam per room, a room's seats are
 * never shared either: seating (seating.ts) fills at most its capacity for its one exam.
 *
 * Checked where a plan or a window changes: saving a plan, changing a draft's or an unopened
 * exam's window, extending a published one. On PostgreSQL the rooms' rows are locked first, so
 * two plans saved at the same moment for the same room are decided one after the other (SQLite
 * writes one transaction at a time anyway).
 */
export interface Booking {
  publicationId: number;
  startsAt: number;
  endsAt: number;
  roomIds: readonly number[];
}

export async function assertRoomsFree(trx: Kysely<Database>, dialect: DialectName, booking: Booking, field?: string) {
  if (booking.roomIds.length === 0) return;
  if (dialect === 'postgres')
    await trx
      .selectFrom('rooms')
      .select('id')
      .where('id', 'in', [...booking.roomIds])
      .orderBy('id')
      .forUpdate()
      .execute();
  const clash = await trx
    .selectFrom('admissionPlanRooms')
    .innerJoin('publications', 'publications.id', 'admissionPlanRooms.publicationId')
    .innerJoin('rooms', 'rooms.id', 'admissionPlanRooms.roomId')
    .innerJoin('venues', 'venues.id', 'rooms.venueId')
    .select(['rooms.name as room', 'venues.name as venue', 'publications.name as exam'])
    .where('admissionPlanRooms.roomId', 'in', [...booking.roomIds])
    .where('admissionPlanRooms.publicationId', '!=', booking.publicationId)
    .where('publications.state', '!=', 'withdrawn')
    .where('publications.startsAt', '<', booking.endsAt)
    .where('publications.endsAt', '>', booking.startsAt)
    .orderBy('publications.startsAt')
    .executeTakeFirst();
  if (!clash) return;
  const error = conflict('roomDoubleBooked', clash);
  throw field ? onField(field, error) : error;
}

/** The rooms of a publication's plan, to check them again when its window moves. */
export async function plannedRoomIds(db: Kysely<Database>, publicationId: number): Promise<number[]> {
  const rows = await db.selectFrom('admissionPlanRooms').select('roomId').where('publicationId', '=', publicationId).execute();
  return rows.map((row) => row.roomId);
}
