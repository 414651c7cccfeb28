import { z } from 'zod';
import { API } from '../paths.js';

/** The answers of the /live/ calls (generated from the API tests' answers, then read against the code). */

const liveCandidate = z.strictObject({
  studentId: z.number(),
  username: z.string(),
  name: z.string(),
  className: z.string().nullable(),
  attemptId: z.number().nullable(),
  status: z.number(),
  online: z.boolean(),
  answeredCount: z.number(),
  questionCount: z.number(),
  deadlineAt: z.number().nullable(),
  lastSeenAt: z.number().nullable(),
  eventCount: z.number(),
  departures: z.number(),
  reloads: z.number(),
  lastEventAt: z.number().nullable(),
  roomId: z.number().nullable(),
  roomName: z.string().nullable(),
  seat: z.number().nullable(),
  checkedInAt: z.number().nullable(),
});

// The candidate the tests forced to submit or let back in: in a class, with an attempt, and seated nowhere.
const candidateWithAttempt = liveCandidate.extend({
  className: z.string(),
  attemptId: z.number(),
  deadlineAt: z.number(),
  roomName: z.unknown() /* only null in the tests */,
  seat: z.unknown() /* only null in the tests */,
  checkedInAt: z.unknown() /* only null in the tests */,
});

export const liveResponses = {
  [`GET ${API.liveView}`]: z.strictObject({
    serverNow: z.number(),
    readAt: z.number(),
    publicationId: z.number(),
    candidates: z.array(liveCandidate),
  }),
  [`GET ${API.attemptEvents}`]: z.array(
    z.strictObject({
      kind: z.string(),
      at: z.number(),
    }),
  ),
  [`POST ${API.proctorMessage}`]: z.strictObject({
    at: z.number(),
  }),
  [`POST ${API.forceSubmit}`]: candidateWithAttempt,
  [`POST ${API.allowReentry}`]: candidateWithAttempt.extend({ lastSeenAt: z.unknown() /* only null in the tests */ }),
};
