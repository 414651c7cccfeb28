import { z } from 'zod';
import { API } from '../paths.js';

/** The answers of the /misc/ calls (generated from the API tests' answers, then read against the code). */

export const miscResponses = {
  [`GET ${API.health}`]: z.strictObject({
    dialect: z.string(),
  }),
};
