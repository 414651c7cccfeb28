import { z } from 'zod';
import { API } from '../paths.js';

/** The answers of the /security/ calls (generated from the API tests' answers, then read against the code). */

const doLoginData = z.strictObject({
  token: z.string(),
  expiresAt: z.number(),
});

export const securityResponses = {
  [`GET ${API.captcha}`]: z.strictObject({
    captchaKey: z.string(),
    svg: z.string(),
  }),
  [`POST ${API.doLogin}`]: doLoginData,
  [`POST ${API.signup}`]: doLoginData,
  [`POST ${API.issueAuthCode}`]: z.strictObject({
    code: z.string(),
    expiresAt: z.number(),
  }),
  [`POST ${API.exchangeAuthCode}`]: doLoginData,
};
