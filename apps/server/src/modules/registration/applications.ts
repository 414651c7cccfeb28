/** The candidate's side: open batches, one's own applications, saving and submitting one. */
import {
  type OpenBatchRecord,
  REGISTRATION_EDITABLE,
  REGISTRATION_STATUS,
  type RegistrationStatus,
  type SaveRegistrationBody,
  isValidIdNumber,
} from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, notFound, onField } from '../../lib/app-error.js';
import type { Viewer } from '../../types.js';
import { requireOwnFile } from './files.js';
import { liveInBatch, limitIdNumberLookups } from './identity.js';
import { findRegistration, registrationsOf } from './repository.js';

/** A moment as people read it in a message: the server's UTC date and minute. */
const moment = (at: number) => new Date(at).toISOString().slice(0, 16).replace('T', ' ');

/** Batches whose registration window holds `now` on the server's clock. */
export async function openBatches(db: Kysely<Database>, now: number): Promise<OpenBatchRecord[]> {
  const rows = await db
    .selectFrom('classes')
    .innerJoin('subjects', 'subjects.id', 'classes.subjectId')
    .select([
      'classes.id as classId',
      'classes.name',
      'classes.code',
      'subjects.name as subjectName',
      'subjects.level',
      'classes.registrationOpensAt',
      'classes.registrationClosesAt',
      'classes.plannedExamDate',
    ])
    .where('classes.registrationOpensAt', '<=', now)
    .where('classes.registrationClosesAt', '>', now)
    .orderBy('classes.registrationClosesAt')
    .execute();
  return rows.map((row) => ({
    ...row,
    registrationOpensAt: Number(row.registrationOpensAt),
    registrationClosesAt: Number(row.registrationClosesAt),
    plannedExamDate: row.plannedExamDate === null ? null : Number(row.plannedExamDate),
  }));
}

/** The batch, refused (naming classId) when it takes no applications now. */
export async function requireOpenBatch(db: Kysely<Database>, classId: number, now: number) {
  const batch = await db
    .selectFrom('classes')
    .select(['id', 'name', 'registrationOpensAt', 'registrationClosesAt'])
    .where('id', '=', classId)
    .executeTakeFirst();
  if (!batch) throw onField('classId', notFound('classNotFound', { id: classId }));
  const opens = batch.registrationOpensAt === null ? null : Number(batch.registrationOpensAt);
  const closes = batch.registrationClosesAt === null ? null : Number(batch.registrationClosesAt);
  if (opens === null || closes === null) throw onField('classId', badRequest('registrationNoWindow', { batch: batch.name }));
  if (now < opens || now >= closes)
    throw onField('classId', badRequest('registrationWindowClosed', { batch: batch.name, opens: moment(opens), closes: moment(closes) }));
  return batch;
}

export const myRegistrations = (db: Kysely<Database>, viewer: Viewer) => registrationsOf(db, viewer.userId);

/** The files the body names, each checked to be the candidate's own of the right kind. */
async function checkedFiles(db: Kysely<Database>, body: SaveRegistrationBody, ownerId: number) {
  const pairs = [
    ['photoFileId', 'photo'],
    ['idCardFileId', 'idCard'],
    ['certificateFileId', 'certificate'],
    ['workProofFileId', 'workProof'],
  ] as const;
  for (const [field, kind] of pairs) {
    const id = body[field];
    if (id !== null) await requireOwnFile(db, field, id, kind, ownerId);
  }
  if (body.submit === 1) {
    // The photo and the ID card are what a reviewer cannot decide without.
    for (const field of ['photoFileId', 'idCardFileId'] as const) {
      if (body[field] === null) throw onField(field, badRequest('registrationFileRequired'));
    }
  }
}

/**
 * The ID number must be the account's own once an approval confirmed it, and no other account's;
 * a submitted application must not meet another live one of the batch. Whatever the reason, the
 * answer is the same and names nobody (M1: it was an ID-number → username oracle).
 */
async function checkIdNumberFree(db: Kysely<Database>, viewer: Viewer, body: SaveRegistrationBody) {
  const own = await db.selectFrom('users').select('idNumber').where('id', '=', viewer.userId).executeTakeFirst();
  if (own?.idNumber && own.idNumber !== body.idNumber) throw onField('idNumber', conflict('registrationIdNumberFixed'));
  const holder = await db
    .selectFrom('users')
    .select('id')
    .where('idNumber', '=', body.idNumber)
    .where('id', '!=', viewer.userId)
    .executeTakeFirst();
  const collides = body.submit === 1 && (await liveInBatch(db, body.classId, body.idNumber, viewer.userId));
  if (holder || collides) throw onField('idNumber', conflict('idNumberUnavailable'));
}

/**
 * POST saveRegistration: the first save creates the candidate's one application for the batch
 * (a draft, or under review with submit=1); later saves correct a draft or a refused one. Only
 * while the batch's window is open on the server's clock. Returns the stored application.
 */
export async function saveRegistration(app: FastifyInstance, viewer: Viewer, body: SaveRegistrationBody) {
  const { db } = app;
  const now = app.clock.now();
  const batch = await requireOpenBatch(db, body.classId, now);
  if (!isValidIdNumber(body.idNumber)) throw onField('idNumber', badRequest('idNumberInvalid', { idNumber: body.idNumber }));
  await limitIdNumberLookups(app, viewer.userId);
  await checkIdNumberFree(db, viewer, body);
  await checkedFiles(db, body, viewer.userId);

  const existing = await db
    .selectFrom('registrations')
    .select(['id', 'status'])
    .where('classId', '=', body.classId)
    .where('studentId', '=', viewer.userId)
    .executeTakeFirst();
  if (body.registrationId === undefined && existing) throw onField('classId', conflict('registrationDuplicate', { batch: batch.name }));
  // Another candidate's id, or one of another batch, is told it does not exist.
  if (body.registrationId !== undefined && existing?.id !== body.registrationId)
    throw notFound('registrationNotFound', { id: body.registrationId });
  if (existing && !REGISTRATION_EDITABLE.includes(existing.status as RegistrationStatus))
    throw onField('classId', conflict('registrationNotEditable'));
  const status = body.submit === 1 ? REGISTRATION_STATUS.UNDER_REVIEW : REGISTRATION_STATUS.DRAFT;
  const values = {
    name: body.name,
    gender: body.gender,
    idNumber: body.idNumber,
    phone: body.phone,
    education: body.education,
    yearsInTrade: body.yearsInTrade,
    organisation: body.organisation,
    photoFileId: body.photoFileId,
    idCardFileId: body.idCardFileId,
    certificateFileId: body.certificateFileId,
    workProofFileId: body.workProofFileId,
    status,
    submittedAt: body.submit === 1 ? now : null,
    updatedAt: now,
  };
  let id: number;
  if (existing) {
    // A refused application keeps its reason until it is sent again; the trail keeps every reason.
    const reason = body.submit === 1 ? { reason: '' } : {};
    const updated = await db
      .updateTable('registrations')
      .set({ ...values, ...reason })
      .where('id', '=', existing.id)
      .where('status', 'in', REGISTRATION_EDITABLE)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw onField('classId', conflict('registrationNotEditable'));
    id = existing.id;
  } else {
    const inserted = await db
      .insertInto('registrations')
      .values({
        ...values,
        classId: batch.id,
        studentId: viewer.userId,
        reason: '',
        groupId: null,
        reviewedAt: null,
        reviewedBy: null,
        createdAt: now,
      })
      .onConflict((oc) => oc.columns(['classId', 'studentId']).doNothing())
      .returning('id')
      .executeTakeFirst();
    // Two first saves at once: the second is told to open the one that won.
    if (!inserted) throw onField('classId', conflict('registrationDuplicate', { batch: batch.name }));
    id = inserted.id;
  }
  return (await findRegistration(db, id))!;
}
