import type { z } from 'zod';
import { perPeriod } from './schema-parts.js';

/** CONFIGURATION.md "Rate limits per address" (and per account where it says so). */
export const rateLimitsEnv = {
  LOGIN_IP_LIMIT_PER_MINUTE: perPeriod(1200),
  /** As the login limit: a centre's candidates may all come through one NAT address. */
  CAPTCHA_IP_LIMIT_PER_MINUTE: perPeriod(1200),
  /** Uploads (editor files, materials, imports) per address; the editor sends up to 100 attachments at once. */
  UPLOAD_IP_LIMIT_PER_MINUTE: perPeriod(300),
  /** Registration files (candidates' and organisations' documents) per address: far fewer than the editor needs. */
  REGISTRATION_UPLOAD_IP_LIMIT_PER_MINUTE: perPeriod(60),
  /** Group applications one organisation account may send per hour. */
  GROUP_SUBMISSION_LIMIT_PER_HOUR: perPeriod(10),
  /** Whole ID numbers one staff account may show per hour (candidate management's "show"). */
  ID_NUMBER_REVEAL_LIMIT_PER_HOUR: perPeriod(60),
  /** Candidate accounts created per address per hour (the login page's sign-up); a registration day in one centre may need more. */
  SIGNUP_IP_LIMIT_PER_HOUR: perPeriod(30),
};

export interface RateLimitSettings {
  loginIpLimitPerMinute: number;
  captchaIpLimitPerMinute: number;
  uploadIpLimitPerMinute: number;
  registrationUploadIpLimitPerMinute: number;
  groupSubmissionLimitPerHour: number;
  idNumberRevealLimitPerHour: number;
  signupIpLimitPerHour: number;
}

export const rateLimitSettings = (e: z.infer<z.ZodObject<typeof rateLimitsEnv>>): RateLimitSettings => ({
  loginIpLimitPerMinute: e.LOGIN_IP_LIMIT_PER_MINUTE,
  captchaIpLimitPerMinute: e.CAPTCHA_IP_LIMIT_PER_MINUTE,
  uploadIpLimitPerMinute: e.UPLOAD_IP_LIMIT_PER_MINUTE,
  registrationUploadIpLimitPerMinute: e.REGISTRATION_UPLOAD_IP_LIMIT_PER_MINUTE,
  groupSubmissionLimitPerHour: e.GROUP_SUBMISSION_LIMIT_PER_HOUR,
  idNumberRevealLimitPerHour: e.ID_NUMBER_REVEAL_LIMIT_PER_HOUR,
  signupIpLimitPerHour: e.SIGNUP_IP_LIMIT_PER_HOUR,
});
