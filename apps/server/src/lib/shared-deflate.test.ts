import zlib from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adler32, adler32Combine, deflateAfter, deflateShared } from './shared-deflate.js';

/** zlib's own Adler-32: the trailer of a stream it made (it checks it again when inflating). */
const zlibAdler = (bytes: Uint8Array) =>
  zlib.deflateSync(bytes, { level: 0 }).readUInt32BE(zlib.deflateSync(bytes, { level: 0 }).length - 4);

describe('adler32', () => {
  it('is zlib’s, for inputs past the length at which its sums are reduced', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 20_000 }), (bytes) => {
        expect(adler32(bytes)).toBe(zlibAdler(bytes));
      }),
      { numRuns: 60 },
    );
    const ones = new Uint8Array(100_000).fill(255);
    expect(adler32(ones)).toBe(zlibAdler(ones));
  });

  it('of two inputs joined, from each one’s checksum', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3_000 }), fc.uint8Array({ maxLength: 80_000 }), (first, second) => {
        const joined = Buffer.concat([first, second]);
        expect(adler32Combine(adler32(first), adler32(second), second.length)).toBe(adler32(joined));
      }),
      { numRuns: 60 },
    );
  });
});

describe('deflateAfter', () => {
  it('inflates (checksum checked) to the reply’s own bytes followed by the shared part', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 300 }),
        fc.oneof(
          fc.uint8Array({ maxLength: 5_000 }),
          fc.string({ maxLength: 20_000 }).map((text) => Buffer.from(text.repeat(3))),
        ),
        async (own, sharedBytes) => {
          const shared = await deflateShared(Buffer.from(sharedBytes));
          const stream = deflateAfter(Buffer.from(own), shared);
          expect(zlib.inflateSync(stream)).toEqual(Buffer.concat([own, sharedBytes]));
        },
      ),
      { numRuns: 80 },
    );
  });

  it('takes own bytes longer than one stored block holds', async () => {
    const own = Buffer.alloc(150_000, 'a');
    const shared = await deflateShared(Buffer.from('{"rows":[]}'));
    expect(zlib.inflateSync(deflateAfter(own, shared)).toString()).toBe(`${own.toString()}{"rows":[]}`);
  });

  it('serves many replies from one compression, each smaller than the text by far', async () => {
    const rows = JSON.stringify(Array.from({ length: 2_000 }, (_, i) => ({ studentId: i, name: `Candidate ${i}`, online: i % 3 > 0 })));
    const shared = await deflateShared(Buffer.from(`${rows}}`));
    for (const now of [1_700_000_000_000, 1_700_000_000_001]) {
      const stream = deflateAfter(Buffer.from(`{"serverNow":${now},"rows":`), shared);
      expect(JSON.parse(zlib.inflateSync(stream).toString()).serverNow).toBe(now);
      expect(stream.length).toBeLessThan(rows.length / 5);
    }
  });
});
