import { EXAM_STATUS, type ExamStatus, type ListMarkingQuery, type MarkingCandidate, type Paged } from '@kaoshi/contracts';
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../../db/database.js';
import { containsText, pageOffset } from '../../db/queries.js';
import type { Database } from '../../db/schema.js';
import { EXPORT_MAX_ROWS } from '../../lib/crud.js';
import { notFound } from '../../lib/app-error.js';
import { legalName } from '../../lib/legal-identity.js';
import { eligibleStudentIds } from '../exam-core/index.js';

/** Sort fields → SQL columns; the candidate number breaks ties so pages never overlap. */
const SORT_COLUMNS: Record<NonNullable<ListMarkingQuery['sortField']>, string | ReturnType<typeof legalName>> = {
  username: 'users.username',
  name: legalName(),
  objectiveScore: 'attempts.objectiveScore',
  finalScore: 'attempts.finalScore',
  submittedAt: 'attempts.submittedAt',
};

async function requirePublication(db: Kysely<Database>, publicationId: number) {
  const publication = await db
    .selectFrom('publications')
    .select(['id', 'kind', 'parentPublicationId', 'endsAt'])
    .where('id', '=', publicationId)
    .executeTakeFirst();
  if (!publication) throw notFound('markingPublicationNotFound');
  return publication;
}

/**
 * Every eligible candidate (and anyone who sat it although since moved) joined to their latest
 * attempt, filtered in SQL: one statement however many candidates the publication has (the same
 * shape as the live view, live-view.ts).
 */
/**
 * The grading state as the list shows it: "grading" only while the hold is live. A hold that
 * lapsed (closed tab, no release) leaves 1 stored until the next hold or release; it reads 0.
 */
const gradingState = (now: number) =>
  sql<
    number | null
  >`case when ${sql.ref('attempts.gradingState')} = 1 and (${sql.ref('markingHolds.expiresAt')} is null or ${sql.ref('markingHolds.expiresAt')} <= ${now}) then 0 else ${sql.ref('attempts.gradingState')} end`;

function filtered(
  db: Kysely<Database>,
  dialect: DialectName,
  publication: Awaited<ReturnType<typeof requirePublication>>,
  query: ListMarkingQuery,
  now: number,
) {
  const latest = db
    .selectFrom('attempts')
    .where('attempts.publicationId', '=', publication.id)
    .select((eb) => ['attempts.studentId', eb.fn.max('attempts.attemptNo').as('attemptNo')])
    .groupBy('attempts.studentId');
  let rows = db
    .selectFrom('users')
    .leftJoin('classes', 'classes.id', 'users.classId')
    .leftJoin(latest.as('latest'), 'latest.studentId', 'users.id')
    .leftJoin('attempts', (join) =>
      join
        .onRef('attempts.studentId', '=', 'users.id')
        .on('attempts.publicationId', '=', publication.id)
        .onRef('attempts.attemptNo', '=', 'latest.attemptNo'),
    )
    .leftJoin('markingHolds', 'markingHolds.attemptId', 'attempts.id')
    .leftJoin('users as examiner', 'examiner.id', 'markingHolds.examinerId')
    .where((eb) =>
      eb.or([
        eb('users.id', 'in', eligibleStudentIds(db, publication)),
        eb('users.id', 'in', eb.selectFrom('attempts as sat').where('sat.publicationId', '=', publication.id).select('sat.studentId')),
      ]),
    );
  if (query.status === EXAM_STATUS.NOT_STARTED) rows = rows.where('attempts.id', 'is', null);
  else if (query.status !== undefined) rows = rows.where('attempts.status', '=', query.status);
  // "Not graded" means finished and waiting: an attempt still being written is not in it.
  if (query.gradingState === 0)
    rows = rows
      .where('attempts.status', 'in', [EXAM_STATUS.SUBMITTED, EXAM_STATUS.EXPIRED])
      .where(sql<boolean>`coalesce(${gradingState(now)}, 0) = 0`);
  else if (query.gradingState !== undefined) rows = rows.where(gradingState(now), '=', query.gradingState);
  if (query.passed !== undefined) rows = rows.where('attempts.passed', '=', query.passed);
  const keyword = query.keyword;
  if (keyword)
    rows = rows.where((eb) =>
      eb.or([
        containsText(dialect, 'users.username', keyword),
        containsText(dialect, 'users.legalName', keyword),
        containsText(dialect, 'users.nickName', keyword),
      ]),
    );
  return rows;
}

function selected(rows: ReturnType<typeof filtered>, query: ListMarkingQuery, now: number) {
  const direction = query.sortOrder === 'descend' ? 'desc' : 'asc';
  const column = query.sortField ? SORT_COLUMNS[query.sortField] : undefined;
  const base = rows.select([
    'users.id as studentId',
    'users.username',
    legalName().as('name'),
    'classes.name as className',
    'attempts.id as attemptId',
    'attempts.status',
    'attempts.objectiveScore',
    'attempts.manualScore',
    gradingState(now).as('gradingState'),
    'attempts.finalScore',
    'attempts.passed',
    'attempts.submittedAt',
    'examiner.nickName as gradingBy',
  ]);
  return (column ? base.orderBy(typeof column === 'string' ? sql.ref(column) : column, direction) : base).orderBy(
    'users.username',
    column ? 'asc' : direction,
  );
}

type Row = Awaited<ReturnType<ReturnType<typeof selected>['execute']>>[number];

/** A candidate without an attempt is absent only once the window has closed (docs/RESULTS.md). */
const toCandidate =
  (windowClosed: boolean) =>
  (row: Row): MarkingCandidate => ({
    ...row,
    absent: row.attemptId === null && windowClosed,
    status: (row.attemptId === null ? EXAM_STATUS.NOT_STARTED : row.status) as ExamStatus,
    gradingState: row.gradingState === null ? null : Number(row.gradingState),
    gradingBy: row.gradingBy ?? null,
  });

export async function listMarkingCandidates(
  db: Kysely<Database>,
  dialect: DialectName,
  query: ListMarkingQuery,
  now: number,
): Promise<Paged<MarkingCandidate>> {
  const publication = await requirePublication(db, query.publicationId);
  const rows = filtered(db, dialect, publication, query, now);
  const { total } = await rows.select(sql<number | string>`count(*)`.as('total')).executeTakeFirstOrThrow();
  const list = await selected(rows, query, now).limit(query.limit).offset(pageOffset(query)).execute();
  return { list: list.map(toCandidate(now >= publication.endsAt)), total: Number(total) };
}

/** The whole filtered list in the list's order, for the export. */
export async function allMarkingCandidates(
  db: Kysely<Database>,
  dialect: DialectName,
  query: ListMarkingQuery,
  now: number,
): Promise<MarkingCandidate[]> {
  const publication = await requirePublication(db, query.publicationId);
  const rows = await selected(filtered(db, dialect, publication, query, now), query, now)
    .limit(EXPORT_MAX_ROWS)
    .execute();
  return rows.map(toCandidate(now >= publication.endsAt));
}
