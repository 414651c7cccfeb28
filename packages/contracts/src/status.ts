/**
 * Envelope status codes: `{ status, message, data }` (docs/REQUIREMENTS.md §15).
 * 200, 10000 and 30001 are the console's fixed codes; the rest are ours, defined only here.
 */
export const STATUS = {
  OK: 200,
  /** Missing, invalid or expired token: the web client clears it and reloads (docs/REQUIREMENTS.md §4.2). */
  TOKEN_INVALID: 10000,
  /** Passed through untouched by the client (docs/REQUIREMENTS.md §15). */
  PASS_THROUGH: 30001,
  BAD_REQUEST: 40000,
  CAPTCHA_WRONG: 40001,
  LOGIN_FAILED: 40002,
  FORBIDDEN: 40300,
  /** The account's password was set by staff (a reset, a one-time code): only setting a new one is allowed. */
  PASSWORD_CHANGE_REQUIRED: 40301,
  NOT_FOUND: 40400,
  CONFLICT: 40900,
  RATE_LIMITED: 42900,
  SERVER_ERROR: 50000,
} as const;

export type StatusCode = (typeof STATUS)[keyof typeof STATUS];

/** The HTTP status sent alongside each envelope status, so proxies and logs read right too. */
export const HTTP_FOR_STATUS: Record<StatusCode, number> = {
  200: 200,
  10000: 401,
  30001: 200,
  40000: 400,
  40001: 400,
  40002: 400,
  40300: 403,
  40301: 403,
  40400: 404,
  40900: 409,
  42900: 429,
  50000: 500,
};

export interface Envelope<T = unknown> {
  status: number;
  message: string;
  data: T;
}

/**
 * A refused form's problems by field, in the envelope's data as `{ fields }`: the key is the
 * request field's path (dots between levels), the value the message to show beside it.
 * Sent with request validation errors and the checks that name one field (taken, invalid).
 */
export interface FieldErrors {
  fields: Record<string, string>;
}

export interface Paged<T> {
  list: T[];
  total: number;
}
