import { type MessageKey, type MessageParams, STATUS, type StatusCode } from '@kaoshi/contracts';

/**
 * An error the client should see: an envelope status and a message key, translated into
 * the caller's language by the error handler.
 */
export class AppError extends Error {
  constructor(
    readonly status: StatusCode,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(messageKey);
  }
}

export const notFound = (key: MessageKey, params?: MessageParams) => new AppError(STATUS.NOT_FOUND, key, params);
export const conflict = (key: MessageKey, params?: MessageParams) => new AppError(STATUS.CONFLICT, key, params);
export const badRequest = (key: MessageKey, params?: MessageParams) => new AppError(STATUS.BAD_REQUEST, key, params);
export const forbidden = (key: MessageKey = 'forbidden', params?: MessageParams) => new AppError(STATUS.FORBIDDEN, key, params);
