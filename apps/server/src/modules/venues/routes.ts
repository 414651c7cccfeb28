import {
  addRoomBody,
  addVenueBody,
  listRoomQuery,
  listVenueQuery,
  PERMISSION,
  type RoomRecord,
  roomSelectQuery,
  updateRoomBody,
  updateVenueBody,
  type VenueRecord,
  venueSelectQuery,
} from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCrudRoutes } from '../../plugins/crud-routes.js';
import { dateCell, type ExcelColumn } from '../../lib/excel.js';
import { roomListing, roomOptions, venueListing, venueOptions } from './repository.js';
import * as venues from './service.js';

const VENUE_COLUMNS: ExcelColumn<VenueRecord>[] = [
  { header: 'colName', value: (row) => row.name, width: 30 },
  { header: 'colAddress', value: (row) => row.address, width: 40 },
  { header: 'colRoomCount', value: (row) => Number(row.roomCount), width: 10 },
  { header: 'colCapacity', value: (row) => Number(row.capacity), width: 10 },
  { header: 'colUpdatedAt', value: (row) => dateCell(row.updatedAt), format: 'datetime', width: 18 },
];

const ROOM_COLUMNS: ExcelColumn<RoomRecord>[] = [
  { header: 'colVenue', value: (row) => row.venueName, width: 30 },
  { header: 'colName', value: (row) => row.name, width: 24 },
  { header: 'colCapacity', value: (row) => row.capacity, width: 10 },
  { header: 'colSeatsPerRow', value: (row) => row.seatsPerRow, width: 12 },
  { header: 'colUpdatedAt', value: (row) => dateCell(row.updatedAt), format: 'datetime', width: 18 },
];

const MANAGE = { permission: PERMISSION.EXAM_VENUE } as const;

/** Venues and rooms (/examPublishManage/venueManage, EXAM-VENUE). */
export async function venueRoutes(app: FastifyInstance) {
  registerCrudRoutes(app, {
    entity: 'Venue',
    access: MANAGE,
    selectAccess: MANAGE,
    schemas: { listQuery: listVenueQuery, selectQuery: venueSelectQuery, addBody: addVenueBody, updateBody: updateVenueBody },
    listing: {
      list: async (db, dialect, query) => {
        const page = await venueListing.list(db, dialect, query);
        return { ...page, list: page.list.map(counted) };
      },
      exportAll: async (db, dialect, query) => (await venueListing.exportAll(db, dialect, query)).map(counted),
    },
    listAllForSelect: () => venueOptions(app.db),
    get: (id) => venues.requireVenue(app.db, id),
    add: (body) => venues.addVenue(app.db, body),
    update: (body) => venues.updateVenue(app.db, body),
    remove: (ids) => venues.deleteVenues(app.db, ids),
    exportColumns: VENUE_COLUMNS,
  });
  registerCrudRoutes(app, {
    entity: 'Room',
    access: MANAGE,
    selectAccess: MANAGE,
    schemas: { listQuery: listRoomQuery, selectQuery: roomSelectQuery, addBody: addRoomBody, updateBody: updateRoomBody },
    listing: roomListing,
    listAllForSelect: (query) => roomOptions(app.db, query.venueId),
    get: (id) => venues.requireRoom(app.db, id),
    add: (body) => venues.addRoom(app.db, body),
    update: (body) => venues.updateRoom(app.db, body),
    remove: (ids) => venues.deleteRooms(app.db, ids),
    exportColumns: ROOM_COLUMNS,
  });
}

/** PostgreSQL returns counts and sums as text. */
const counted = <T extends { roomCount: unknown; capacity: unknown }>(row: T) => ({
  ...row,
  roomCount: Number(row.roomCount ?? 0),
  capacity: Number(row.capacity ?? 0),
});
