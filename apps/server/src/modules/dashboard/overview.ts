import {
  type Dashboard,
  DASHBOARD_ONLINE_MS,
  DASHBOARD_UPCOMING_MS,
  type DashboardExam,
  EXAM_STATUS,
  OPEN_EXAM_STATUSES,
  PASS_FLAG,
  PERMISSION,
  passRateOverSitters,
  type PermissionKey,
  USER_TYPE,
} from '@kaoshi/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Viewer } from '../../types.js';

const RECENT_PASS_RATES = 10;

/** Every part is computed only for a viewer whose keys include it (a super admin holds all). */
export async function dashboard(db: Kysely<Database>, viewer: Viewer, now: number): Promise<Dashboard> {
  const has = (...keys: PermissionKey[]) => viewer.isSuperAdmin || keys.some((key) => viewer.permissions.has(key));
  const count = async (query: Promise<{ n: string | number | bigint } | undefined>) => Number((await query)?.n ?? 0);
  const published = () => db.selectFrom('publications').where('state', '=', 'published');
  const examKeys = has(PERMISSION.PUBLISHMANAGE, PERMISSION.MARKING_PAPERS);
  const exam = (row: { id: number; name: string; startsAt: number; endsAt: number }): DashboardExam => ({
    publicationId: row.id,
    name: row.name,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
  });

  const counts = {
    projects: has(PERMISSION.SCHOOL_MANAGE)
      ? await count(
          db
            .selectFrom('schools')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirst(),
        )
      : null,
    candidates: has(PERMISSION.STUDENT)
      ? await count(
          db
            .selectFrom('users')
            .where('userType', '=', USER_TYPE.STUDENT)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirst(),
        )
      : null,
    questions: has(PERMISSION.EXAM_QUESTION)
      ? await count(
          db
            .selectFrom('questions')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirst(),
        )
      : null,
    examsOpenNow: examKeys
      ? await count(
          published()
            .where('startsAt', '<=', now)
            .where('endsAt', '>', now)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirst(),
        )
      : null,
  };

  const upcoming = examKeys
    ? (
        await published()
          .where('startsAt', '>', now)
          .where('startsAt', '<=', now + DASHBOARD_UPCOMING_MS)
          .select(['id', 'name', 'startsAt', 'endsAt'])
          .orderBy('startsAt')
          .execute()
      ).map(exam)
    : null;

  // One grouped query: per open publication, candidates sitting now and those seen in the last 20 s.
  const running = examKeys
    ? (
        await published()
          .leftJoin('attempts', (join) =>
            join.onRef('attempts.publicationId', '=', 'publications.id').on('attempts.status', 'in', OPEN_EXAM_STATUSES),
          )
          .where('publications.startsAt', '<=', now)
          .where('publications.endsAt', '>', now)
          .select((eb) => [
            'publications.id',
            'publications.name',
            'publications.startsAt',
            'publications.endsAt',
            eb.fn.count('attempts.id').as('sitting'),
            eb.fn
              .sum(
                eb
                  .case()
                  .when('attempts.lastSeenAt', '>=', now - DASHBOARD_ONLINE_MS)
                  .then(1)
                  .else(0)
                  .end(),
              )
              .as('online'),
          ])
          .groupBy(['publications.id', 'publications.name', 'publications.startsAt', 'publications.endsAt'])
          .orderBy('publications.endsAt')
          .execute()
      ).map((row) => ({ ...exam(row), sitting: Number(row.sitting), online: Number(row.online ?? 0) }))
    : null;

  const recentPassRates = has(PERMISSION.IS_PASS_STATISTICS, PERMISSION.EXAM_CLASS_RANKING) ? await recentRates(db, now) : null;
  return { serverNow: now, counts, upcoming, running, recentPassRates };
}

/** The last ten publications whose window has closed: candidates who sat, who passed (any attempt), and the pass rate over sitters (docs/RESULTS.md). */
async function recentRates(db: Kysely<Database>, now: number) {
  const { rows } = await sql<Record<string, unknown>>`
    WITH recent AS (
      SELECT id, name, starts_at, ends_at FROM publications WHERE state = 'published' AND ends_at <= ${now} ORDER BY ends_at DESC LIMIT ${sql.raw(String(RECENT_PASS_RATES))}
    ),
    finished AS (
      SELECT a.publication_id, a.student_id, MIN(a.passed) AS passed FROM attempts a JOIN recent r ON r.id = a.publication_id
      WHERE a.status IN (${sql.raw(`${EXAM_STATUS.SUBMITTED}, ${EXAM_STATUS.EXPIRED}`)}) GROUP BY a.publication_id, a.student_id
    )
    SELECT r.id, r.name, r.starts_at, r.ends_at, COUNT(f.student_id) AS sat,
      SUM(CASE WHEN f.passed = ${sql.raw(String(PASS_FLAG.PASSED))} THEN 1 ELSE 0 END) AS passed
    FROM recent r LEFT JOIN finished f ON f.publication_id = r.id
    GROUP BY r.id, r.name, r.starts_at, r.ends_at
    ORDER BY r.ends_at`.execute(db);
  return rows.map((row) => {
    const sat = Number(row.sat ?? 0);
    const passed = Number(row.passed ?? 0);
    return {
      publicationId: Number(row.id),
      name: String(row.name),
      startsAt: Number(row.startsAt),
      endsAt: Number(row.endsAt),
      sat,
      passed,
      passRate: passRateOverSitters({ sat, passed }),
    };
  });
}
