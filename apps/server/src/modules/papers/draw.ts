import {
  isChoiceType,
  parseQuestionSpec,
  QUESTION_TYPE,
  type QuestionSpec,
  OPTION_KEYS,
  type OptionKey,
  type PaperItemInput,
  type PaperMode,
  type PaperRuleInput,
  type PreviewQuestion,
  type QuestionType,
} from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import { precompiled } from '../../db/precompiled.js';
import type { Database } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { type Random, pickDistinct, shuffleInPlace } from './random.js';
import { inSections } from './repository.js';
import { inUseIds, loadCourseKnowledge } from '../exam-core/index.js';

/** A question chosen for one sitting, with its score on this paper. */
export interface Pick {
  questionId: number;
  type: number;
  score: number;
}

/** What a draw needs of a paper, saved or not. */
type DrawnPaper = { name: string; courseId: number; shuffleQuestions: number; shuffleOptions: number };

/** A fixed paper: its items, in section then position order. */
async function fixedPicks(db: Kysely<Database>, paperId: number): Promise<Pick[]> {
  const rows = await db
    .selectFrom('paperQuestions')
    .innerJoin('questions', 'questions.id', 'paperQuestions.questionId')
    .select(['paperQuestions.questionId', 'paperQuestions.score', 'questions.type'])
    .where('paperQuestions.paperId', '=', paperId)
    .orderBy('paperQuestions.position')
    .execute();
  return inSections(rows);
}

/**
 * Random rules drawn: for each rule, the ids of the in-use questions it matches (one query that
 * reads the draw index only, never the questions), then `count` of them uniformly without
 * repetition. Rules never overlap (the save refuses it), so no question can be drawn twice.
 * A rule that has become short since the paper was saved (questions retired) cannot be
 * honoured: 40900.
 */
async function rulePicks(db: Kysely<Database>, paper: DrawnPaper, rules: readonly PaperRuleInput[], random: Random): Promise<Pick[]> {
  const knowledge = await loadCourseKnowledge(db, paper.courseId);
  const picks: Pick[] = [];
  for (const [index, rule] of rules.entries()) {
    const ids = await inUseIds(db, rule, knowledge);
    if (ids.length < rule.count) {
      throw conflict('paperRuleNoLongerAvailable', { name: paper.name, rule: index + 1, required: rule.count, available: ids.length });
    }
    for (const questionId of pickDistinct(ids, rule.count, random)) picks.push({ questionId, type: rule.type, score: rule.score });
  }
  return inSections(picks);
}

/** A saved random paper: its stored rules, drawn. */
async function randomPicks(db: Kysely<Database>, paper: DrawnPaper & { id: number }, random: Random): Promise<Pick[]> {
  const stored = await db
    .selectFrom('paperRules')
    .select(['type', 'knowledgeId', 'difficulty', 'count', 'score'])
    .where('paperId', '=', paper.id)
    .orderBy('position')
    .execute();
  return rulePicks(
    db,
    paper,
    stored.map((row) => ({ ...row, type: row.type as QuestionType })),
    random,
  );
}

/**
 * A question's content as a sitting needs it, parsed once: the options with their keys and the
 * answer's keys. Sittings share these (read-only) objects and copy only the arrays they shuffle:
 * a fixed paper's source is kept between starts, and building 100 questions' options anew on
 * every start of an exam's opening minute was garbage for the collector.
 */
export interface QuestionContent {
  type: number;
  stem: string;
  options: readonly { readonly key: OptionKey; readonly content: string }[];
  answer: readonly OptionKey[];
  linkUrl: string;
  explanation: string;
  /** Types 4–6: their own fields (absent for the others, so their frozen form is unchanged). */
  spec?: QuestionSpec;
  /** A composite's parts in order, each with its own id and score (docs/REQUIREMENTS.md §7). */
  parts?: readonly (QuestionContent & { questionId: number; score: number })[];
}

type ContentRow = {
  id: number;
  type: number;
  stem: string;
  options: string;
  answer: string;
  linkUrl: string;
  explanation: string;
  spec: string;
};

const CONTENT_COLUMNS = ['id', 'type', 'stem', 'options', 'answer', 'linkUrl', 'explanation', 'spec'] as const;

function contentOfRow({ id: _id, options, answer, spec, ...row }: ContentRow): QuestionContent {
  return {
    ...row,
    options: (JSON.parse(options) as string[]).map((content, index) => Object.freeze({ key: OPTION_KEYS[index]!, content })),
    answer: answer === '' ? [] : (answer.split(',') as OptionKey[]),
    ...(spec === '' || row.type === QUESTION_TYPE.COMPOSITE ? {} : { spec: parseQuestionSpec(spec) }),
  };
}

/** The chosen questions' content, in one query (and one more for composites' parts). */
async function contentOf(db: Kysely<Database>, ids: number[]): Promise<Map<number, QuestionContent>> {
  const rows = ids.length === 0 ? [] : await db.selectFrom('questions').select(CONTENT_COLUMNS).where('id', 'in', ids).execute();
  const content = new Map(rows.map((row) => [row.id, contentOfRow(row)]));
  const composites = rows.filter((row) => row.type === QUESTION_TYPE.COMPOSITE).map((row) => row.id);
  if (composites.length > 0) {
    const parts = await db
      .selectFrom('questions')
      .select([...CONTENT_COLUMNS, 'parentId', 'score'])
      .where('parentId', 'in', composites)
      .orderBy('parentId')
      .orderBy('position')
      .execute();
    for (const { parentId, score, ...part } of parts) {
      const composite = content.get(parentId!)!;
      composite.parts = [...(composite.parts ?? []), { ...contentOfRow(part), questionId: part.id, score: Number(score) }];
    }
  }
  return content;
}

/**
 * A fixed paper's items and their content, kept between sittings: an exam's opening minute
 * draws the same paper for thousands of candidates. An entry serves only while nothing it was
 * made from changed: the paper row's last change, the sum of its questions' change times (any
 * edit, retirement or answer-key correction moves it, whatever the clock) and the number of
 * items, read with the paper row itself (drawnPaperRow): inside the opening minute's burst each
 * statement costs several times its quiet cost (docs/performance.md, round 22).
 */
const FIXED_PAPER_CACHE_LIMIT = 100;
const fixedPaperCaches = new WeakMap<
  Kysely<Database>,
  Map<number, { version: string; picks: Pick[]; content: Map<number, QuestionContent> }>
>();

/** What a fixed paper's cached source was made from (see above). */
const sourceVersion = (paper: { updatedAt: number; changes: unknown; items: unknown }) =>
  `${paper.updatedAt}:${String(paper.changes ?? 0)}:${String(paper.items ?? 0)}`;

async function fixedPaperSource(db: Kysely<Database>, paperId: number, version: string) {
  let cache = fixedPaperCaches.get(db);
  if (!cache) fixedPaperCaches.set(db, (cache = new Map()));
  const cached = cache.get(paperId);
  if (cached?.version === version) return cached;
  const picks = await fixedPicks(db, paperId);
  const source = {
    version,
    picks,
    content: await contentOf(
      db,
      picks.map((pick) => pick.questionId),
    ),
  };
  if (cache.size >= FIXED_PAPER_CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(paperId, source);
  return source;
}

/** Shuffles each section (questions of one type) on its own: sections keep their order 0, 1, 2, 3. */
function shuffleWithinSections(picks: Pick[], random: Random): Pick[] {
  const sections = new Map<number, Pick[]>();
  for (const pick of picks) {
    const section = sections.get(pick.type);
    if (section) section.push(pick);
    else sections.set(pick.type, [pick]);
  }
  return [...sections.keys()].sort((a, b) => a - b).flatMap((type) => shuffleInPlace(sections.get(type)!, random));
}

/**
 * One sitting's order: the picks as shown (sections shuffled when the paper says so) and, for
 * each, the positions of its source options as shown (null: as stored). A fixed paper's starts
 * keep it in this form, as permutations of the cached source (attempts/start-paper.ts).
 */
export interface SittingOrder {
  picks: readonly Pick[];
  options: readonly (readonly number[] | null)[];
}

/** 0 … count − 1, by a plain loop: Array.from's mapping form cost a start 3 % (docs/performance.md, round 25). */
function positions(count: number): number[] {
  const list: number[] = [];
  for (let index = 0; index < count; index++) list.push(index);
  return list;
}

/** Sections shuffled, then options, as the paper says (the shuffles' draws in that order). */
function drawOrder(paper: DrawnPaper, drawn: Pick[], content: Map<number, QuestionContent>, random: Random): SittingOrder {
  const picks = paper.shuffleQuestions === 1 ? shuffleWithinSections(drawn, random) : drawn;
  const options = picks.map((pick) => {
    const question = content.get(pick.questionId)!;
    return paper.shuffleOptions === 1 && isChoiceType(question.type) ? shuffleInPlace(positions(question.options.length), random) : null;
  });
  return { picks, options };
}

/** One frozen question (field order matters: frozen-paper.ts frozenPaperJson writes the same). */
function frozenQuestion(
  questionId: number,
  question: QuestionContent,
  options: PreviewQuestion['options'],
  score: number,
  parentId?: number,
): PreviewQuestion {
  const frozen: PreviewQuestion = {
    questionId,
    type: question.type as QuestionType,
    stem: question.stem,
    options,
    linkUrl: question.linkUrl,
    score,
    answer: question.answer.slice(),
    explanation: question.explanation,
  };
  if (question.spec !== undefined) frozen.spec = question.spec;
  if (parentId !== undefined) frozen.parentId = parentId;
  return frozen;
}

/**
 * The sitting's questions in full, from its order. A composite is one item (its score the sum of
 * its parts') followed by its parts, each with parentId; the parts keep their options' order.
 */
export function sittingQuestions(order: SittingOrder, content: ReadonlyMap<number, QuestionContent>): PreviewQuestion[] {
  const questions: PreviewQuestion[] = [];
  order.picks.forEach((pick, index) => {
    const question = content.get(pick.questionId)!;
    const shown = order.options[index];
    const options = shown ? shown.map((position) => question.options[position]!) : question.options.slice();
    questions.push(frozenQuestion(pick.questionId, question, options, pick.score));
    for (const part of question.parts ?? []) {
      questions.push(frozenQuestion(part.questionId, part, part.options.slice(), part.score, pick.questionId));
    }
  });
  return questions;
}

/** The sitting from its picks: sections shuffled, then options, as the paper says. */
const sitting = (paper: DrawnPaper, drawn: Pick[], content: Map<number, QuestionContent>, random: Random) =>
  sittingQuestions(drawOrder(paper, drawn, content, random), content);

/** A random draw's sitting: its picks' content read, then shuffled as the paper says. */
async function drawnQuestions(db: Kysely<Database>, paper: DrawnPaper, picks: Pick[], random: Random) {
  const content = await contentOf(
    db,
    picks.map((pick) => pick.questionId),
  );
  return sitting(paper, picks, content, random);
}

// The paper row every start reads, with its items' changes (compiled once).
const drawnPaperRow = precompiled((db, _dialect, paperId: number) =>
  db
    .selectFrom('papers')
    .select(['id', 'name', 'mode', 'courseId', 'shuffleQuestions', 'shuffleOptions', 'updatedAt'])
    .select((eb) => {
      const items = () => eb.selectFrom('paperQuestions').whereRef('paperQuestions.paperId', '=', 'papers.id');
      return [
        items()
          .innerJoin('questions', 'questions.id', 'paperQuestions.questionId')
          .select((inner) => inner.fn.sum('questions.updatedAt').as('sum'))
          .as('changes'),
        // The paper's own index alone: every item names a question.
        items()
          .select((inner) => inner.fn.countAll().as('count'))
          .as('items'),
      ];
    })
    .where('id', '=', paperId),
);

/** A fixed paper's items and their content, as kept between sittings (read-only: shared by every start). */
export interface FixedPaperSource {
  picks: readonly Pick[];
  content: ReadonlyMap<number, QuestionContent>;
}

/**
 * A sitting as drawPaper draws it, in one of two forms: a fixed paper's as the order of its cached
 * source (the same object for every start while the paper is unchanged), or a random paper's
 * questions in full.
 */
export type DrawnSitting = { source: FixedPaperSource; order: SittingOrder } | { questions: PreviewQuestion[] };

export async function drawSitting(store: DatabaseHandle, paperId: number, random: Random = Math.random): Promise<DrawnSitting> {
  const { db } = store;
  const [paper] = (await drawnPaperRow(db, store.dialect, paperId)).rows;
  if (!paper) throw notFound('paperNotFound', { id: paperId });
  if (paper.mode === 'fixed') {
    const source = await fixedPaperSource(db, paperId, sourceVersion(paper));
    return { source, order: drawOrder(paper, source.picks, source.content, random) };
  }
  return { questions: await drawnQuestions(db, paper, await randomPicks(db, paper, random), random) };
}

/**
 * One sitting of a paper, as the exam freezes it for a candidate: random rules drawn, questions
 * shuffled within their sections and options of choice questions shuffled when the paper says
 * so (true/false keeps its order). Every option keeps its original key, so answers are always
 * given in the bank's keys. Includes the answer and explanation: callers that serve candidates
 * strip them.
 */
export async function drawPaper(store: DatabaseHandle, paperId: number, random: Random = Math.random): Promise<PreviewQuestion[]> {
  const drawn = await drawSitting(store, paperId, random);
  return 'questions' in drawn ? drawn.questions : sittingQuestions(drawn.order, drawn.source.content);
}

/** An unsaved paper, already checked as a save checks it: its own items or rules in place of stored ones. */
export interface DraftPaper extends DrawnPaper {
  mode: PaperMode;
  items: readonly PaperItemInput[];
  rules: readonly PaperRuleInput[];
}

/** One sitting of an unsaved paper, drawn by the same steps as drawPaper; reads only. */
export async function drawDraft(db: Kysely<Database>, paper: DraftPaper, random: Random = Math.random): Promise<PreviewQuestion[]> {
  if (paper.mode === 'fixed') {
    const content = await contentOf(
      db,
      paper.items.map((item) => item.questionId),
    );
    const picks = inSections(paper.items.map((item) => ({ ...item, type: content.get(item.questionId)!.type })));
    return sitting(paper, picks, content, random);
  }
  return drawnQuestions(db, paper, await rulePicks(db, paper, paper.rules, random), random);
}
