import type { KNOWLEDGE_SORT_FIELDS, KnowledgeOption, KnowledgeRecord, KnowledgeType, ListKnowledgeQuery } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { childCount, listing, nameAndCode, type SortColumns } from '../../lib/crud.js';

const joined = (db: Kysely<Database>) =>
  db
    .selectFrom('knowledgePoints')
    .innerJoin('courses', 'courses.id', 'knowledgePoints.courseId')
    .leftJoin('knowledgePoints as parent', 'parent.id', 'knowledgePoints.parentId');

const columns = (query: ReturnType<typeof joined>) =>
  query
    .select([
      'knowledgePoints.id as knowledgeId',
      'knowledgePoints.courseId',
      'courses.name as courseName',
      'knowledgePoints.parentId',
      'parent.code as parentCode',
      'knowledgePoints.code',
      'knowledgePoints.name',
      'knowledgePoints.weight',
      'knowledgePoints.sort',
      'knowledgePoints.createdAt',
      'knowledgePoints.updatedAt',
      childCount('knowledgePoints', 'child.parentId', 'knowledgePoints.id', 'child').as('childCount'),
    ])
    .select((eb) => eb.ref('knowledgePoints.type').$castTo<KnowledgeType>().as('type'));

export const knowledgeListing = listing({
  from: joined,
  filter: (base, query: ListKnowledgeQuery, dialect) => {
    base = nameAndCode(base, query, dialect, 'knowledgePoints');
    if (query.courseId) base = base.where('knowledgePoints.courseId', '=', query.courseId);
    if (query.parentId) base = base.where('knowledgePoints.parentId', '=', query.parentId);
    if (query.type) base = base.where('knowledgePoints.type', '=', query.type);
    return base;
  },
  columns,
  sort: {
    columns: {
      name: 'knowledgePoints.name',
      code: 'knowledgePoints.code',
      type: 'knowledgePoints.type',
      weight: 'knowledgePoints.weight',
      sort: 'knowledgePoints.sort',
      createdAt: 'knowledgePoints.createdAt',
    } satisfies SortColumns<typeof KNOWLEDGE_SORT_FIELDS>,
    id: 'knowledgePoints.id',
  },
});

/** A course's points in tree order: by sort, then id, at every level. */
export const knowledgeOfCourse = (db: Kysely<Database>, courseId: number): Promise<KnowledgeRecord[]> =>
  columns(joined(db))
    .where('knowledgePoints.courseId', '=', courseId)
    .orderBy('knowledgePoints.sort')
    .orderBy('knowledgePoints.id')
    .execute();

export function knowledgeOptions(db: Kysely<Database>, courseId?: number): Promise<KnowledgeOption[]> {
  let query = db.selectFrom('knowledgePoints').select(['id as knowledgeId', 'name', 'code', 'courseId', 'parentId']);
  if (courseId) query = query.where('courseId', '=', courseId);
  return query.orderBy('courseId').orderBy('sort').orderBy('id').execute();
}

/** Siblings share the course and the parent (chapters: no parent). */
export function siblingsOf(db: Kysely<Database>, courseId: number, parentId: number | null) {
  const query = db.selectFrom('knowledgePoints').select(['id', 'name', 'sort']).where('courseId', '=', courseId);
  return (parentId === null ? query.where('parentId', 'is', null) : query.where('parentId', '=', parentId))
    .orderBy('sort')
    .orderBy('id')
    .execute();
}
