import {
  CERTIFICATE_PRACTICAL_VALIDITY_MONTHS,
  type CertificateRequirements,
  type SetCertificateRequirementsBody,
} from '@kaoshi/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { badRequest, notFound, onField } from '../../lib/app-error.js';

type Db = Kysely<Database>;

/**
 * The exams a job type requires for its certificate (e.g. two theory papers), and whether its
 * practical assessment must be passed too. No exam named: passing any one exam of the job type is
 * enough. Re-exams count through their originals, so only originals of the job type can be named.
 */
const subjectExams = (db: Db, subjectId: number) =>
  db
    .selectFrom('publications')
    .innerJoin('papers', 'papers.id', 'publications.paperId')
    .innerJoin('courses', 'courses.id', 'papers.courseId')
    .where('courses.subjectId', '=', subjectId)
    .where('publications.parentPublicationId', 'is', null)
    .where('publications.state', '!=', 'withdrawn')
    .select(['publications.id as publicationId', 'publications.name'])
    .orderBy('publications.startsAt', 'desc')
    .limit(500)
    .execute();

async function requireSubject(db: Db, subjectId: number) {
  const subject = await db.selectFrom('subjects').select(['id', 'name']).where('id', '=', subjectId).executeTakeFirst();
  if (!subject) throw notFound('subjectNotFound', { id: subjectId });
  return subject;
}

export async function certificateRequirements(db: Db, subjectId: number): Promise<CertificateRequirements> {
  const subject = await requireSubject(db, subjectId);
  const rows = await db
    .selectFrom('certificateRequirements')
    .select('publicationId')
    .where('subjectId', '=', subjectId)
    .orderBy('publicationId')
    .execute();
  const practical = await practicalRequirement(db, subjectId);
  return {
    subjectId,
    subjectName: subject.name,
    publicationIds: rows.map((row) => row.publicationId),
    practicalRequired: practical !== null,
    practicalValidityMonths: practical ?? CERTIFICATE_PRACTICAL_VALIDITY_MONTHS,
    options: await subjectExams(db, subjectId),
  };
}

/** The months a passed practical assessment counts for the job type's certificate, or null when it needs none. */
export async function practicalRequirement(db: Db, subjectId: number): Promise<number | null> {
  const row = await db
    .selectFrom('certificatePracticalRequirements')
    .select('validityMonths')
    .where('subjectId', '=', subjectId)
    .executeTakeFirst();
  return row?.validityMonths ?? null;
}

export async function setCertificateRequirements(db: Db, body: SetCertificateRequirementsBody): Promise<CertificateRequirements> {
  const subject = await requireSubject(db, body.subjectId);
  const ids = [...new Set(body.publicationIds)];
  const allowed = new Set((await subjectExams(db, body.subjectId)).map((row) => row.publicationId));
  for (const id of ids) {
    if (allowed.has(id)) continue;
    const other = await db.selectFrom('publications').select('name').where('id', '=', id).executeTakeFirst();
    if (!other) throw onField('publicationIds', notFound('publicationNotFound', { id }));
    throw onField('publicationIds', badRequest('certificateRequirementOtherSubject', { name: other.name, subject: subject.name }));
  }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('certificateRequirements').where('subjectId', '=', body.subjectId).execute();
    if (ids.length > 0)
      await trx
        .insertInto('certificateRequirements')
        .values(ids.map((publicationId) => ({ subjectId: body.subjectId, publicationId })))
        .execute();
    await trx.deleteFrom('certificatePracticalRequirements').where('subjectId', '=', body.subjectId).execute();
    if (body.practicalRequired)
      await trx
        .insertInto('certificatePracticalRequirements')
        .values({ subjectId: body.subjectId, validityMonths: body.practicalValidityMonths })
        .execute();
  });
  return certificateRequirements(db, body.subjectId);
}
