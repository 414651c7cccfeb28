import { DEFAULT_PASSWORD } from '@kaoshi/contracts';
import { z } from 'zod';

/** CONFIGURATION.md "Accounts, passwords and sign-in". */
export const signInEnv = {
  /**
   * Set by a centre that wants staff resets and new accounts to get this password rather than a
   * one-time code made per account (docs/REQUIREMENTS.md §12); the owner must still change it at the
   * first sign-in. Unset, it only names the seeded demo accounts' password (123456, docs/REQUIREMENTS.md §12).
   */
  DEFAULT_PASSWORD: z.string().min(6).optional(),
  /** How long a one-time code or temporary password set by staff signs in before it expires. */
  ONE_TIME_PASSWORD_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 90)
    .default(72),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(12),
  /** For automated tests only: every captcha's answer becomes this code. */
  CAPTCHA_FIXED: z.string().min(1).max(12).optional(),
  LOGIN_USER_FAILURE_LIMIT: z.coerce.number().int().positive().default(5),
  LOGIN_USER_FAILURE_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  /** Past the failure limit, an account's sign-ins wait this long, doubling per failure (docs/SECURITY.md). */
  LOGIN_SLOWDOWN_BASE_MS: z.coerce.number().int().min(0).default(500),
  LOGIN_SLOWDOWN_MAX_MS: z.coerce.number().int().min(0).default(8000),
  /** A sign-in that would wait longer than this for a password hash is told to come back (auth/login.ts). */
  SIGN_IN_QUEUE_LIMIT_MS: z.coerce.number().int().min(0).default(10_000),
};

export interface SignInSettings {
  /** The seeded demo accounts' password (DEFAULT_PASSWORD, or 123456). */
  defaultPassword: string;
  /** DEFAULT_PASSWORD when the centre set it: what staff resets set instead of a one-time code. */
  centreDefaultPassword?: string;
  oneTimePasswordTtlMs: number;
  tokenTtlMs: number;
  captchaFixed?: string;
  loginUserFailureLimit: number;
  loginUserFailureWindowMs: number;
  loginSlowdownBaseMs: number;
  loginSlowdownMaxMs: number;
  signInQueueLimitMs: number;
}

export const signInSettings = (e: z.infer<z.ZodObject<typeof signInEnv>>): SignInSettings => ({
  defaultPassword: e.DEFAULT_PASSWORD ?? DEFAULT_PASSWORD,
  centreDefaultPassword: e.DEFAULT_PASSWORD,
  oneTimePasswordTtlMs: e.ONE_TIME_PASSWORD_TTL_HOURS * 3600_000,
  tokenTtlMs: e.TOKEN_TTL_HOURS * 3600_000,
  captchaFixed: e.CAPTCHA_FIXED,
  loginUserFailureLimit: e.LOGIN_USER_FAILURE_LIMIT,
  loginUserFailureWindowMs: e.LOGIN_USER_FAILURE_WINDOW_MINUTES * 60_000,
  loginSlowdownBaseMs: e.LOGIN_SLOWDOWN_BASE_MS,
  loginSlowdownMaxMs: e.LOGIN_SLOWDOWN_MAX_MS,
  signInQueueLimitMs: e.SIGN_IN_QUEUE_LIMIT_MS,
});
