import type { AddCourseBody, CourseRecord, UpdateCourseBody } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict, notFound, onField } from '../../lib/app-error.js';
import { codeTaken, deleteAllOrNothing, heldBy, namesById } from '../../lib/crud.js';
import { sanitiseRichText } from '../../lib/rich-text.js';
import { requireSubject } from '../subjects/index.js';
import { removeStoredMaterials } from './material-files.js';
import { courseListing } from './repository.js';

export async function requireCourse(db: Kysely<Database>, courseId: number): Promise<CourseRecord> {
  const course = await courseListing.find(db, courseId);
  if (!course) throw notFound('courseNotFound', { id: courseId });
  return course;
}

/** The job type must exist and the code be free within it; the description is sanitised. */
async function checked(db: Kysely<Database>, body: AddCourseBody, exceptId?: number) {
  const subject = await requireSubject(db, body.subjectId);
  if (await codeTaken(db, 'courses', body.code, { column: 'subjectId', id: body.subjectId }, exceptId)) {
    throw onField('code', conflict('courseCodeTaken', { code: body.code, parent: subject.name }));
  }
  return { ...body, description: sanitiseRichText(body.description) };
}

export async function addCourse(db: Kysely<Database>, body: AddCourseBody) {
  const values = await checked(db, body);
  const now = Date.now();
  const { id } = await db
    .insertInto('courses')
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return requireCourse(db, id);
}

export async function updateCourse(db: Kysely<Database>, body: UpdateCourseBody) {
  const { courseId, ...fields } = body;
  await requireCourse(db, courseId);
  const values = await checked(db, fields, courseId);
  await db
    .updateTable('courses')
    .set({ ...values, updatedAt: Date.now() })
    .where('id', '=', courseId)
    .execute();
  return requireCourse(db, courseId);
}

/** A course with knowledge points or questions stays; its teaching materials (rows and files) go with it. */
export async function deleteCourses(app: FastifyInstance, ids: readonly number[]) {
  let storedNames: string[] = [];
  await deleteAllOrNothing(
    app.db,
    {
      names: (d, list) => namesById(d, 'courses', list),
      notFound: 'courseNotFound',
      holders: [
        heldBy('knowledgePoints', 'knowledgePoints.courseId', 'courseHasKnowledge'),
        heldBy('questions', 'questions.courseId', 'courseHasQuestions'),
        heldBy('papers', 'papers.courseId', 'courseHasPapers'),
      ],
      remove: async (trx, list) => {
        const materials = await trx.selectFrom('courseMaterials').select('storedName').where('courseId', 'in', list).execute();
        storedNames = materials.map((row) => row.storedName);
        await trx.deleteFrom('courseMaterials').where('courseId', 'in', list).execute();
        await trx.deleteFrom('courses').where('id', 'in', list).execute();
      },
    },
    ids,
  );
  // Only once the rows are gone for good.
  await removeStoredMaterials(app.config, storedNames);
}
