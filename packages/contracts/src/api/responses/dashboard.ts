import { z } from 'zod';
import { API } from '../paths.js';

/** The answers of the /dashboard/ calls (generated from the API tests' answers, then read against the code). */

export const dashboardResponses = {
  [`GET ${API.dashboard}`]: z.strictObject({
    serverNow: z.number(),
    counts: z.strictObject({
      projects: z.number().nullable(),
      candidates: z.number().nullable(),
      questions: z.number().nullable(),
      examsOpenNow: z.number().nullable(),
    }),
    upcoming: z
      .array(
        z.strictObject({
          publicationId: z.number(),
          name: z.string(),
          startsAt: z.number(),
          endsAt: z.number(),
        }),
      )
      .nullable(),
    running: z
      .array(
        z.strictObject({
          publicationId: z.number(),
          name: z.string(),
          startsAt: z.number(),
          endsAt: z.number(),
          sitting: z.number(),
          online: z.number(),
        }),
      )
      .nullable(),
    recentPassRates: z
      .array(
        z.strictObject({
          publicationId: z.number(),
          name: z.string(),
          startsAt: z.number(),
          endsAt: z.number(),
          sat: z.number(),
          passed: z.number(),
          passRate: z.number(),
        }),
      )
      .nullable(),
  }),
};
