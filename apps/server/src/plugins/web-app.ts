import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './errors.js';

/**
 * Serves the built console from the same address as the API. Unknown /api paths get a JSON
 * error; any other unknown path gets index.html so the client router can show /404 itself.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined) {
  const hasWeb = !!webDist && fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    if (!hasWeb || request.url.startsWith('/api') || request.method !== 'GET') return apiNotFound(request, reply);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return hasWeb;
}
