import {
  type AnalysisFilter,
  type FailedCandidate,
  PASS_FLAG,
  type PassStatistics,
  type PassStatisticsRow,
  passRates,
} from '@kaoshi/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { filterWhere, finishedCte, num, placementJoins, STUDENT } from './scope.js';
import { LEGAL_NAME_SQL } from '../../lib/legal-identity.js';

const PASSED = sql.raw(String(PASS_FLAG.PASSED));
const FAILED = sql.raw(String(PASS_FLAG.FAILED));

/**
 * Failed statistics, per normal publication and each of its batches: the batch's students are
 * enrolled; those with a submitted or expired attempt sat; passed when any attempt passed,
 * failed when marked and none did (sat but not yet marked counts in neither). The others are
 * absent once the window has closed, yet to sit while it is open (docs/RESULTS.md). The three
 * pass rates come from passRates (contracts). Re-exams have their own screen (supplementary.ts).
 */
async function perBatch(db: Kysely<Database>, filter: AnalysisFilter, now: number): Promise<PassStatisticsRow[]> {
  const { rows } = await sql<Record<string, unknown>>`
    WITH ${finishedCte}
    SELECT p.id AS publication_id, p.name AS publication_name, c.id AS class_id, c.name AS class_name, p.ends_at,
      COUNT(u.id) AS enrolled, COUNT(f.student_id) AS sat,
      SUM(CASE WHEN f.first_attempt_passed = 1 THEN 1 ELSE 0 END) AS first_attempt_passed_count,
      SUM(CASE WHEN f.passed = ${PASSED} THEN 1 ELSE 0 END) AS passed_count,
      SUM(CASE WHEN f.passed = ${FAILED} THEN 1 ELSE 0 END) AS failed_count
    FROM publications p
      JOIN publication_classes pc ON pc.publication_id = p.id
      JOIN classes c ON c.id = pc.class_id
      JOIN subjects s ON s.id = c.subject_id
      JOIN departments d ON d.id = s.department_id
      LEFT JOIN users u ON u.class_id = c.id AND u.user_type = ${STUDENT}
      LEFT JOIN finished f ON f.publication_id = p.id AND f.student_id = u.id
    WHERE p.kind = 'normal' AND p.state = 'published' AND ${filterWhere({ ...filter, classId: undefined }, sql.raw('p.id'))}
      ${filter.classId ? sql`AND c.id = ${filter.classId}` : sql``}
    GROUP BY p.id, p.name, p.ends_at, c.id, c.name
    ORDER BY p.id, c.name`.execute(db);
  return rows.map((row) => {
    const enrolled = num(row.enrolled);
    const sat = num(row.sat);
    const passed = num(row.passedCount);
    const windowClosed = now >= num(row.endsAt);
    const rates = passRates({ registered: enrolled, sat, passed, passedFirstAttempt: num(row.firstAttemptPassedCount) });
    return {
      publicationId: num(row.publicationId),
      publicationName: String(row.publicationName),
      classId: num(row.classId),
      className: String(row.className),
      enrolled,
      sat,
      windowClosed,
      absent: windowClosed ? enrolled - sat : 0,
      yetToSit: windowClosed ? 0 : enrolled - sat,
      passed,
      failed: num(row.failedCount),
      passRate: rates.sitters,
      passRates: rates,
    };
  });
}

/** Everyone whose sitting was marked as failed (no attempt passed), lowest score first. */
async function failedCandidates(db: Kysely<Database>, filter: AnalysisFilter): Promise<FailedCandidate[]> {
  const { rows } = await sql<Record<string, unknown>>`
    WITH ${finishedCte}
    SELECT p.id AS publication_id, p.name AS publication_name, u.id AS student_id, u.username, ${LEGAL_NAME_SQL} AS name, c.name AS class_name, f.score
    FROM finished f JOIN publications p ON p.id = f.publication_id JOIN users u ON u.id = f.student_id ${placementJoins}
    WHERE f.passed = ${FAILED} AND p.kind = 'normal' AND ${filterWhere(filter, sql.raw('p.id'))}
    ORDER BY p.id, f.score, u.username`.execute(db);
  return rows.map((row) => ({
    publicationId: num(row.publicationId),
    publicationName: String(row.publicationName),
    studentId: num(row.studentId),
    username: String(row.username),
    name: String(row.name),
    className: (row.className as string | null) ?? null,
    score: num(row.score),
  }));
}

export async function passStatistics(db: Kysely<Database>, filter: AnalysisFilter, now: number): Promise<PassStatistics> {
  const [rows, failed] = await Promise.all([perBatch(db, filter, now), failedCandidates(db, filter)]);
  return { rows, failed };
}
