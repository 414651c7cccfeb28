import { type AnalysisFilter, EXAM_STATUS, PASS_FLAG, USER_TYPE } from '@kaoshi/contracts';
import { type RawBuilder, sql } from 'kysely';

/**
 * The pieces every analysis query shares, written as SQL text that both SQLite and PostgreSQL
 * read the same way (window functions, CASE, COALESCE). Rows come back camel-cased by the
 * CamelCasePlugin; counts and sums arrive as strings from PostgreSQL, hence `num`.
 */
export const num = (value: unknown): number => Number(value ?? 0);
export const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** users u → its batch, job type and job category: the candidate's place in the tree. */
export const placementJoins = sql`
  LEFT JOIN classes c ON c.id = u.class_id
  LEFT JOIN subjects s ON s.id = c.subject_id
  LEFT JOIN departments d ON d.id = s.department_id`;

/** The filter's conditions on u/c/s/d and `publicationColumn` (always true when nothing is set). */
export function filterWhere(filter: AnalysisFilter, publicationColumn: RawBuilder<unknown> = sql.raw('a.publication_id')) {
  const parts: RawBuilder<unknown>[] = [sql`1 = 1`];
  if (filter.schoolId) parts.push(sql`d.school_id = ${filter.schoolId}`);
  if (filter.subjectId) parts.push(sql`c.subject_id = ${filter.subjectId}`);
  if (filter.classId) parts.push(sql`u.class_id = ${filter.classId}`);
  if (filter.publicationId) parts.push(sql`${publicationColumn} = ${filter.publicationId}`);
  return sql.join(parts, sql` AND `);
}

const FINISHED = sql.raw(`${EXAM_STATUS.SUBMITTED}, ${EXAM_STATUS.EXPIRED}`);
export const STUDENT = sql.raw(String(USER_TYPE.STUDENT));

/**
 * `best`: per publication and candidate, the best marked attempt (submitted or expired, final
 * score set) within the filter — the one the ranking and item analysis count (rn = 1).
 */
export function bestAttemptsCte(filter: AnalysisFilter) {
  return sql`best AS MATERIALIZED (
    SELECT a.id AS attempt_id, a.publication_id, a.student_id, u.class_id, a.final_score AS score, a.total_score, a.passed,
      COALESCE(a.submitted_at, a.deadline_at) - a.started_at AS time_used_ms,
      ROW_NUMBER() OVER (PARTITION BY a.publication_id, a.student_id ORDER BY a.final_score DESC, a.id) AS rn
    FROM attempts a JOIN users u ON u.id = a.student_id ${placementJoins}
    WHERE a.status IN (${FINISHED}) AND a.final_score IS NOT NULL AND ${filterWhere(filter)}
  )`;
}

/**
 * `finished`: per publication and candidate who sat it (submitted or expired): the best final
 * score and the pass flag (0 when any attempt passed; null while none is marked), and 1 when
 * the first attempt passed.
 */
export const finishedCte = sql`finished AS (
  SELECT publication_id, student_id, MAX(final_score) AS score, MIN(passed) AS passed,
    MAX(CASE WHEN attempt_no = 1 AND passed = ${sql.raw(String(PASS_FLAG.PASSED))} THEN 1 ELSE 0 END) AS first_attempt_passed
  FROM attempts WHERE status IN (${FINISHED}) GROUP BY publication_id, student_id
)`;

/** 0..1, or null when there is nothing to divide by. */
export const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);
