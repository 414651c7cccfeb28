import type { LiveView } from '@kaoshi/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deflateShared } from '../../lib/shared-deflate.js';
import { DATABASES } from '../../test/harness.js';
import { type LiveTest, startLiveTest } from './test/live-test-fixture.js';
import { sharedLiveViews } from './shared-view.js';

/** What a reply was given: its headers and its body. */
function recordedReply() {
  const sent: { headers: Record<string, string>; body: Buffer } = { headers: {}, body: Buffer.alloc(0) };
  const reply = {
    type: (type: string) => ((sent.headers['content-type'] = type), reply),
    header: (name: string, value: string) => ((sent.headers[name] = value), reply),
    send: (body: Buffer) => ((sent.body = body), reply),
  };
  return { sent, reply: reply as unknown as FastifyReply };
}

describe.each(DATABASES)("the live view's shared compression (%s)", (kind) => {
  let live: LiveTest;
  beforeAll(async () => {
    live = await startLiveTest(kind, 'SV');
  });
  afterAll(() => live?.t.close());

  it('sends the text when the compression fails, and compresses the same reading for the next reply', async () => {
    const exam = await live.newExam();
    let calls = 0;
    const failingOnce = (shared: Buffer) => ((calls += 1) === 1 ? Promise.reject(new Error('zlib: out of memory')) : deflateShared(shared));
    const views = sharedLiveViews(live.t.app, failingOnce);
    // Chrome's header.
    const request = { lang: 'en', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } } as unknown as FastifyRequest;
    const publication = { id: exam.publicationId, kind: 'normal', parentPublicationId: null };

    const failed = recordedReply();
    await views.send(request, failed.reply, publication);
    expect(failed.sent.headers['content-encoding']).toBeUndefined();
    const textView = (JSON.parse(failed.sent.body.toString('utf8')) as { data: LiveView }).data;
    expect(textView.candidates).toHaveLength(exam.candidates.length);

    live.clock.advance(1);
    const next = recordedReply();
    await views.send(request, next.reply, publication);
    expect(next.sent.headers['content-encoding']).toBe('deflate');
    // The same reading (shared for LIVE_VIEW_SHARE_MS), compressed this time.
    const nextView = (JSON.parse(inflateSync(next.sent.body).toString('utf8')) as { data: LiveView }).data;
    expect(nextView).toEqual({ ...textView, serverNow: textView.serverNow + 1 });
    expect(calls).toBe(2);
  });
});
