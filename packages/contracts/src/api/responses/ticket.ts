import { z } from 'zod';
import { API } from '../paths.js';
import { qrMatrix } from './shared.js';

/** The answers of the /ticket/ calls (generated from the API tests' answers, then read against the code). */

const getAdmissionPlanData = z.strictObject({
  publicationId: z.number(),
  publicationName: z.string(),
  roomIds: z.array(z.number()),
  checkInRequired: z.number(),
  checkInOpensMinutes: z.number(),
  capacity: z.number(),
  candidateCount: z.number(),
  ticketCount: z.number(),
  checkedInCount: z.number(),
});

const ticket = z.strictObject({
  ticketId: z.number(),
  ticketNumber: z.string(),
  publicationId: z.number(),
  studentId: z.number(),
  username: z.string(),
  name: z.string(),
  photo: z.string(),
  className: z.string(),
  organisation: z.string(),
  roomId: z.number(),
  roomName: z.string(),
  venueName: z.string(),
  seat: z.number(),
  checkedInAt: z.unknown() /* only null in the tests */,
});

const admissionTicket = z.strictObject({
  ticketNumber: z.string(),
  examName: z.string(),
  subjectName: z.string(),
  subjectLevel: z.number(),
  startsAt: z.number(),
  endsAt: z.number(),
  durationMinutes: z.number(),
  venueName: z.string(),
  venueAddress: z.string(),
  roomName: z.string(),
  seat: z.number(),
  name: z.string(),
  admissionNumber: z.string(),
  className: z.string(),
  gender: z.string(),
  photo: z.string(),
  idNumberMasked: z.string(),
  qrText: z.string(),
  qr: qrMatrix,
});

export const ticketResponses = {
  [`GET ${API.getAdmissionPlan}`]: getAdmissionPlanData,
  [`PUT ${API.saveAdmissionPlan}`]: getAdmissionPlanData,
  [`POST ${API.allocateTickets}`]: getAdmissionPlanData,
  [`GET ${API.listTicket}`]: z.array(ticket),
  [`PUT ${API.changeTicketSeat}`]: ticket,
  [`GET ${API.printTickets}`]: z.array(admissionTicket),
  [`GET ${API.checkInLookup}`]: ticket.extend({ photo: z.string(), signed: z.boolean() }),
  [`POST ${API.checkIn}`]: ticket.extend({ checkedInAt: z.number() }),
  [`GET ${API.myTickets}`]: z.array(
    z.strictObject({
      publicationId: z.number(),
      ticketNumber: z.string(),
    }),
  ),
  [`GET ${API.myTicket}/:publicationId`]: admissionTicket,
};
