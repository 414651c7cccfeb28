import { z } from 'zod';
import { authUser } from '../auth.js';
import { API } from '../paths.js';

/** The answers of the /auth/ calls (generated from the API tests' answers, then read against the code). */

export const authResponses = {
  // The user as the client reads it (auth.ts authUser), strict here like every answer (define.ts).
  [`GET ${API.authWebUser}`]: z.strictObject(authUser.shape),
};
