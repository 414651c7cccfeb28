import type { IssueTextKey } from '@kaoshi/contracts';
import type { z } from 'zod';

/** Thrown by the schema validator; the error handler formats it in the caller's language. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('Request validation failed');
  }
}

/**
 * Text the tables cannot hold as given, refused with the field named before any schema runs, so
 * nothing is stored altered (docs/SECURITY.md): a NUL character (PostgreSQL cannot store it, the
 * insert failed as a server error, found by the fuzz tests; SQLite would keep it silently) and a
 * lone UTF-16 surrogate (JSON's `\ud800` escape; both databases stored it as U+FFFD). Keys are
 * checked as well as values. Nesting past `MAX_DEPTH` is left to the schema, which refuses it anyway.
 */
const MAX_DEPTH = 32;
const LONE_SURROGATE = /\p{Cs}/u;

function textIssue(text: string, path: PropertyKey[]): z.core.$ZodIssue[] {
  const issueText: IssueTextKey | null = text.includes('\u0000') ? 'nulCharacter' : LONE_SURROGATE.test(text) ? 'loneSurrogate' : null;
  // `message` is the English text for logs; the envelope's text comes from `params` in the caller's language.
  return issueText ? [{ code: 'custom', path, message: issueText, params: { issueText }, input: undefined }] : [];
}

export function unstorableTextIssues(data: unknown, path: PropertyKey[] = []): z.core.$ZodIssue[] {
  if (typeof data === 'string') return textIssue(data, path);
  if (data === null || typeof data !== 'object' || path.length >= MAX_DEPTH) return [];
  return Object.entries(data).flatMap(([key, value]) => {
    const at = [...path, Array.isArray(data) ? Number(key) : key];
    return [...textIssue(key, at), ...unstorableTextIssues(value, at)];
  });
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });
const LENIENT_UTF8 = new TextDecoder('utf-8');

/**
 * A JSON body's bytes must be UTF-8: the default parser turned invalid bytes into U+FFFD and the
 * text was stored changed. Refused instead, naming the fields that hold them (found as the
 * fields where lenient decoding put a U+FFFD; the body itself when none can be told).
 */
export function decodeJsonBody(bytes: Buffer): string {
  try {
    return STRICT_UTF8.decode(bytes);
  } catch {
    const lenient = LENIENT_UTF8.decode(bytes);
    let fields: PropertyKey[][] = [];
    try {
      fields = replacedFields(JSON.parse(lenient) as unknown, []);
    } catch {
      // Not JSON either: the body is named.
    }
    const paths = fields.length > 0 ? fields : [[]];
    throw new RequestValidationError(
      paths.map((path) => ({ code: 'custom', path, message: 'invalidUtf8', params: { issueText: 'invalidUtf8' }, input: undefined })),
    );
  }
}

function replacedFields(data: unknown, path: PropertyKey[]): PropertyKey[][] {
  if (typeof data === 'string') return data.includes('\ufffd') ? [path] : [];
  if (data === null || typeof data !== 'object' || path.length >= MAX_DEPTH) return [];
  return Object.entries(data).flatMap(([key, value]) => replacedFields(value, [...path, Array.isArray(data) ? Number(key) : key]));
}
