import { isZodResponse, RESPONSES, type ResponseSpec } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { decodedBody } from '../lib/content-coding.js';

const TABLE: Readonly<Record<string, ResponseSpec>> = RESPONSES;

/** The table's key of one operation: method and URL as registered (`GET /api/…/getSchoolById/:id`). */
export const responseKey = (method: string, url: string) => `${method} ${url}`;

/** The declared response of an operation, if any (packages/contracts/src/api/responses). */
export const responseSpecOf = (method: string, url: string): ResponseSpec | undefined => TABLE[responseKey(method, url)];

const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** A response that does not match its declaration, found by the check that runs in tests. */
export class ResponseContractError extends Error {}

/**
 * Every /api operation declares its response in contracts RESPONSES, the way it declares its
 * access (plugins/access.ts): the app refuses to start when a route has no entry, or when an
 * entry names a route that does not exist. The OpenAPI document reads the table
 * (plugins/openapi.ts); the schemas are never attached as `schema.response`, because Fastify
 * would then serialise through them (fastify-type-provider-zod's serializerCompiler parses with
 * zod, which drops fields a schema does not name and throws on a mismatch): what the server
 * sends stays exactly what the handlers return.
 *
 * With `check` (the tests: NODE_ENV=test), each JSON success envelope is parsed against its
 * declaration before it leaves; a mismatch replaces the answer with a server error (so the test
 * that made the call fails on its own assertion), is printed with the zod issues, and is kept in
 * `app.responseViolations`, which the test harness fails on when the app closes.
 */
export function registerResponseSchemas(app: FastifyInstance, options: { check: boolean }) {
  const registered = new Set<string>();
  const violations: string[] = [];
  app.decorate('responseViolations', violations);

  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path ?? '';
    if (!isApiRoute(url)) return;
    for (const method of [route.method].flat()) {
      const key = responseKey(method, url);
      if (!(key in TABLE)) throw new Error(`Route ${key} declares no response (packages/contracts/src/api/responses)`);
      registered.add(key);
    }
  });

  app.addHook('onReady', async () => {
    const stale = Object.keys(TABLE).filter((key) => !registered.has(key));
    if (stale.length > 0) throw new Error(`Responses declared for routes that do not exist: ${stale.join(', ')}`);
  });

  if (!options.check) return;
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url ?? '';
    if (!isApiRoute(url)) return payload;
    const key = responseKey(request.method, url);
    const spec = TABLE[key];
    if (!spec || reply.statusCode !== 200) return payload;
    const problem = contractProblem(
      spec,
      String(reply.getHeader('content-type') ?? ''),
      payload,
      String(reply.getHeader('content-encoding') ?? ''),
    );
    if (!problem) return payload;
    const message = `Response of ${key} breaks its declaration (packages/contracts/src/api/responses): ${problem}`;
    violations.push(message);
    console.error(message);
    throw new ResponseContractError(message);
  });
}

/** What is wrong with one answer of a declared operation, or null. */
export function contractProblem(spec: ResponseSpec, contentType: string, payload: unknown, contentEncoding = ''): string | null {
  const json = contentType.startsWith('application/json');
  if (!isZodResponse(spec)) {
    if (spec.kind === 'websocket') return null;
    if (!json) {
      const type = contentType.split(';')[0]?.trim() ?? '';
      return spec.contentTypes.includes('*/*') || spec.contentTypes.includes(type)
        ? null
        : `sent ${type}, declared ${spec.contentTypes.join(' or ')}`;
    }
    // A download refused with an envelope (not found, forbidden) is fine; a success envelope is not a file.
    return envelopeStatus(payload) === 200 ? 'answered with a JSON envelope where a download is declared' : null;
  }
  if (!json) return `sent ${contentType || 'no content type'}, declared a JSON envelope`;
  // A body sent as bytes, compressed or not (a shared paper's content, modules/attempts/paper-content.ts),
  // is checked as its text.
  const plain = decodedBody(payload, contentEncoding);
  const text = Buffer.isBuffer(plain) ? plain.toString('utf8') : plain;
  if (typeof text !== 'string') return null;
  const body = JSON.parse(text) as { status?: unknown };
  if (body.status !== 200) return null;
  // `data` is checked strictly; the envelope itself may carry more (the editor's controller
  // repeats its data beside it for UEditor, modules/editor/routes.ts).
  const result = z.looseObject({ status: z.literal(200), message: z.string(), data: spec }).safeParse(body);
  return result.success ? null : JSON.stringify(result.error.issues.slice(0, 5), null, 1);
}

function envelopeStatus(payload: unknown): unknown {
  if (typeof payload !== 'string') return undefined;
  try {
    return (JSON.parse(payload) as { status?: unknown }).status;
  } catch {
    return undefined;
  }
}
