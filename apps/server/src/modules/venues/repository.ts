import type { ListRoomQuery, ListVenueQuery, ROOM_SORT_FIELDS, RoomOption, VENUE_SORT_FIELDS, VenueOption } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import { containsText } from '../../db/queries.js';
import type { Database } from '../../db/schema.js';
import { listing, type SortColumns } from '../../lib/crud.js';

const venues = (db: Kysely<Database>) => db.selectFrom('venues');

export const venueListing = listing({
  from: venues,
  filter: (base, query: ListVenueQuery, dialect) => (query.name ? base.where(containsText(dialect, 'venues.name', query.name)) : base),
  columns: (query: ReturnType<typeof venues>) =>
    query.select((eb) => [
      'venues.id as venueId',
      'venues.name',
      'venues.address',
      'venues.createdAt',
      'venues.updatedAt',
      eb.selectFrom('rooms').whereRef('rooms.venueId', '=', 'venues.id').select(eb.fn.countAll<number>().as('n')).as('roomCount'),
      eb
        .selectFrom('rooms')
        .whereRef('rooms.venueId', '=', 'venues.id')
        .select((sub) => sub.fn.coalesce(sub.fn.sum<number>('rooms.capacity'), sub.lit(0)).as('n'))
        .as('capacity'),
    ]),
  sort: {
    columns: { name: 'venues.name', createdAt: 'venues.createdAt', updatedAt: 'venues.updatedAt' } satisfies SortColumns<
      typeof VENUE_SORT_FIELDS
    >,
    id: 'venues.id',
  },
});

const rooms = (db: Kysely<Database>) => db.selectFrom('rooms').innerJoin('venues', 'venues.id', 'rooms.venueId');

export const roomListing = listing({
  from: rooms,
  filter: (base, query: ListRoomQuery, dialect) => {
    let filtered = query.name ? base.where(containsText(dialect, 'rooms.name', query.name)) : base;
    if (query.venueId) filtered = filtered.where('rooms.venueId', '=', query.venueId);
    return filtered;
  },
  columns: (query: ReturnType<typeof rooms>) =>
    query.select([
      'rooms.id as roomId',
      'rooms.venueId',
      'venues.name as venueName',
      'rooms.name',
      'rooms.capacity',
      'rooms.seatsPerRow',
      'rooms.createdAt',
      'rooms.updatedAt',
    ]),
  sort: {
    columns: {
      name: 'rooms.name',
      capacity: 'rooms.capacity',
      createdAt: 'rooms.createdAt',
      updatedAt: 'rooms.updatedAt',
    } satisfies SortColumns<typeof ROOM_SORT_FIELDS>,
    id: 'rooms.id',
  },
});

export const venueOptions = (db: Kysely<Database>): Promise<VenueOption[]> =>
  db.selectFrom('venues').select(['id as venueId', 'name']).orderBy('name').orderBy('id').execute();

export async function roomOptions(db: Kysely<Database>, venueId?: number): Promise<RoomOption[]> {
  let query = db
    .selectFrom('rooms')
    .innerJoin('venues', 'venues.id', 'rooms.venueId')
    .select(['rooms.id as roomId', 'rooms.venueId', 'venues.name as venueName', 'rooms.name', 'rooms.capacity']);
  if (venueId) query = query.where('rooms.venueId', '=', venueId);
  return query.orderBy('venues.name').orderBy('rooms.name').orderBy('rooms.id').execute();
}

/** id → name of venues or rooms, for the delete's messages; ids missing from the map do not exist. */
export async function namesOf(db: Kysely<Database>, table: 'venues' | 'rooms', ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db.selectFrom(table).select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}
