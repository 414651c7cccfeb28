import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** A log destination (pino's): anything with write(). */
export interface DestinationStream {
  write(line: string): void;
}

/**
 * Query parameters that carry a credential: a sign-in token, or a one-time sign-in code.
 * No route takes a token from the URL any more (plugins/access.ts), but an old client or a
 * hand-written link may still send one, and the request log must not keep it.
 */
const SECRET_PARAMETER = /([?&;](?:token|access_token|code|authCode)=)[^&#;]*/gi;

/** The URL with every credential in its query replaced by [redacted]. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMETER, '$1[redacted]');
}

/** Fastify's logger, with the request's URL redacted in every line that names the request. */
export function requestLogger(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        };
      },
    },
  };
}
