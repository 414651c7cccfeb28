import {
  type AnalysisFilter,
  PASS_FLAG,
  passRateOverRegistered,
  type SupplementaryCandidate,
  type SupplementaryRow,
  type SupplementaryStatistics,
} from '@kaoshi/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { filterWhere, finishedCte, num, numOrNull, placementJoins, STUDENT } from './scope.js';
import { LEGAL_NAME_SQL } from '../../lib/legal-identity.js';

const PASSED = sql.raw(String(PASS_FLAG.PASSED));

/**
 * One row per supplementary publication and candidate of the exam it re-examines (the students
 * of its batches, and anyone who sat it from elsewhere), with the first sitting's and the
 * re-exam's best score and pass flag. `publicationId` in the filter names the re-exam.
 */
function candidateRows(filter: AnalysisFilter) {
  return sql`
    WITH ${finishedCte},
    cand AS (
      SELECT sp.id AS sup_id, u.id AS student_id
      FROM publications sp JOIN publication_classes pc ON pc.publication_id = sp.parent_publication_id
        JOIN users u ON u.class_id = pc.class_id AND u.user_type = ${STUDENT}
      WHERE sp.kind = 'supplementary'
      UNION
      SELECT sp.id, f.student_id FROM publications sp JOIN finished f ON f.publication_id = sp.parent_publication_id
      WHERE sp.kind = 'supplementary'
    )
    SELECT sp.id AS sup_id, sp.name AS sup_name, pp.id AS parent_id, pp.name AS parent_name,
      u.id AS student_id, u.username, ${LEGAL_NAME_SQL} AS name,
      f1.score AS first_score, f1.passed AS first_passed, f2.score AS re_score, f2.passed AS re_passed,
      CASE WHEN f2.student_id IS NULL THEN 0 ELSE 1 END AS re_sat
    FROM cand
      JOIN publications sp ON sp.id = cand.sup_id
      JOIN publications pp ON pp.id = sp.parent_publication_id
      JOIN users u ON u.id = cand.student_id ${placementJoins}
      LEFT JOIN finished f1 ON f1.publication_id = pp.id AND f1.student_id = u.id
      LEFT JOIN finished f2 ON f2.publication_id = sp.id AND f2.student_id = u.id
    WHERE ${filterWhere(filter, sql.raw('sp.id'))}`;
}

/**
 * Per re-exam: eligible = did not pass the first sitting (failed or absent); the two pass rates
 * are over the registered (every candidate of the first exam), so they compare directly.
 */
async function perPublication(db: Kysely<Database>, filter: AnalysisFilter): Promise<SupplementaryRow[]> {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT sup_id, sup_name, parent_id, parent_name, COUNT(*) AS candidates,
      SUM(CASE WHEN first_passed = ${PASSED} THEN 0 ELSE 1 END) AS eligible,
      SUM(CASE WHEN first_passed = ${PASSED} THEN 0 ELSE re_sat END) AS sat,
      SUM(CASE WHEN first_passed <> ${PASSED} OR first_passed IS NULL THEN (CASE WHEN re_passed = ${PASSED} THEN 1 ELSE 0 END) ELSE 0 END) AS re_passed_count,
      SUM(CASE WHEN first_passed = ${PASSED} THEN 1 ELSE 0 END) AS first_passed_count
    FROM (${candidateRows(filter)}) rows_
    GROUP BY sup_id, sup_name, parent_id, parent_name
    ORDER BY sup_id`.execute(db);
  return rows.map((row) => {
    const candidates = num(row.candidates);
    const firstPassed = num(row.firstPassedCount);
    const rePassed = num(row.rePassedCount);
    return {
      publicationId: num(row.supId),
      publicationName: String(row.supName),
      parentPublicationId: num(row.parentId),
      parentPublicationName: String(row.parentName),
      eligible: num(row.eligible),
      sat: num(row.sat),
      passed: rePassed,
      registered: candidates,
      firstPassRate: passRateOverRegistered({ registered: candidates, passed: firstPassed }),
      finalPassRate: passRateOverRegistered({ registered: candidates, passed: firstPassed + rePassed }),
    };
  });
}

/** The eligible candidates one by one: first score, re-exam score, final result. */
async function perCandidate(db: Kysely<Database>, filter: AnalysisFilter): Promise<SupplementaryCandidate[]> {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT * FROM (${candidateRows(filter)}) rows_
    WHERE first_passed IS NULL OR first_passed <> ${PASSED}
    ORDER BY sup_id, username`.execute(db);
  return rows.map((row) => ({
    publicationId: num(row.supId),
    studentId: num(row.studentId),
    username: String(row.username),
    name: String(row.name),
    firstScore: numOrNull(row.firstScore),
    reExamScore: numOrNull(row.reScore),
    finalPassed: numOrNull(row.rePassed),
  }));
}

export async function supplementaryStatistics(db: Kysely<Database>, filter: AnalysisFilter): Promise<SupplementaryStatistics> {
  const [rows, candidates] = await Promise.all([perPublication(db, filter), perCandidate(db, filter)]);
  return { rows, candidates };
}
