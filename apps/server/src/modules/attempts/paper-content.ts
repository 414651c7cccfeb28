import { createHash } from 'node:crypto';
import { API, type ContentQuestion, type QuestionOrder, STATUS, translate } from '@kaoshi/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import { precompiled } from '../../db/precompiled.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { type FrozenPaper, parseFrozenPaper, toCandidateContent } from '../exam-core/index.js';

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

interface Caches {
  /** A question's fingerprint → its content as JSON. */
  questions: Map<string, string>;
  /**
   * A question id → the content last fingerprinted for it. Every start of a paper brings the
   * same strings (the paper's source is cached), and comparing a string with itself costs
   * nothing where hashing it costs a sixth of a start: the hash is made only for new content.
   */
  latest: Map<number, { content: ContentQuestion; fingerprint: string }>;
  /** A version → the content as JSON, and the paper it belongs to. */
  contents: Map<string, { paperId: number; json: string }>;
}
const cachesByDb = new WeakMap<Kysely<Database>, Caches>();
function cachesOf(db: Kysely<Database>): Caches {
  let caches = cachesByDb.get(db);
  if (!caches) cachesByDb.set(db, (caches = { questions: new Map(), latest: new Map(), contents: new Map() }));
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

const sameContent = (a: ContentQuestion, b: ContentQuestion) =>
  a.questionId === b.questionId &&
  a.type === b.type &&
  a.score === b.score &&
  a.stem === b.stem &&
  a.linkUrl === b.linkUrl &&
  a.options.length === b.options.length &&
  a.options.every((text, index) => text === b.options[index]);

function fingerprintCached(caches: Caches, content: ContentQuestion): string {
  const latest = caches.latest.get(content.questionId);
  if (latest && sameContent(latest.content, content)) return latest.fingerprint;
  const fingerprint = fingerprintOf(content);
  remember(caches.latest, content.questionId, { content, fingerprint }, QUESTION_LIMIT);
  return fingerprint;
}

/**
 * The candidate's order of their frozen paper and the address of its content: the same address
 * for every sitting of the same paper with the same questions, whatever their order.
 */
export function sittingPaper(db: Kysely<Database>, paperId: number, paper: FrozenPaper): { order: QuestionOrder[]; contentUrl: string } {
  const caches = cachesOf(db);
  const order: QuestionOrder[] = [];
  const parts: { questionId: number; fingerprint: string; json: string }[] = [];
  for (const question of paper) {
    const split = toCandidateContent(question);
    order.push({ questionId: question.questionId, options: split.order });
    const fingerprint = fingerprintCached(caches, split.content);
    let json = caches.questions.get(fingerprint);
    if (json === undefined) remember(caches.questions, fingerprint, (json = JSON.stringify(split.content)), QUESTION_LIMIT);
    parts.push({ questionId: question.questionId, fingerprint, json });
  }
  parts.sort((a, b) => a.questionId - b.questionId);
  const version = createHash('sha256')
    .update(`${paperId}:${parts.map((part) => part.fingerprint).join(',')}`)
    .digest('hex')
    .slice(0, 32);
  if (!caches.contents.has(version)) {
    const json = `{"paperId":${paperId},"version":"${version}","questions":[${parts.map((part) => part.json).join(',')}]}`;
    remember(caches.contents, version, { paperId, json }, CONTENT_LIMIT);
  }
  return { order, contentUrl: `${API.paperContent}/${paperId}/${version}` };
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
 * The content at a version, for a candidate with an attempt of a publication of that paper;
 * anyone else reads "not found", as for a paper that does not exist. Not in the cache (a restart,
 * an entry dropped): made again from the caller's own frozen papers of that paper, so a version
 * is served only while someone who sits it asks.
 */
async function contentFor({ db, dialect }: DatabaseHandle, studentId: number, paperId: number, version: string): Promise<string | null> {
  const cached = cachesOf(db).contents.get(version);
  if (cached && cached.paperId === paperId) {
    const { rows } = await sitsPaper(db, dialect, studentId, paperId);
    return rows.length > 0 ? cached.json : null;
  }
  const papers = await attemptsOfPaper(db, studentId, paperId).select('attempts.paper').execute();
  for (const { paper } of papers) {
    if (sittingPaper(db, paperId, parseFrozenPaper(paper)).contentUrl.endsWith(`/${version}`)) {
      return cachesOf(db).contents.get(version)?.json ?? null;
    }
  }
  return null;
}

/**
 * GET paperContent/:paperId/:version. The envelope's message follows the caller's language, so the
 * ETag names it too; the content under an address never changes, so the browser need not ask again.
 */
export async function sendPaperContent(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, studentId: number) {
  const { paperId, version } = request.params as { paperId: number; version: string };
  const json = await contentFor(app, studentId, paperId, version);
  if (json === null) throw notFound('paperContentNotFound');
  const etag = `"${version}.${request.lang}"`;
  reply.header('etag', etag).header('cache-control', 'private, max-age=31536000, immutable').header('vary', 'Accept-Language');
  if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) return reply.code(304).send();
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .send(`{"status":${STATUS.OK},"message":${JSON.stringify(translate(request.lang, 'ok'))},"data":${json}}`);
}
