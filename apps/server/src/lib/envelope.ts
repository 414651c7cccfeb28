import { type Envelope, type Lang, STATUS, translate } from '@kaoshi/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The success envelope (docs/REQUIREMENTS.md §15: status 200). */
export function ok<T>(request: FastifyRequest, data: T): Envelope<T> {
  return { status: STATUS.OK, message: translate(request.lang, 'ok'), data };
}

const okHeads = new Map<Lang, Buffer>();
/** What closes the success envelope after its data's bytes. */
export const OK_TAIL = Buffer.from('}');

/** The success envelope's bytes before its data, in the request's language (its message is translated). */
export function okHead(request: FastifyRequest): Buffer {
  let head = okHeads.get(request.lang);
  if (!head) {
    head = Buffer.from(`{"status":${STATUS.OK},"message":${JSON.stringify(translate(request.lang, 'ok'))},"data":`);
    okHeads.set(request.lang, head);
  }
  return head;
}

/**
 * The success envelope as bytes, around data already serialised to JSON (given in parts, joined):
 * for data made once and sent to many (a paper's content, a live view shared by proctors), so
 * that no request encodes it again. The caller sets the JSON content type.
 */
export function okBytes(request: FastifyRequest, ...data: Buffer[]): Buffer {
  return Buffer.concat([okHead(request), ...data, OK_TAIL]);
}

/** Sends an envelope made by okBytes, as the JSON it is (Fastify sends a Buffer as it is). */
export const sendJsonBytes = (reply: FastifyReply, bytes: Buffer) => reply.type('application/json; charset=utf-8').send(bytes);
