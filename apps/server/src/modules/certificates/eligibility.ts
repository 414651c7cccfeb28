import {
  type CertificateCandidate,
  type CertificateEligibility,
  type CertificatePublication,
  PASS_FLAG,
  REVOCATION_KIND,
} from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { pendingAttemptCount } from '../../lib/results-final.js';
import { legalName } from '../../lib/legal-identity.js';
import { practicalPassers, VALIDITY_MONTH_MS } from '../assessments/index.js';
import { practicalRequirement } from './requirements.js';

type Db = Kysely<Database>;

/**
 * Who may receive a certificate (docs/CERTIFICATES.md): a candidate who passed (pass flag 0) the
 * exam, or its re-exam, and, when the job type names the exams that count, every one of those;
 * when the job type needs its practical assessment, a pass of it within its validity too (the
 * combined result: theory and practical both passed).
 * Certificates are issued per original exam; a re-exam's id stands for its original.
 */

export interface CertificateExam {
  id: number;
  name: string;
  state: string;
  endsAt: number;
  subjectId: number;
  subjectName: string;
  subjectCode: string;
  level: number;
}

const examQuery = (db: Db) =>
  db
    .selectFrom('publications')
    .innerJoin('papers', 'papers.id', 'publications.paperId')
    .innerJoin('courses', 'courses.id', 'papers.courseId')
    .innerJoin('subjects', 'subjects.id', 'courses.subjectId')
    .select([
      'publications.id',
      'publications.name',
      'publications.state',
      'publications.endsAt',
      'publications.parentPublicationId',
      'subjects.id as subjectId',
      'subjects.name as subjectName',
      'subjects.code as subjectCode',
      'subjects.level',
    ]);

/** The original exam (a re-exam resolves to it), with its job type. */
export async function requireCertificateExam(db: Db, publicationId: number): Promise<CertificateExam> {
  let row = await examQuery(db).where('publications.id', '=', publicationId).executeTakeFirst();
  if (row?.parentPublicationId) row = await examQuery(db).where('publications.id', '=', row.parentPublicationId).executeTakeFirst();
  if (!row) throw notFound('publicationNotFound', { id: publicationId });
  const { parentPublicationId: _parent, ...exam } = row;
  return exam;
}

/** Closed, and nobody still writing or waiting for marks. */
export async function resultsOf(db: Db, exam: CertificateExam, now: number) {
  const pendingAttempts = await pendingAttemptCount(db, exam.id);
  return { pendingAttempts, resultsFinal: exam.state === 'published' && exam.endsAt <= now && pendingAttempts === 0 };
}

/** Students who passed the exam or one of its re-exams. */
export async function passersOf(db: Db, publicationId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('attempts')
    .innerJoin('publications', 'publications.id', 'attempts.publicationId')
    .where((eb) => eb.or([eb('publications.id', '=', publicationId), eb('publications.parentPublicationId', '=', publicationId)]))
    .where('attempts.passed', '=', PASS_FLAG.PASSED)
    .select('attempts.studentId')
    .distinct()
    .execute();
  return new Set(rows.map((row) => row.studentId));
}

/** The exams that count for a job type's certificate; the given exam alone when it names none. */
export async function countingExams(db: Db, exam: CertificateExam) {
  const rows = await db
    .selectFrom('certificateRequirements')
    .innerJoin('publications', 'publications.id', 'certificateRequirements.publicationId')
    .where('certificateRequirements.subjectId', '=', exam.subjectId)
    .select(['publications.id as publicationId', 'publications.name'])
    .orderBy('publications.startsAt')
    .execute();
  return rows.length > 0 ? rows : [{ publicationId: exam.id, name: exam.name }];
}

/** Each candidate of the exam with what they still miss and the certificate they already hold. */
export async function eligibility(db: Db, publicationId: number, now: number): Promise<CertificateEligibility & { exam: CertificateExam }> {
  const exam = await requireCertificateExam(db, publicationId);
  const results = await resultsOf(db, exam, now);
  const counting = await countingExams(db, exam);
  const passers = await passersOf(db, exam.id);
  const passedPerExam = await Promise.all(
    counting.map(async (c) => ({ name: c.name, passers: c.publicationId === exam.id ? passers : await passersOf(db, c.publicationId) })),
  );
  const ids = [...passers];
  const students =
    ids.length === 0
      ? []
      : await db
          .selectFrom('users')
          .leftJoin('classes', 'classes.id', 'users.classId')
          .where('users.id', 'in', ids)
          .select(['users.id', 'users.username', legalName().as('name'), 'classes.name as className'])
          .orderBy('users.username')
          .execute();
  // Their certificates of the job type, in one read: a valid one is held; a revocation for fraud
  // bars a new one (the latest names it), one for a clerical error does not.
  const certificates =
    ids.length === 0
      ? []
      : await db
          .selectFrom('certificates')
          .where('subjectId', '=', exam.subjectId)
          .where('studentId', 'in', ids)
          .where((eb) => eb.or([eb('revokedAt', 'is', null), eb('revokeKind', '=', REVOCATION_KIND.FRAUD)]))
          .select(['studentId', 'number', 'revokedAt', 'revokeReason as reason'])
          .orderBy('revokedAt', 'desc')
          .execute();
  const numberOf = new Map<number, string>();
  const fraudOf = new Map<number, { number: string; reason: string }>();
  for (const { studentId, number, revokedAt, reason } of certificates) {
    if (revokedAt === null) numberOf.set(studentId, number);
    else if (!fraudOf.has(studentId)) fraudOf.set(studentId, { number, reason });
  }
  const practicalValidityMonths = await practicalRequirement(db, exam.subjectId);
  const practical =
    practicalValidityMonths === null
      ? null
      : await practicalPassers(db, exam.subjectId, ids, now - practicalValidityMonths * VALIDITY_MONTH_MS);
  const candidates: CertificateCandidate[] = students.map((student) => {
    const missing = passedPerExam.filter((c) => !c.passers.has(student.id)).map((c) => c.name);
    const practicalMissing = practical !== null && !practical.has(student.id);
    const certificateNumber = numberOf.get(student.id) ?? null;
    const revokedForFraud = fraudOf.get(student.id) ?? null;
    return {
      studentId: student.id,
      username: student.username,
      name: student.name,
      className: student.className,
      missing,
      practicalMissing,
      certificateNumber,
      revokedForFraud,
      eligible: results.resultsFinal && missing.length === 0 && !practicalMissing && certificateNumber === null && revokedForFraud === null,
    };
  });
  return {
    exam,
    publicationId: exam.id,
    publicationName: exam.name,
    subjectId: exam.subjectId,
    subjectName: exam.subjectName,
    ...results,
    counting,
    practicalValidityMonths,
    candidates,
  };
}

/** The original exams that have been published, newest first, for the staff screen's picker. */
export async function certificatePublications(db: Db, now: number): Promise<CertificatePublication[]> {
  const rows = await examQuery(db)
    .where('publications.parentPublicationId', 'is', null)
    .where('publications.state', '=', 'published')
    .orderBy('publications.endsAt', 'desc')
    .limit(500)
    .execute();
  const issued = await db
    .selectFrom('certificates')
    .select(['publicationId'])
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .groupBy('publicationId')
    .execute();
  const issuedBy = new Map(issued.map((row) => [row.publicationId, Number(row.count)]));
  return Promise.all(
    rows.map(async (row) => {
      const { resultsFinal } = await resultsOf(db, row, now);
      return {
        publicationId: row.id,
        name: row.name,
        subjectId: row.subjectId,
        subjectName: row.subjectName,
        subjectLevel: row.level,
        endsAt: row.endsAt,
        resultsFinal,
        issued: issuedBy.get(row.id) ?? 0,
      };
    }),
  );
}
