import {
  type ListQuestionQuery,
  parseQuestionSpec,
  QUESTION_TYPE,
  type SubQuestionRecord,
  type OptionKey,
  type Paged,
  type QUESTION_SORT_FIELDS,
  type QuestionOption,
  type QuestionRecord,
  type QuestionType,
} from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database.js';
import { containsText } from '../../db/queries.js';
import type { Database } from '../../db/schema.js';
import { countByParent, listing, type SortColumns } from '../../lib/crud.js';
import { chunks } from '../../lib/sheet-import.js';
import type { PreparedQuestion } from './question-content.js';

/**
 * The question bank's SQL. Every filter runs on `questions` alone, on the indexes of migration
 * 0003 (course → retired → type → knowledge point → difficulty; knowledge point first; stem
 * key), so a page and its count stay fast at 200,000 questions. The course and knowledge point
 * names are joined for the page's rows, and paper counts are read for those rows only.
 */

/**
 * A knowledge point and everything below it, as a subquery of ids (a chapter's appraisal
 * points). Recursive, so it stays right should the tree ever get deeper than two levels.
 */
export const knowledgeSubtree = (db: Kysely<Database>, knowledgeId: number) =>
  db
    .withRecursive('subtree(id)', (qb) =>
      qb
        .selectFrom('knowledgePoints')
        .select('knowledgePoints.id')
        .where('knowledgePoints.id', '=', knowledgeId)
        .unionAll(
          qb.selectFrom('knowledgePoints').innerJoin('subtree', 'subtree.id', 'knowledgePoints.parentId').select('knowledgePoints.id'),
        ),
    )
    .selectFrom('subtree')
    .select('subtree.id');

/** The bank's questions: a composite's sub-questions are part of it, never listed on their own (docs/REQUIREMENTS.md §7). */
const questions = (db: Kysely<Database>) => db.selectFrom('questions').where('questions.parentId', 'is', null);

const rawListing = listing({
  from: questions,
  filter: (base, query: ListQuestionQuery, dialect, db) => {
    if (query.courseId) base = base.where('questions.courseId', '=', query.courseId);
    if (query.knowledgeId) base = base.where('questions.knowledgeId', 'in', knowledgeSubtree(db, query.knowledgeId));
    if (query.type !== undefined) base = base.where('questions.type', '=', query.type);
    if (query.difficulty !== undefined) base = base.where('questions.difficulty', '=', query.difficulty);
    if (query.keyword) base = base.where(containsText(dialect, 'questions.stemText', query.keyword));
    // In use only unless asked: retired questions are kept for the papers that have them.
    const retired = query.retired ?? 0;
    if (retired !== 'all') base = base.where('questions.retired', '=', retired);
    if (query.excludeIds) base = base.where('questions.id', 'not in', query.excludeIds.split(',').map(Number));
    return base;
  },
  columns: (query: ReturnType<typeof questions>) =>
    query
      .innerJoin('courses', 'courses.id', 'questions.courseId')
      .leftJoin('knowledgePoints', 'knowledgePoints.id', 'questions.knowledgeId')
      .select([
        'questions.id as questionId',
        'questions.courseId',
        'courses.name as courseName',
        'questions.knowledgeId',
        'knowledgePoints.name as knowledgeName',
        'knowledgePoints.code as knowledgeCode',
        'questions.type',
        'questions.stem',
        'questions.stemText',
        'questions.options',
        'questions.answer',
        'questions.linkUrl',
        'questions.score',
        'questions.difficulty',
        'questions.explanation',
        'questions.hasVideo',
        'questions.retired',
        'questions.spec',
        'questions.createdAt',
        'questions.updatedAt',
      ]),
  sort: {
    columns: {
      type: 'questions.type',
      difficulty: 'questions.difficulty',
      score: 'questions.score',
      courseName: 'courses.name',
      createdAt: 'questions.createdAt',
      updatedAt: 'questions.updatedAt',
    } satisfies SortColumns<typeof QUESTION_SORT_FIELDS>,
    id: 'questions.id',
  },
});

type QuestionRow = NonNullable<Awaited<ReturnType<typeof rawListing.find>>>;

/** Rows as records: options and answer unpacked, numbers as numbers (PostgreSQL counts arrive as text), paper counts added. */
export async function questionRecords(db: Kysely<Database>, rows: readonly QuestionRow[]): Promise<QuestionRecord[]> {
  const paperCounts = new Map<number, number>();
  for (const part of chunks(rows.map((row) => row.questionId))) {
    for (const [id, count] of await countByParent(db, 'paperQuestions', 'paperQuestions.questionId', part)) paperCounts.set(id, count);
  }
  const parts = await subQuestionsOf(
    db,
    rows.filter((row) => row.type === QUESTION_TYPE.COMPOSITE).map((row) => row.questionId),
  );
  return rows.map((row) => ({
    ...row,
    type: row.type as QuestionType,
    options: JSON.parse(row.options) as string[],
    answer: (row.answer === '' ? [] : row.answer.split(',')) as OptionKey[],
    score: Number(row.score),
    hasVideo: row.hasVideo as 0 | 1,
    retired: row.retired as 0 | 1,
    createdAt: Number(row.createdAt),
    updatedAt: Number(row.updatedAt),
    paperCount: paperCounts.get(row.questionId) ?? 0,
    spec: parseQuestionSpec(row.spec),
    subQuestions: parts.get(row.questionId) ?? [],
  }));
}

/** The sub-questions of these composites, in order. */
export async function subQuestionsOf(db: Kysely<Database>, parentIds: readonly number[]): Promise<Map<number, SubQuestionRecord[]>> {
  const parts = new Map<number, SubQuestionRecord[]>();
  for (const part of chunks(parentIds)) {
    const rows = await db
      .selectFrom('questions')
      .select([
        'id as questionId',
        'parentId',
        'position',
        'type',
        'stem',
        'stemText',
        'options',
        'answer',
        'linkUrl',
        'score',
        'difficulty',
        'explanation',
        'hasVideo',
        'spec',
      ])
      .where('parentId', 'in', part)
      .orderBy('parentId')
      .orderBy('position')
      .execute();
    for (const { parentId, ...row } of rows) {
      const record: SubQuestionRecord = {
        ...row,
        position: Number(row.position),
        type: row.type as QuestionType,
        options: JSON.parse(row.options) as string[],
        answer: (row.answer === '' ? [] : row.answer.split(',')) as OptionKey[],
        score: Number(row.score),
        hasVideo: row.hasVideo as 0 | 1,
        spec: parseQuestionSpec(row.spec),
      };
      parts.set(parentId!, [...(parts.get(parentId!) ?? []), record]);
    }
  }
  return parts;
}

export const questionListing = {
  list: async (db: Kysely<Database>, dialect: DialectName, query: ListQuestionQuery): Promise<Paged<QuestionRecord>> => {
    const page = await rawListing.list(db, dialect, query);
    return { total: page.total, list: await questionRecords(db, page.list) };
  },
  exportAll: async (db: Kysely<Database>, dialect: DialectName, query: ListQuestionQuery) =>
    questionRecords(db, await rawListing.exportAll(db, dialect, query)),
  find: async (db: Kysely<Database>, questionId: number): Promise<QuestionRecord | undefined> => {
    const row = await rawListing.find(db, questionId);
    return row ? (await questionRecords(db, [row]))[0] : undefined;
  },
};

/** The paper editor's picker: a course's questions in use, at most SELECT_LIMIT (the list, with filters, serves more). */
export const SELECT_LIMIT = 1000;

export const questionOptions = (db: Kysely<Database>, courseId: number): Promise<QuestionOption[]> =>
  db
    .selectFrom('questions')
    .select(['id as questionId', 'type', 'stemText'])
    .where('courseId', '=', courseId)
    .where('retired', '=', 0)
    .where('parentId', 'is', null)
    .orderBy('id')
    .limit(SELECT_LIMIT)
    .execute() as Promise<QuestionOption[]>;

/** Questions of the course whose stems have one of these duplicate keys (by key, oldest first). */
export async function questionsWithStemKeys(db: Kysely<Database>, courseId: number, stemKeys: readonly string[], exceptId?: number) {
  const found: { questionId: number; stemText: string; stemKey: string }[] = [];
  for (const part of chunks([...new Set(stemKeys)])) {
    let query = db
      .selectFrom('questions')
      .select(['id as questionId', 'stemText', 'stemKey'])
      .where('courseId', '=', courseId)
      .where('parentId', 'is', null)
      .where('stemKey', 'in', part);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    found.push(...(await query.orderBy('id').execute()));
  }
  return found;
}

/** The papers each of the given questions is on (questions on none are absent). */
export async function papersHolding(db: Kysely<Database>, questionIds: readonly number[], only: { locked?: true } = {}) {
  const papers = new Map<number, string[]>();
  for (const part of chunks(questionIds)) {
    const rows = await db
      .selectFrom('paperQuestions')
      .innerJoin('papers', 'papers.id', 'paperQuestions.paperId')
      .select(['paperQuestions.questionId', 'papers.name'])
      .where('paperQuestions.questionId', 'in', part)
      .$if(only.locked === true, (qb) => qb.where('papers.locked', '=', 1))
      .orderBy('papers.id')
      .execute();
    for (const row of rows) papers.set(row.questionId, [...(papers.get(row.questionId) ?? []), row.name]);
  }
  return papers;
}

/** Which of the given ids are questions of the bank (a sub-question is changed only with its composite). */
export async function existingQuestionIds(db: Kysely<Database>, ids: readonly number[]) {
  const found = new Set<number>();
  for (const part of chunks(ids)) {
    for (const row of await questions(db).select('id').where('id', 'in', part).execute()) found.add(row.id);
  }
  return found;
}

export interface QuestionPlace {
  courseId: number;
  knowledgeId: number | null;
}

/** The columns of `questions` for prepared content, as stored (options JSON, answer "A,C"). */
export const storedColumns = (question: PreparedQuestion, placement: QuestionPlace) => ({
  courseId: placement.courseId,
  knowledgeId: placement.knowledgeId,
  type: question.type,
  stem: question.stem,
  stemText: question.stemText,
  stemKey: question.stemKey,
  options: JSON.stringify(question.options),
  answer: question.answer.join(','),
  linkUrl: question.linkUrl,
  score: question.score,
  difficulty: question.difficulty,
  explanation: question.explanation,
  hasVideo: question.hasVideo,
  spec: question.type >= QUESTION_TYPE.FILL_BLANK ? JSON.stringify(question.spec) : '',
});

/** A question's place: in the bank (no parent), or the position-th part of a composite. */
export interface QuestionParent {
  parentId: number;
  position: number;
}

/** Inserts many questions (inside the caller's transaction), a chunk per statement; ids in the given order. */
export async function insertQuestions(
  trx: Kysely<Database>,
  items: readonly { question: PreparedQuestion; placement: QuestionPlace; parent?: QuestionParent }[],
  createdBy: number,
): Promise<number[]> {
  const now = Date.now();
  const ids: number[] = [];
  for (const part of chunks(items)) {
    const rows = part.map(({ question, placement, parent }) => ({
      ...storedColumns(question, placement),
      parentId: parent?.parentId ?? null,
      position: parent?.position ?? 0,
      retired: 0,
      createdBy,
      createdAt: now,
      updatedAt: now,
    }));
    const inserted = await trx.insertInto('questions').values(rows).returning('id').execute();
    // Ids grow in VALUES order on both databases; sorting does not rely on RETURNING's order.
    ids.push(...inserted.map((row) => row.id).sort((a, b) => a - b));
  }
  return ids;
}
