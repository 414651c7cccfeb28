import { z } from 'zod';
import { API } from '../paths.js';

/** The answers of the /auth/ calls (generated from the API tests' answers, then read against the code). */

export const authResponses = {
  [`GET ${API.authWebUser}`]: z.strictObject({
    id: z.number(),
    username: z.string(),
    nickName: z.string(),
    avatar: z.string(),
    introduction: z.string(),
    roles: z.array(z.string()),
    roleNames: z.array(z.string()),
    userType: z.number(),
    className: z.string(),
    departmentName: z.string(),
    email: z.string(),
    remoteLogin: z.number(),
    resourceUrl: z.string(),
    classId: z.number().nullable(),
  }),
};
