import { XLSX_CONTENT_TYPE } from './excel.js';

/**
 * What an uploaded file is served as, by its allowed extension, never by what the client
 * claimed. An extension missing here (html, svg, js…) is served as application/octet-stream.
 */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: XLSX_CONTENT_TYPE,
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
};

export const contentTypeOf = (extension: string) => CONTENT_TYPES[extension] ?? 'application/octet-stream';

const bytesAt = (head: Buffer, offset: number, ...bytes: number[]) => bytes.every((byte, index) => head[offset + index] === byte);
const textAt = (head: Buffer, offset: number, text: string) => head.subarray(offset, offset + text.length).toString('latin1') === text;

/** A file's first bytes for each type that has a signature (its "magic bytes"). */
const SIGNATURES: Readonly<Record<string, (head: Buffer) => boolean>> = {
  png: (head) => bytesAt(head, 0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a),
  jpg: (head) => bytesAt(head, 0, 0xff, 0xd8, 0xff),
  jpeg: (head) => bytesAt(head, 0, 0xff, 0xd8, 0xff),
  gif: (head) => textAt(head, 0, 'GIF87a') || textAt(head, 0, 'GIF89a'),
  webp: (head) => textAt(head, 0, 'RIFF') && textAt(head, 8, 'WEBP'),
  bmp: (head) => textAt(head, 0, 'BM') && head.length >= 26,
  mp4: (head) => textAt(head, 4, 'ftyp'),
  m4a: (head) => textAt(head, 4, 'ftyp'),
  webm: (head) => bytesAt(head, 0, 0x1a, 0x45, 0xdf, 0xa3),
  ogv: (head) => textAt(head, 0, 'OggS'),
  ogg: (head) => textAt(head, 0, 'OggS'),
  // An ID3 tag, or straight into an MPEG audio frame (11 sync bits).
  mp3: (head) => textAt(head, 0, 'ID3') || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0),
  wav: (head) => textAt(head, 0, 'RIFF') && textAt(head, 8, 'WAVE'),
};

/** Images a browser shows and that cannot carry script (no SVG). */
export const RASTER_IMAGE_EXTENSIONS: readonly string[] = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp'];

/** Whether the content starts as a file of this type must; undefined when the type has no known signature. */
export function matchesSignature(extension: string, head: Buffer): boolean | undefined {
  return SIGNATURES[extension]?.(head);
}

/** The first of `allowed` that is a raster image type the content starts as, if any. */
export function detectRasterImage(head: Buffer, allowed: readonly string[]): string | undefined {
  return allowed.find((extension) => RASTER_IMAGE_EXTENSIONS.includes(extension) && matchesSignature(extension, head) === true);
}
