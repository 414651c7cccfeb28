import type { z } from 'zod';

/** Thrown by the schema validator; the error handler formats it in the caller's language. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly issues: z.core.$ZodIssue[]) {
    super('Request validation failed');
  }
}
