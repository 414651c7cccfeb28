import type { LiveCandidate } from '@kaoshi/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { preferredCoding } from '../../lib/content-coding.js';
import { OK_TAIL, okHead } from '../../lib/envelope.js';
import { deflateAfter, deflateShared, type SharedDeflate } from '../../lib/shared-deflate.js';
import { type LivePublication, liveCandidates } from './live-view.js';

/**
 * How long one reading of a publication's candidates serves every proctor who asks. The reading
 * is one statement over every candidate (about 70 ms at 10,000, on the event loop), and each
 * proctor's page asks for it when opened and every 30 s: a centre with a proctor per room would
 * otherwise read the whole exam several times a second while its candidates start and answer.
 * A shared reading is not a stale one: the page lays over it every row pushed since `readAt`
 * (docs/performance.md, round 18).
 */
export const LIVE_VIEW_SHARE_MS = 5_000;

interface Reading {
  readAt: number;
  candidates: Promise<LiveCandidate[]>;
  /**
   * The reply's bytes after its own moment (the view's other fields, the candidates, the closing
   * braces), made by the first reply and copied by the others: 3 MB of JSON at 10,000 candidates.
   */
  shared?: Buffer;
  /** The same deflated, once, for every reply whose browser takes it (a tenth of the size). */
  deflated?: Promise<SharedDeflate>;
}

/**
 * The readings of this instance, one per publication, each shared until LIVE_VIEW_SHARE_MS after
 * it began. `deflate`: the shared compression (a test's stand-in makes it fail).
 */
export function sharedLiveViews(app: FastifyInstance, deflate: (shared: Buffer) => Promise<SharedDeflate> = deflateShared) {
  const readings = new Map<number, Reading>();

  const read = (publication: LivePublication): Reading => {
    const readAt = app.clock.now();
    const reading: Reading = { readAt, candidates: liveCandidates(app.db, publication, readAt) };
    readings.set(publication.id, reading);
    // A failed reading is not shared: the next proctor to ask reads again.
    reading.candidates.catch(() => {
      if (readings.get(publication.id) === reading) readings.delete(publication.id);
    });
    return reading;
  };

  return {
    /**
     * Sends the publication's view (a LiveView in the success envelope): a reading begun within
     * LIVE_VIEW_SHARE_MS (and after `readAfter`, if given), or a new one.
     */
    async send(request: FastifyRequest, reply: FastifyReply, publication: LivePublication, readAfter?: number) {
      const now = app.clock.now();
      for (const [id, reading] of readings) if (now - reading.readAt >= LIVE_VIEW_SHARE_MS || now < reading.readAt) readings.delete(id);
      const shared = readings.get(publication.id);
      const reading = shared && (readAfter === undefined || shared.readAt > readAfter) ? shared : read(publication);
      const candidates = await reading.candidates;
      reading.shared ??= Buffer.concat([
        Buffer.from(`"readAt":${reading.readAt},"publicationId":${publication.id},"candidates":${JSON.stringify(candidates)}}`),
        OK_TAIL,
      ]);
      reply.type('application/json; charset=utf-8').header('vary', 'Accept-Language, Accept-Encoding');
      // The reply's own moment, taken when it is sent: the page sets its clock by it.
      const own = () => Buffer.concat([okHead(request), Buffer.from(`{"serverNow":${app.clock.now()},`)]);
      if (!preferredCoding(request.headers['accept-encoding'], DEFLATE_ONLY)) return reply.send(Buffer.concat([own(), reading.shared]));
      const deflating = (reading.deflated ??= deflate(reading.shared));
      let deflated: SharedDeflate;
      try {
        deflated = await deflating;
      } catch {
        // zlib fails only short of memory: this reply goes as text, and the next one tries again.
        if (reading.deflated === deflating) reading.deflated = undefined;
        return reply.send(Buffer.concat([own(), reading.shared]));
      }
      return reply.header('content-encoding', 'deflate').send(deflateAfter(own(), deflated));
    },
  };
}

/** The one coding a reply can be made in from a shared compression (lib/shared-deflate.ts); every browser offers it. */
const DEFLATE_ONLY = ['deflate'] as const;
