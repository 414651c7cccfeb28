import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './errors.js';

/** Vite names every file of assets/ after its content hash, so a changed file gets a new name. */
const HASHED = /^assets[\\/]/;
/** Compressed copies the web build writes next to a file (apps/web/build/precompress.ts). */
const COMPRESSED = /\.(br|gz)$/;

/**
 * Caching for a served file: hashed assets never change under their name, so browsers keep them
 * a year without asking; everything else (index.html above all, which names the current
 * assets) is revalidated on every load so a new release is seen at once.
 */
export function cacheControlFor(relativePath: string): string {
  return HASHED.test(relativePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves the built console from the same address as the API. Unknown /api paths get a JSON
 * error; any other unknown path gets index.html so the client router can show /404 itself.
 * Text files go out as the build's brotli/gzip copies when the browser accepts them
 * (docs/ARCHITECTURE.md, "Serving the console").
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined) {
  const hasWeb = !!webDist && fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    const root = webDist;
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Set in setHeaders instead: send's own header would override it.
      cacheControl: false,
      setHeaders: (res, file) => {
        const original = file.replace(COMPRESSED, '');
        res.setHeader('cache-control', cacheControlFor(path.relative(root, original)));
        // A cache must not hand a brotli body to a browser that did not ask for one.
        if (original !== file || fs.existsSync(`${file}.br`) || fs.existsSync(`${file}.gz`)) res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (!hasWeb || request.url.startsWith('/api') || request.method !== 'GET') return apiNotFound(request, reply);
    return reply.sendFile('index.html');
  });
  return hasWeb;
}
