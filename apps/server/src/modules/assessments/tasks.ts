import {
  type AddAssessmentTaskBody,
  type AssessmentTaskRecord,
  type ListAssessmentTaskQuery,
  type Paged,
  type ScoringSheet,
  type UpdateAssessmentTaskBody,
} from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database.js';
import { containsText } from '../../db/queries.js';
import type { Database } from '../../db/schema.js';
import { conflict, notFound, onField } from '../../lib/app-error.js';
import { sanitiseRichText } from '../../lib/rich-text.js';
import { assertSheetValid } from './sheet.js';

/**
 * The practical task bank (docs/REQUIREMENTS.md §21.1): tasks per job type (and so per level),
 * each with a versioned scoring sheet. A version a published session uses is frozen: a changed
 * sheet then becomes a new version, and the session keeps scoring against the one it froze.
 */

const latestVersion = (db: Kysely<Database>, taskId: number) =>
  db
    .selectFrom('assessmentSheetVersions')
    .select(['id', 'version', 'sheet'])
    .where('taskId', '=', taskId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();

export async function requireTask(db: Kysely<Database>, taskId: number): Promise<AssessmentTaskRecord> {
  const row = await db
    .selectFrom('assessmentTasks')
    .innerJoin('subjects', 'subjects.id', 'assessmentTasks.subjectId')
    .select([
      'assessmentTasks.id as taskId',
      'assessmentTasks.subjectId',
      'subjects.name as subjectName',
      'subjects.level',
      'assessmentTasks.name',
      'assessmentTasks.instructions',
      'assessmentTasks.timeLimitMinutes',
      'assessmentTasks.materials',
      'assessmentTasks.createdAt',
      'assessmentTasks.updatedAt',
    ])
    .where('assessmentTasks.id', '=', taskId)
    .executeTakeFirst();
  if (!row) throw notFound('assessmentTaskNotFound', { id: taskId });
  const version = await latestVersion(db, taskId);
  return { ...row, version: version?.version ?? 0, sheet: JSON.parse(version?.sheet ?? '{"items":[]}') as ScoringSheet };
}

export async function listTasks(
  db: Kysely<Database>,
  dialect: DialectName,
  query: ListAssessmentTaskQuery,
): Promise<Paged<AssessmentTaskRecord>> {
  let base = db.selectFrom('assessmentTasks');
  if (query.subjectId) base = base.where('subjectId', '=', query.subjectId);
  if (query.name) base = base.where(containsText(dialect, 'name', query.name));
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const column = query.sortField === 'name' ? 'name' : 'updatedAt';
  const ids = await base
    .select('id')
    .orderBy(column, query.sortOrder === 'ascend' ? 'asc' : 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return { list: await Promise.all(ids.map((row) => requireTask(db, row.id))), total };
}

async function assertSubject(db: Kysely<Database>, subjectId: number) {
  if (!(await db.selectFrom('subjects').select('id').where('id', '=', subjectId).executeTakeFirst()))
    throw onField('subjectId', notFound('subjectNotFound', { id: subjectId }));
}

async function assertNameFree(db: Kysely<Database>, subjectId: number, name: string, exceptId?: number) {
  let query = db.selectFrom('assessmentTasks').select('id').where('subjectId', '=', subjectId).where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw onField('name', conflict('assessmentTaskNameTaken', { name }));
}

export async function addTask(db: Kysely<Database>, body: AddAssessmentTaskBody, now: number) {
  assertSheetValid(body.sheet);
  await assertSubject(db, body.subjectId);
  await assertNameFree(db, body.subjectId, body.name);
  const taskId = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('assessmentTasks')
      .values({
        subjectId: body.subjectId,
        name: body.name,
        instructions: sanitiseRichText(body.instructions),
        timeLimitMinutes: body.timeLimitMinutes,
        materials: body.materials,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('assessmentSheetVersions')
      .values({ taskId: id, version: 1, sheet: JSON.stringify(body.sheet), createdAt: now })
      .execute();
    return id;
  });
  return requireTask(db, taskId);
}

export async function updateTask(db: Kysely<Database>, body: UpdateAssessmentTaskBody, now: number) {
  const { taskId, sheet, ...fields } = body;
  assertSheetValid(sheet);
  await requireTask(db, taskId);
  await assertSubject(db, fields.subjectId);
  await assertNameFree(db, fields.subjectId, fields.name, taskId);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('assessmentTasks')
      .set({ ...fields, instructions: sanitiseRichText(fields.instructions), updatedAt: now })
      .where('id', '=', taskId)
      .execute();
    const latest = await latestVersion(trx, taskId);
    const text = JSON.stringify(sheet);
    if (latest && latest.sheet === text) return;
    const frozen =
      latest &&
      (await trx.selectFrom('assessmentSessions').select('id').where('sheetVersionId', '=', latest.id).executeTakeFirst()) !== undefined;
    if (latest && !frozen) {
      await trx.updateTable('assessmentSheetVersions').set({ sheet: text }).where('id', '=', latest.id).execute();
    } else {
      await trx
        .insertInto('assessmentSheetVersions')
        .values({ taskId, version: (latest?.version ?? 0) + 1, sheet: text, createdAt: now })
        .execute();
    }
  });
  return requireTask(db, taskId);
}
