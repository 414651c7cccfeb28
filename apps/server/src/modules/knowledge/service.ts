import {
  type AddKnowledgeBody,
  KNOWLEDGE_TYPE,
  type KnowledgeNode,
  type KnowledgeRecord,
  type KnowledgeTree,
  type MoveKnowledgeBody,
  type UpdateKnowledgeBody,
} from '@kaoshi/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, notFound, onField } from '../../lib/app-error.js';
import { codeTaken, deleteAllOrNothing, heldBy, type Holder, namesById } from '../../lib/crud.js';
import { requireCourse } from '../courses/index.js';
import { knowledgeListing, knowledgeOfCourse, siblingsOf } from './repository.js';

export async function requireKnowledge(db: Kysely<Database>, knowledgeId: number): Promise<KnowledgeRecord> {
  const point = await knowledgeListing.find(db, knowledgeId);
  if (!point) throw notFound('knowledgeNotFound', { id: knowledgeId });
  return point;
}

/**
 * A course-level item (cn, the requirements' "course"; internally a chapter) is top-level; an appraisal point (kn) sits under one of the same
 * course. Codes are unique within the course.
 */
async function checkPlacement(db: Kysely<Database>, body: AddKnowledgeBody, self?: KnowledgeRecord) {
  const course = await requireCourse(db, body.courseId);
  if (body.type === KNOWLEDGE_TYPE.CHAPTER && body.parentId !== null) throw badRequest('knowledgeChapterTopLevel');
  if (body.type === KNOWLEDGE_TYPE.POINT) {
    const parent =
      body.parentId === null || body.parentId === self?.knowledgeId ? undefined : await knowledgeListing.find(db, body.parentId);
    if (!parent || parent.type !== KNOWLEDGE_TYPE.CHAPTER || parent.courseId !== body.courseId)
      throw badRequest('knowledgePointNeedsChapter');
  }
  // A chapter keeps its appraisal points: it cannot become one itself nor leave for another course.
  if (self && self.childCount > 0 && (body.type !== self.type || body.courseId !== self.courseId)) {
    throw conflict('knowledgeHasChildren', { name: self.name, count: self.childCount });
  }
  if (await codeTaken(db, 'knowledgePoints', body.code, { column: 'courseId', id: body.courseId }, self?.knowledgeId)) {
    throw onField('code', conflict('knowledgeCodeTaken', { code: body.code, parent: course.name }));
  }
}

/** After the last sibling, unless the caller chose a position. */
async function sortFor(db: Kysely<Database>, body: AddKnowledgeBody) {
  if (body.sort !== undefined) return body.sort;
  const siblings = await siblingsOf(db, body.courseId, body.parentId);
  return siblings.reduce((max, sibling) => Math.max(max, sibling.sort + 1), 0);
}

export async function addKnowledge(db: Kysely<Database>, body: AddKnowledgeBody) {
  await checkPlacement(db, body);
  const now = Date.now();
  const { id } = await db
    .insertInto('knowledgePoints')
    .values({ ...body, sort: await sortFor(db, body), createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return requireKnowledge(db, id);
}

export async function updateKnowledge(db: Kysely<Database>, body: UpdateKnowledgeBody) {
  const { knowledgeId, ...fields } = body;
  const current = await requireKnowledge(db, knowledgeId);
  await checkPlacement(db, fields, current);
  const moved = current.courseId !== fields.courseId || current.parentId !== fields.parentId;
  const sort = fields.sort ?? (moved ? await sortFor(db, fields) : current.sort);
  await db
    .updateTable('knowledgePoints')
    .set({ ...fields, sort, updatedAt: Date.now() })
    .where('id', '=', knowledgeId)
    .execute();
  return requireKnowledge(db, knowledgeId);
}

/** A chapter's appraisal points hold it, unless they are deleted in the same request. */
const childrenNotDeleted: Holder = {
  message: 'knowledgeHasChildren',
  count: async (db, ids) => {
    const rows = await db
      .selectFrom('knowledgePoints')
      .select(['parentId', sql<number>`count(*)`.as('count')])
      .where('parentId', 'in', ids)
      .where('id', 'not in', ids)
      .groupBy('parentId')
      .execute();
    return new Map(rows.map((row) => [Number(row.parentId), Number(row.count)]));
  },
};

export const deleteKnowledge = (db: Kysely<Database>, ids: readonly number[]) =>
  deleteAllOrNothing(
    db,
    {
      names: (d, list) => namesById(d, 'knowledgePoints', list),
      notFound: 'knowledgeNotFound',
      // Questions filed under a point, and random papers' rules that draw from it, hold it.
      holders: [
        childrenNotDeleted,
        heldBy('questions', 'questions.knowledgeId', 'knowledgeHasQuestions'),
        heldBy('paperRules', 'paperRules.knowledgeId', 'knowledgeInPaperRules'),
      ],
      remove: async (trx, list) => {
        // Appraisal points before their chapters: the parent reference is checked row by row.
        await trx.deleteFrom('knowledgePoints').where('id', 'in', list).where('type', '=', KNOWLEDGE_TYPE.POINT).execute();
        await trx.deleteFrom('knowledgePoints').where('id', 'in', list).execute();
      },
    },
    ids,
  );

/** The course's tree, and the levels whose weights do not add up to 100 %. */
export async function knowledgeTree(db: Kysely<Database>, courseId: number): Promise<KnowledgeTree> {
  await requireCourse(db, courseId);
  const records = await knowledgeOfCourse(db, courseId);
  const nodes = new Map<number, KnowledgeNode>(records.map((record) => [record.knowledgeId, { ...record, children: [] }]));
  const tree: KnowledgeNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : tree).push(node);
  }
  const weightWarnings: (number | null)[] = [];
  const sum = (level: KnowledgeNode[]) => level.reduce((total, node) => total + node.weight, 0);
  if (tree.length > 0 && sum(tree) !== 100) weightWarnings.push(null);
  for (const chapter of tree) {
    if (chapter.children.length > 0 && sum(chapter.children) !== 100) weightWarnings.push(chapter.knowledgeId);
  }
  return { tree, weightWarnings };
}

/** Swaps a point with its neighbour among its siblings; the siblings are renumbered 0, 1, 2… on the way. */
export async function moveKnowledge(db: Kysely<Database>, body: MoveKnowledgeBody) {
  const point = await requireKnowledge(db, body.id);
  await db.transaction().execute(async (trx) => {
    const siblings = await siblingsOf(trx, point.courseId, point.parentId);
    const index = siblings.findIndex((sibling) => sibling.id === point.knowledgeId);
    const target = body.direction === 'up' ? index - 1 : index + 1;
    if (target < 0) throw badRequest('knowledgeAlreadyFirst', { name: point.name });
    if (target >= siblings.length) throw badRequest('knowledgeAlreadyLast', { name: point.name });
    [siblings[index], siblings[target]] = [siblings[target]!, siblings[index]!];
    for (const [sort, sibling] of siblings.entries()) {
      if (sibling.sort !== sort) await trx.updateTable('knowledgePoints').set({ sort }).where('id', '=', sibling.id).execute();
    }
  });
  return knowledgeTree(db, point.courseId);
}
