import type { z } from 'zod';

/** Thrown by the schema validator; the error handler formats it in the caller's language. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('Request validation failed');
  }
}

/**
 * Text holding a NUL character: PostgreSQL cannot store it (the insert failed as a server
 * error, found by the fuzz tests) and SQLite would keep it silently, so a request carrying one
 * is refused with the field named, before its schema runs. Nesting past `MAX_DEPTH` is left to
 * the schema, which refuses it anyway.
 */
const MAX_DEPTH = 32;

export function nulCharacterIssues(data: unknown, path: PropertyKey[] = []): z.core.$ZodIssue[] {
  if (typeof data === 'string') return data.includes('\u0000') ? [{ code: 'custom', path, message: 'must not contain a NUL character', input: undefined }] : [];
  if (data === null || typeof data !== 'object' || path.length >= MAX_DEPTH) return [];
  return Object.entries(data).flatMap(([key, value]) => nulCharacterIssues(value, [...path, Array.isArray(data) ? Number(key) : key]));
}
