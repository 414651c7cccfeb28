import { z } from 'zod';
import { TRANSPORT_HASH_PATTERN } from '../password.js';

/** A password as it travels: sha256 hex of password + suffix (see password.ts). */
export const transportPassword = z.string().regex(TRANSPORT_HASH_PATTERN, { message: 'password must be hashed before sending' });

export const username = z
  .string()
  .trim()
  .min(2)
  .max(32)
  .regex(/^[A-Za-z0-9_.@-]+$/, { message: 'username may use letters, digits and _ . @ - only' });

/** POST /api/kaoshi-user/security/doLogin, form body (docs/REQUIREMENTS.md §14). */
export const loginForm = z.object({
  username: z.string().trim().min(1).max(64),
  password: transportPassword,
  verifyCode: z.string().trim().min(1).max(12),
  /** Identifies which captcha the code answers; issued with the captcha image. */
  captchaKey: z.string().min(1).max(64),
  userType: z.coerce.number().int().min(0).max(2),
  /** The place in the sign-in line a busy server gave this form (SignInBusy), sent back with it. */
  placeInLine: z.string().max(64).optional(),
});
export type LoginForm = z.infer<typeof loginForm>;

/** The mobile numbers a candidate may sign up with: 11 digits starting with 1. */
export const MOBILE_PATTERN = /^1\d{10}$/;

/**
 * POST /api/kaoshi-user/security/signup, form body like doLogin: a candidate creates their own
 * account. The username is their ID number or mobile number (the server tells which by its
 * shape and checks it); the password travels hashed, as at sign-in.
 */
export const signupForm = z.object({
  username: z.string().trim().min(1).max(32),
  name: z.string().trim().min(1).max(64),
  password: transportPassword,
  verifyCode: z.string().trim().min(1).max(12),
  captchaKey: z.string().min(1).max(64),
});
export type SignupForm = z.infer<typeof signupForm>;

export const captchaResponse = z.object({ captchaKey: z.string(), svg: z.string() });
export type CaptchaResponse = z.infer<typeof captchaResponse>;

export const loginResponse = z.object({ token: z.string(), expiresAt: z.number() });
export type LoginResponse = z.infer<typeof loginResponse>;

/**
 * doLogin's refusal while the server's password hashing is too far behind (status 42900, also the
 * HTTP Retry-After header): nothing was checked and the captcha is still good, so the same form
 * may be sent again after this many seconds, with `placeInLine` added; the sign-in page does that
 * by itself. Sent back when due, the place lets the form in ahead of those who came later.
 */
export interface SignInBusy {
  retryAfterSeconds: number;
  placeInLine: string;
}

/** GET /api/kaoshi-user/auth/authWebUser: the user's fields (docs/REQUIREMENTS.md §4.5), never a password or its hash. */
export const authUser = z.object({
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
  /** A student's registration batch; null for staff, and for a candidate who signed up and is not enrolled yet. */
  classId: z.number().nullable(),
  /**
   * The password was set by staff (a reset, a one-time code): the session can do nothing but set
   * a new one (setNewPassword); the web shows that page first. Absent from older servers.
   */
  passwordChangeDue: z.boolean().optional(),
});
export type AuthUser = z.infer<typeof authUser>;

/** POST /api/kaoshi-user/user/updatePass */
export const updatePassBody = z.object({ oldPass: transportPassword, newPass: transportPassword });
export type UpdatePassBody = z.infer<typeof updatePassBody>;

/**
 * POST /api/kaoshi-user/user/setNewPassword: the owner of an account whose password staff set
 * (passwordChangeDue) chooses their own; the session they signed in with proves the old one.
 */
export const setNewPasswordBody = z.object({ newPass: transportPassword });
export type SetNewPasswordBody = z.infer<typeof setNewPasswordBody>;

/**
 * The password a staff reset or a new account got, shown once to the staff member who hands it
 * over: a one-time code made for the account, or the centre's own default password where the
 * centre set one (DEFAULT_PASSWORD). Either signs in until `expiresAt`, only to set a new one.
 */
export const temporaryPassword = z.strictObject({
  password: z.string(),
  expiresAt: z.number(),
  kind: z.enum(['oneTimeCode', 'centreDefault']),
});
export type TemporaryPassword = z.infer<typeof temporaryPassword>;

/** A one-time code for /auth-redirect, issued to a signed-in user, exchanged for a token. */
export const exchangeCodeBody = z.object({ code: z.string().min(16).max(128) });
