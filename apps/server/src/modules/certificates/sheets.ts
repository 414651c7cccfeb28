import { type CertificateRecord, type CertificateSheet, type Lang, type MessageKey, translate } from '@kaoshi/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { qrMatrix } from '../../lib/qr.js';
import { centreInForce } from './centre.js';

/** A level's national name in the reader's language ("四级 · 中级工"). */
export const levelName = (lang: Lang, level: number) => translate(lang, `certificateLevel${level}` as MessageKey);

/** The verification page's address, on the site printed on paper (centre.ts: the centre's, else the request's). */
export const verifyUrl = (site: string, number: string, token: string) =>
  `${site}/verify?n=${encodeURIComponent(number)}&t=${encodeURIComponent(token)}`;

const sheetColumns = [
  'id',
  'number',
  'verifyToken',
  'holderName',
  'photo',
  'idNumberMasked',
  'subjectName',
  'level',
  'issuedAt',
  'centre',
  'sealUrl',
  'revokedAt',
] as const;

async function sheets(
  app: FastifyInstance,
  request: FastifyRequest,
  where: { studentId?: number; publicationId?: number },
): Promise<CertificateSheet[]> {
  let query = app.db.selectFrom('certificates').select(sheetColumns).orderBy('issuedAt', 'desc').orderBy('id');
  if (where.studentId !== undefined) query = query.where('studentId', '=', where.studentId);
  if (where.publicationId !== undefined)
    query = query.where('publicationId', '=', where.publicationId).where('revokedAt', 'is', null).orderBy('number');
  const [rows, centre] = await Promise.all([query.execute(), centreInForce(app)]);
  const site = centre.siteFor(request);
  return rows.map(({ id, verifyToken, ...row }) => {
    const url = verifyUrl(site, row.number, verifyToken);
    return { certificateId: id, ...row, levelName: levelName(request.lang, row.level), verifyUrl: url, qr: qrMatrix(url) };
  });
}

/** The candidate's own certificates, revoked ones too (marked so): nobody else's, whatever is asked. */
export const myCertificates = (app: FastifyInstance, request: FastifyRequest, studentId: number) => sheets(app, request, { studentId });

/** An exam's valid certificates, to print together. */
export const printableCertificates = (app: FastifyInstance, request: FastifyRequest, publicationId: number) =>
  sheets(app, request, { publicationId });

/** An exam's issued certificates, valid and revoked, for the staff list. */
export async function listCertificates(app: FastifyInstance, publicationId: number): Promise<CertificateRecord[]> {
  const rows = await app.db
    .selectFrom('certificates')
    .leftJoin('users', 'users.id', 'certificates.studentId')
    .where('certificates.publicationId', '=', publicationId)
    .select([
      'certificates.id as certificateId',
      'certificates.number',
      'certificates.studentId',
      'users.username',
      'certificates.holderName',
      'certificates.subjectName',
      'certificates.level',
      'certificates.issuedAt',
      'certificates.revokedAt',
      'certificates.revokeReason',
      'certificates.revokeKind',
    ])
    .orderBy('certificates.number')
    .execute();
  return rows.map((row) => ({ ...row, username: row.username ?? '', revokeKind: row.revokeKind as CertificateRecord['revokeKind'] }));
}
