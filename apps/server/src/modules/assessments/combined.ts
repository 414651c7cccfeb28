import {
  admissionNumberOf,
  ASSESSMENT_DEFAULT_PASS_LINE,
  ASSESSMENT_FULL_MARKS,
  type CombinedPart,
  type CombinedPartResult,
  type CombinedResultRow,
  type CombinedResultsQuery,
  type Lang,
  translate,
  USER_TYPE,
} from '@kaoshi/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { dateCell, type ExcelColumn, sendWorkbook, writeWorkbook } from '../../lib/excel.js';
import { exportFileName } from '../../lib/export-name.js';
import { candidateName } from './sessions.js';
import { round1 } from './sheet.js';

/**
 * The combined result per candidate, job type and level (docs/REQUIREMENTS.md §21.6): the theory
 * part from the candidate's scored exams of publications for batches of that job type (scaled
 * to 100, passed at the exam's own pass score), the practical part from confirmed assessment
 * sessions of tasks of that job type (passed at the session's pass line). Each part counts its
 * best result within the validity period, so a part passed is kept and only the failed part is
 * retaken. "Passed" only when every part is passed; the weighted total is informative.
 */

/** A month as the validity periods count it. */
export const VALIDITY_MONTH_MS = 30 * 24 * 60 * 60 * 1000;

interface PartTake {
  studentId: number;
  score: number;
  passed: boolean;
  passLine: number;
  at: number;
}

async function theoryTakes(db: Kysely<Database>, subjectId: number, studentIds: readonly number[], since: number): Promise<PartTake[]> {
  if (studentIds.length === 0) return [];
  const rows = await db
    .selectFrom('attempts')
    .select(['attempts.studentId', 'attempts.finalScore', 'attempts.totalScore', 'attempts.passScore', 'attempts.scoredAt'])
    .where('attempts.studentId', 'in', studentIds)
    .where('attempts.finalScore', 'is not', null)
    .where('attempts.scoredAt', '>=', since)
    .where((eb) =>
      eb(
        'attempts.publicationId',
        'in',
        eb
          .selectFrom('publicationClasses')
          .innerJoin('classes', 'classes.id', 'publicationClasses.classId')
          .select('publicationClasses.publicationId')
          .where('classes.subjectId', '=', subjectId),
      ),
    )
    .execute();
  return rows.map((row) => {
    const total = Number(row.totalScore) || ASSESSMENT_FULL_MARKS;
    const score = round1((Number(row.finalScore) / total) * ASSESSMENT_FULL_MARKS);
    const passLine = round1((Number(row.passScore) / total) * ASSESSMENT_FULL_MARKS);
    return { studentId: row.studentId, score, passed: Number(row.finalScore) >= Number(row.passScore), passLine, at: row.scoredAt ?? 0 };
  });
}

async function practicalTakes(db: Kysely<Database>, subjectId: number, studentIds: readonly number[], since: number): Promise<PartTake[]> {
  if (studentIds.length === 0) return [];
  const rows = await db
    .selectFrom('assessmentAllocations as a')
    .innerJoin('assessmentSessions as s', 's.id', 'a.sessionId')
    .innerJoin('assessmentTasks as t', 't.id', 's.taskId')
    .select(['a.studentId', 'a.finalScore', 'a.passed', 's.passLine', 's.confirmedAt'])
    .where('a.studentId', 'in', studentIds)
    .where('s.state', '=', 'confirmed')
    .where('s.confirmedAt', '>=', since)
    .where('t.subjectId', '=', subjectId)
    .execute();
  return rows.map((row) => ({
    studentId: row.studentId,
    score: Number(row.finalScore ?? 0),
    passed: row.passed === 1,
    passLine: Number(row.passLine),
    at: row.confirmedAt ?? 0,
  }));
}

/**
 * Of these candidates, those who passed a confirmed practical assessment of the job type since
 * `since`: what a certificate that needs the practical part asks (certificates' eligibility).
 */
export async function practicalPassers(
  db: Kysely<Database>,
  subjectId: number,
  studentIds: readonly number[],
  since: number,
): Promise<Set<number>> {
  const takes = await practicalTakes(db, subjectId, studentIds, since);
  return new Set(takes.filter((take) => take.passed).map((take) => take.studentId));
}

/** The take that counts: the best passed one, else the best one; ties go to the latest. */
function countingTake(takes: readonly PartTake[]): PartTake | undefined {
  return [...takes].sort((a, b) => Number(b.passed) - Number(a.passed) || b.score - a.score || b.at - a.at)[0];
}

const partOf = (part: CombinedPart, take: PartTake | undefined): CombinedPartResult => ({
  part,
  score: take?.score ?? null,
  passLine: take?.passLine ?? ASSESSMENT_DEFAULT_PASS_LINE,
  passed: take?.passed ?? false,
  at: take?.at ?? null,
});

export async function combinedResults(db: Kysely<Database>, query: CombinedResultsQuery, now: number): Promise<CombinedResultRow[]> {
  const batch = await db.selectFrom('classes').select(['id', 'subjectId']).where('id', '=', query.classId).executeTakeFirst();
  if (!batch) throw notFound('classNotFound', { id: query.classId });
  const students = await db
    .selectFrom('users')
    .select(['id', 'nickName', 'legalName'])
    .where('userType', '=', USER_TYPE.STUDENT)
    .where('classId', '=', batch.id)
    .orderBy('username')
    .orderBy('id')
    .execute();
  const ids = students.map((student) => student.id);
  const since = now - query.validityMonths * VALIDITY_MONTH_MS;
  const theory = await theoryTakes(db, batch.subjectId, ids, since);
  const practical = await practicalTakes(db, batch.subjectId, ids, since);
  return students.map((student) => {
    const parts = [
      partOf('theory', countingTake(theory.filter((take) => take.studentId === student.id))),
      partOf('practical', countingTake(practical.filter((take) => take.studentId === student.id))),
    ];
    const [theoryPart, practicalPart] = parts as [CombinedPartResult, CombinedPartResult];
    const weightedTotal =
      theoryPart.score === null || practicalPart.score === null
        ? null
        : round1((theoryPart.score * query.theoryWeight + practicalPart.score * (100 - query.theoryWeight)) / 100);
    return {
      studentId: student.id,
      name: candidateName(student),
      admissionNumber: admissionNumberOf(student.id),
      parts,
      weightedTotal,
      passed: parts.every((part) => part.passed),
      retake: parts.filter((part) => !part.passed).map((part) => part.part),
    };
  });
}

const partScore = (row: CombinedResultRow, part: CombinedPart) => row.parts.find((one) => one.part === part)?.score ?? null;

const REGISTER_COLUMNS: ExcelColumn<CombinedResultRow>[] = [
  { header: 'colAdmissionNo', value: (row) => row.admissionNumber, format: 'text', width: 20 },
  { header: 'colCandidateName', value: (row) => row.name, width: 20 },
  { header: 'colTheoryScore', value: (row) => partScore(row, 'theory'), width: 14 },
  { header: 'colPracticalScore', value: (row) => partScore(row, 'practical'), width: 14 },
  { header: 'colWeightedTotal', value: (row) => row.weightedTotal, width: 14 },
  { header: 'colPassed', value: (row, lang) => (row.passed ? yes(lang) : no(lang)), width: 10 },
  { header: 'colPracticalAt', value: (row) => dateCell(row.parts.find((one) => one.part === 'practical')?.at ?? null), format: 'datetime' },
];
const yes = (lang: Lang) => translate(lang, 'valueYes');
const no = (lang: Lang) => translate(lang, 'valueNo');

/** The score register (成绩登记表) of a batch as an Excel file. */
export async function scoreRegister(
  db: Kysely<Database>,
  req: FastifyRequest,
  reply: FastifyReply,
  query: CombinedResultsQuery,
  now: number,
) {
  const rows = await combinedResults(db, query, now);
  const batch = await db.selectFrom('classes').select('name').where('id', '=', query.classId).executeTakeFirst();
  return sendWorkbook(
    reply,
    await writeWorkbook(req.lang, REGISTER_COLUMNS, rows),
    exportFileName(req.lang, 'fileScoreRegister', { of: batch?.name, at: now }),
  );
}
