import {
  type AddPaperBody,
  type Lang,
  type PaperDetail,
  type PaperItemInput,
  type PaperPreview,
  type PaperRuleInput,
  type PreviewPaperDraftBody,
  translate,
  type UpdatePaperBody,
} from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/app-error.js';
import { deleteAllOrNothing, type Holder } from '../../lib/crud.js';
import type { Viewer } from '../../types.js';
import { paperHeldByUnpublished, paperRules } from '../exam-core/index.js';
import { type CheckedPaper, checkPaper } from './checks.js';
import { drawDraft } from './draw.js';
import { inSections, paperItems, paperListing, paperNames } from './repository.js';

export async function requirePaper(db: Kysely<Database>, paperId: number): Promise<PaperDetail> {
  const record = await paperListing.find(db, paperId);
  if (!record) throw notFound('paperNotFound', { id: paperId });
  const [items, rules] = await Promise.all([paperItems(db, paperId), paperRules(db, paperId)]);
  return { ...record, items, rules };
}

/** The paper's own columns from a checked body. */
const paperColumns = (body: AddPaperBody, checked: CheckedPaper) => ({
  courseId: body.courseId,
  name: body.name,
  mode: body.mode,
  totalScore: checked.totalScore,
  passScore: body.passScore,
  durationMinutes: body.durationMinutes,
  shuffleQuestions: body.shuffleQuestions,
  shuffleOptions: body.shuffleOptions,
  questionCount: checked.questionCount,
});

/** Replaces the paper's items and rules; positions are the order given. */
async function storeContents(trx: Kysely<Database>, paperId: number, items: readonly PaperItemInput[], rules: readonly PaperRuleInput[]) {
  await trx.deleteFrom('paperQuestions').where('paperId', '=', paperId).execute();
  await trx.deleteFrom('paperRules').where('paperId', '=', paperId).execute();
  if (items.length > 0) {
    await trx
      .insertInto('paperQuestions')
      .values(items.map((item, position) => ({ paperId, position, questionId: item.questionId, score: item.score })))
      .execute();
  }
  if (rules.length > 0) {
    await trx
      .insertInto('paperRules')
      .values(rules.map((rule, position) => ({ paperId, position, ...rule })))
      .execute();
  }
}

export async function addPaper(db: Kysely<Database>, body: AddPaperBody, viewer: Viewer) {
  const checked = await checkPaper(db, body);
  const now = Date.now();
  const paperId = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('papers')
      .values({ ...paperColumns(body, checked), locked: 0, createdBy: viewer.userId, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await storeContents(trx, id, checked.items, checked.rules);
    return id;
  });
  return requirePaper(db, paperId);
}

/**
 * True when the body would change what candidates get. Items are compared in section order,
 * the order candidates see (and the order getPaperById returns them in).
 */
function changesContent(current: PaperDetail, body: AddPaperBody): boolean {
  const settings = ['courseId', 'mode', 'passScore', 'durationMinutes', 'shuffleQuestions', 'shuffleOptions'] as const;
  if (settings.some((field) => current[field] !== body[field])) return true;
  if (current.mode === 'fixed') {
    const typeOf = new Map(current.items.map((item) => [item.questionId, item.type]));
    if (body.items.some((item) => !typeOf.has(item.questionId))) return true;
    const given = inSections(body.items.map((item) => ({ ...item, type: typeOf.get(item.questionId)! })));
    return (
      given.length !== current.items.length ||
      given.some((item, i) => item.questionId !== current.items[i]!.questionId || item.score !== current.items[i]!.score)
    );
  }
  const fields = ['type', 'knowledgeId', 'difficulty', 'count', 'score'] as const;
  return (
    body.rules.length !== current.rules.length ||
    body.rules.some((rule, i) => fields.some((field) => rule[field] !== current.rules[i]![field]))
  );
}

/**
 * A locked paper (an exam was published with it) takes a new name and nothing else: candidates'
 * papers are drawn from it. Anything more is refused with 40900; copyPaper gives an editable copy.
 */
export async function updatePaper(db: Kysely<Database>, body: UpdatePaperBody) {
  const { paperId, ...fields } = body;
  const current = await requirePaper(db, paperId);
  if (current.locked === 1) {
    if (changesContent(current, fields)) throw conflict('paperLocked', { name: current.name });
    await db.updateTable('papers').set({ name: fields.name, updatedAt: Date.now() }).where('id', '=', paperId).execute();
    return requirePaper(db, paperId);
  }
  const checked = await checkPaper(db, fields, new Set(current.items.map((item) => item.questionId)));
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('papers')
      .set({ ...paperColumns(fields, checked), updatedAt: Date.now() })
      .where('id', '=', paperId)
      .execute();
    await storeContents(trx, paperId, checked.items, checked.rules);
  });
  return requirePaper(db, paperId);
}

/** A locked paper is held by the exam published with it. */
const lockedByPublication: Holder = {
  message: 'paperLockedDelete',
  count: async (db, ids) => {
    const rows = await db.selectFrom('papers').select('id').where('id', 'in', ids).where('locked', '=', 1).execute();
    return new Map(rows.map((row) => [row.id, 1]));
  },
};

/** All or nothing; a paper's items and rules go with it (ON DELETE CASCADE). */
export const deletePapers = (db: Kysely<Database>, ids: readonly number[]) =>
  deleteAllOrNothing(
    db,
    {
      names: paperNames,
      notFound: 'paperNotFound',
      holders: [lockedByPublication, paperHeldByUnpublished],
      remove: async (trx, list) => {
        await trx.deleteFrom('papers').where('id', 'in', list).execute();
      },
    },
    ids,
  );

/** "<name> (copy)" in the caller's language, the name shortened so the whole fits in 100 characters. */
function copyName(name: string, lang: Lang) {
  const room = 100 - translate(lang, 'paperCopyName', { name: '' }).length;
  return translate(lang, 'paperCopyName', { name: name.slice(0, room).trimEnd() });
}

/**
 * An unlocked copy with the same settings, items (retired ones included, as on the original)
 * and rules; it remembers where it came from.
 */
export async function copyPaper(db: Kysely<Database>, paperId: number, lang: Lang, viewer: Viewer) {
  const original = await requirePaper(db, paperId);
  const now = Date.now();
  const storedItems = await db
    .selectFrom('paperQuestions')
    .select(['questionId', 'score'])
    .where('paperId', '=', paperId)
    .orderBy('position')
    .execute();
  const copyId = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('papers')
      .values({
        courseId: original.courseId,
        name: copyName(original.name, lang),
        mode: original.mode,
        totalScore: original.totalScore,
        passScore: original.passScore,
        durationMinutes: original.durationMinutes,
        shuffleQuestions: original.shuffleQuestions,
        shuffleOptions: original.shuffleOptions,
        questionCount: original.questionCount,
        locked: 0,
        copiedFromId: paperId,
        createdBy: viewer.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rules = original.rules.map(({ type, knowledgeId, difficulty, count, score }) => ({
      type,
      knowledgeId,
      difficulty,
      count,
      score,
    }));
    await storeContents(trx, id, storedItems, rules);
    return id;
  });
  return requirePaper(db, copyId);
}

/**
 * previewPaperDraft: the editor's paper as it stands, refused for what a save would refuse (the
 * same messages) and otherwise drawn as a candidate would get it. Reads only.
 */
export async function previewDraft(db: Kysely<Database>, body: PreviewPaperDraftBody): Promise<PaperPreview> {
  const { paperId, ...fields } = body;
  const keptIds =
    paperId === undefined ? new Set<number>() : new Set((await requirePaper(db, paperId)).items.map((item) => item.questionId));
  const checked = await checkPaper(db, fields, keptIds);
  const questions = await drawDraft(db, { ...fields, items: checked.items, rules: checked.rules });
  return {
    paperId: paperId ?? null,
    name: fields.name,
    totalScore: checked.totalScore,
    passScore: fields.passScore,
    durationMinutes: fields.durationMinutes,
    questions,
  };
}
