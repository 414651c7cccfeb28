import {
  type Envelope,
  formatIssues,
  HTTP_FOR_STATUS,
  STATUS,
  type StatusCode,
  translate,
} from '@kaoshi/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { RequestValidationError } from '../lib/validation.js';

/**
 * A unique index refused a row: two requests raced past the service's own "already taken"
 * check (a double-clicked Save). The client gets a conflict, not a server error.
 */
function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  // PostgreSQL's unique_violation; better-sqlite3's extended result codes.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * A foreign key refused a change: a child was added to a record between the service's
 * "still has children" check and its delete (or its parent vanished). Nothing was changed.
 */
function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

function send(reply: FastifyReply, status: StatusCode, message: string, data: unknown = null) {
  const body: Envelope<unknown> = { status, message, data };
  return reply.code(HTTP_FOR_STATUS[status]).type('application/json; charset=utf-8').send(body);
}

/** Every failure leaves as an envelope with a message a user can act on; never a stack trace. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | RequestValidationError, request, reply) => {
    const lang = request.lang ?? 'en';
    if (error instanceof AppError) return send(reply, error.status, error.localise(lang), error.data?.(lang) ?? null);
    if (error instanceof RequestValidationError) {
      return send(reply, STATUS.BAD_REQUEST, translate(lang, 'invalidInput', { details: formatIssues(error.issues, lang) }));
    }
    if (isUniqueViolation(error)) return send(reply, STATUS.CONFLICT, translate(lang, 'concurrentDuplicate'));
    if (isForeignKeyViolation(error)) return send(reply, STATUS.CONFLICT, translate(lang, 'referencedElsewhere'));
    const httpStatus = (error as FastifyError).statusCode ?? 500;
    if (httpStatus >= 400 && httpStatus < 500) {
      // Fastify's own refusals: malformed JSON, wrong content type, oversize body, bad multipart.
      const reason = (error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'body too large' : error.message;
      return send(reply, httpStatus === 429 ? STATUS.RATE_LIMITED : STATUS.BAD_REQUEST, translate(lang, 'malformedBody', { reason }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, STATUS.SERVER_ERROR, translate(lang, 'serverError'));
  });
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, STATUS.NOT_FOUND, translate(request.lang ?? 'en', 'apiNotFound', { path: request.url.split('?')[0] ?? '' }));
}
