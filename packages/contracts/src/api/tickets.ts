import { z } from 'zod';
import { flag01, listQuery, optionalFilter, optionalId, requiredId } from './common.js';
import type { Timestamps } from './organisation.js';
import type { QrMatrix } from './qr.js';

/**
 * Venues, their rooms, admission tickets and check-in (/examPublishManage/venueManage and
 * ticketManage, EXAM-VENUE; check-in by proctors, MARKINGPAPERS; the candidate's own ticket,
 * STUDENT-EXAM). A ticket's QR code holds `TICKET_QR_PREFIX + ticketNumber + '.' + signature`:
 * the signature is an HMAC of the ticket number under a secret only the server knows.
 */
export const TICKET_QR_PREFIX = 'KXT1.';

const name = z.string().trim().min(1).max(100);

export const venueFields = z.object({
  name,
  address: z.string().trim().max(200).default(''),
});
export const addVenueBody = venueFields;
export type AddVenueBody = z.infer<typeof addVenueBody>;
export const updateVenueBody = venueFields.extend({ venueId: requiredId });
export type UpdateVenueBody = z.infer<typeof updateVenueBody>;
export const VENUE_SORT_FIELDS = ['name', 'createdAt', 'updatedAt'] as const;
export const listVenueQuery = listQuery({ name: optionalFilter }, VENUE_SORT_FIELDS);
export type ListVenueQuery = z.infer<typeof listVenueQuery>;
export const venueSelectQuery = z.object({});

export interface VenueRecord extends Timestamps {
  venueId: number;
  name: string;
  address: string;
  roomCount: number;
  /** Seats of all its rooms. */
  capacity: number;
}
export interface VenueOption {
  venueId: number;
  name: string;
}

export const roomFields = z.object({
  venueId: requiredId,
  name,
  /** Seats, numbered 1…capacity row by row. */
  capacity: z.coerce.number().int().min(1).max(2000),
  /** Seats in one row: two seats side by side are neighbours in a row. */
  seatsPerRow: z.coerce.number().int().min(1).max(100).default(10),
});
export const addRoomBody = roomFields;
export type AddRoomBody = z.infer<typeof addRoomBody>;
export const updateRoomBody = roomFields.extend({ roomId: requiredId });
export type UpdateRoomBody = z.infer<typeof updateRoomBody>;
export const ROOM_SORT_FIELDS = ['name', 'capacity', 'createdAt', 'updatedAt'] as const;
export const listRoomQuery = listQuery({ name: optionalFilter, venueId: optionalId }, ROOM_SORT_FIELDS);
export type ListRoomQuery = z.infer<typeof listRoomQuery>;
export const roomSelectQuery = z.object({ venueId: optionalId });

export interface RoomRecord extends Timestamps {
  roomId: number;
  venueId: number;
  venueName: string;
  name: string;
  capacity: number;
  seatsPerRow: number;
}
export interface RoomOption {
  roomId: number;
  venueId: number;
  venueName: string;
  name: string;
  capacity: number;
}

/** GET admissionPlan?publicationId: which rooms a publication's tickets are seated in. */
export const admissionPlanQuery = z.object({ publicationId: requiredId });
/** Check-in opens two hours before the exam unless its admission plan says otherwise; at most a day before. */
export const CHECK_IN_OPENS_DEFAULT_MINUTES = 120;
export const CHECK_IN_OPENS_MAX_MINUTES = 24 * 60;

/** PUT admissionPlan: the rooms (in the order they fill) and whether a start needs a check-in. */
export const admissionPlanBody = z.object({
  publicationId: requiredId,
  roomIds: z
    .array(requiredId)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'each room once' }),
  checkInRequired: flag01.default(0),
  /** Check-in opens this many minutes before the exam (and closes at its end): two hours unless set. */
  checkInOpensMinutes: z.coerce.number().int().min(0).max(CHECK_IN_OPENS_MAX_MINUTES).default(CHECK_IN_OPENS_DEFAULT_MINUTES),
});
export type AdmissionPlanBody = z.infer<typeof admissionPlanBody>;

export interface AdmissionPlan {
  publicationId: number;
  publicationName: string;
  roomIds: number[];
  checkInRequired: 0 | 1;
  checkInOpensMinutes: number;
  /** Seats of the chosen rooms. */
  capacity: number;
  /** Candidates who may sit the exam now. */
  candidateCount: number;
  ticketCount: number;
  checkedInCount: number;
}

/** POST allocateTickets: (re)seats every candidate of the publication in its rooms. */
export const allocateTicketsBody = z.object({ publicationId: requiredId });

export const listTicketQuery = z.object({ publicationId: requiredId, roomId: optionalId });

export interface TicketRecord {
  ticketId: number;
  ticketNumber: string;
  publicationId: number;
  studentId: number;
  username: string;
  /** The approved legal name and photo (what the proctor compares with the person at the door). */
  name: string;
  photo: string;
  className: string | null;
  organisation: string;
  roomId: number;
  roomName: string;
  venueName: string;
  seat: number;
  checkedInAt: number | null;
}

/** PUT changeTicketSeat: a seat set by hand (refused when someone holds it). */
export const changeSeatBody = z.object({ ticketId: requiredId, roomId: requiredId, seat: z.coerce.number().int().min(1).max(2000) });
export type ChangeSeatBody = z.infer<typeof changeSeatBody>;

/**
 * GET checkInLookup: the ticket a code names, with the holder's photo, checked as a check-in
 * would be (exam, window, room) but changing nothing. `roomId`: the room the proctor stands in.
 */
export const checkInLookupQuery = z.object({
  publicationId: requiredId,
  code: z.string().trim().min(1).max(200),
  roomId: optionalId,
});
export type CheckInLookupQuery = z.infer<typeof checkInLookupQuery>;

/**
 * POST checkIn: what the scanner typed (the QR code's text) or the ticket number typed by hand.
 * A typed number checks in only with `confirmTicketId`, the ticket the look-up showed and the
 * proctor confirmed by name and photo.
 */
export const checkInBody = checkInLookupQuery.extend({ confirmTicketId: optionalId });
export type CheckInBody = z.infer<typeof checkInBody>;

/** A look-up's answer: the ticket, the photo to compare, and whether the code was a signed QR. */
/** The ticket with the approved name and photo the proctor compares with the face. */
export interface CheckInCandidate extends TicketRecord {
  signed: boolean;
}

/** GET printTickets?publicationId&roomId: every ticket of one room, ready to print. */
export const printTicketsQuery = z.object({ publicationId: requiredId, roomId: requiredId });

/** A ticket as printed: for the candidate (their own) and for staff (a room's in one go). */
export interface PrintableTicket {
  ticketNumber: string;
  examName: string;
  /** The exam's job type and its level (the paper's course's): what the candidate is examined in. */
  subjectName: string;
  subjectLevel: number;
  startsAt: number;
  endsAt: number;
  durationMinutes: number;
  venueName: string;
  venueAddress: string;
  roomName: string;
  seat: number;
  /** The approved legal name (lib/legal-identity.ts on the server). */
  name: string;
  /** The admission number (准考证号, admission-number.ts): never the username or ID number. */
  admissionNumber: string;
  className: string | null;
  gender: string;
  /** The ID number with all but its first and last four characters hidden. */
  idNumberMasked: string;
  photo: string;
  /** The QR code's text (prefix, ticket number, signature) and its symbol. */
  qrText: string;
  qr: QrMatrix;
}

/** GET myTickets: the publications the candidate holds a ticket for. */
export interface MyTicketSummary {
  publicationId: number;
  ticketNumber: string;
}

/** Hides an ID number but its first and last four characters (a printed sheet may be lost). */
export function maskIdNumber(idNumber: string | null | undefined): string {
  const value = (idNumber ?? '').trim();
  if (value.length <= 8) return value.replace(/./g, '*');
  return `${value.slice(0, 4)}${'*'.repeat(value.length - 8)}${value.slice(-4)}`;
}
