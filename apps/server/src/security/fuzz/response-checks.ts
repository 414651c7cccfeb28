import { STATUS } from '@kaoshi/contracts';
import type { LightMyRequestResponse } from 'fastify';

/**
 * What every API answer must look like, whatever was sent: no server error, no internal
 * detail, and an envelope with a sentence the user can act on.
 */

/** Text that only an internal error would put in a response: stack frames, source paths, driver errors, secrets. */
export const LEAK_PATTERNS: readonly RegExp[] = [
  /\n\s+at\s/, // a stack trace's frames
  /\bat\s+(?:async\s+)?[\w$.<>[\]]+\s+\((?:file:\/\/|node:|\/)/, // one frame on one line
  /\bnode_modules\b/,
  /(?:^|[\s"'(])\/(?:work|home|usr|root|srv|opt|var\/lib)\//, // absolute paths on the server
  /\/tmp\/kaoshi/,
  /\.(?:ts|js|mjs|cjs):\d+(?::\d+)?\b/, // file:line
  /\bSQLITE_[A-Z]+/,
  /\bSqliteError\b/,
  /no such (?:table|column)/i,
  /syntax error at or near/i,
  /near "[^"]*": syntax error/,
  /relation "[^"]+" does not exist/,
  /duplicate key value violates/,
  /violates (?:foreign key|unique|not-null|check) constraint/,
  /invalid input syntax for type/,
  /out of range for type/,
  /\bkysely\b/i,
  /better-sqlite3/,
  /"code"\s*:\s*"(?:invalid_type|too_big|too_small|invalid_format|custom)"/, // a raw zod issue
  /\b(?:TypeError|ReferenceError|RangeError|SyntaxError):/,
  /Cannot read propert(?:y|ies) of/,
  /is not a function/,
  /\bFST_[A-Z_]+/,
  /passwordHash|password_hash|tokenHash|token_hash/,
];

/** The first leak pattern the text matches, or null. */
export function leakIn(text: string): RegExp | null {
  return LEAK_PATTERNS.find((pattern) => pattern.test(text)) ?? null;
}

export interface Verdict {
  /** A problem with the answer, in words, or null. */
  problem: string | null;
  /** True when the request was refused (an envelope whose status is not 200). */
  refused: boolean;
}

const isJson = (response: LightMyRequestResponse) => String(response.headers['content-type'] ?? '').startsWith('application/json');

/**
 * Checks one answer. JSON answers must be envelopes ({status, message, data}) and a refusal
 * must carry a message; anything else (a download) must be a 200. No answer may be a server
 * error or carry internal detail.
 */
export function judge(response: LightMyRequestResponse): Verdict {
  if (response.statusCode >= 500) return { problem: `HTTP ${response.statusCode}: ${response.body.slice(0, 300)}`, refused: true };
  if (!isJson(response)) {
    if (response.statusCode !== 200)
      return { problem: `HTTP ${response.statusCode} without an envelope (${String(response.headers['content-type'])})`, refused: true };
    return { problem: null, refused: false };
  }
  const text = response.body;
  const leak = leakIn(text);
  if (leak) return { problem: `internal detail ${leak}: ${text.slice(0, 300)}`, refused: true };
  let envelope: { status?: unknown; message?: unknown };
  try {
    envelope = JSON.parse(text) as typeof envelope;
  } catch {
    return { problem: `not JSON: ${text.slice(0, 200)}`, refused: true };
  }
  if (typeof envelope !== 'object' || envelope === null || typeof envelope.status !== 'number' || typeof envelope.message !== 'string') {
    return { problem: `not an envelope: ${text.slice(0, 200)}`, refused: true };
  }
  if (envelope.status === STATUS.SERVER_ERROR) return { problem: `status 50000: ${envelope.message}`, refused: true };
  const refused = envelope.status !== STATUS.OK;
  if (refused && envelope.message.trim() === '') return { problem: `refusal ${envelope.status} without a message`, refused };
  return { problem: null, refused };
}
