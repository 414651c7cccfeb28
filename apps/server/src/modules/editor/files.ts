/** Serving the editor's stored files to signed-in users: images in questions, videos, attachments. */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { EDITOR_FILE_NAME } from '@kaoshi/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../lib/app-error.js';
import { attachmentDisposition, markUploadedFile } from '../../lib/download.js';
import { contentTypeOf, RASTER_IMAGE_EXTENSIONS } from '../../lib/file-types.js';
import { editorDir } from './storage.js';

/**
 * Shown in the page with their real type: raster images (checked by their bytes on upload),
 * video and audio. Everything else, SVG and HTML included, is only ever a download.
 */
const INLINE = new Set([...RASTER_IMAGE_EXTENSIONS, 'mp4', 'webm', 'ogv', 'mp3', 'wav', 'ogg', 'm4a']);

/** One range of `Range: bytes=…` (video and audio seek with it); null for the whole file. */
function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [start, end] =
    match[1] === ''
      ? [Math.max(0, size - Number(match[2])), size - 1]
      : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)];
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

export async function sendEditorFile(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, name: string) {
  // The name is checked against a strict pattern; no path from the client is ever joined.
  if (!EDITOR_FILE_NAME.test(name)) throw notFound('fileNotFound');
  const file = path.join(editorDir(app.config), name);
  const stat = await fs.stat(file).catch(() => null);
  if (!stat?.isFile()) throw notFound('fileNotFound');
  const extension = path.extname(name).slice(1);
  markUploadedFile(reply)
    .header('content-type', contentTypeOf(extension))
    .header('content-disposition', INLINE.has(extension) ? 'inline' : attachmentDisposition(name))
    // The name is the content's hash: it never changes.
    .header('cache-control', 'private, max-age=31536000, immutable')
    .header('accept-ranges', 'bytes');
  const range = byteRange(request.headers.range, stat.size);
  if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${stat.size}`).send();
  if (!range) return reply.header('content-length', stat.size).send(createReadStream(file));
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(createReadStream(file, range));
}
