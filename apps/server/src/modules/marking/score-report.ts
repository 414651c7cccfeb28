import { GRADING_STATE, PASS_FLAG, type ScoreReport } from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import { forbidden, notFound } from '../../lib/app-error.js';
import { legalName } from '../../lib/legal-identity.js';
import { visibleResult } from '../exam-core/index.js';

/**
 * The graded attempt with everything a score report prints: the candidate's batch (users.class_id)
 * and, above it, job type (subject + level), job category (department) and project (school).
 * Left joins: a candidate moved out of every batch still gets a report, with blanks.
 */
function reportRow(app: FastifyInstance, attemptId: number) {
  return app.db
    .selectFrom('attempts')
    .innerJoin('publications', 'publications.id', 'attempts.publicationId')
    .innerJoin('users', 'users.id', 'attempts.studentId')
    .leftJoin('classes', 'classes.id', 'users.classId')
    .leftJoin('subjects', 'subjects.id', 'classes.subjectId')
    .leftJoin('departments', 'departments.id', 'subjects.departmentId')
    .leftJoin('schools', 'schools.id', 'departments.schoolId')
    .select([
      'attempts.id as attemptId',
      'attempts.studentId',
      'attempts.status',
      'attempts.startedAt',
      'attempts.totalScore',
      'attempts.passScore',
      'attempts.objectiveScore',
      'attempts.gradingState',
      'attempts.finalScore',
      'attempts.passed',
      'attempts.scoredAt',
      'publications.name as publicationName',
      'publications.resultVisibility',
      'publications.endsAt',
      'users.username',
      legalName().as('name'),
      'schools.name as projectName',
      'departments.name as jobCategoryName',
      'subjects.name as jobTypeName',
      'subjects.level',
      'classes.name as batchName',
    ])
    .where('attempts.id', '=', attemptId)
    .executeTakeFirst();
}
type ReportRow = NonNullable<Awaited<ReturnType<typeof reportRow>>>;

const isGraded = (row: ReportRow) => row.gradingState === GRADING_STATE.GRADED && row.finalScore !== null && row.passed !== null;

function toReport(row: ReportRow, now: number): ScoreReport {
  return {
    attemptId: row.attemptId,
    publicationName: row.publicationName,
    username: row.username,
    name: row.name,
    projectName: row.projectName,
    jobCategoryName: row.jobCategoryName,
    jobTypeName: row.jobTypeName,
    level: row.level,
    batchName: row.batchName,
    examDate: Number(row.startedAt),
    score: row.finalScore ?? 0,
    totalScore: row.totalScore,
    passScore: row.passScore,
    passed: row.passed ?? PASS_FLAG.FAILED,
    issuedAt: now,
  };
}

/** GET scoreReport/:attemptId (MARKINGPAPERS): any graded attempt; 40400 when missing, 40300 until graded. */
export async function staffScoreReport(app: FastifyInstance, attemptId: number): Promise<ScoreReport> {
  const row = await reportRow(app, attemptId);
  if (!row) throw notFound('markingAttemptNotFound');
  if (!isGraded(row)) throw forbidden('scoreReportNotGraded');
  return toReport(row, app.clock.now());
}

/**
 * GET myScoreReport/:attemptId: the candidate's own attempt only (anyone else's reads as "not
 * found", as everywhere in attempts), once graded and shown by the publication's visibility rule.
 */
export async function candidateScoreReport(app: FastifyInstance, studentId: number, attemptId: number): Promise<ScoreReport> {
  const row = await reportRow(app, attemptId);
  if (!row || row.studentId !== studentId) throw notFound('markingAttemptNotFound');
  const now = app.clock.now();
  const shown = visibleResult({ resultVisibility: row.resultVisibility, endsAt: Number(row.endsAt) }, row, now);
  if (!shown || shown.pending || !isGraded(row)) throw forbidden('scoreReportNotVisible');
  return toReport(row, now);
}
