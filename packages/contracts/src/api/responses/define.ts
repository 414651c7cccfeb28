import { z } from 'zod';

/**
 * How a response's `data` is declared (issue "Types once"): a zod schema of the envelope's
 * `data` for JSON answers, or one of the markers below for answers that are no envelope.
 *
 * Objects are strict (`z.strictObject`): the API tests check every success envelope against
 * these schemas (apps/server/src/plugins/response-schemas.ts), and a strict object turns a field
 * the server sends but the document does not name (a leaked column, a renamed field) into a
 * failed test, where a passthrough object would let it through and z.object would only drop it
 * from the check. Wrong field types fail either way.
 */

/** A download (Excel, PDF, an uploaded file, an image): the body is the file, not an envelope. */
export interface BinaryResponse {
  readonly kind: 'binary';
  /** The content types the route may send; '*\/*' where it sends back whatever was uploaded. */
  readonly contentTypes: readonly string[];
}
export const binary = (...contentTypes: [string, ...string[]]): BinaryResponse => ({ kind: 'binary', contentTypes });

/** The live channel's WebSocket: answered with an upgrade, its messages are in api/live.ts. */
export interface WebSocketResponse {
  readonly kind: 'websocket';
}
export const websocket = (): WebSocketResponse => ({ kind: 'websocket' });

export type ResponseSpec = z.ZodType | BinaryResponse | WebSocketResponse;

export const isZodResponse = (spec: ResponseSpec): spec is z.ZodType => spec instanceof z.ZodType;

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The envelope around `data` (status.ts Envelope). */
export const envelopeOf = <T extends z.ZodType>(data: T) => z.strictObject({ status: z.number().int(), message: z.string(), data });

/** A page of a list (status.ts Paged). */
export const paged = <T extends z.ZodType>(item: T) => z.strictObject({ list: z.array(item), total: z.number().int().min(0) });

/** A call that answers with `data: null` (deletes, most state changes). */
export const none = z.null();

export const id = z.number().int();
/** Epoch milliseconds. */
export const epochMs = z.number();
