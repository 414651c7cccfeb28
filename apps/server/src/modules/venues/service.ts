import type { AddRoomBody, AddVenueBody, RoomRecord, UpdateRoomBody, UpdateVenueBody, VenueRecord } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict, notFound, onField } from '../../lib/app-error.js';
import { deleteAllOrNothing, heldBy } from '../../lib/crud.js';
import { namesOf, roomListing, venueListing } from './repository.js';

/** Venues and their rooms: where admission tickets seat candidates. */

export async function requireVenue(db: Kysely<Database>, venueId: number): Promise<VenueRecord> {
  const venue = await venueListing.find(db, venueId);
  if (!venue) throw notFound('venueNotFound', { id: venueId });
  return { ...venue, roomCount: Number(venue.roomCount ?? 0), capacity: Number(venue.capacity ?? 0) };
}

export async function requireRoom(db: Kysely<Database>, roomId: number): Promise<RoomRecord> {
  const room = await roomListing.find(db, roomId);
  if (!room) throw notFound('roomNotFound', { id: roomId });
  return room;
}

async function assertVenueNameFree(db: Kysely<Database>, name: string, exceptId?: number) {
  let query = db.selectFrom('venues').select('id').where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw onField('name', conflict('venueNameTaken', { name }));
}

export async function addVenue(db: Kysely<Database>, body: AddVenueBody) {
  await assertVenueNameFree(db, body.name);
  const now = Date.now();
  const { id } = await db
    .insertInto('venues')
    .values({ ...body, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return requireVenue(db, id);
}

export async function updateVenue(db: Kysely<Database>, body: UpdateVenueBody) {
  const { venueId, ...fields } = body;
  await requireVenue(db, venueId);
  await assertVenueNameFree(db, fields.name, venueId);
  await db
    .updateTable('venues')
    .set({ ...fields, updatedAt: Date.now() })
    .where('id', '=', venueId)
    .execute();
  return requireVenue(db, venueId);
}

export const deleteVenues = (db: Kysely<Database>, ids: readonly number[]) =>
  deleteAllOrNothing(
    db,
    {
      names: (d, list) => namesOf(d, 'venues', list),
      notFound: 'venueNotFound',
      holders: [heldBy('rooms', 'rooms.venueId', 'venueHasRooms')],
      remove: async (trx, list) => {
        await trx.deleteFrom('venues').where('id', 'in', list).execute();
      },
    },
    ids,
  );

async function assertRoomNameFree(db: Kysely<Database>, venueId: number, name: string, exceptId?: number) {
  let query = db.selectFrom('rooms').select('id').where('venueId', '=', venueId).where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw onField('name', conflict('roomNameTaken', { name }));
}

export async function addRoom(db: Kysely<Database>, body: AddRoomBody) {
  await onFieldVenue(db, body.venueId);
  await assertRoomNameFree(db, body.venueId, body.name);
  const now = Date.now();
  const { id } = await db
    .insertInto('rooms')
    .values({ ...body, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return requireRoom(db, id);
}

const onFieldVenue = async (db: Kysely<Database>, venueId: number) => {
  const venue = await db.selectFrom('venues').select('id').where('id', '=', venueId).executeTakeFirst();
  if (!venue) throw onField('venueId', notFound('venueNotFound', { id: venueId }));
};

/** A room can shrink only down to the highest seat a ticket holds in it. */
export async function updateRoom(db: Kysely<Database>, body: UpdateRoomBody) {
  const { roomId, ...fields } = body;
  await requireRoom(db, roomId);
  await onFieldVenue(db, fields.venueId);
  await assertRoomNameFree(db, fields.venueId, fields.name, roomId);
  const highest = await db
    .selectFrom('tickets')
    .select((eb) => eb.fn.max('seat').as('seat'))
    .where('roomId', '=', roomId)
    .executeTakeFirst();
  const seat = Number(highest?.seat ?? 0);
  if (seat > fields.capacity) throw onField('capacity', conflict('roomCapacityBelowSeat', { name: fields.name, seat }));
  await db
    .updateTable('rooms')
    .set({ ...fields, updatedAt: Date.now() })
    .where('id', '=', roomId)
    .execute();
  return requireRoom(db, roomId);
}

export const deleteRooms = (db: Kysely<Database>, ids: readonly number[]) =>
  deleteAllOrNothing(
    db,
    {
      names: (d, list) => namesOf(d, 'rooms', list),
      notFound: 'roomNotFound',
      holders: [
        heldBy('admissionPlanRooms', 'admissionPlanRooms.roomId', 'roomUsedByPlans'),
        heldBy('tickets', 'tickets.roomId', 'roomUsedByTickets'),
      ],
      remove: async (trx, list) => {
        await trx.deleteFrom('rooms').where('id', 'in', list).execute();
      },
    },
    ids,
  );
