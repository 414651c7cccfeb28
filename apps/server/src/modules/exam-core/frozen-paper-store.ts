import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  type FrozenPaper,
  frozenPaperJson,
  joinFrozenPaper,
  type PaperShape,
  parseFrozenPaper,
  shapeOf,
  shapeOfSitting,
  type SittingEntry,
  sittingJson,
  sittingOf,
  versionOf,
} from './frozen-paper.js';

/**
 * Where an attempt's frozen paper is stored (docs/decisions/0015): in a paper version shared by
 * the attempts of the same draw, with the candidate's sitting in the attempt; or, for an attempt
 * made before versions existed, whole in `attempts.paper`. Every reader selects
 * FROZEN_PAPER_COLUMNS beside the attempt and reads the paper with frozenPaperOf.
 */
export interface StoredFrozenPaper {
  paper: string;
  sitting: string | null;
  versionQuestions: string | null;
}

/** The columns frozenPaperOf reads, for a select from `attempts` (the version by a subquery: one read, no join to add). */
export const FROZEN_PAPER_COLUMNS = [
  'attempts.paper',
  'attempts.sitting',
  sql<string | null>`(select questions from paper_versions where paper_versions.id = attempts.paper_version_id)`.as('versionQuestions'),
] as const;

export function frozenPaperOf(row: StoredFrozenPaper): FrozenPaper {
  if (row.sitting === null) return parseFrozenPaper(row.paper);
  if (row.versionQuestions === null) throw new Error('An attempt with a sitting has no paper version');
  return joinFrozenPaper(parseFrozenPaper(row.versionQuestions), parseSitting(row.sitting));
}

export const parseSitting = (json: string) => JSON.parse(json) as SittingEntry[];

/** What an answer is checked against; an attempt of the new form needs only its sitting. */
export const shapeOfStored = (row: { paper: string; sitting: string | null }): PaperShape =>
  row.sitting === null ? shapeOf(parseFrozenPaper(row.paper)) : shapeOfSitting(parseSitting(row.sitting));

/** A start's frozen paper as it is stored: the version's JSON and fingerprint, and the sitting (and its JSON). */
export interface FrozenPaperParts {
  versionJson: string;
  fingerprint: string;
  sitting: SittingEntry[];
  sittingJson: string;
}

/**
 * The version last frozen for each paper. Every start of a fixed paper freezes the same version
 * from the same strings (the draw caches the paper's source), so comparing field by field, each
 * text with itself, finds it again at a fraction of the cost of writing 31 KB of JSON and hashing
 * it. A different draw (a random paper, an edited question) is written and hashed as new.
 */
const LAST_VERSIONS_LIMIT = 1_000;
interface LastVersion {
  byId: Map<number, FrozenPaper[number]>;
  versionJson: string;
  fingerprint: string;
}
const lastVersions = new Map<number, LastVersion>();

/** The same question, its options in any order (a version holds them in key order). */
function sameQuestion(a: FrozenPaper[number], b: FrozenPaper[number]): boolean {
  if (
    a.type !== b.type ||
    a.score !== b.score ||
    a.stem !== b.stem ||
    a.linkUrl !== b.linkUrl ||
    a.explanation !== b.explanation ||
    a.options.length !== b.options.length ||
    a.answer.length !== b.answer.length
  )
    return false;
  for (const option of b.options) {
    const mine = a.options.find((candidate) => candidate.key === option.key);
    if (!mine || mine.content !== option.content) return false;
  }
  return a.answer.every((key, i) => key === b.answer[i]);
}

/** Whether the paper holds exactly the last version's questions, each as it was (no copy, no sort). */
function holdsLastVersion(last: LastVersion, paper: FrozenPaper): boolean {
  if (paper.length !== last.byId.size) return false;
  const seen = new Set<number>();
  for (const question of paper) {
    const known = last.byId.get(question.questionId);
    if (!known || seen.has(question.questionId) || !sameQuestion(known, question)) return false;
    seen.add(question.questionId);
  }
  return true;
}

export function frozenPaperParts(paperId: number, paper: FrozenPaper): FrozenPaperParts {
  const sitting = sittingOf(paper);
  const sittingText = sittingJson(sitting);
  const last = lastVersions.get(paperId);
  if (last && holdsLastVersion(last, paper))
    return { versionJson: last.versionJson, fingerprint: last.fingerprint, sitting, sittingJson: sittingText };
  const version = versionOf(paper);
  const versionJson = frozenPaperJson(version);
  const fingerprint = createHash('sha256').update(`${paperId}:`).update(versionJson).digest('hex');
  lastVersions.delete(paperId);
  if (lastVersions.size >= LAST_VERSIONS_LIMIT) lastVersions.delete(lastVersions.keys().next().value!);
  lastVersions.set(paperId, { byId: new Map(version.map((question) => [question.questionId, question])), versionJson, fingerprint });
  return { versionJson, fingerprint, sitting, sittingJson: sittingText };
}

/**
 * The version's id, stored first when new, inside the start's own transaction (so the version
 * commits with the attempt that refers to it). Two starts storing the same version at once: the
 * unique fingerprint keeps one row, and both read its id.
 */
export async function storePaperVersion(trx: Kysely<Database>, paperId: number, parts: FrozenPaperParts, now: number): Promise<number> {
  await trx
    .insertInto('paperVersions')
    .values({ paperId, fingerprint: parts.fingerprint, questions: parts.versionJson, createdAt: now })
    .onConflict((oc) => oc.column('fingerprint').doNothing())
    .execute();
  const { id } = await trx.selectFrom('paperVersions').select('id').where('fingerprint', '=', parts.fingerprint).executeTakeFirstOrThrow();
  return id;
}

/**
 * For readers of many attempts at once (scoring, a key correction, the exam-day checks): each
 * version they refer to, read and parsed once. A separate statement from the one that found the
 * attempts, so that on PostgreSQL it sees every version committed before it runs (scoring claims
 * its attempts first, then reads their versions: a key correction that held an attempt's row
 * has committed by then).
 */
export async function readPaperVersions(db: Kysely<Database>, ids: readonly (number | null)[]): Promise<Map<number, FrozenPaper>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('paperVersions').select(['id', 'questions']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, parseFrozenPaper(row.questions)]));
}

/** An attempt's frozen paper, its version taken from readPaperVersions' answer. */
export function frozenPaperWith(
  row: { paper: string; sitting: string | null; paperVersionId: number | null },
  versions: ReadonlyMap<number, FrozenPaper>,
): FrozenPaper {
  if (row.sitting === null || row.paperVersionId === null) return parseFrozenPaper(row.paper);
  const version = versions.get(row.paperVersionId);
  if (!version) throw new Error(`Paper version ${row.paperVersionId} was not read`);
  return joinFrozenPaper(version, parseSitting(row.sitting));
}

/** One attempt's frozen paper (null when there is no such attempt): for seeds, checks and tests. */
export async function readFrozenPaper(db: Kysely<Database>, attemptId: number): Promise<FrozenPaper | null> {
  const row = await db.selectFrom('attempts').select(FROZEN_PAPER_COLUMNS).where('attempts.id', '=', attemptId).executeTakeFirst();
  return row ? frozenPaperOf(row) : null;
}
