import { type FieldErrors, type Lang, type MessageKey, type MessageParams, STATUS, type StatusCode, translate } from '@kaoshi/contracts';

/** A message still to be translated: a key and its parameters. */
export interface Phrase {
  key: MessageKey;
  params?: MessageParams;
}

/** A parameter is plain text or a number, or phrases translated in the caller's language and joined. */
export type ErrorParams = Record<string, string | number | Phrase[]>;

/**
 * An error the client should see: an envelope status and a message key, translated into
 * the caller's language by the error handler. `data` (built in that language too) goes in
 * the envelope's data, e.g. the rows an import refused.
 */
export class AppError extends Error {
  constructor(
    readonly status: StatusCode,
    readonly messageKey: MessageKey,
    readonly params: ErrorParams = {},
    readonly data?: (lang: Lang) => unknown,
  ) {
    super(messageKey);
  }

  localise(lang: Lang): string {
    const resolved: MessageParams = {};
    for (const [name, value] of Object.entries(this.params)) {
      resolved[name] = Array.isArray(value) ? value.map((p) => translate(lang, p.key, p.params)).join(' ') : value;
    }
    return translate(lang, this.messageKey, resolved);
  }
}

/**
 * A refusal about one field of a form (a taken code, an ID number that fails its check digit):
 * the envelope's `data.fields` names the field, so the form shows the message beside it.
 */
export function onField(field: string, error: AppError): AppError {
  return new AppError(
    error.status,
    error.messageKey,
    error.params,
    (lang) => ({ fields: { [field]: error.localise(lang) } }) satisfies FieldErrors,
  );
}

export const notFound = (key: MessageKey, params?: ErrorParams) => new AppError(STATUS.NOT_FOUND, key, params);
export const conflict = (key: MessageKey, params?: ErrorParams) => new AppError(STATUS.CONFLICT, key, params);
export const badRequest = (key: MessageKey, params?: ErrorParams) => new AppError(STATUS.BAD_REQUEST, key, params);
export const forbidden = (key: MessageKey = 'forbidden', params?: ErrorParams) => new AppError(STATUS.FORBIDDEN, key, params);
/** Over a rate limit: the message says how many seconds until the window ends (at least 1). */
export const rateLimited = (key: MessageKey, resetInMs: number) =>
  new AppError(STATUS.RATE_LIMITED, key, {
    seconds: Math.max(1, Math.ceil(resetInMs / 1000)),
    minutes: Math.max(1, Math.ceil(resetInMs / 60_000)),
  });
