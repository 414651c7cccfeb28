import {
  admissionNumberOf,
  ASSESSMENT_TRIM_FROM,
  type AssessmentResultRow,
  type AssessmentResults,
  type AssessmentRule,
  type AssessmentSessionState,
  type DecideFlagBody,
  type ExaminerTotal,
  type MyAssessment,
} from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, forbidden } from '../../lib/app-error.js';
import { candidateName, requireAllocation, sessionRow } from './sessions.js';
import { examinerTotal, round1 } from './sheet.js';

/**
 * The panel's result (docs/REQUIREMENTS.md §21.5): once every examiner of a candidate submitted,
 * the mean of their totals, or with the "trimmed" rule and five or more examiners the mean
 * without the highest and the lowest. A spread (highest − lowest) above the session's threshold
 * is flagged; the chief examiner records a decision on each flag, then confirms the session,
 * which fixes every candidate's score and pass.
 */

/** Each examiner's total per candidate; totals only of submitted scores. */
export async function examinerTotals(db: Kysely<Database>, allocationIds: readonly number[]): Promise<Map<number, ExaminerTotal[]>> {
  const result = new Map<number, ExaminerTotal[]>(allocationIds.map((id) => [id, []]));
  if (allocationIds.length === 0) return result;
  const panels = await db
    .selectFrom('assessmentPanels as p')
    .innerJoin('users', 'users.id', 'p.examinerId')
    .select(['p.allocationId', 'p.examinerId', 'users.nickName as name', 'p.submittedAt'])
    .where('p.allocationId', 'in', allocationIds)
    .orderBy('p.examinerId')
    .execute();
  const scores = await db
    .selectFrom('assessmentScores')
    .select(['allocationId', 'examinerId', 'awarded', 'veto'])
    .where('allocationId', 'in', allocationIds)
    .execute();
  for (const panel of panels) {
    const own = scores
      .filter((score) => score.allocationId === panel.allocationId && score.examinerId === panel.examinerId)
      .map((score) => ({ awarded: Number(score.awarded), veto: score.veto }));
    const submitted = panel.submittedAt !== null;
    const { total, vetoed } = examinerTotal(own);
    result.get(panel.allocationId)!.push({
      examinerId: panel.examinerId,
      name: panel.name,
      submitted,
      total: submitted ? total : null,
      vetoed: submitted && vetoed,
    });
  }
  return result;
}

export function panelOutcome(totals: readonly number[], rule: AssessmentRule, spreadThreshold: number) {
  const sorted = [...totals].sort((a, b) => a - b);
  const counted = rule === 'trimmed' && sorted.length >= ASSESSMENT_TRIM_FROM ? sorted.slice(1, -1) : sorted;
  const score = round1(counted.reduce((acc, value) => acc + value, 0) / counted.length);
  const spread = round1(sorted[sorted.length - 1]! - sorted[0]!);
  return { score, spread, flagged: spread > spreadThreshold };
}

export async function sessionResults(db: Kysely<Database>, sessionId: number): Promise<AssessmentResults> {
  const session = await sessionRow(db, sessionId);
  const rows = await db
    .selectFrom('assessmentAllocations as a')
    .innerJoin('users as u', 'u.id', 'a.studentId')
    .innerJoin('assessmentStations as st', 'st.id', 'a.stationId')
    .select([
      'a.id as allocationId',
      'a.studentId',
      'u.nickName',
      'u.legalName',
      'st.name as stationName',
      'a.decisionNote',
      'a.finalScore',
      'a.passed',
    ])
    .where('a.sessionId', '=', sessionId)
    .orderBy('a.slot')
    .orderBy('st.position')
    .execute();
  const totals = await examinerTotals(
    db,
    rows.map((row) => row.allocationId),
  );
  const passLine = Number(session.passLine);
  return {
    sessionId,
    state: session.state as AssessmentSessionState,
    rule: session.rule as AssessmentRule,
    passLine,
    rows: rows.map((row): AssessmentResultRow => {
      const examiners = totals.get(row.allocationId) ?? [];
      const complete = examiners.length > 0 && examiners.every((one) => one.submitted);
      const outcome = complete
        ? panelOutcome(
            examiners.map((one) => one.total!),
            session.rule as AssessmentRule,
            Number(session.spreadThreshold),
          )
        : null;
      const score = row.finalScore !== null ? Number(row.finalScore) : (outcome?.score ?? null);
      return {
        allocationId: row.allocationId,
        studentId: row.studentId,
        name: candidateName(row),
        admissionNumber: admissionNumberOf(row.studentId),
        stationName: row.stationName,
        examiners,
        complete,
        score,
        spread: outcome?.spread ?? null,
        flagged: outcome?.flagged ?? false,
        decisionNote: row.decisionNote,
        passed: score === null ? null : score >= passLine,
      };
    }),
  };
}

/** Only the session's chief examiner decides flags and confirms. */
async function requireChief(db: Kysely<Database>, sessionId: number, userId: number) {
  const chief = await db
    .selectFrom('assessmentExaminers')
    .select('chief')
    .where('sessionId', '=', sessionId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (chief?.chief !== 1) throw forbidden('assessmentNotChief');
}

export async function decideFlag(db: Kysely<Database>, chiefId: number, body: DecideFlagBody) {
  const allocation = await requireAllocation(db, body.allocationId);
  const session = await sessionRow(db, allocation.sessionId);
  await requireChief(db, session.id, chiefId);
  if (session.state !== 'published') throw conflict('assessmentScoringClosed');
  const row = (await sessionResults(db, session.id)).rows.find((one) => one.allocationId === allocation.id)!;
  if (!row.flagged) throw badRequest('assessmentNotFlagged');
  await db
    .updateTable('assessmentAllocations')
    .set({ decisionNote: body.note, decidedBy: chiefId })
    .where('id', '=', allocation.id)
    .execute();
  return (await sessionResults(db, session.id)).rows.find((one) => one.allocationId === allocation.id)!;
}

export async function confirmSession(db: Kysely<Database>, chiefId: number, sessionId: number, now: number) {
  const session = await sessionRow(db, sessionId);
  await requireChief(db, sessionId, chiefId);
  if (session.state === 'draft') throw conflict('assessmentNotPublished', { name: session.name });
  if (session.state === 'confirmed') return sessionResults(db, sessionId);
  const results = await sessionResults(db, sessionId);
  const incomplete = results.rows.filter((row) => !row.complete).length;
  if (incomplete > 0) throw conflict('assessmentConfirmIncomplete', { count: incomplete });
  const open = results.rows.filter((row) => row.flagged && row.decisionNote === null).length;
  if (open > 0) throw conflict('assessmentConfirmFlagsOpen', { count: open });
  await db.transaction().execute(async (trx) => {
    for (const row of results.rows) {
      await trx
        .updateTable('assessmentAllocations')
        .set({ finalScore: row.score, passed: row.passed ? 1 : 0 })
        .where('id', '=', row.allocationId)
        .execute();
    }
    await trx
      .updateTable('assessmentSessions')
      .set({ state: 'confirmed', confirmedAt: now, confirmedBy: chiefId, updatedAt: now })
      .where('id', '=', sessionId)
      .where('state', '=', 'published')
      .execute();
  });
  return sessionResults(db, sessionId);
}

/** The candidate's own stations and slots, with the score once the session is confirmed. */
export async function myAssessments(db: Kysely<Database>, studentId: number): Promise<MyAssessment[]> {
  const rows = await db
    .selectFrom('assessmentAllocations as a')
    .innerJoin('assessmentSessions as s', 's.id', 'a.sessionId')
    .innerJoin('assessmentTasks as t', 't.id', 's.taskId')
    .innerJoin('assessmentStations as st', 'st.id', 'a.stationId')
    .innerJoin('rooms', 'rooms.id', 'st.roomId')
    .innerJoin('venues', 'venues.id', 'rooms.venueId')
    .select([
      's.name as sessionName',
      't.name as taskName',
      'venues.name as venueName',
      'rooms.name as roomName',
      'st.name as stationName',
      'a.slotStartsAt',
      's.slotMinutes',
      's.state',
      'a.finalScore',
      'a.passed',
    ])
    .where('a.studentId', '=', studentId)
    .where('s.state', '!=', 'draft')
    .orderBy('a.slotStartsAt', 'desc')
    .execute();
  return rows.map(({ slotMinutes, state, finalScore, passed, ...row }) => ({
    ...row,
    slotEndsAt: row.slotStartsAt + slotMinutes * 60_000,
    score: state === 'confirmed' && finalScore !== null ? Number(finalScore) : null,
    passed: state === 'confirmed' && passed !== null ? passed === 1 : null,
  }));
}
