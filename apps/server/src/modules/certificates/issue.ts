import { randomBytes, randomInt } from 'node:crypto';
import {
  buildCertificateNumber,
  CERTIFICATE_RANDOM_LENGTH,
  type IssueCertificatesBody,
  REVOCATION_KIND,
  type RevokeCertificateBody,
} from '@kaoshi/contracts';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/app-error.js';
import type { Viewer } from '../../types.js';
import { centreInForce } from './centre.js';
import { type CertificateExam, eligibility } from './eligibility.js';
import { legalName, legalPhoto } from '../../lib/legal-identity.js';
import { queueNotification } from '../notifications/index.js';

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Eight characters from 36 (about 41 bits): a neighbour's number says nothing about this one. */
const randomPart = () => Array.from({ length: CERTIFICATE_RANDOM_LENGTH }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
/** The QR code's token: 128 random bits, so the link opens one certificate and guesses open none. */
const verifyToken = () => randomBytes(16).toString('base64url');

/** An ID number as a certificate prints it: the first 3 and last 4 characters, the rest hidden. */
export function maskIdNumber(idNumber: string | null): string {
  if (!idNumber) return '';
  if (idNumber.length < 8) return '*'.repeat(idNumber.length);
  return idNumber.slice(0, 3) + '*'.repeat(idNumber.length - 7) + idNumber.slice(-4);
}

async function nextSequence(trx: Transaction<Database>, subjectId: number, year: number) {
  const row = await trx
    .selectFrom('certificates')
    .where('subjectId', '=', subjectId)
    .where('year', '=', year)
    .select((eb) => eb.fn.max('sequence').as('last'))
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

/**
 * Issues certificates to the given candidates of an exam, all or none: one who did not pass
 * (everything the job type requires) or already holds one refuses the call and nothing is stored.
 */
export async function issueCertificates(app: FastifyInstance, body: IssueCertificatesBody, viewer: Viewer) {
  const now = app.clock.now();
  const report = await eligibility(app.db, body.publicationId, now);
  const { exam } = report;
  if (!report.resultsFinal) throw conflict('certificateResultsNotFinal', { name: exam.name, count: report.pendingAttempts });
  const byId = new Map(report.candidates.map((candidate) => [candidate.studentId, candidate]));
  const studentIds = [...new Set(body.studentIds)];
  for (const id of studentIds) {
    const candidate = byId.get(id);
    if (!candidate) throw conflict('certificateNotACandidate', { id, name: exam.name });
    if (candidate.missing.length > 0)
      throw conflict('certificateNotPassed', { name: candidate.name, missing: candidate.missing.join(', ') });
    if (candidate.practicalMissing)
      throw conflict('certificatePracticalNotPassed', { name: candidate.name, months: report.practicalValidityMonths ?? 0 });
    if (candidate.certificateNumber)
      throw conflict('certificateAlreadyIssued', { name: candidate.name, number: candidate.certificateNumber });
    if (candidate.revokedForFraud)
      throw conflict('certificateRevokedForFraud', { name: candidate.name, number: candidate.revokedForFraud.number });
  }
  // The certificate records the approved identity as it is today; later changes leave it as issued.
  const students = await app.db
    .selectFrom('users')
    .where('id', 'in', studentIds)
    .select(['id', legalName().as('name'), legalPhoto().as('photo'), 'idNumber'])
    .execute();
  const year = new Date(now).getUTCFullYear();
  const { name: centre, sealUrl } = await centreInForce(app);
  const issued = await app.db.transaction().execute(async (trx) => {
    // Checked again inside the transaction: two issuing calls at once must not both succeed, nor
    // one that meets a revocation for fraud made meanwhile.
    const held = await trx
      .selectFrom('certificates')
      .where('subjectId', '=', exam.subjectId)
      .where('studentId', 'in', studentIds)
      .where((eb) => eb.or([eb('revokedAt', 'is', null), eb('revokeKind', '=', REVOCATION_KIND.FRAUD)]))
      .select(['studentId', 'number', 'revokedAt'])
      .executeTakeFirst();
    if (held) {
      const vars = { name: byId.get(held.studentId)?.name ?? String(held.studentId), number: held.number };
      throw conflict(held.revokedAt === null ? 'certificateAlreadyIssued' : 'certificateRevokedForFraud', vars);
    }
    let sequence = await nextSequence(trx, exam.subjectId, year);
    const numbers: string[] = [];
    for (const student of students) {
      const number = buildCertificateNumber(exam.subjectCode, year, sequence, randomPart());
      await trx
        .insertInto('certificates')
        .values(certificateRow(exam, student, { centre, sealUrl }, { number, year, sequence, now, issuedBy: viewer.userId }))
        .execute();
      await queueNotification(trx, {
        event: 'certificate.issued',
        userId: student.id,
        vars: { jobType: exam.subjectName, number },
        key: number,
        now,
      });
      numbers.push(number);
      sequence += 1;
    }
    return numbers;
  });
  return { publicationId: exam.id, issued: issued.length, numbers: issued };
}

function certificateRow(
  exam: CertificateExam,
  student: { id: number; name: string; photo: string; idNumber: string | null },
  issuer: { centre: string; sealUrl: string },
  at: { number: string; year: number; sequence: number; now: number; issuedBy: number },
) {
  return {
    number: at.number,
    verifyToken: verifyToken(),
    subjectId: exam.subjectId,
    publicationId: exam.id,
    studentId: student.id,
    year: at.year,
    sequence: at.sequence,
    holderName: student.name,
    photo: student.photo,
    idNumberMasked: maskIdNumber(student.idNumber),
    subjectName: exam.subjectName,
    subjectCode: exam.subjectCode,
    level: exam.level,
    centre: issuer.centre,
    sealUrl: issuer.sealUrl,
    issuedAt: at.now,
    issuedBy: at.issuedBy,
    revokedAt: null,
    revokedBy: null,
  };
}

export async function requireCertificate(db: Kysely<Database>, certificateId: number) {
  const row = await db
    .selectFrom('certificates')
    .select(['id', 'number', 'studentId', 'holderName', 'subjectName', 'level', 'issuedAt', 'revokedAt', 'revokeReason', 'revokeKind'])
    .where('id', '=', certificateId)
    .executeTakeFirst();
  if (!row) throw notFound('certificateNotFound', { id: certificateId });
  return row;
}

/**
 * Revoking keeps the record (verification then answers "revoked") with who, when, why and the
 * kind: one revoked for fraud bars the holder from the job type's certificate (eligibility.ts).
 */
export async function revokeCertificate(app: FastifyInstance, body: RevokeCertificateBody, viewer: Viewer) {
  const current = await requireCertificate(app.db, body.certificateId);
  if (current.revokedAt !== null) throw conflict('certificateAlreadyRevoked', { number: current.number });
  const now = app.clock.now();
  await app.db.transaction().execute(async (trx) => {
    const revoked = await trx
      .updateTable('certificates')
      .set({ revokedAt: now, revokedBy: viewer.userId, revokeReason: body.reason, revokeKind: body.kind })
      .where('id', '=', body.certificateId)
      .where('revokedAt', 'is', null)
      .executeTakeFirst();
    if (Number(revoked.numUpdatedRows) === 0) return;
    await queueNotification(trx, {
      event: 'certificate.revoked',
      userId: current.studentId,
      vars: { jobType: current.subjectName, number: current.number, reason: body.reason },
      key: current.number,
      now,
    });
  });
  return requireCertificate(app.db, body.certificateId);
}
