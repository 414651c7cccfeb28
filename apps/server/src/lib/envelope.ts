import { type Envelope, STATUS, translate } from '@kaoshi/contracts';
import type { FastifyRequest } from 'fastify';

/** The success envelope (docs/REQUIREMENTS.md §15: status 200). */
export function ok<T>(request: FastifyRequest, data: T): Envelope<T> {
  return { status: STATUS.OK, message: translate(request.lang, 'ok'), data };
}
