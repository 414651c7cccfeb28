import type { LiveCandidate } from '@kaoshi/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { okBytes } from '../../lib/envelope.js';
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
  /** The candidates as JSON, made by the first reply and copied by the others (3 MB at 10,000). */
  json?: Buffer;
}

/** The readings of this instance, one per publication, each shared until LIVE_VIEW_SHARE_MS after it began. */
export function sharedLiveViews(app: FastifyInstance) {
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
      reading.json ??= Buffer.from(JSON.stringify(candidates));
      const fields = `{"serverNow":${app.clock.now()},"readAt":${reading.readAt},"publicationId":${publication.id},"candidates":`;
      return reply.type('application/json; charset=utf-8').send(okBytes(request, Buffer.from(fields), reading.json, CLOSE));
    },
  };
}

const CLOSE = Buffer.from('}');
