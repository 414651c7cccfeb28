import { createHash, timingSafeEqual } from 'node:crypto';
import {
  CERTIFICATE_STATUS,
  type CertificateVerification,
  checkCertificateNumber,
  normaliseCertificateNumber,
  type VerifyCertificateQuery,
} from '@kaoshi/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, onField } from '../../lib/app-error.js';
import { levelName } from './sheets.js';

/**
 * Public verification (docs/CERTIFICATES.md). A number with the holder's name, or with the QR
 * code's token, answers valid or revoked with what the certificate states; anything else answers
 * "unknown", the same for a number never issued and for a wrong name or token, after the same
 * work (one lookup by number, one constant-time comparison), so answers do not tell them apart.
 */

/** Names compare as people type them: width forms folded, case and spacing ignored. */
const nameKey = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
const digest = (text: string) => createHash('sha256').update(text).digest();
const sameText = (given: string, stored: string) => timingSafeEqual(digest(given), digest(stored));

/** Compared against when the number is not on file, so an unknown number costs what a known one does. */
const NOBODY = { holderName: '\u0000', verifyToken: '\u0000' };

const UNKNOWN: CertificateVerification = { status: CERTIFICATE_STATUS.UNKNOWN, certificate: null };

export async function verifyCertificate(
  app: FastifyInstance,
  request: FastifyRequest,
  query: VerifyCertificateQuery,
): Promise<CertificateVerification> {
  const number = normaliseCertificateNumber(query.number);
  const check = checkCertificateNumber(number);
  if (check !== 'ok')
    throw onField('number', badRequest(check === 'malformed' ? 'certificateNumberMalformed' : 'certificateNumberCheckFailed'));
  const token = query.t?.trim() ?? '';
  const name = query.name?.trim() ?? '';
  if (!token && !name) throw onField('name', badRequest('certificateVerifyNeedsName'));

  const row = await app.db
    .selectFrom('certificates')
    .select(['number', 'verifyToken', 'holderName', 'subjectName', 'level', 'issuedAt', 'centre', 'revokedAt'])
    .where('number', '=', number)
    .executeTakeFirst();
  const stored = row ?? NOBODY;
  const matches = token ? sameText(token, stored.verifyToken) : sameText(nameKey(name), nameKey(stored.holderName));
  if (!row || !matches) return UNKNOWN;
  const { verifyToken: _token, ...certificate } = row;
  return {
    status: row.revokedAt === null ? CERTIFICATE_STATUS.VALID : CERTIFICATE_STATUS.REVOKED,
    certificate: { ...certificate, levelName: levelName(request.lang, row.level) },
  };
}
