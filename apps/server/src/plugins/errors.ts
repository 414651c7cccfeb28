import {
  type Envelope,
  type FieldErrors,
  formatIssueForField,
  formatIssues,
  HTTP_FOR_STATUS,
  type Lang,
  pickLang,
  STATUS,
  type StatusCode,
  translate,
} from '@kaoshi/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { deferredToken, requireViewer } from './access.js';
import { megabytes } from '../lib/uploads.js';
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
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  // SQLite reports an ON DELETE RESTRICT refusal as a trigger constraint (found by the fuzz tests).
  const sqliteRestrict = code === 'SQLITE_CONSTRAINT_TRIGGER' && message === 'FOREIGN KEY constraint failed';
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || sqliteRestrict;
}

function send(reply: FastifyReply, status: StatusCode, message: string, data: unknown = null) {
  const body: Envelope<unknown> = { status, message, data };
  return reply.code(HTTP_FOR_STATUS[status]).type('application/json; charset=utf-8').send(body);
}

/** Each refused field's first problem, worded to stand beside the field (see FieldErrors). */
function fieldErrorsOf(issues: RequestValidationError['issues'], lang: Lang): FieldErrors {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (path !== '' && !(path in fields)) fields[path] = formatIssueForField(issue, lang);
  }
  return { fields };
}

type AnyError = FastifyError | AppError | RequestValidationError;

/**
 * The envelope a failure leaves as: a status and a message a user can act on, in the
 * caller's language; never a stack trace (unexpected errors are logged instead).
 */
export function errorEnvelope(error: AnyError, request: FastifyRequest): Envelope<unknown> & { status: StatusCode } {
  const lang = request.lang ?? 'en';
  if (error instanceof AppError) return { status: error.status, message: error.localise(lang), data: error.data?.(lang) ?? null };
  if (error instanceof RequestValidationError) {
    const details = formatIssues(error.issues, lang);
    return { status: STATUS.BAD_REQUEST, message: translate(lang, 'invalidInput', { details }), data: fieldErrorsOf(error.issues, lang) };
  }
  if (isUniqueViolation(error)) return { status: STATUS.CONFLICT, message: translate(lang, 'concurrentDuplicate'), data: null };
  if (isForeignKeyViolation(error)) return { status: STATUS.CONFLICT, message: translate(lang, 'referencedElsewhere'), data: null };
  const httpStatus = (error as FastifyError).statusCode ?? 500;
  if (httpStatus >= 400 && httpStatus < 500) {
    // Fastify's own refusals: malformed JSON, wrong content type, oversize body, bad multipart.
    if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return {
        status: STATUS.BAD_REQUEST,
        message: translate(lang, 'bodyTooLarge', {
          max: megabytes(request.routeOptions.bodyLimit ?? request.server.initialConfig.bodyLimit ?? 0),
        }),
        data: null,
      };
    }
    return {
      status: httpStatus === 429 ? STATUS.RATE_LIMITED : STATUS.BAD_REQUEST,
      message: translate(lang, 'malformedBody', { reason: error.message }),
      data: null,
    };
  }
  request.log.error({ err: error }, 'unhandled error');
  return { status: STATUS.SERVER_ERROR, message: translate(lang, 'serverError'), data: null };
}

/** Every failure leaves as an envelope (see errorEnvelope). */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(async (error: AnyError, request, reply) => {
    const checked = await afterAccessCheck(app, request, error);
    const { status, message, data } = errorEnvelope(checked, request);
    // A limit that says when it ends says so in HTTP too (RFC 9110 §10.2.3), for any client or proxy.
    if (checked instanceof AppError && status === STATUS.RATE_LIMITED && typeof checked.params.seconds === 'number')
      reply.header('retry-after', String(checked.params.seconds));
    return send(reply, status, message, data);
  });
}

/**
 * A route that took over the access hook's check (`config.sessionInStatement`) can fail before
 * it made it: a malformed or invalid body is refused after the hook, before the handler. The
 * caller's access is settled first, as the hook would have settled it: a caller signed out or
 * without the permission learns that, not what was wrong with the body.
 */
async function afterAccessCheck(app: FastifyInstance, request: FastifyRequest, error: AnyError): Promise<AnyError> {
  if (request.viewer || deferredToken(request) === null) return error;
  try {
    await requireViewer(app, request);
    return error;
  } catch (refusal) {
    return refusal as AnyError;
  }
}

/**
 * The router's own refusals, before any route or hook runs: a path that is not valid
 * percent-encoding (FST_ERR_BAD_URL) or a path segment over the length limit
 * (FST_ERR_MAX_PARAM_LENGTH). Fastify's default answer is no envelope, names its error code
 * and echoes the whole path back (found by the fuzz tests). app.ts passes this as `frameworkErrors`.
 */
export function frameworkError(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return send(reply, STATUS.BAD_REQUEST, translate(pickLang(request.headers['accept-language']), 'badAddress'));
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, STATUS.NOT_FOUND, translate(request.lang ?? 'en', 'apiNotFound', { path: request.url.split('?')[0] ?? '' }));
}
