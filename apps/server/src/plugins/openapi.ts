import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { envelopeOf, isZodResponse } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { responseSpecOf } from './response-schemas.js';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * Each operation's answer from contracts RESPONSES (plugins/response-schemas.ts), added here
 * for the document only: attached to the route, Fastify would serialise through it.
 */
function withResponse(input: TransformInput) {
  const method = [input.route.method].flat()[0] ?? 'GET';
  const spec = responseSpecOf(String(method), input.url);
  if (!spec) return jsonSchemaTransform(input);
  if (isZodResponse(spec)) {
    return jsonSchemaTransform({ ...input, schema: { ...input.schema, response: { 200: envelopeOf(spec) } } });
  }
  const transformed = jsonSchemaTransform(input);
  const response =
    spec.kind === 'binary'
      ? {
          200: {
            description: 'The file itself (no envelope); a refusal is an envelope',
            content: Object.fromEntries(spec.contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
          },
        }
      : { 101: { description: 'Switches to the live channel (WebSocket); its messages are in contracts api/live.ts' } };
  return { ...transformed, schema: { ...transformed.schema, response } };
}

/** The OpenAPI document comes from the same zod schemas that validate requests and, in tests, check responses. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Vocational skills certification exam API',
        description: 'Every response is an envelope {status, message, data}; status 200 is success, 10000 a missing or expired token.',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: withResponse,
  });
  // No validator badge: it would send the document's address to validator.swagger.io and load
  // an image from there, which the Content-Security-Policy refuses (plugins/security-headers.ts).
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
}
