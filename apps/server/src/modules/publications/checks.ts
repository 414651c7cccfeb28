import type { AddPublicationBody, PaperRuleInput } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict } from '../../lib/app-error.js';
import { namesById } from '../../lib/crud.js';
import { loadCourseKnowledge, paperRules, ruleAvailability } from '../exam-core/index.js';

/**
 * What a publication must meet before it is saved or published. Bad input is 40000 with a
 * message naming what to fix; a paper that can no longer be drawn is 40900 (the bank changed).
 */

/**
 * A random paper whose rules the bank can no longer fill (questions retired since it was saved)
 * would fail every candidate's start: refused with the papers' own message.
 */
export async function assertPaperCanBeDrawn(db: Kysely<Database>, paper: { id: number; name: string; mode: string; courseId: number }) {
  if (paper.mode !== 'random') return;
  const rules: PaperRuleInput[] = (await paperRules(db, paper.id)).map(({ type, knowledgeId, difficulty, count, score }) => ({
    type,
    knowledgeId,
    difficulty,
    count,
    score,
  }));
  const result = await ruleAvailability(db, rules, await loadCourseKnowledge(db, paper.courseId));
  const short = result.rules.find((rule) => rule.shortBy > 0);
  if (short)
    throw conflict('paperRuleNoLongerAvailable', {
      name: paper.name,
      rule: short.rule,
      required: short.required,
      available: short.available,
    });
}

async function requireBodyPaper(db: Kysely<Database>, paperId: number) {
  const paper = await db
    .selectFrom('papers')
    .select(['id', 'name', 'mode', 'courseId', 'durationMinutes'])
    .where('id', '=', paperId)
    .executeTakeFirst();
  if (!paper) throw badRequest('paperNotFound', { id: paperId });
  return paper;
}

async function requireBodyNotice(db: Kysely<Database>, noticeId: number | null) {
  if (noticeId === null) return;
  const notice = await db.selectFrom('notices').select('id').where('id', '=', noticeId).executeTakeFirst();
  if (!notice) throw badRequest('noticeNotFound', { id: noticeId });
}

/** A normal exam's batches: at least one, each existing; repeats collapse. */
async function checkedClassIds(db: Kysely<Database>, classIds: readonly number[]) {
  const unique = [...new Set(classIds)];
  if (unique.length === 0) throw badRequest('publicationNeedsClasses');
  const names = await namesById(db, 'classes', unique);
  const missing = unique.find((id) => !names.has(id));
  if (missing !== undefined) throw badRequest('classNotFound', { id: missing });
  return unique;
}

/**
 * A supplementary exam re-examines an existing normal one (not itself); a normal exam that
 * already has re-exams cannot become one, or re-exams would chain.
 */
async function checkedParent(db: Kysely<Database>, parentId: number | null, selfId?: number) {
  if (parentId === null) throw badRequest('publicationNeedsParent');
  if (parentId === selfId) throw badRequest('publicationParentSelf');
  const parent = await db.selectFrom('publications').select(['name', 'kind']).where('id', '=', parentId).executeTakeFirst();
  if (!parent) throw badRequest('publicationNotFound', { id: parentId });
  if (parent.kind !== 'normal') throw badRequest('publicationParentNotNormal', { name: parent.name });
  if (selfId !== undefined) {
    const child = await db.selectFrom('publications').select('name').where('parentPublicationId', '=', selfId).executeTakeFirst();
    if (child) throw conflict('publicationIsParent', { child: child.name });
  }
  return parentId;
}

/** The publication's columns and batches from a checked body; `selfId` when it is an update. */
export async function checkPublication(db: Kysely<Database>, body: AddPublicationBody, selfId?: number) {
  if (body.startsAt >= body.endsAt) throw badRequest('publicationWindowInvalid');
  const paper = await requireBodyPaper(db, body.paperId);
  await requireBodyNotice(db, body.noticeId);
  const supplementary = body.kind === 'supplementary';
  const classIds = supplementary ? [] : await checkedClassIds(db, body.classIds);
  const parentPublicationId = supplementary ? await checkedParent(db, body.parentPublicationId, selfId) : null;
  await assertPaperCanBeDrawn(db, paper);
  const { classIds: _ignored, ...fields } = body;
  return {
    paper,
    classIds,
    columns: { ...fields, parentPublicationId, durationMinutes: body.durationMinutes ?? paper.durationMinutes },
  };
}
