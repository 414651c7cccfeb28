import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|wasm)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    // Hidden folders (Vite's .vite/manifest.json) are read by tools, never served.
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* filesUnder(full);
    } else yield full;
  }
}

/**
 * Writes `<file>.br` and `<file>.gz` next to every compressible file of `dir` (once, at build time),
 * so the server sends them as they are instead of compressing on every request
 * (see docs/ARCHITECTURE.md, "Serving the console"). A copy is kept only when it is smaller.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const written: string[] = [];
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const bytes = await fs.readFile(file);
    if (bytes.length < MIN_BYTES) continue;
    const copies: [string, Buffer][] = [
      [
        `${file}.br`,
        await brotli(bytes, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        }),
      ],
      [`${file}.gz`, await gzip(bytes, { level: 9 })],
    ];
    for (const [target, compressed] of copies) {
      if (compressed.length >= bytes.length) continue;
      await fs.writeFile(target, compressed);
      written.push(target);
    }
  }
  return written;
}

/** Vite plugin: precompress the finished build (`writeBundle` runs after every file is on disk). */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'kaoshi-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      await precompressDir(outDir);
    },
  };
}
