import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CONTENT_CODINGS, decodedBody, preferredCoding } from './content-coding.js';

describe('preferredCoding', () => {
  it.each([
    // What browsers send: Chrome over https (and on localhost), Chrome over plain http, Safari, curl.
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br', 'br'],
    [undefined, null],
    ['', null],
    ['identity', null],
    // Weights decide; a tie goes to the smaller coding.
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['GZIP ; Q=0.3', 'gzip'],
    ['x-gzip', 'gzip'],
    // Refused by weight zero, whether named or under the wildcard.
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['*;q=0', null],
    // Nonsense weights count as refusals rather than as preferences.
    ['br;q=abc, gzip', 'gzip'],
    ['br;q=-1', null],
    [',,;', null],
  ])('%j → %s', (header, expected) => {
    expect(preferredCoding(header, CONTENT_CODINGS)).toBe(expected);
  });

  it('reads a header sent in several lines as one list, and offers only what the caller offers', () => {
    expect(preferredCoding(['deflate', 'gzip;q=0.5'], CONTENT_CODINGS)).toBe('gzip');
    expect(preferredCoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(preferredCoding('br', ['gzip'])).toBeNull();
    // The live view offers deflate alone (lib/shared-deflate.ts); every browser asks for it.
    expect(preferredCoding('gzip, deflate, br, zstd', ['deflate'])).toBe('deflate');
    expect(preferredCoding('gzip, br', ['deflate'])).toBeNull();
  });
});

describe('decodedBody', () => {
  it('undoes brotli, gzip and deflate, and leaves plain bodies and text as they are', () => {
    const body = Buffer.from('{"status":200,"message":"好","data":null}');
    expect(decodedBody(zlib.brotliCompressSync(body), 'br')).toEqual(body);
    expect(decodedBody(zlib.gzipSync(body), 'gzip')).toEqual(body);
    expect(decodedBody(zlib.deflateSync(body), 'deflate')).toEqual(body);
    expect(decodedBody(body, '')).toBe(body);
    expect(decodedBody('text', 'br')).toBe('text');
  });
});
