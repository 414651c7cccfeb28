import {
  API,
  type AttemptSession,
  type Envelope,
  OPTION_KEYS,
  type PaperContent,
  type PreviewQuestion,
  QUESTION_TYPE,
  STATUS,
  translate,
} from '@kaoshi/contracts';
import zlib from 'node:zlib';
import fc from 'fast-check';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASES } from '../../test/harness.js';
import type { Database } from '../../db/schema.js';
import { toCandidateContent } from '../exam-core/index.js';
import { sittingPaper } from './paper-content.js';
import {
  type Candidate,
  data,
  EXAM_DAY,
  type ExamContext,
  insertPublication,
  MINUTE,
  randomPaper,
  startExamTest,
  storedPaper,
} from './test/attempt-fixture.js';

/**
 * The paper's shared content (paper-content.ts): one address per content for every candidate who
 * sits it, cached by the browser, never a key, and only for candidates who sit that paper.
 */
describe.each(DATABASES)('paper content on %s', (kind) => {
  let c: ExamContext;
  beforeAll(async () => {
    c = await startExamTest(kind, { candidates: 3 });
  });
  afterAll(() => c.t.close());

  const get = (candidate: Candidate, url: string, headers: Record<string, string> = {}) =>
    c.t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${candidate.token}`, ...headers } });
  const started = async (candidate: Candidate, publicationId: number) => {
    const { body } = await c.t.call<AttemptSession>({
      method: 'POST',
      url: API.startAttempt,
      token: candidate.token,
      payload: { publicationId },
    });
    return data(body);
  };

  it('gives every candidate of a shuffled fixed paper the same address, and each their own order of it', async () => {
    c.clock.set(EXAM_DAY + 5 * MINUTE);
    const publicationId = await insertPublication(c, { paperId: c.papers.objective });
    const [alice, bruno] = [await started(c.alice, publicationId), await started(c.bruno, publicationId)];
    expect(alice.contentUrl).toBe(bruno.contentUrl);
    expect(alice.contentUrl).toMatch(new RegExp(`^${API.paperContent}/${c.papers.objective}/[0-9a-f]{32}$`));
    expect(alice).not.toHaveProperty('questions');

    const response = await get(c.alice, alice.contentUrl);
    expect(response.statusCode).toBe(200);
    const content = (response.json() as Envelope<PaperContent>).data;
    // What a candidate may see of each question, and nothing else: no key, no explanation.
    for (const question of content.questions) {
      expect(Object.keys(question).sort()).toEqual(['linkUrl', 'options', 'questionId', 'score', 'stem', 'type']);
      expect([...question.options].sort()).toEqual(question.options);
    }
    expect(response.body).not.toMatch(/"answer"|"explanation"|"key"/);

    // Each candidate's order shows their frozen paper's options in their frozen order, letter by letter.
    for (const [candidate, session] of [
      [c.alice, alice],
      [c.bruno, bruno],
    ] as const) {
      const frozen = await storedPaper(c, session.attemptId);
      expect(session.order.map((entry) => entry.questionId)).toEqual(frozen.map((question) => question.questionId));
      const byId = new Map(content.questions.map((question) => [question.questionId, question]));
      for (const [index, entry] of session.order.entries()) {
        const shown = entry.options.map((option) => byId.get(entry.questionId)!.options[option]);
        expect(shown).toEqual(frozen[index]!.options.map((option) => option.content));
      }
      expect((await get(candidate, session.contentUrl)).body).toBe(response.body);
    }
  });

  it('is immutable at its address: ETag, a year of private caching, 304 when the browser holds it', async () => {
    const publicationId = await insertPublication(c, { paperId: c.papers.objective, name: 'Cached' });
    const { contentUrl } = await started(c.alice, publicationId);
    const first = await get(c.alice, contentUrl);
    expect(first.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{32}\.en"$/);
    const again = await get(c.alice, contentUrl, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another language is another envelope message, so another tag.
    const chinese = await get(c.alice, contentUrl, { 'if-none-match': etag, 'accept-language': 'zh' });
    expect(chinese.statusCode).toBe(200);
    expect(chinese.headers.etag).not.toBe(etag);
    // The same content in the other language's envelope, its length counted in bytes.
    expect(chinese.json()).toEqual({ ...first.json(), message: translate('zh', 'ok') });
    expect(Number(chinese.headers['content-length'])).toBe(Buffer.byteLength(chinese.body));
  });

  it('goes out compressed to a browser that accepts it, compressed once off the event loop when asked for again', async () => {
    const publicationId = await insertPublication(c, { paperId: c.papers.objective, name: 'Compressed' });
    const { contentUrl } = await started(c.bruno, publicationId);
    const plain = await get(c.bruno, contentUrl, { 'accept-language': 'es' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Language, Accept-Encoding');

    for (const [accepted, coding, decompress, compressor] of [
      ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync, 'brotliCompress'],
      ['gzip, deflate', 'gzip', zlib.gunzipSync, 'gzip'],
    ] as const) {
      const headers = { 'accept-language': 'es', 'accept-encoding': accepted };
      const compressing = vi.spyOn(zlib, compressor);
      // Asked for once (a random paper's content often is), it is not worth compressing.
      expect((await get(c.bruno, contentUrl, headers)).rawPayload).toEqual(plain.rawPayload);
      expect(compressing).not.toHaveBeenCalled();
      // The second ask starts the compression and is answered plain meanwhile.
      expect((await get(c.bruno, contentUrl, headers)).rawPayload).toEqual(plain.rawPayload);
      expect(compressing).toHaveBeenCalledOnce();
      const compressed = await vi.waitFor(async () => {
        const response = await get(c.bruno, contentUrl, headers);
        expect(response.headers['content-encoding']).toBe(coding);
        return response;
      });
      // Made once, for every ask after.
      await get(c.bruno, contentUrl, headers);
      expect(compressing).toHaveBeenCalledOnce();
      compressing.mockRestore();
      expect(decompress(compressed.rawPayload)).toEqual(plain.rawPayload);
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(Number(compressed.headers['content-length'])).toBe(compressed.rawPayload.length);
      expect(compressed.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, `.${coding}"`));
      // Either form the browser holds is current; a form of another language is not.
      for (const held of [plain.headers.etag, compressed.headers.etag]) {
        const again = await get(c.bruno, contentUrl, { ...headers, 'if-none-match': String(held) });
        expect([again.statusCode, again.headers.etag]).toEqual([304, held]);
      }
      expect(
        (await get(c.bruno, contentUrl, { ...headers, 'accept-language': 'ja', 'if-none-match': String(compressed.headers.etag) }))
          .statusCode,
      ).toBe(200);
    }
    // Refused by weight, or not asked for: plain.
    expect((await get(c.bruno, contentUrl, { 'accept-encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding']).toBeUndefined();
    expect((await get(c.bruno, contentUrl)).headers['content-encoding']).toBeUndefined();
  });

  it('serves a random paper each candidate’s own questions, and refuses anyone who does not sit the paper', async () => {
    const random = await randomPaper(c);
    const publicationId = await insertPublication(c, { paperId: random.paperId });
    const alice = await started(c.alice, publicationId);
    const content = (await get(c.alice, alice.contentUrl)).json() as Envelope<PaperContent>;
    expect(content.data.questions.map((question) => question.questionId).sort()).toEqual(
      alice.order.map((entry) => entry.questionId).sort(),
    );

    const refused = async (candidate: Candidate, url: string) => {
      const response = await get(candidate, url);
      expect((response.json() as Envelope<unknown>).status, url).toBe(STATUS.NOT_FOUND);
      expect(response.headers['cache-control']).toBeUndefined();
    };
    // Not started (a candidate of the batch), of another batch, and the right version under another paper.
    const [, , chen] = c.candidates;
    await refused(chen!, alice.contentUrl);
    await refused(c.outsider, alice.contentUrl);
    await refused(c.alice, alice.contentUrl.replace(`/${random.paperId}/`, `/${c.papers.withTask}/`));
    await refused(c.alice, alice.contentUrl.replace(/[0-9a-f]{32}$/, '0'.repeat(32)));
  });

  it('answers a candidate who has just started from memory, and still asks the database for anyone else', async () => {
    const random = await randomPaper(c);
    const publicationId = await insertPublication(c, { paperId: random.paperId });
    const alice = await started(c.alice, publicationId);
    const statements = vi.spyOn(c.t.app.db, 'executeQuery');
    try {
      expect((await get(c.alice, alice.contentUrl)).statusCode).toBe(200);
      // Only the caller's session: who sits the paper is known from the start just committed.
      const sqls = statements.mock.calls.map(([query]) => ('sql' in query ? query.sql : query.compile().sql).replaceAll('"', ''));
      expect(sqls).toHaveLength(1);
      expect(sqls[0]).toMatch(/from sessions/);
    } finally {
      statements.mockRestore();
    }
    // Another candidate of the batch, not started: refused, then served once they have started.
    const [, , chen] = c.candidates;
    expect(((await get(chen!, alice.contentUrl)).json() as Envelope<unknown>).status).toBe(STATUS.NOT_FOUND);
    const chenSession = await started(chen!, publicationId);
    expect((await get(chen!, chenSession.contentUrl)).statusCode).toBe(200);
  });
});

describe('a sitting’s content address', () => {
  // The caches hang off the database handle; any object serves as one here.
  const db = {} as Kysely<Database>;
  const question = (stem: string, options = ['Paris', 'Rome']): PreviewQuestion => ({
    questionId: 7,
    type: QUESTION_TYPE.SINGLE,
    stem,
    options: options.map((content, index) => ({ key: OPTION_KEYS[index]!, content })),
    linkUrl: '',
    score: 2,
    answer: ['A'],
    explanation: '',
  });

  it('follows the question’s content, not the last one seen under its id', () => {
    const first = sittingPaper(db, 1, [question('Capital of France?')]).contentUrl;
    // Equal content in new strings (a paper read back from an attempt): the same address.
    expect(sittingPaper(db, 1, [question(['Capital of ', 'France?'].join(''))]).contentUrl).toBe(first);
    const edited = sittingPaper(db, 1, [question('Capital of France? (edited)')]).contentUrl;
    expect(edited).not.toBe(first);
    expect(sittingPaper(db, 1, [question('Capital of France? (edited)', ['Paris', 'Lyon'])]).contentUrl).not.toBe(edited);
    expect(sittingPaper(db, 1, [question('Capital of France?')]).contentUrl).toBe(first);
  });

  it('gives each sitting the order a fresh split gives, however its options were shuffled and whatever was seen before', () => {
    // Texts from a small alphabet: repeated options (ties) and questions that share an id but not their content.
    const text = fc.constantFrom('Paris', 'Rome', 'Lyon', 'paris', '');
    const sitting = fc.array(
      fc.record({
        questionId: fc.integer({ min: 1, max: 3 }),
        stem: fc.constantFrom('Capital?', 'Largest city?'),
        options: fc.array(text, { minLength: 2, maxLength: 5 }),
        score: fc.constantFrom(1, 2),
      }),
      { minLength: 1, maxLength: 4 },
    );
    fc.assert(
      fc.property(fc.array(sitting, { minLength: 1, maxLength: 6 }), (sittings) => {
        const shared = {} as Kysely<Database>;
        for (const questions of sittings) {
          const paper = questions.map((q) => ({ ...question(q.stem, q.options), questionId: q.questionId, score: q.score }));
          const expected = sittingPaper({} as Kysely<Database>, 1, paper);
          const got = sittingPaper(shared, 1, paper);
          expect(got.order).toEqual(paper.map((q) => ({ questionId: q.questionId, options: toCandidateContent(q).order })));
          expect(got).toEqual(expected);
        }
      }),
      { numRuns: 300 },
    );
  });
});
