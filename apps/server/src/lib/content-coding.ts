import zlib from 'node:zlib';

/** The compressed forms a reply may offer, smallest first (brotli beats gzip on text). */
export type ContentCoding = 'br' | 'gzip';
export const CONTENT_CODINGS: readonly ContentCoding[] = ['br', 'gzip'];

/**
 * The coding to send for an Accept-Encoding header (RFC 9110 §12.5.3), or null for the body as it
 * is. A coding is acceptable when named with a weight above zero, or covered by `*` and not named;
 * of the acceptable ones the heaviest wins, and on a tie the earlier in `offered`. No header means
 * no preference, and the plain body is always acceptable, so null is never wrong.
 */
export function preferredCoding<Coding extends string>(header: string | string[] | undefined, offered: readonly Coding[]): Coding | null {
  const weights = new Map<string, number>();
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => /^q\s*=/.test(param));
    const weight = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/, ''));
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0);
  }
  let best: Coding | null = null;
  let bestWeight = 0;
  for (const coding of offered) {
    const weight = weights.get(coding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [coding, weight];
  }
  return best;
}

/** A body as it was before its content coding; any other body as it is. */
export function decodedBody(payload: unknown, coding: string): unknown {
  if (!Buffer.isBuffer(payload)) return payload;
  if (coding === 'br') return zlib.brotliDecompressSync(payload);
  if (coding === 'gzip') return zlib.gunzipSync(payload);
  // The live view's coding (lib/shared-deflate.ts): a zlib stream.
  if (coding === 'deflate') return zlib.inflateSync(payload);
  return payload;
}
