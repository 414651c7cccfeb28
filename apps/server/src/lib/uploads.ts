import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './app-error.js';

/**
 * Receives one multipart upload: the text fields and a single file, in any order. The
 * client's file name is kept only as a label (its last path segment, without control
 * characters); a stored file is named by a random id, never by the client.
 */
export interface UploadLimits {
  maxBytes: number;
  /** Allowed extensions, lower case without the dot; left out: any (the content is checked instead). */
  extensions?: readonly string[];
  /** Store the file here under a random name; otherwise it is kept in memory. */
  storeIn?: string;
  /** The part the file must come in (the editor's `upfile`); left out: any. A file in another part counts as missing. */
  field?: string;
}

export interface ReceivedFile {
  originalName: string;
  extension: string;
  size: number;
  /** With `storeIn`: the random file name inside that folder. */
  storedName?: string;
  /** Without `storeIn`: the content. */
  data?: Buffer;
  /** SHA-256 of the content, hex. */
  sha256: string;
  /** The first HEAD_BYTES bytes of the content (fewer for a smaller file), for checking its type. */
  head: Buffer;
}

/** How much of a file's beginning `head` keeps: enough for every signature in file-types.ts. */
export const HEAD_BYTES = 64;

export interface ReceivedUpload {
  fields: Record<string, string>;
  file: ReceivedFile;
}

/** The label to show for a client's file name: no folders, no control characters, at most 200 characters. */
export function safeOriginalName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const cleaned = base.replace(/^\.+/, '');
  if (!cleaned) return 'file';
  if (cleaned.length <= 200) return cleaned;
  const extension = path.extname(cleaned).slice(0, 20);
  return cleaned.slice(0, 200 - extension.length) + extension;
}

export const extensionOf = (name: string) => path.extname(name).slice(1).toLowerCase();

/** Bytes as megabytes with at most two decimals, for messages. */
export const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 100) / 100;

async function save(stream: Readable, limits: UploadLimits): Promise<Omit<ReceivedFile, 'originalName' | 'extension'>> {
  if (!limits.storeIn) {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const data = Buffer.concat(chunks);
    return { data, size: data.length, sha256: createHash('sha256').update(data).digest('hex'), head: data.subarray(0, HEAD_BYTES) };
  }
  await fs.mkdir(limits.storeIn, { recursive: true });
  const storedName = randomBytes(16).toString('hex');
  const target = path.join(limits.storeIn, storedName);
  const hash = createHash('sha256');
  let head = Buffer.alloc(0);
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      done(null, chunk);
    },
  });
  const writer = createWriteStream(target, { flags: 'wx' });
  try {
    await pipeline(stream, inspect, writer);
  } catch (error) {
    // A body that breaks off while the file is still being opened: the stream opens it (creating
    // it) before it closes, so the file is removed only once the stream has closed.
    if (!writer.closed) await new Promise<void>((resolve) => writer.once('close', () => resolve()));
    await fs.rm(target, { force: true });
    throw error;
  }
  return { storedName, size: (await fs.stat(target)).size, sha256: hash.digest('hex'), head };
}

export async function receiveUpload(request: FastifyRequest, limits: UploadLimits): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw badRequest('multipartRequired');
  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: limits.maxBytes, files: 1, fields: 20, fieldSize: 10_000 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (limits.field && part.fieldname !== limits.field) {
        part.file.resume();
        continue;
      }
      const originalName = safeOriginalName(part.filename);
      const extension = extensionOf(originalName);
      if (limits.extensions && !limits.extensions.includes(extension)) {
        part.file.resume();
        throw badRequest('fileTypeRefused', { ext: extension || '—', allowed: limits.extensions.join(', ') });
      }
      file = { originalName, extension, ...(await save(part.file, limits)) };
    }
  } catch (error) {
    if (file?.storedName && limits.storeIn) await fs.rm(path.join(limits.storeIn, file.storedName), { force: true });
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest('fileTooLarge', { max: megabytes(limits.maxBytes) });
    if (code === 'FST_FILES_LIMIT') throw badRequest('malformedBody', { reason: 'one file per request' });
    if (error instanceof AppError) throw error;
    // busboy's own complaints about a broken body ("Unexpected end of multipart data").
    throw badRequest('malformedBody', { reason: error instanceof Error ? error.message : String(error) });
  }
  if (!file) throw badRequest('fileMissing');
  return { fields, file };
}

/** A multipart form of text fields only (no file); a repeated field gives a list. */
export async function receiveFields(
  request: FastifyRequest,
  limits: { fieldBytes: number; fields: number },
): Promise<Record<string, string | string[]>> {
  const fields: Record<string, string | string[]> = {};
  try {
    for await (const part of request.parts({ limits: { fieldSize: limits.fieldBytes, fields: limits.fields, files: 0 } })) {
      if (part.type === 'file') {
        part.file.resume();
        continue;
      }
      if (part.valueTruncated) throw badRequest('malformedBody', { reason: `field ${part.fieldname} too large` });
      const before = fields[part.fieldname];
      fields[part.fieldname] = before === undefined ? String(part.value) : [before, String(part.value)].flat();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest('malformedBody', { reason: error instanceof Error ? error.message : String(error) });
  }
  return fields;
}
