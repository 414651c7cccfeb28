import type { QuestionOrder, QuestionType } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import {
  type FrozenPaper,
  type FrozenPaperParts,
  answerableCount,
  frozenPaperParts,
  paperTotal,
  type SittingEntry,
  sittingJson,
  sittingKeysOf,
  toCandidateContent,
} from '../exam-core/index.js';
import { drawSitting, type FixedPaperSource, type Random, type SittingOrder, sittingQuestions } from '../papers/index.js';
import { placesOfTexts, sittingPaper } from './paper-content.js';

/** What a start stores and answers of its paper: the frozen paper's parts, its size and total, and the candidate's order of its content. */
export interface StartingPaper {
  parts: FrozenPaperParts;
  questionCount: number;
  totalScore: number;
  order: QuestionOrder[];
  contentUrl: string;
}

/** The general way, from the sitting's questions in full: every random paper's start. */
export function startingPaperOf(db: Kysely<Database>, paperId: number, questions: FrozenPaper): StartingPaper {
  return {
    parts: frozenPaperParts(paperId, questions),
    questionCount: answerableCount(questions),
    totalScore: paperTotal(questions),
    ...sittingPaper(db, paperId, questions),
  };
}

/** A question of a fixed paper's source, as its sittings need it. */
interface PreparedQuestion {
  questionId: number;
  type: QuestionType;
  /** The source options' keys, in stored order, and joined. */
  keys: readonly string[];
  storedKeys: string;
  /** The source options' texts, in stored order, and the content's (sorted by text). */
  texts: readonly string[];
  contentTexts: readonly string[];
  /** Where each source option is in the content; only when no two options share a text. */
  places: readonly number[] | null;
  /** A composite's parts, which follow it in every sitting. */
  partIds: readonly number[];
}

/** What every sitting of a fixed paper's source shares: all but the candidate's order. */
interface PreparedPaper {
  byId: ReadonlyMap<number, PreparedQuestion>;
  versionJson: string;
  fingerprint: string;
  questionCount: number;
  totalScore: number;
  contentUrl: string;
}

/**
 * Made once per source, by the general way over the sitting in stored order: the version (the
 * same for every order), the content's address (the same for every order) and each question's
 * places in that content. The source is replaced, never changed, when its paper or a question of
 * it changes, so an entry is never stale; entries go with their source.
 */
const preparedPapers = new WeakMap<FixedPaperSource, PreparedPaper>();

function prepared(db: Kysely<Database>, paperId: number, source: FixedPaperSource): PreparedPaper {
  let paper = preparedPapers.get(source);
  if (paper) return paper;
  const questions = sittingQuestions({ picks: source.picks, options: source.picks.map(() => null) }, source.content);
  const general = startingPaperOf(db, paperId, questions);
  const byId = new Map<number, PreparedQuestion>();
  for (const question of questions) {
    const { content } = toCandidateContent(question);
    const distinct = new Set(content.options).size === content.options.length;
    const texts = question.options.map((option) => option.content);
    const keys = question.options.map((option) => option.key);
    byId.set(question.questionId, {
      questionId: question.questionId,
      type: question.type,
      keys,
      storedKeys: sittingKeysOf(question),
      texts,
      contentTexts: content.options,
      places: distinct ? texts.map((text) => content.options.indexOf(text)) : null,
      partIds: questions.filter((part) => part.parentId === question.questionId).map((part) => part.questionId),
    });
  }
  paper = {
    byId,
    versionJson: general.parts.versionJson,
    fingerprint: general.parts.fingerprint,
    questionCount: general.questionCount,
    totalScore: general.totalScore,
    contentUrl: general.contentUrl,
  };
  preparedPapers.set(source, paper);
  return paper;
}

/** Where each option shown is in the content (null: as stored). */
function shownPlaces(question: PreparedQuestion, shown: readonly number[] | null): number[] {
  const { places } = question;
  if (places) return shown ? shown.map((position) => places[position]!) : places.slice();
  // Two options share a text: placed as the content's own split places them.
  const texts = shown ? shown.map((position) => question.texts[position]!) : question.texts;
  return placesOfTexts(question.contentTexts, texts)!;
}

/**
 * One fixed-paper sitting, from its order alone: what startingPaperOf gives for the same sitting
 * (start-paper.test.ts holds it to that), without building its hundred questions, comparing them
 * with the last version and splitting them again: the opening minute's thousands of starts of one
 * paper (docs/performance.md, round 25).
 */
function fromOrder(paper: PreparedPaper, order: SittingOrder): StartingPaper {
  const count = order.picks.length;
  const sitting: SittingEntry[] = [];
  const candidateOrder: QuestionOrder[] = [];
  const add = (question: PreparedQuestion, shown: readonly number[] | null) => {
    let keys = question.storedKeys;
    if (shown) {
      keys = '';
      for (const position of shown) keys += question.keys[position]!;
    }
    sitting.push([question.questionId, question.type, keys]);
    candidateOrder.push({ questionId: question.questionId, options: shownPlaces(question, shown) });
  };
  for (let i = 0; i < count; i++) {
    const question = paper.byId.get(order.picks[i]!.questionId)!;
    add(question, order.options[i] ?? null);
    // A composite's parts follow it, their options as stored (sittingQuestions).
    for (const partId of question.partIds) add(paper.byId.get(partId)!, null);
  }
  return {
    parts: { versionJson: paper.versionJson, fingerprint: paper.fingerprint, sitting, sittingJson: sittingJson(sitting) },
    questionCount: paper.questionCount,
    totalScore: paper.totalScore,
    order: candidateOrder,
    contentUrl: paper.contentUrl,
  };
}

/** The paper a new attempt freezes: drawn, split into its stored parts, and the candidate's order of its content. */
export async function drawStartingPaper(handle: DatabaseHandle, paperId: number, random: Random = Math.random): Promise<StartingPaper> {
  const drawn = await drawSitting(handle, paperId, random);
  if ('questions' in drawn) return startingPaperOf(handle.db, paperId, drawn.questions);
  return fromOrder(prepared(handle.db, paperId, drawn.source), drawn.order);
}
