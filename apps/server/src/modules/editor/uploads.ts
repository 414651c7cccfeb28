/** The editor's uploads: images, videos, audio and files (multipart), and scrawls (base64). */
import fs from 'node:fs/promises';
import path from 'node:path';
import { EDITOR_SUCCESS, EDITOR_UPLOAD_FIELD, type EditorUploadResult } from '@kaoshi/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/app-error.js';
import { matchesSignature, RASTER_IMAGE_EXTENSIONS } from '../../lib/file-types.js';
import { megabytes, receiveUpload } from '../../lib/uploads.js';
import { editorFileUrl, incomingDir, keepByHash, storeContent } from './storage.js';

export type MultipartKind = 'image' | 'video' | 'audio' | 'file';

const uploaded = (name: string, original: string, size: number): EditorUploadResult => ({
  state: EDITOR_SUCCESS,
  url: editorFileUrl(name),
  title: name,
  original,
  type: path.extname(name),
  size,
});

/**
 * The content must be what its extension says: an image a raster image of that type (so a
 * .png holding HTML or an SVG is refused); a video or audio file its type's signature where
 * one is known. Other files are only ever served as downloads.
 */
function checkContent(kind: MultipartKind, extension: string, head: Buffer) {
  const matches = matchesSignature(extension, head);
  const refused = kind === 'image' ? !RASTER_IMAGE_EXTENSIONS.includes(extension) || matches !== true : matches === false;
  if (refused) throw badRequest('fileContentMismatch', { ext: extension });
}

/** A multipart upload: the file in the `upfile` part; other fields (type=ajax) are ignored. */
export async function receiveEditorUpload(app: FastifyInstance, request: FastifyRequest, kind: MultipartKind): Promise<EditorUploadResult> {
  const { maxBytes, extensions } = app.config.editor.limits[kind];
  const { file } = await receiveUpload(request, { maxBytes, extensions, storeIn: incomingDir(app.config), field: EDITOR_UPLOAD_FIELD });
  const incoming = path.join(incomingDir(app.config), file.storedName!);
  try {
    checkContent(kind, file.extension, file.head);
    return uploaded(await keepByHash(app.config, incoming, file.sha256, file.extension), file.originalName, file.size);
  } catch (error) {
    await fs.rm(incoming, { force: true });
    throw error;
  }
}

/** A form or JSON field's values: `name` and `name[]`, one value or a list; text only. */
export function fieldValues(body: unknown, name: string): string[] {
  if (!body || typeof body !== 'object') return [];
  const record = body as Record<string, unknown>;
  return [record[name], record[`${name}[]`]].flat().filter((value): value is string => typeof value === 'string');
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** A scrawl: a PNG drawn in the editor, as base64 (a data: URL prefix is allowed) in the `upfile` field. */
export async function receiveScrawl(app: FastifyInstance, body: unknown): Promise<EditorUploadResult> {
  const { maxBytes } = app.config.editor.limits.scrawl;
  const [text] = fieldValues(body, EDITOR_UPLOAD_FIELD);
  if (!text) throw badRequest('fieldMissing', { field: EDITOR_UPLOAD_FIELD });
  // A form body may have turned '+' into ' '; base64 may be wrapped over lines.
  const base64 = text
    .replace(/^data:[^,]*,/, '')
    .replace(/ /g, '+')
    .replace(/[\r\n\t]/g, '');
  if (!BASE64.test(base64) || base64.length % 4 === 1) throw badRequest('fileContentMismatch', { ext: 'png' });
  if (Math.floor((base64.length * 3) / 4) - 2 > maxBytes) throw badRequest('fileTooLarge', { max: megabytes(maxBytes) });
  const data = Buffer.from(base64, 'base64');
  if (data.length > maxBytes) throw badRequest('fileTooLarge', { max: megabytes(maxBytes) });
  if (matchesSignature('png', data) !== true) throw badRequest('fileContentMismatch', { ext: 'png' });
  return uploaded(await storeContent(app.config, data, 'png'), 'scrawl.png', data.length);
}
