import { z } from 'zod';
import type { RoomOption, RoomRecord } from '../tickets.js';
import { crudResponses } from './crud.js';

const roomRecord = z.strictObject({
  roomId: z.number(),
  venueId: z.number(),
  venueName: z.string(),
  name: z.string(),
  capacity: z.number(),
  seatsPerRow: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
}) satisfies z.ZodType<RoomRecord>;

const roomOption = z.strictObject({
  roomId: z.number(),
  venueId: z.number(),
  venueName: z.string(),
  name: z.string(),
  capacity: z.number(),
}) satisfies z.ZodType<RoomOption>;

/** Exam rooms: the standard calls (tickets.ts RoomRecord, RoomOption). */
export const roomResponses = crudResponses('Room', { record: roomRecord, option: roomOption });
