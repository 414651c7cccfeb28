import { crc32, deflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { unzipSync, zipSync } from 'fflate';
import { xlsxOf } from '../../test/org.js';

/**
 * Hostile uploads: zip archives built byte by byte (so their declared sizes can lie), zip
 * bombs, workbooks and QTI items carrying XML entities, and broken multipart bodies.
 */

export interface RawEntry {
  name: string;
  /** The content as it unpacks. */
  content: Buffer;
  /** The size the headers declare; the true size when left out. */
  declaredSize?: number;
  /** Stored instead of deflated. */
  stored?: boolean;
}

/** A zip archive whose headers say what `entries` tell them to, true or not. */
export function rawZip(entries: readonly RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = entry.stored ? entry.content : deflateRawSync(entry.content, { level: 9 });
    const declared = entry.declaredSize ?? entry.content.length;
    const crc = crc32(entry.content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(entry.stored ? 0 : 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(entry.stored ? 0 : 8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A real workbook's parts, to rebuild with one part replaced. */
export async function workbookParts(rows: readonly (readonly (string | number)[])[]): Promise<Map<string, Buffer>> {
  const parts = unzipSync(await xlsxOf(rows));
  return new Map(Object.entries(parts).map(([name, data]) => [name, Buffer.from(data)]));
}

export const SHEET = 'xl/worksheets/sheet1.xml';

/** A workbook (from `parts`) whose sheet is replaced by `sheet`, declared as `declaredSize`. */
export function workbookWith(parts: ReadonlyMap<string, Buffer>, sheet: Buffer, declaredSize?: number): Buffer {
  return rawZip([...parts].map(([name, content]) => (name === SHEET ? { name, content: sheet, declaredSize } : { name, content })));
}

/** The sheet padded with `megabytes` of spaces inside <sheetData>: well-formed, and huge once unpacked. */
export function paddedSheet(sheet: Buffer, megabytes: number): Buffer {
  const text = sheet.toString('utf8');
  const at = text.indexOf('<sheetData>') + '<sheetData>'.length;
  return Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.alloc(megabytes * 1024 * 1024, 0x20), Buffer.from(text.slice(at))]);
}

/** A zip holding a zip holding a zip…, `depth` deep, the innermost a megabyte of zeros. */
export function nestedZip(depth: number, innerName: string): Buffer {
  let archive = Buffer.from(zipSync({ [innerName]: new Uint8Array(1024 * 1024) }));
  for (let level = 1; level < depth; level++) archive = Buffer.from(zipSync({ [`level${level}.zip`]: archive }));
  return archive;
}

/** Billion laughs: ten entities each ten times the one before (a gigabyte of "lol" if expanded). */
export const BILLION_LAUGHS_DTD =
  '<!DOCTYPE lolz [<!ENTITY lol "lol">' +
  Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`).join('') +
  ']>';

/** An external entity naming a local file and a server address (XXE). */
export const externalEntityDtd = (url: string) => `<!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd"><!ENTITY net SYSTEM "${url}">]>`;

/** A multipart body part by part, so any of it can be broken. */
export interface MultipartPiece {
  headers: string;
  content: Buffer | string;
}

export function multipartBody(boundary: string, pieces: readonly MultipartPiece[], closing = true): Buffer {
  const parts = pieces.flatMap((piece) => [
    Buffer.from(`--${boundary}\r\n${piece.headers}\r\n\r\n`),
    Buffer.from(piece.content),
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...parts, Buffer.from(closing ? `--${boundary}--\r\n` : '')]);
}

export const filePiece = (name: string, content: Buffer | string, field = 'file', type = 'application/octet-stream'): MultipartPiece => ({
  headers: `Content-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}`,
  content,
});
export const fieldPiece = (name: string, value: string | number): MultipartPiece => ({
  headers: `Content-Disposition: form-data; name="${name}"`,
  content: String(value),
});

/** Broken copies of a good file: cut short anywhere, or with up to twenty bytes changed. */
export function corruptionsOf(good: Buffer): fc.Arbitrary<{ what: string; file: Buffer }> {
  const position = fc.integer({ min: 0, max: good.length - 1 });
  return fc.oneof(
    position.map((end) => ({ what: `cut at ${end}`, file: good.subarray(0, end) })),
    fc.array(fc.tuple(position, fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 20 }).map((flips) => {
      const file = Buffer.from(good);
      for (const [at, byte] of flips) file[at] = byte;
      return { what: `bytes changed at ${flips.map(([at]) => at).join(', ')}`, file };
    }),
  );
}
