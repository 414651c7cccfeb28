import type { ListPaperQuery, PAPER_SORT_FIELDS, PaperItem, PaperMode, PaperOption, QuestionType } from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import { containsText } from '../../db/queries.js';
import type { Database } from '../../db/schema.js';
import { listing, type SortColumns } from '../../lib/crud.js';

const joined = (db: Kysely<Database>) => db.selectFrom('papers').innerJoin('courses', 'courses.id', 'papers.courseId');

export const paperListing = listing({
  from: joined,
  filter: (base, query: ListPaperQuery, dialect) => {
    if (query.name) base = base.where(containsText(dialect, 'papers.name', query.name));
    if (query.courseId) base = base.where('papers.courseId', '=', query.courseId);
    if (query.mode) base = base.where('papers.mode', '=', query.mode);
    return base;
  },
  columns: (query: ReturnType<typeof joined>) =>
    query
      .select([
        'papers.id as paperId',
        'papers.courseId',
        'courses.name as courseName',
        'papers.name',
        'papers.totalScore',
        'papers.passScore',
        'papers.durationMinutes',
        'papers.questionCount',
        'papers.copiedFromId',
        'papers.createdAt',
        'papers.updatedAt',
      ])
      .select((eb) => [
        eb.ref('papers.mode').$castTo<PaperMode>().as('mode'),
        eb.ref('papers.shuffleQuestions').$castTo<0 | 1>().as('shuffleQuestions'),
        eb.ref('papers.shuffleOptions').$castTo<0 | 1>().as('shuffleOptions'),
        eb.ref('papers.locked').$castTo<0 | 1>().as('locked'),
      ]),
  sort: {
    columns: {
      name: 'papers.name',
      courseName: 'courses.name',
      totalScore: 'papers.totalScore',
      durationMinutes: 'papers.durationMinutes',
      createdAt: 'papers.createdAt',
      updatedAt: 'papers.updatedAt',
    } satisfies SortColumns<typeof PAPER_SORT_FIELDS>,
    id: 'papers.id',
  },
});

export function paperOptions(db: Kysely<Database>, courseId?: number): Promise<PaperOption[]> {
  let query = db.selectFrom('papers').select(['id as paperId', 'name', 'courseId', 'totalScore', 'durationMinutes']);
  if (courseId) query = query.where('courseId', '=', courseId);
  return query.orderBy('name').orderBy('id').execute();
}

/**
 * A paper's sections are its question types in order 0, 1, 2, 3; within a section the
 * questions keep the order they were given. (Array sort is stable.)
 */
export const inSections = <T extends { type: number }>(questions: T[]): T[] => questions.sort((a, b) => a.type - b.type);

/** A fixed paper's questions, in section then position order. */
export async function paperItems(db: Kysely<Database>, paperId: number): Promise<PaperItem[]> {
  const rows = await db
    .selectFrom('paperQuestions')
    .innerJoin('questions', 'questions.id', 'paperQuestions.questionId')
    .leftJoin('knowledgePoints', 'knowledgePoints.id', 'questions.knowledgeId')
    .select([
      'paperQuestions.questionId',
      'paperQuestions.score',
      'questions.stemText',
      'questions.difficulty',
      'knowledgePoints.name as knowledgeName',
    ])
    .select((eb) => [
      eb.ref('questions.type').$castTo<QuestionType>().as('type'),
      eb.ref('questions.retired').$castTo<0 | 1>().as('retired'),
    ])
    .where('paperQuestions.paperId', '=', paperId)
    .orderBy('paperQuestions.position')
    .execute();
  return inSections(rows);
}

/** id → name of papers, for the delete's messages; ids missing from the map do not exist. */
export async function paperNames(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db.selectFrom('papers').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}
