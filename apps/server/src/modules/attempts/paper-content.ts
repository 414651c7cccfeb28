import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { API, type ContentQuestion, type PreviewQuestion, type QuestionOrder } from '@kaoshi/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import { precompiled } from '../../db/precompiled.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { okBytes } from '../../lib/envelope.js';
import { CONTENT_CODINGS, type ContentCoding, preferredCoding } from '../../lib/content-coding.js';
import { FROZEN_PAPER_COLUMNS, type FrozenPaper, frozenPaperOf, toCandidateContent } from '../exam-core/index.js';

/**
 * A paper's candidate content, serialised once and shared (docs/REQUIREMENTS.md §8: thousands of
 * candidates start the same paper in the same minute). Each question is serialised once (random
 * papers give each candidate other questions, from the same few hundred); a sitting's content is
 * those questions joined, addressed by their hash, so the address never serves other content and
 * the browser keeps it (`immutable`). The session carries only the candidate's order.
 * Both caches are bounded: an entry dropped is made again from an attempt's frozen paper.
 */
const QUESTION_LIMIT = 20_000;
const CONTENT_LIMIT = 2_000;

/** A question's candidate content as last split, its fingerprint and its JSON. */
interface SplitQuestion {
  content: ContentQuestion;
  fingerprint: string;
  json: string;
}

interface Caches {
  /** A question's fingerprint → its content as JSON. */
  questions: Map<string, string>;
  /**
   * A question id → the content last split for it. Every start of a paper brings the same
   * strings (the paper's source is cached), and comparing a string with itself costs nothing
   * where sorting the options and hashing the content again cost several per cent of a start
   * (docs/performance.md, round 7): both are done only for new content.
   */
  latest: Map<number, SplitQuestion>;
  /** A version → the content as JSON bytes, the paper it belongs to, and its compressed replies. */
  contents: Map<string, StoredContent>;
  /**
   * A paper id → the splits (by question id) its last sitting was made of, and their version:
   * every start of a fixed paper brings the very same splits, found again by comparing references
   * instead of joining and hashing a hundred fingerprints.
   */
  lastVersion: Map<number, { splits: SplitQuestion[]; version: string }>;
  /** `studentId:paperId` → true: who sits which paper, as this process has seen (isSitter). */
  sitters: Map<string, true>;
}
interface StoredContent {
  paperId: number;
  bytes: Buffer;
  /**
   * `lang.coding` → the whole reply (envelope and content) compressed, 'compressing' while that is
   * under way, or the number of times it has been asked for before (compressedReply).
   */
  compressed: Map<string, Buffer | 'compressing' | number>;
}

const cachesByDb = new WeakMap<Kysely<Database>, Caches>();
function cachesOf(db: Kysely<Database>): Caches {
  let caches = cachesByDb.get(db);
  if (!caches)
    cachesByDb.set(
      db,
      (caches = { questions: new Map(), latest: new Map(), contents: new Map(), lastVersion: new Map(), sitters: new Map() }),
    );
  return caches;
}

/** Least recently used first out: a read moves an entry to the end. */
function remember<K, V>(map: Map<K, V>, key: K, value: V, limit: number) {
  map.delete(key);
  map.set(key, value);
  if (map.size > limit) map.delete(map.keys().next().value!);
}

/** Every field, each prefixed by its length, so that no two contents share a fingerprint by framing. */
function fingerprintOf(question: ContentQuestion): string {
  const hash = createHash('sha1').update(`${question.questionId}:${question.type}:${question.score}:${question.options.length}`);
  for (const text of [question.stem, question.linkUrl, ...question.options]) hash.update(`|${text.length}:`).update(text);
  return hash.digest('hex');
}

/**
 * Where each of the question's options is in `content` (the order toCandidateContent gives), or
 * null when `content` is not this question's: another stem, score, type, link or set of option
 * texts. Equal texts take their places in the order of their positions, as the split's stable
 * sort gives them.
 */
function placesIn(content: ContentQuestion, question: PreviewQuestion): number[] | null {
  if (
    content.type !== question.type ||
    content.score !== question.score ||
    content.stem !== question.stem ||
    content.linkUrl !== question.linkUrl ||
    content.options.length !== question.options.length
  )
    return null;
  return placesOfTexts(
    content.options,
    question.options.map((option) => option.content),
  );
}

/**
 * Where each of `shown` is in `contentTexts`, or null when one is not there. Equal texts take
 * their places in the order they are shown, as the content's stable sort by text gives them.
 */
export function placesOfTexts(contentTexts: readonly string[], shown: readonly string[]): number[] | null {
  const order = new Array<number>(shown.length);
  // One bit per place taken: a question has at most OPTION_KEYS.length (10) options.
  let taken = 0;
  for (let position = 0; position < shown.length; position++) {
    const text = shown[position]!;
    let index = contentTexts.indexOf(text);
    while (index >= 0 && (taken & (1 << index)) !== 0) index = contentTexts.indexOf(text, index + 1);
    if (index < 0) return null;
    taken |= 1 << index;
    order[position] = index;
  }
  return order;
}

/** The question's shared content and this sitting's order of its options. */
function splitCached(caches: Caches, question: PreviewQuestion): { split: SplitQuestion; order: number[] } {
  const latest = caches.latest.get(question.questionId);
  const places = latest && placesIn(latest.content, question);
  if (latest && places) return { split: latest, order: places };
  const { content, order } = toCandidateContent(question);
  const fingerprint = fingerprintOf(content);
  let json = caches.questions.get(fingerprint);
  if (json === undefined) remember(caches.questions, fingerprint, (json = JSON.stringify(content)), QUESTION_LIMIT);
  const split = { content, fingerprint, json };
  remember(caches.latest, question.questionId, split, QUESTION_LIMIT);
  return { split, order };
}

/**
 * The candidate's order of their frozen paper and the address of its content: the same address
 * for every sitting of the same paper with the same questions, whatever their order.
 */
export function sittingPaper(db: Kysely<Database>, paperId: number, paper: FrozenPaper): { order: QuestionOrder[]; contentUrl: string } {
  const caches = cachesOf(db);
  const order: QuestionOrder[] = [];
  const splits: SplitQuestion[] = [];
  for (const question of paper) {
    const { split, order: options } = splitCached(caches, question);
    order.push({ questionId: question.questionId, options });
    splits.push(split);
  }
  splits.sort((a, b) => a.content.questionId - b.content.questionId);
  const version = versionOfSplits(caches, paperId, splits);
  if (!caches.contents.has(version)) {
    const json = `{"paperId":${paperId},"version":"${version}","questions":[${splits.map((split) => split.json).join(',')}]}`;
    remember(caches.contents, version, { paperId, bytes: Buffer.from(json), compressed: new Map() }, CONTENT_LIMIT);
  }
  return { order, contentUrl: `${API.paperContent}/${paperId}/${version}` };
}

/** The content's address: a hash of the paper and its questions' fingerprints, in question id order. */
function versionOfSplits(caches: Caches, paperId: number, splits: SplitQuestion[]): string {
  const last = caches.lastVersion.get(paperId);
  if (last && last.splits.length === splits.length && last.splits.every((split, i) => split === splits[i])) return last.version;
  const version = createHash('sha256')
    .update(`${paperId}:${splits.map((split) => split.fingerprint).join(',')}`)
    .digest('hex')
    .slice(0, 32);
  remember(caches.lastVersion, paperId, { splits, version }, CONTENT_LIMIT);
  return version;
}

/** The caller's attempts of publications of this paper (the access rule), with their frozen papers when asked. */
const attemptsOfPaper = (db: Kysely<Database>, studentId: number, paperId: number) =>
  db
    .selectFrom('attempts')
    .innerJoin('publications', 'publications.id', 'attempts.publicationId')
    .where('attempts.studentId', '=', studentId)
    .where('publications.paperId', '=', paperId);

// Every candidate's browser asks for the content once (compiled once, db/precompiled.ts).
const sitsPaper = precompiled((db, _dialect, studentId: number, paperId: number) =>
  attemptsOfPaper(db, studentId, paperId).select('attempts.id').limit(1),
);

/**
 * Who sits which paper, from memory where this process has seen it: the opening minute's content
 * requests come right after their starts, and inside that burst each statement costs several
 * times its quiet cost (docs/performance.md, round 22). Once true, always true: an attempt is
 * never deleted, and a publication with attempts can be neither deleted nor given another paper.
 * Bounded; an entry dropped costs one query.
 */
const SITTER_LIMIT = 100_000;

/** Called once an attempt of a publication of this paper is committed for this student. */
export function rememberSitter(db: Kysely<Database>, studentId: number, paperId: number) {
  remember(cachesOf(db).sitters, `${studentId}:${paperId}`, true, SITTER_LIMIT);
}

async function isSitter({ db, dialect }: DatabaseHandle, studentId: number, paperId: number): Promise<boolean> {
  if (cachesOf(db).sitters.has(`${studentId}:${paperId}`)) return true;
  const { rows } = await sitsPaper(db, dialect, studentId, paperId);
  if (rows.length === 0) return false;
  rememberSitter(db, studentId, paperId);
  return true;
}

/**
 * The content at a version, for a candidate with an attempt of a publication of that paper;
 * anyone else reads "not found", as for a paper that does not exist. Not in the cache (a restart,
 * an entry dropped): made again from the caller's own frozen papers of that paper, so a version
 * is served only while someone who sits it asks.
 */
async function contentFor(handle: DatabaseHandle, studentId: number, paperId: number, version: string): Promise<StoredContent | null> {
  const { db } = handle;
  const cached = cachesOf(db).contents.get(version);
  if (cached && cached.paperId === paperId) return (await isSitter(handle, studentId, paperId)) ? cached : null;
  const papers = await attemptsOfPaper(db, studentId, paperId).select(FROZEN_PAPER_COLUMNS).execute();
  for (const stored of papers) {
    if (sittingPaper(db, paperId, frozenPaperOf(stored)).contentUrl.endsWith(`/${version}`)) {
      return cachesOf(db).contents.get(version) ?? null;
    }
  }
  return null;
}

/** The envelope's opening in each language, as bytes, and its close. */
/** Each reply is compressed once per version and language, so the slowest, smallest settings pay. */
const COMPRESSORS: Record<ContentCoding, (body: Buffer, done: (error: Error | null, result: Buffer) => void) => void> = {
  br: (body, done) =>
    zlib.brotliCompress(
      body,
      {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      },
      done,
    ),
  gzip: (body, done) => zlib.gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }, done),
};

/**
 * A form is compressed once it has been asked for this many times. A fixed paper's content is
 * asked for by every candidate who sits it; a random paper's is often one candidate's alone, asked
 * for once, and compressing each of those (tens of milliseconds of brotli apiece, thousands in the
 * opening minute) would take the CPU the starts need for bytes nobody downloads.
 */
const ASKS_BEFORE_COMPRESSING = 2;

/**
 * The reply compressed with `coding` when it is ready. Otherwise counts the ask, and on the
 * ASKS_BEFORE_COMPRESSINGth starts the compression on the thread pool (brotli at its best takes
 * tens of milliseconds, which the event loop must not spend in the opening minute). Until it is
 * done, replies go out plain.
 */
function compressedReply(app: FastifyInstance, content: StoredContent, key: string, coding: ContentCoding, body: () => Buffer) {
  const form = content.compressed.get(key);
  if (Buffer.isBuffer(form)) return form;
  if (form === 'compressing') return undefined;
  const asks = (form ?? 0) + 1;
  if (asks < ASKS_BEFORE_COMPRESSING) {
    content.compressed.set(key, asks);
    return undefined;
  }
  content.compressed.set(key, 'compressing');
  COMPRESSORS[coding](body(), (error, compressed) => {
    if (!error) return void content.compressed.set(key, compressed);
    // Plain replies serve meanwhile; a later ask tries again.
    content.compressed.delete(key);
    app.log.error({ err: error, coding }, 'compressing a paper content failed');
  });
  return undefined;
}

/**
 * GET paperContent/:paperId/:version. The envelope's message follows the caller's language, so the
 * ETag names it too; the content under an address never changes, so the browser need not ask again.
 * The opening minute sends every candidate the same 30 KB: compressed (brotli or gzip, as the
 * browser accepts) it is a third to a quarter of that on the network (docs/performance.md, round 16).
 */
export async function sendPaperContent(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, studentId: number) {
  const { paperId, version } = request.params as { paperId: number; version: string };
  const content = await contentFor(app, studentId, paperId, version);
  if (content === null) throw notFound('paperContentNotFound');
  const tag = (coding?: ContentCoding) => `"${version}.${request.lang}${coding ? `.${coding}` : ''}"`;
  reply.header('cache-control', 'private, max-age=31536000, immutable').header('vary', 'Accept-Language, Accept-Encoding');
  // Any form of this content in this language is current: the browser keeps what it holds.
  const asked = request.headers['if-none-match']?.split(/\s*,\s*/);
  const held = asked && [tag(), ...CONTENT_CODINGS.map(tag)].find((candidate) => asked.includes(candidate));
  if (held) return reply.header('etag', held).code(304).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  // Bytes joined, not a string built and encoded: each of the opening minute's thousands of
  // requests copies the stored bytes instead of encoding 30 KB of text (docs/performance.md, round 15).
  const plain = () => okBytes(request, content.bytes);
  const coding = preferredCoding(request.headers['accept-encoding'], CONTENT_CODINGS);
  const compressed = coding && compressedReply(app, content, `${request.lang}.${coding}`, coding, plain);
  if (coding && compressed) return reply.header('etag', tag(coding)).header('content-encoding', coding).send(compressed);
  return reply.header('etag', tag()).send(plain());
}
