import type { AnalysisFilter, ClassRanking, RankingRow, ScoreBand, ScoreSummary } from '@kaoshi/contracts';
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { bestAttemptsCte, num, numOrNull, placementJoins } from './scope.js';
import { LEGAL_NAME_SQL } from '../../lib/legal-identity.js';

const BANDS = 10;
/** Constants go into the text, not as parameters: PostgreSQL cannot always infer a parameter's type inside CASE. */
const BANDS_SQL = sql.raw(String(BANDS));
const LAST_BAND_SQL = sql.raw(String(BANDS - 1));

/** Competition ranking per publication and batch (RANK(): ties share a rank, the next one skips: 1, 2, 2, 4). */
async function rankingRows(db: Kysely<Database>, filter: AnalysisFilter): Promise<RankingRow[]> {
  const { rows } = await sql<Record<string, unknown>>`
    WITH ${bestAttemptsCte(filter)}
    SELECT RANK() OVER (PARTITION BY b.publication_id, b.class_id ORDER BY b.score DESC) AS rank_no,
      u.id AS student_id, u.username, ${LEGAL_NAME_SQL} AS name, b.class_id, c.name AS class_name, b.publication_id,
      b.score, b.total_score, b.time_used_ms, b.passed
    FROM best b JOIN users u ON u.id = b.student_id ${placementJoins}
    WHERE b.rn = 1
    ORDER BY b.publication_id, b.class_id, rank_no, u.username`.execute(db);
  return rows.map((row) => ({
    rank: num(row.rankNo),
    studentId: num(row.studentId),
    username: String(row.username),
    name: String(row.name),
    classId: numOrNull(row.classId),
    className: (row.className as string | null) ?? null,
    publicationId: num(row.publicationId),
    score: num(row.score),
    totalScore: num(row.totalScore),
    timeUsedMs: num(row.timeUsedMs),
    passed: num(row.passed),
  }));
}

/**
 * Mean, population standard deviation (from the mean of squares: the square root is taken here,
 * since SQLite may lack SQRT), extremes, and the median from the ordered middle one or two rows.
 * In points when every counted attempt had the same total, else in percent of each one's total.
 */
async function summary(db: Kysely<Database>, filter: AnalysisFilter): Promise<ScoreSummary> {
  const { rows } = await sql<Record<string, unknown>>`
    WITH ${bestAttemptsCte(filter)},
    mixed AS (SELECT COUNT(DISTINCT total_score) > 1 AS percent FROM best WHERE rn = 1),
    counted AS (
      SELECT CASE WHEN (SELECT percent FROM mixed) THEN score * 100.0 / NULLIF(total_score, 0) ELSE score END AS score
      FROM best WHERE rn = 1
    ),
    ranked AS (SELECT score, ROW_NUMBER() OVER (ORDER BY score) AS pos, COUNT(*) OVER () AS n FROM counted)
    SELECT COUNT(*) AS n, AVG(score) AS mean, AVG(score * score) AS mean_sq, MAX(score) AS highest, MIN(score) AS lowest,
      (SELECT AVG(score) FROM ranked WHERE pos IN ((n + 1) / 2, (n + 2) / 2)) AS median,
      (SELECT CASE WHEN percent THEN 1 ELSE 0 END FROM mixed) AS percent
    FROM counted`.execute(db);
  const row = rows[0] ?? {};
  const count = num(row.n);
  const unit = num(row.percent) === 1 ? 'percent' : 'points';
  if (count === 0) return { count: 0, unit, mean: null, median: null, sd: null, highest: null, lowest: null };
  const mean = num(row.mean);
  // Rounding can leave a hair below zero when every score is equal.
  const sd = Math.sqrt(Math.max(0, num(row.meanSq) - mean * mean));
  return { count, unit, mean, median: numOrNull(row.median), sd, highest: num(row.highest), lowest: num(row.lowest) };
}

/**
 * Ten bands of each attempt's total (0–10 %, …, 90–100 % inclusive), so papers of different
 * totals share a chart; with one paper of 100 points these are the 10-point bands.
 */
async function distribution(db: Kysely<Database>, dialect: DialectName, filter: AnalysisFilter): Promise<ScoreBand[]> {
  const fraction = sql`CASE WHEN total_score > 0 THEN score * ${BANDS_SQL} / total_score ELSE 0 END`;
  const band = dialect === 'postgres' ? sql`CAST(FLOOR(${fraction}) AS INTEGER)` : sql`CAST(${fraction} AS INTEGER)`;
  const { rows } = await sql<Record<string, unknown>>`
    WITH ${bestAttemptsCte(filter)}
    SELECT band, COUNT(*) AS n FROM (SELECT CASE WHEN ${band} >= ${BANDS_SQL} THEN ${LAST_BAND_SQL} ELSE ${band} END AS band FROM best WHERE rn = 1) banded
    GROUP BY band`.execute(db);
  const counts = new Map(rows.map((row) => [num(row.band), num(row.n)]));
  const width = 100 / BANDS;
  return Array.from({ length: BANDS }, (_, i) => ({ from: i * width, to: (i + 1) * width, count: counts.get(i) ?? 0 }));
}

export async function classRanking(db: Kysely<Database>, dialect: DialectName, filter: AnalysisFilter): Promise<ClassRanking> {
  const [rows, stats, bands] = await Promise.all([rankingRows(db, filter), summary(db, filter), distribution(db, dialect, filter)]);
  return { rows, summary: stats, distribution: bands };
}
