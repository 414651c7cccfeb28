import { z } from 'zod';
import { API } from '../paths.js';

/** The answers of the /dashboard/ calls (generated from the API tests' answers, then read against the code). */

const dashboardExam = z.strictObject({
  publicationId: z.number(),
  name: z.string(),
  startsAt: z.number(),
  endsAt: z.number(),
});

export const dashboardResponses = {
  [`GET ${API.dashboard}`]: z.strictObject({
    serverNow: z.number(),
    counts: z.strictObject({
      projects: z.number().nullable(),
      candidates: z.number().nullable(),
      questions: z.number().nullable(),
      examsOpenNow: z.number().nullable(),
    }),
    upcoming: z.array(dashboardExam).nullable(),
    running: z
      .array(
        dashboardExam.extend({
          sitting: z.number(),
          online: z.number(),
        }),
      )
      .nullable(),
    recentPassRates: z
      .array(
        dashboardExam.extend({
          sat: z.number(),
          passed: z.number(),
          passRate: z.number(),
        }),
      )
      .nullable(),
  }),
};
