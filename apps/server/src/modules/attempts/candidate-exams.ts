import { type CandidateExam, EXAM_STATUS, type ExamStatus, type PublicationKind, type ResultVisibility } from '@kaoshi/contracts';
import { type Kysely, sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import { precompiled } from '../../db/precompiled.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { eligibleStudentIds, visibleResult } from '../exam-core/index.js';
import { isOpenStatus } from './attempt-state.js';

/** A published publication as the candidate side needs it, with its paper's figures. */
function publicationsQuery(db: Kysely<Database>, studentId: number) {
  return (
    db
      .selectFrom('publications')
      .innerJoin('papers', 'papers.id', 'publications.paperId')
      .select([
        'publications.id',
        'publications.name',
        'publications.kind',
        'publications.parentPublicationId',
        'publications.paperId',
        'publications.noticeId',
        'publications.startsAt',
        'publications.endsAt',
        'publications.durationMinutes',
        'publications.attemptsAllowed',
        'publications.resultVisibility',
        'publications.fullscreenRequired',
        'publications.tabSwitchLimit',
        'publications.blockCopyPaste',
        'papers.questionCount',
        'papers.totalScore',
        'papers.passScore',
      ])
      // Sat a re-exam (make-up) of it: that closes this exam to new attempts (docs/RESULTS.md).
      // Read from the student's own attempts (attempts_student_idx), a few rows.
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('attempts as madeUp')
              .innerJoin('publications as reExam', 'reExam.id', 'madeUp.publicationId')
              .select('madeUp.id')
              .where('madeUp.studentId', '=', studentId)
              .whereRef('reExam.parentPublicationId', '=', 'publications.id'),
          )
          .as('madeUp'),
      )
      .where('publications.state', '=', 'published')
      // A first cut that the eligibility rule confirms below: the student's batch sits it (a
      // supplementary exam: sat its parent), or the student already has an attempt (results stay
      // visible after a batch change). Subqueries that do not depend on the row: each runs once.
      .where((eb) => {
        const classId = eb.selectFrom('users').select('users.classId').where('users.id', '=', studentId);
        const batchPublications = eb
          .selectFrom('publicationClasses')
          .select('publicationClasses.publicationId')
          .where('publicationClasses.classId', '=', classId);
        return eb.or([
          eb('publications.id', 'in', batchPublications),
          eb('publications.parentPublicationId', 'in', batchPublications),
          eb(
            'publications.id',
            'in',
            eb.selectFrom('attempts').select('attempts.publicationId').where('attempts.studentId', '=', studentId),
          ),
        ]);
      })
      .orderBy('publications.startsAt', 'desc')
      .orderBy('publications.id', 'desc')
  );
}

// Compiled once: the exam list and every start run them (the opening minute's thousands, and
// the exam pages asking the list for their result after the deadline).
const allPublicationsFor = precompiled((db, _dialect, studentId: number) => publicationsQuery(db, studentId));
const onePublicationFor = precompiled((db, _dialect, studentId: number, publicationId: number) =>
  publicationsQuery(db, studentId).where('publications.id', '=', publicationId),
);

async function publicationsFor({ db, dialect }: DatabaseHandle, studentId: number, publicationId?: number) {
  const result =
    publicationId === undefined
      ? await allPublicationsFor(db, dialect, studentId)
      : await onePublicationFor(db, dialect, studentId, publicationId);
  return result.rows;
}
export type CandidatePublication = Awaited<ReturnType<typeof publicationsFor>>[number];

const ATTEMPT_SUMMARY = [
  'id',
  'publicationId',
  'attemptNo',
  'status',
  'startedAt',
  'deadlineAt',
  'totalScore',
  'passScore',
  'objectiveScore',
  'gradingState',
  'finalScore',
  'passed',
  'scoredAt',
] as const;

// One exam's attempts (every start asks): compiled once, like the publication above.
const attemptsAtOne = precompiled((db, _dialect, studentId: number, publicationId: number) =>
  db
    .selectFrom('attempts')
    .select(ATTEMPT_SUMMARY)
    .where('studentId', '=', studentId)
    .where('publicationId', '=', publicationId)
    .orderBy('attemptNo'),
);

async function attemptsOf({ db, dialect }: DatabaseHandle, studentId: number, publicationIds: number[]) {
  if (publicationIds.length === 0) return [];
  if (publicationIds.length === 1) return (await attemptsAtOne(db, dialect, studentId, publicationIds[0]!)).rows;
  return db
    .selectFrom('attempts')
    .select(ATTEMPT_SUMMARY)
    .where('studentId', '=', studentId)
    .where('publicationId', 'in', publicationIds)
    .orderBy('attemptNo')
    .execute();
}
export type AttemptSummary = Awaited<ReturnType<typeof attemptsOf>>[number];

/**
 * Whether the rule admits the student to one publication (every start asks): compiled once for
 * each of the rule's two shapes, normal and supplementary (exam-core/eligibility.ts).
 */
const eligibleForNormal = precompiled((db, _dialect, studentId: number, publicationId: number) =>
  eligibleStudentIds(db, { id: publicationId, kind: 'normal', parentPublicationId: null }).where('users.id', '=', studentId),
);
const eligibleForSupplementary = precompiled((db, _dialect, studentId: number, publicationId: number, parentPublicationId: number) =>
  eligibleStudentIds(db, { id: publicationId, kind: 'supplementary', parentPublicationId }).where('users.id', '=', studentId),
);

async function eligibleForOne({ db, dialect }: DatabaseHandle, studentId: number, publication: CandidatePublication): Promise<boolean> {
  const { rows } =
    publication.kind === 'supplementary' && publication.parentPublicationId !== null
      ? await eligibleForSupplementary(db, dialect, studentId, publication.id, publication.parentPublicationId)
      : await eligibleForNormal(db, dialect, studentId, publication.id);
  return rows.length > 0;
}

/**
 * Which of the publications the eligibility rule (exam-core/eligibility.ts, the one place it
 * lives) admits the student to: one query, a UNION of the rule applied to each.
 */
async function eligibleAmong(store: DatabaseHandle, studentId: number, publications: CandidatePublication[]): Promise<Set<number>> {
  if (publications.length === 1) {
    const [publication] = publications as [CandidatePublication];
    return new Set((await eligibleForOne(store, studentId, publication)) ? [publication.id] : []);
  }
  const checks = publications.map((publication) =>
    eligibleStudentIds(store.db, publication)
      .where('users.id', '=', studentId)
      // A literal, not a parameter: PostgreSQL cannot type a bare parameter in a UNION's select list.
      .select(sql.lit(publication.id).as('publicationId')),
  );
  if (checks.length === 0) return new Set();
  const rows = await checks
    .slice(1)
    .reduce((union, check) => union.unionAll(check), checks[0]!)
    .execute();
  return new Set(rows.map((row) => Number(row.publicationId)));
}

/** A publication the student may see, with their attempts at it. */
export interface ExamEntry {
  publication: CandidatePublication;
  exam: CandidateExam;
  /** The attempt still taking answers (at most one), if any. */
  openAttempt: AttemptSummary | null;
  lastAttemptNo: number;
  /** May start a new attempt (known for exams in their window; results of past ones stay listed). */
  eligible: boolean;
  /** Has an attempt at a re-exam of this exam, which closes it to new attempts. */
  madeUp: boolean;
}

function toEntry(publication: CandidatePublication, attempts: AttemptSummary[], now: number, eligible: boolean): ExamEntry {
  const latest = attempts.at(-1) ?? null;
  const openAttempt = latest && isOpenStatus(latest.status) ? latest : null;
  const inWindow = publication.startsAt <= now && now < publication.endsAt;
  // 1 or 0 on SQLite, a boolean on PostgreSQL.
  const madeUp = Boolean(publication.madeUp);
  const exam: CandidateExam = {
    publicationId: publication.id,
    name: publication.name,
    kind: publication.kind as PublicationKind,
    startsAt: publication.startsAt,
    endsAt: publication.endsAt,
    durationMinutes: publication.durationMinutes,
    questionCount: publication.questionCount,
    totalScore: publication.totalScore,
    status: (latest?.status ?? EXAM_STATUS.NOT_STARTED) as ExamStatus,
    attemptId: latest?.id ?? null,
    attemptsUsed: attempts.length,
    attemptsAllowed: publication.attemptsAllowed,
    // An open attempt is resumed while its time lasts (extra time may run past the window).
    canEnter:
      (openAttempt !== null && now < openAttempt.deadlineAt) ||
      (eligible && !madeUp && inWindow && attempts.length < publication.attemptsAllowed),
    resultVisibility: publication.resultVisibility as ResultVisibility,
    result: visibleResult(publication, latest, now),
  };
  return { publication, exam, openAttempt, lastAttemptNo: latest?.attemptNo ?? 0, eligible, madeUp };
}

/**
 * The published exams a student may see (GET myExams), or one of them: three queries whatever
 * the number of exams. Drafts and withdrawn publications never appear.
 */
export async function candidateExams(store: DatabaseHandle, studentId: number, now: number, publicationId?: number): Promise<ExamEntry[]> {
  const publications = await publicationsFor(store, studentId, publicationId);
  const attempts = await attemptsOf(
    store,
    studentId,
    publications.map((publication) => publication.id),
  );
  const attemptsBy = new Map<number, AttemptSummary[]>();
  for (const attempt of attempts) attemptsBy.set(attempt.publicationId, [...(attemptsBy.get(attempt.publicationId) ?? []), attempt]);
  // Checked where it matters: exams not yet sat (to list them) and exams in their window (to enter them).
  const inWindow = (publication: CandidatePublication) => publication.startsAt <= now && now < publication.endsAt;
  const eligible = await eligibleAmong(
    store,
    studentId,
    publications.filter((publication) => !attemptsBy.has(publication.id) || inWindow(publication)),
  );
  return publications
    .filter((publication) => attemptsBy.has(publication.id) || eligible.has(publication.id))
    .map((publication) => toEntry(publication, attemptsBy.get(publication.id) ?? [], now, eligible.has(publication.id)));
}

/** One exam the student may see; any other id (draft, withdrawn, not theirs) is "not found". */
export async function requireCandidateExam(
  store: DatabaseHandle,
  studentId: number,
  now: number,
  publicationId: number,
): Promise<ExamEntry> {
  const [entry] = await candidateExams(store, studentId, now, publicationId);
  if (!entry) throw notFound('examNotFound', { id: publicationId });
  return entry;
}
