import {
  type AddAssessmentSessionBody,
  type AssessmentAllocation,
  type AssessmentRule,
  type AssessmentSessionRecord,
  type AssessmentSessionState,
  type AssignExaminersBody,
  admissionNumberOf,
  type ListAssessmentSessionQuery,
  type Paged,
  type SavePanelBody,
  type SaveStationsBody,
  type UpdateAssessmentSessionBody,
  USER_TYPE,
} from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database.js';
import { containsText } from '../../db/queries.js';
import type { Database } from '../../db/schema.js';
import { AppError, badRequest, conflict, notFound, onField } from '../../lib/app-error.js';
import { placeCandidates, sameOrganisation } from './allocation.js';
import { requireTask } from './tasks.js';

/**
 * Assessment sessions (docs/REQUIREMENTS.md §21.2–21.3): a task for a batch from a start time in
 * slots, its stations (工位) in rooms, its examiners (考评员, one of them chief). A draft changes
 * freely; publishing freezes the task's newest sheet version, places every candidate at a station
 * and slot and gives each a panel. After that only a candidate's panel changes, by hand, until
 * its scoring starts.
 */

/** The name an examiner's conflict of interest is judged by: their organisation, else their department. */
export const examinerOrganisation = (user: { organisation: string; departmentName: string }) =>
  user.organisation.trim() !== '' ? user.organisation : user.departmentName;

export async function sessionRow(db: Kysely<Database>, sessionId: number) {
  const row = await db.selectFrom('assessmentSessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
  if (!row) throw notFound('assessmentSessionNotFound', { id: sessionId });
  return row;
}

const classCandidates = (db: Kysely<Database>, classId: number) =>
  db
    .selectFrom('users')
    .select(['id as studentId', 'username', 'nickName', 'legalName', 'organisation'])
    .where('userType', '=', USER_TYPE.STUDENT)
    .where('classId', '=', classId)
    .execute();

/** The name staff see for a candidate: the approved legal name once there is one (docs/REQUIREMENTS.md §6.4). */
export const candidateName = (user: { nickName: string; legalName: string }) => (user.legalName !== '' ? user.legalName : user.nickName);

export async function requireSession(db: Kysely<Database>, sessionId: number): Promise<AssessmentSessionRecord> {
  const row = await db
    .selectFrom('assessmentSessions as s')
    .innerJoin('assessmentTasks as t', 't.id', 's.taskId')
    .innerJoin('classes as c', 'c.id', 's.classId')
    .leftJoin('assessmentSheetVersions as v', 'v.id', 's.sheetVersionId')
    .select([
      's.id as sessionId',
      's.taskId',
      't.name as taskName',
      's.classId',
      'c.name as className',
      't.subjectId',
      's.name',
      's.startsAt',
      's.slotMinutes',
      's.examinersPerCandidate',
      's.rule',
      's.spreadThreshold',
      's.passLine',
      's.state',
      'v.version as sheetVersion',
      's.createdAt',
      's.updatedAt',
    ])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
  if (!row) throw notFound('assessmentSessionNotFound', { id: sessionId });
  const stations = await db
    .selectFrom('assessmentStations as st')
    .innerJoin('rooms', 'rooms.id', 'st.roomId')
    .innerJoin('venues', 'venues.id', 'rooms.venueId')
    .select(['st.id as stationId', 'st.roomId', 'rooms.name as roomName', 'venues.name as venueName', 'st.name'])
    .where('st.sessionId', '=', sessionId)
    .orderBy('st.position')
    .execute();
  const examiners = await db
    .selectFrom('assessmentExaminers as e')
    .innerJoin('users', 'users.id', 'e.userId')
    .select(['e.userId', 'users.nickName as name', 'users.organisation', 'users.departmentName', 'e.chief'])
    .where('e.sessionId', '=', sessionId)
    .orderBy('e.position')
    .execute();
  const allocated = await db
    .selectFrom('assessmentAllocations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sessionId', '=', sessionId)
    .executeTakeFirst();
  const candidateCount = row.state === 'draft' ? (await classCandidates(db, row.classId)).length : Number(allocated?.n ?? 0);
  return {
    ...row,
    rule: row.rule as AssessmentRule,
    state: row.state as AssessmentSessionState,
    spreadThreshold: Number(row.spreadThreshold),
    passLine: Number(row.passLine),
    sheetVersion: row.sheetVersion ?? null,
    stations,
    examiners: examiners.map(({ departmentName, ...examiner }) => ({
      ...examiner,
      organisation: examinerOrganisation({ organisation: examiner.organisation, departmentName }),
    })),
    candidateCount,
  };
}

export async function listSessions(
  db: Kysely<Database>,
  dialect: DialectName,
  query: ListAssessmentSessionQuery,
): Promise<Paged<AssessmentSessionRecord>> {
  let base = db.selectFrom('assessmentSessions');
  if (query.classId) base = base.where('classId', '=', query.classId);
  if (query.name) base = base.where(containsText(dialect, 'name', query.name));
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);
  const ids = await base
    .select('id')
    .orderBy('startsAt', query.sortOrder === 'ascend' ? 'asc' : 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .execute();
  return { list: await Promise.all(ids.map((row) => requireSession(db, row.id))), total };
}

/** The batch must be for the task's job type: a session certifies one job type and level. */
async function assertTaskFitsClass(db: Kysely<Database>, taskId: number, classId: number) {
  const task = await requireTask(db, taskId).catch((error: unknown) => {
    throw error instanceof AppError ? onField('taskId', error) : error;
  });
  const batch = await db.selectFrom('classes').select(['id', 'name', 'subjectId']).where('id', '=', classId).executeTakeFirst();
  if (!batch) throw onField('classId', notFound('classNotFound', { id: classId }));
  if (batch.subjectId !== task.subjectId)
    throw onField('classId', badRequest('assessmentSubjectMismatch', { className: batch.name, taskName: task.name }));
}

export async function addSession(db: Kysely<Database>, body: AddAssessmentSessionBody, now: number) {
  await assertTaskFitsClass(db, body.taskId, body.classId);
  const { id } = await db
    .insertInto('assessmentSessions')
    .values({ ...body, sheetVersionId: null, confirmedAt: null, confirmedBy: null, createdAt: now, updatedAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return requireSession(db, id);
}

async function requireDraft(db: Kysely<Database>, sessionId: number) {
  const row = await sessionRow(db, sessionId);
  if (row.state !== 'draft') throw conflict('assessmentSessionNotDraft', { name: row.name });
  return row;
}

export async function updateSession(db: Kysely<Database>, body: UpdateAssessmentSessionBody, now: number) {
  const { sessionId, ...fields } = body;
  await requireDraft(db, sessionId);
  await assertTaskFitsClass(db, fields.taskId, fields.classId);
  await db
    .updateTable('assessmentSessions')
    .set({ ...fields, updatedAt: now })
    .where('id', '=', sessionId)
    .execute();
  return requireSession(db, sessionId);
}

export async function saveStations(db: Kysely<Database>, body: SaveStationsBody, now: number) {
  await requireDraft(db, body.sessionId);
  const names = new Set<string>();
  for (const station of body.stations) {
    if (names.has(station.name)) throw onField('stations', badRequest('assessmentStationNameTwice', { name: station.name }));
    names.add(station.name);
  }
  const roomIds = [...new Set(body.stations.map((station) => station.roomId))];
  const known = await db.selectFrom('rooms').select('id').where('id', 'in', roomIds).execute();
  const unknown = roomIds.find((id) => !known.some((row) => row.id === id));
  if (unknown !== undefined) throw onField('stations', notFound('assessmentStationRoomUnknown', { id: unknown }));
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('assessmentStations').where('sessionId', '=', body.sessionId).execute();
    await trx
      .insertInto('assessmentStations')
      .values(body.stations.map((station, position) => ({ sessionId: body.sessionId, ...station, position })))
      .execute();
    await trx.updateTable('assessmentSessions').set({ updatedAt: now }).where('id', '=', body.sessionId).execute();
  });
  return requireSession(db, body.sessionId);
}

/** Examiners are staff accounts (not candidates), each listed once. */
async function assertStaff(db: Kysely<Database>, userIds: readonly number[], field: string) {
  const staff = await db.selectFrom('users').select('id').where('id', 'in', userIds).where('userType', '!=', USER_TYPE.STUDENT).execute();
  const unknown = userIds.find((id) => !staff.some((row) => row.id === id));
  if (unknown !== undefined) throw onField(field, badRequest('assessmentExaminerUnknown', { id: unknown }));
}

export async function savePanel(db: Kysely<Database>, body: SavePanelBody, now: number) {
  await requireDraft(db, body.sessionId);
  const ids = [...new Set(body.examiners.map((examiner) => examiner.userId))];
  await assertStaff(db, ids, 'examiners');
  if (body.examiners.filter((examiner) => examiner.chief === 1).length > 1) throw onField('examiners', badRequest('assessmentChiefTwice'));
  const chiefOf = (userId: number) => (body.examiners.some((one) => one.userId === userId && one.chief === 1) ? 1 : 0);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('assessmentExaminers').where('sessionId', '=', body.sessionId).execute();
    await trx
      .insertInto('assessmentExaminers')
      .values(ids.map((userId, position) => ({ sessionId: body.sessionId, userId, chief: chiefOf(userId), position })))
      .execute();
    await trx.updateTable('assessmentSessions').set({ updatedAt: now }).where('id', '=', body.sessionId).execute();
  });
  return requireSession(db, body.sessionId);
}

/**
 * Publishing: freezes the task's newest sheet version and places the batch's candidates
 * (allocation.ts). Refused, with nothing stored, when a station, an examiner or a candidate is
 * missing, or when conflicts of interest leave a candidate without a full panel.
 */
export async function publishSession(db: Kysely<Database>, sessionId: number, now: number) {
  const row = await requireDraft(db, sessionId);
  const session = await requireSession(db, sessionId);
  if (session.stations.length === 0) throw badRequest('assessmentNoStations', { name: row.name });
  if (session.examiners.length < row.examinersPerCandidate)
    throw badRequest('assessmentTooFewExaminers', { name: row.name, needed: row.examinersPerCandidate, count: session.examiners.length });
  const candidates = (await classCandidates(db, row.classId)).map((user) => ({ ...user, name: candidateName(user) }));
  if (candidates.length === 0) throw badRequest('assessmentNoCandidates', { name: row.name });
  const placed = placeCandidates(candidates, session.stations.length, session.examiners, row.examinersPerCandidate);
  if (!Array.isArray(placed))
    throw badRequest('assessmentPanelUnfilled', {
      candidate: placed.candidate.name,
      eligible: placed.eligible,
      needed: row.examinersPerCandidate,
      organisation: placed.candidate.organisation,
    });
  await db.transaction().execute(async (trx) => {
    const version = await trx
      .selectFrom('assessmentSheetVersions')
      .select('id')
      .where('taskId', '=', row.taskId)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('assessmentSessions')
      .set({ state: 'published', sheetVersionId: version.id, updatedAt: now })
      .where('id', '=', sessionId)
      .execute();
    for (const placement of placed) {
      const { id } = await trx
        .insertInto('assessmentAllocations')
        .values({
          sessionId,
          studentId: placement.studentId,
          stationId: session.stations[placement.stationIndex]!.stationId,
          slot: placement.slot,
          slotStartsAt: row.startsAt + placement.slot * row.slotMinutes * 60_000,
          decisionNote: null,
          decidedBy: null,
          finalScore: null,
          passed: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('assessmentPanels')
        .values(placement.examinerIds.map((examinerId) => ({ allocationId: id, examinerId, submittedAt: null })))
        .execute();
    }
  });
  return requireSession(db, sessionId);
}

export async function listAllocations(db: Kysely<Database>, sessionId: number): Promise<AssessmentAllocation[]> {
  await sessionRow(db, sessionId);
  const rows = await db
    .selectFrom('assessmentAllocations as a')
    .innerJoin('users as u', 'u.id', 'a.studentId')
    .innerJoin('assessmentStations as st', 'st.id', 'a.stationId')
    .innerJoin('rooms', 'rooms.id', 'st.roomId')
    .select([
      'a.id as allocationId',
      'a.studentId',
      'u.nickName',
      'u.legalName',
      'u.organisation',
      'a.stationId',
      'st.name as stationName',
      'rooms.name as roomName',
      'a.slot',
      'a.slotStartsAt',
    ])
    .where('a.sessionId', '=', sessionId)
    .orderBy('a.slot')
    .orderBy('st.position')
    .execute();
  const panels = await panelsOf(
    db,
    rows.map((row) => row.allocationId),
  );
  return rows.map(({ nickName, legalName, ...row }) => ({
    ...row,
    name: candidateName({ nickName, legalName }),
    admissionNumber: admissionNumberOf(row.studentId),
    examinerIds: panels.get(row.allocationId) ?? [],
  }));
}

async function panelsOf(db: Kysely<Database>, allocationIds: readonly number[]) {
  const panels = new Map<number, number[]>();
  if (allocationIds.length === 0) return panels;
  const rows = await db
    .selectFrom('assessmentPanels')
    .select(['allocationId', 'examinerId'])
    .where('allocationId', 'in', allocationIds)
    .orderBy('examinerId')
    .execute();
  for (const row of rows) panels.set(row.allocationId, [...(panels.get(row.allocationId) ?? []), row.examinerId]);
  return panels;
}

export async function requireAllocation(db: Kysely<Database>, allocationId: number) {
  const row = await db.selectFrom('assessmentAllocations').selectAll().where('id', '=', allocationId).executeTakeFirst();
  if (!row) throw notFound('assessmentAllocationNotFound', { id: allocationId });
  return row;
}

/**
 * A candidate's panel chosen by hand: the session's examiners only, as many as the session
 * asks, none sharing the candidate's organisation (回避), and only before any of them saved a score.
 */
export async function assignExaminers(db: Kysely<Database>, body: AssignExaminersBody) {
  const allocation = await requireAllocation(db, body.allocationId);
  const session = await sessionRow(db, allocation.sessionId);
  if (session.state !== 'published') throw conflict('assessmentScoringClosed');
  const ids = [...new Set(body.examinerIds)];
  if (ids.length !== session.examinersPerCandidate)
    throw onField('examinerIds', badRequest('assessmentPanelSize', { needed: session.examinersPerCandidate }));
  const members = await db
    .selectFrom('assessmentExaminers as e')
    .innerJoin('users', 'users.id', 'e.userId')
    .select(['e.userId', 'users.nickName', 'users.organisation', 'users.departmentName'])
    .where('e.sessionId', '=', session.id)
    .execute();
  const candidate = await db
    .selectFrom('users')
    .select(['nickName', 'legalName', 'organisation'])
    .where('id', '=', allocation.studentId)
    .executeTakeFirstOrThrow();
  for (const id of ids) {
    const member = members.find((one) => one.userId === id);
    if (!member) throw onField('examinerIds', badRequest('assessmentExaminerNotInSession', { id }));
    if (sameOrganisation(examinerOrganisation(member), candidate.organisation))
      throw onField(
        'examinerIds',
        badRequest('assessmentExaminerConflict', {
          examiner: member.nickName,
          candidate: candidateName(candidate),
          organisation: candidate.organisation.trim(),
        }),
      );
  }
  const scored = await db.selectFrom('assessmentScores').select('itemKey').where('allocationId', '=', allocation.id).executeTakeFirst();
  if (scored) throw conflict('assessmentAllocationScored');
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('assessmentPanels').where('allocationId', '=', allocation.id).execute();
    await trx
      .insertInto('assessmentPanels')
      .values(ids.map((examinerId) => ({ allocationId: allocation.id, examinerId, submittedAt: null })))
      .execute();
  });
  return (await listAllocations(db, allocation.sessionId)).find((one) => one.allocationId === allocation.id)!;
}
