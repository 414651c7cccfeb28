import {
  admissionNumberOf,
  type AssessmentItemScore,
  type AssessmentScoreAck,
  type AssessmentScoreSheet,
  type MyAssessmentAssignment,
  type SaveAssessmentScoreBody,
  type ScoringSheet,
} from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../lib/app-error.js';
import { examinerTotals } from './results.js';
import { candidateName, requireAllocation, sessionRow } from './sessions.js';
import { leafItems } from './sheet.js';

/**
 * An examiner's scoring (docs/REQUIREMENTS.md §21.4). Each examiner scores alone, leaf item by
 * leaf item. Saves carry a sequence number per item, with the exam's answer-save rules, so that a
 * tablet's outbox can replay them in any order: a higher seq replaces what is held, a re-sent save
 * (same seq, same content) is acknowledged as applied, an older or conflicting one is acknowledged
 * with the seq the server holds and changes nothing. Every applied save is also kept as a history
 * row. Submitting closes the examiner's scores for that candidate; only then do they see the
 * other examiners' totals.
 */

/** A candidate assigned to this examiner (anything else is "not found", revealing nothing). */
async function requireOwnAssignment(db: Kysely<Database>, allocationId: number, examinerId: number) {
  const panel = await db
    .selectFrom('assessmentPanels')
    .select('submittedAt')
    .where('allocationId', '=', allocationId)
    .where('examinerId', '=', examinerId)
    .executeTakeFirst();
  if (!panel) throw notFound('assessmentAllocationNotFound', { id: allocationId });
  const allocation = await requireAllocation(db, allocationId);
  const session = await sessionRow(db, allocation.sessionId);
  return { panel, allocation, session };
}

async function frozenSheet(db: Kysely<Database>, sheetVersionId: number | null): Promise<ScoringSheet> {
  if (sheetVersionId === null) return { items: [] };
  const row = await db.selectFrom('assessmentSheetVersions').select('sheet').where('id', '=', sheetVersionId).executeTakeFirstOrThrow();
  return JSON.parse(row.sheet) as ScoringSheet;
}

const sameContent = (
  stored: { awarded: number; reason: string; veto: number; note: string },
  body: { awarded: number; reason: string; veto: number; note: string },
) => Number(stored.awarded) === body.awarded && stored.reason === body.reason && stored.veto === body.veto && stored.note === body.note;

export async function saveScore(
  db: Kysely<Database>,
  dialect: DialectName,
  examinerId: number,
  body: SaveAssessmentScoreBody,
  now: number,
): Promise<AssessmentScoreAck> {
  const { session } = await requireOwnAssignment(db, body.allocationId, examinerId);
  if (session.state !== 'published') throw conflict('assessmentScoringClosed');
  const item = leafItems(await frozenSheet(db, session.sheetVersionId)).find((leaf) => leaf.key === body.itemKey);
  if (!item) throw badRequest('assessmentItemUnknown', { key: body.itemKey });
  // A veto item awards nothing; its note says what happened. A plain item's deduction needs a reason.
  const value = item.veto
    ? { awarded: 0, reason: '', veto: body.veto, note: body.veto === 1 ? body.note : '' }
    : { awarded: body.awarded, reason: body.awarded < item.points ? body.reason : '', veto: 0, note: '' };
  if (item.veto && body.veto === 1 && body.note === '') throw badRequest('assessmentVetoNoteRequired', { key: item.key });
  if (!item.veto && body.veto === 1) throw badRequest('assessmentVetoOnPlainItem', { key: item.key });
  if (!item.veto && body.awarded > item.points) throw badRequest('assessmentAwardedAbove', { key: item.key, points: item.points });
  if (!item.veto && body.awarded < item.points && body.reason === '') throw badRequest('assessmentReasonRequired', { key: item.key });
  return db.transaction().execute(async (trx) => {
    // The panel row is read again inside the transaction (locked on PostgreSQL), so that a save
    // and the examiner's submit never interleave.
    let panelQuery = trx
      .selectFrom('assessmentPanels')
      .select('submittedAt')
      .where('allocationId', '=', body.allocationId)
      .where('examinerId', '=', examinerId);
    if (dialect === 'postgres') panelQuery = panelQuery.forUpdate();
    const panel = await panelQuery.executeTakeFirstOrThrow();
    const key = { allocationId: body.allocationId, examinerId, itemKey: item.key };
    const stored = await trx
      .selectFrom('assessmentScores')
      .selectAll()
      .where('allocationId', '=', key.allocationId)
      .where('examinerId', '=', examinerId)
      .where('itemKey', '=', key.itemKey)
      .executeTakeFirst();
    if (stored && stored.seq >= body.seq)
      return { itemKey: item.key, seq: stored.seq, applied: stored.seq === body.seq && sameContent(stored, value) };
    // A submitted sheet takes no new saves; a replay of what it holds is still acknowledged above.
    if (panel.submittedAt !== null) throw conflict('assessmentAlreadySubmitted');
    const row = { ...key, seq: body.seq, ...value, savedAt: now };
    if (stored) {
      await trx
        .updateTable('assessmentScores')
        .set({ seq: row.seq, ...value, savedAt: now })
        .where('allocationId', '=', key.allocationId)
        .where('examinerId', '=', examinerId)
        .where('itemKey', '=', key.itemKey)
        .execute();
    } else {
      await trx.insertInto('assessmentScores').values(row).execute();
    }
    await trx.insertInto('assessmentScoreHistory').values(row).execute();
    return { itemKey: item.key, seq: body.seq, applied: true };
  });
}

const myScores = (db: Kysely<Database>, allocationId: number, examinerId: number): Promise<AssessmentItemScore[]> =>
  db
    .selectFrom('assessmentScores')
    .select(['itemKey', 'seq', 'awarded', 'reason', 'veto', 'note'])
    .where('allocationId', '=', allocationId)
    .where('examinerId', '=', examinerId)
    .execute()
    .then((rows) => rows.map((row) => ({ ...row, awarded: Number(row.awarded) })));

export async function submitScores(db: Kysely<Database>, dialect: DialectName, examinerId: number, allocationId: number, now: number) {
  const { session, panel } = await requireOwnAssignment(db, allocationId, examinerId);
  if (session.state !== 'published') throw conflict('assessmentScoringClosed');
  if (panel.submittedAt !== null) return scoreSheet(db, examinerId, allocationId);
  const leaves = leafItems(await frozenSheet(db, session.sheetVersionId));
  await db.transaction().execute(async (trx) => {
    let panelQuery = trx
      .selectFrom('assessmentPanels')
      .select('submittedAt')
      .where('allocationId', '=', allocationId)
      .where('examinerId', '=', examinerId);
    if (dialect === 'postgres') panelQuery = panelQuery.forUpdate();
    await panelQuery.executeTakeFirstOrThrow();
    const scored = new Set((await myScores(trx, allocationId, examinerId)).map((score) => score.itemKey));
    const missing = leaves.filter((leaf) => !scored.has(leaf.key)).length;
    if (missing > 0) throw badRequest('assessmentScoreIncomplete', { count: missing });
    await trx
      .updateTable('assessmentPanels')
      .set({ submittedAt: now })
      .where('allocationId', '=', allocationId)
      .where('examinerId', '=', examinerId)
      .where('submittedAt', 'is', null)
      .execute();
  });
  return scoreSheet(db, examinerId, allocationId);
}

export async function scoreSheet(db: Kysely<Database>, examinerId: number, allocationId: number): Promise<AssessmentScoreSheet> {
  const { panel, allocation, session } = await requireOwnAssignment(db, allocationId, examinerId);
  const info = await db
    .selectFrom('assessmentAllocations as a')
    .innerJoin('users as u', 'u.id', 'a.studentId')
    .innerJoin('assessmentStations as st', 'st.id', 'a.stationId')
    .innerJoin('assessmentSessions as s', 's.id', 'a.sessionId')
    .innerJoin('assessmentTasks as t', 't.id', 's.taskId')
    .select(['u.nickName', 'u.legalName', 'st.name as stationName', 't.name as taskName'])
    .where('a.id', '=', allocationId)
    .executeTakeFirstOrThrow();
  const others =
    panel.submittedAt === null
      ? null
      : (await examinerTotals(db, [allocationId])).get(allocationId)!.filter((one) => one.examinerId !== examinerId);
  return {
    allocationId,
    sessionName: session.name,
    taskName: info.taskName,
    candidateName: candidateName(info),
    admissionNumber: admissionNumberOf(allocation.studentId),
    stationName: info.stationName,
    slotStartsAt: allocation.slotStartsAt,
    sheet: await frozenSheet(db, session.sheetVersionId),
    mine: await myScores(db, allocationId, examinerId),
    submittedAt: panel.submittedAt,
    others,
  };
}

export async function myAssignments(db: Kysely<Database>, examinerId: number): Promise<MyAssessmentAssignment[]> {
  const rows = await db
    .selectFrom('assessmentPanels as p')
    .innerJoin('assessmentAllocations as a', 'a.id', 'p.allocationId')
    .innerJoin('assessmentSessions as s', 's.id', 'a.sessionId')
    .innerJoin('assessmentStations as st', 'st.id', 'a.stationId')
    .innerJoin('users as u', 'u.id', 'a.studentId')
    .select([
      'a.id as allocationId',
      'a.sessionId',
      's.name as sessionName',
      'u.nickName',
      'u.legalName',
      'a.studentId',
      'st.name as stationName',
      'a.slotStartsAt',
      'p.submittedAt',
    ])
    .where('p.examinerId', '=', examinerId)
    .where('s.state', '=', 'published')
    .orderBy('a.slotStartsAt')
    .orderBy('st.position')
    .execute();
  return rows.map(({ nickName, legalName, studentId, ...row }) => ({
    ...row,
    candidateName: candidateName({ nickName, legalName }),
    admissionNumber: admissionNumberOf(studentId),
  }));
}
