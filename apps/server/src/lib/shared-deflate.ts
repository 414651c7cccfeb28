/**
 * A reply compressed once for many, though each reply's first bytes are its own. The live view
 * (modules/live/shared-view.ts) is 3 MB of JSON at 10,000 candidates, shared by every proctor who
 * asks within a few seconds, yet each reply carries its own moment for the page's clock. So the
 * shared part is deflated once, on the thread pool, and each reply is put together from bytes: a
 * zlib header, the reply's own bytes as a stored (uncompressed) deflate block, the shared part's
 * deflate blocks, and the checksum of the whole, worked out from the two parts' checksums
 * (RFC 1950: zlib format; RFC 1951 §3.2.4: a stored block ends on a byte boundary, so a deflate
 * stream made on its own can follow it). A reply costs a copy, not a compression.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const deflate = promisify(zlib.deflate);

export interface SharedDeflate {
  /** The shared part's deflate blocks, the last marked final. */
  blocks: Buffer;
  /** Its Adler-32 checksum and length, which the whole's checksum is worked out from. */
  adler: number;
  length: number;
}

/** Deflates the part many replies share, on the thread pool. */
export async function deflateShared(bytes: Buffer): Promise<SharedDeflate> {
  const stream = await deflate(bytes);
  // A zlib stream: 2 bytes of header, the deflate blocks, the Adler-32 of the input (big-endian).
  return { blocks: stream.subarray(2, -4), adler: stream.readUInt32BE(stream.length - 4), length: bytes.length };
}

/** A zlib stream (Content-Encoding: deflate) of `own` followed by the shared part. */
export function deflateAfter(own: Buffer, shared: SharedDeflate): Buffer {
  const parts: Buffer[] = [ZLIB_HEADER];
  for (let at = 0; at < own.length; at += MAX_STORED) parts.push(storedBlock(own.subarray(at, at + MAX_STORED)));
  const trailer = Buffer.alloc(4);
  trailer.writeUInt32BE(adler32Combine(adler32(own), shared.adler, shared.length));
  parts.push(shared.blocks, trailer);
  return Buffer.concat(parts);
}

/** CMF 0x78 (deflate, 32 KB window), FLG 0x9c (default level, no dictionary; the pair is a multiple of 31). */
const ZLIB_HEADER = Buffer.from([0x78, 0x9c]);
const MAX_STORED = 0xffff;

/** A non-final stored block: BFINAL 0 and BTYPE 00 in the first byte, then LEN and its complement. */
function storedBlock(data: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([header, data]);
}

const BASE = 65521;

export function adler32(data: Uint8Array, start = 1): number {
  let a = start & 0xffff;
  let b = start >>> 16;
  // 5552 bytes is the most that can be summed before b could pass 2^32 (zlib's NMAX).
  for (let at = 0; at < data.length; at += 5552) {
    const end = Math.min(at + 5552, data.length);
    for (let i = at; i < end; i++) {
      a += data[i]!;
      b += a;
    }
    a %= BASE;
    b %= BASE;
  }
  return ((b << 16) | a) >>> 0;
}

/** The Adler-32 of two inputs joined, from each one's checksum and the second's length (zlib's adler32_combine). */
export function adler32Combine(first: number, second: number, secondLength: number): number {
  const rem = secondLength % BASE;
  const a1 = first & 0xffff;
  const b1 = first >>> 16;
  const a2 = second & 0xffff;
  const b2 = second >>> 16;
  const a = (a1 + a2 + BASE - 1) % BASE;
  const b = (((rem * a1) % BASE) + b1 + b2 + BASE - rem) % BASE;
  return ((b << 16) | a) >>> 0;
}
