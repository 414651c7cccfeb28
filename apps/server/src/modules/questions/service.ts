import {
  type AddQuestionBody,
  type CourseRecord,
  type DuplicateStemData,
  type QuestionRecord,
  type RetireQuestionBody,
  STATUS,
  type UpdateQuestionBody,
} from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError, badRequest, conflict, notFound, type Phrase } from '../../lib/app-error.js';
import type { Viewer } from '../../types.js';
import { requireCourse } from '../courses/index.js';
import { requireKnowledge } from '../knowledge/index.js';
import { contentFields, contentProblem, type PreparedQuestion, preparedContent, sanitiseContent } from './question-content.js';
import {
  existingQuestionIds,
  insertQuestions,
  papersHolding,
  type QuestionPlace,
  questionListing,
  questionsWithStemKeys,
  storedColumns,
} from './repository.js';

export async function requireQuestion(db: Kysely<Database>, questionId: number): Promise<QuestionRecord> {
  const question = await questionListing.find(db, questionId);
  if (question) return question;
  const part = await db.selectFrom('questions').select('parentId').where('id', '=', questionId).executeTakeFirst();
  if (part) throw conflict('subQuestionAlone', { id: questionId });
  throw notFound('questionNotFound', { id: questionId });
}

/** A question is filed under a knowledge point of its own course, or none. */
async function requireKnowledgeOfCourse(db: Kysely<Database>, knowledgeId: number | null, course: CourseRecord) {
  if (knowledgeId === null) return;
  const point = await requireKnowledge(db, knowledgeId);
  if (point.courseId !== course.courseId) throw badRequest('questionKnowledgeOtherCourse', { name: point.name, course: course.name });
}

/**
 * The same stem text in the same course is refused (40900 with DuplicateStemData) unless the
 * author confirms with `allowDuplicate`.
 */
async function refuseDuplicateStem(db: Kysely<Database>, courseId: number, question: PreparedQuestion, exceptId?: number) {
  const duplicates = await questionsWithStemKeys(db, courseId, [question.stemKey], exceptId);
  if (duplicates.length === 0) return;
  const data: DuplicateStemData = { duplicates: duplicates.map(({ questionId, stemText }) => ({ questionId, stemText })) };
  throw new AppError(STATUS.CONFLICT, 'questionDuplicateStem', { ids: duplicates.map((d) => d.questionId).join(', ') }, () => data);
}

/** A composite's part, checked and in its stored form, with the id it keeps on update. */
interface PreparedPart {
  questionId?: number;
  question: PreparedQuestion;
}

/** The form's question and its parts (a composite's), checked and in their stored forms. */
async function checkedQuestion(db: Kysely<Database>, body: AddQuestionBody, exceptId?: number) {
  const course = await requireCourse(db, body.courseId);
  await requireKnowledgeOfCourse(db, body.knowledgeId, course);
  const content = sanitiseContent({ ...contentFields(body), subQuestions: body.subQuestions.map((sub) => contentFields(sub)) });
  const problem = contentProblem(content);
  if (problem) throw badRequest(problem.key);
  const { subQuestions, ...own } = content;
  const question = preparedContent(own);
  const parts: PreparedPart[] = (subQuestions ?? []).map((sub, index) => ({
    ...(body.subQuestions[index]!.questionId === undefined ? {} : { questionId: body.subQuestions[index]!.questionId }),
    question: preparedContent(sub),
  }));
  if (!body.allowDuplicate) await refuseDuplicateStem(db, course.courseId, question, exceptId);
  return { question, parts };
}

/** Inserts (no questionId) or updates a composite's parts at positions 1..n, inside the caller's transaction. */
async function saveParts(
  trx: Kysely<Database>,
  parentId: number,
  parts: readonly PreparedPart[],
  placement: QuestionPlace,
  createdBy: number,
) {
  const now = Date.now();
  for (const [index, part] of parts.entries()) {
    const position = index + 1;
    if (part.questionId === undefined) {
      await insertQuestions(trx, [{ question: part.question, placement, parent: { parentId, position } }], createdBy);
    } else {
      await trx
        .updateTable('questions')
        .set({ ...storedColumns(part.question, placement), position, updatedAt: now })
        .where('id', '=', part.questionId)
        .where('parentId', '=', parentId)
        .execute();
    }
  }
}

export async function addQuestion(db: Kysely<Database>, body: AddQuestionBody, viewer: Viewer) {
  const { question, parts } = await checkedQuestion(db, body);
  const id = await db.transaction().execute(async (trx) => {
    const [parentId] = await insertQuestions(trx, [{ question, placement: body }], viewer.userId);
    // New parts only: an id sent with a new composite names nothing of it.
    await saveParts(
      trx,
      parentId!,
      parts.map(({ question: part }) => ({ question: part })),
      body,
      viewer.userId,
    );
    return parentId!;
  });
  return requireQuestion(db, id);
}

export async function updateQuestion(db: Kysely<Database>, body: UpdateQuestionBody, viewer: Viewer) {
  const { questionId, ...fields } = body;
  const current = await requireQuestion(db, questionId);
  // A paper draws from one course: its questions stay in it.
  if (fields.courseId !== current.courseId && current.paperCount > 0) {
    throw conflict('questionCourseFixedOnPapers', { id: questionId, count: current.paperCount });
  }
  // docs/REQUIREMENTS.md §7: a published (locked) paper stays what was published, its questions included.
  const published = (await papersHolding(db, [questionId], { locked: true })).get(questionId);
  if (published) throw conflict('questionOnLockedPapers', { id: questionId, papers: paperNames(published) });
  const { question, parts } = await checkedQuestion(db, fields, questionId);
  // A kept part must be one of this composite's: anything else would move another question.
  const ownParts = new Set(current.subQuestions.map((sub) => sub.questionId));
  const foreign = parts.find((part) => part.questionId !== undefined && !ownParts.has(part.questionId));
  if (foreign) throw badRequest('subQuestionNotFound', { id: foreign.questionId! });
  const kept = new Set(parts.map((part) => part.questionId));
  const dropped = [...ownParts].filter((id) => !kept.has(id));
  await db.transaction().execute(async (trx) => {
    if (dropped.length > 0) await trx.deleteFrom('questions').where('id', 'in', dropped).execute();
    await trx
      .updateTable('questions')
      .set({ ...storedColumns(question, fields), updatedAt: Date.now() })
      .where('id', '=', questionId)
      .execute();
    await saveParts(trx, questionId, parts, fields, viewer.userId);
  });
  return requireQuestion(db, questionId);
}

/** Every id must be a question's: one unknown id is named alone, several are listed; nothing changes. */
async function requireQuestionIds(db: Kysely<Database>, requested: readonly number[]) {
  const ids = [...new Set(requested)];
  const existing = await existingQuestionIds(db, ids);
  const missing = ids.filter((id) => !existing.has(id));
  if (missing.length === 0) return ids;
  throw ids.length === 1 ? notFound('questionNotFound', { id: missing[0]! }) : notFound('recordsNotFound', { ids: missing.join(', ') });
}

/** Paper names for a message: the first few, quoted. */
function paperNames(names: readonly string[], shown = 5) {
  const quoted = names.slice(0, shown).map((name) => `"${name}"`);
  return names.length > shown ? `${quoted.join(', ')}, …` : quoted.join(', ');
}

/**
 * Deletes all the given questions or none. A question on a paper is never deleted (the paper,
 * and every attempt frozen from it, still need it): the message names the papers and says to
 * retire it instead.
 */
export async function deleteQuestions(db: Kysely<Database>, requested: readonly number[]) {
  const ids = await requireQuestionIds(db, requested);
  const held = await papersHolding(db, ids);
  if (held.size > 0) {
    const reasons: Phrase[] = [...held].map(([id, names]) => ({
      key: 'questionOnPapers',
      params: { id, count: names.length, papers: paperNames(names) },
    }));
    throw conflict('nothingDeleted', { reasons: [...reasons, { key: 'questionRetireInstead' }] });
  }
  // The parts first: the delete must not depend on the database's foreign-key cascade being on.
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('questions').where('parentId', 'in', ids).execute();
    await trx.deleteFrom('questions').where('id', 'in', ids).execute();
  });
}

/** Retired questions stay on their papers and in attempts, but are no longer offered for new papers. */
export async function retireQuestions(db: Kysely<Database>, body: RetireQuestionBody) {
  const ids = await requireQuestionIds(db, body.ids);
  await db.updateTable('questions').set({ retired: body.retired, updatedAt: Date.now() }).where('id', 'in', ids).execute();
}
