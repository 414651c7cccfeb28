import {
  API,
  certificatePublicationQuery,
  certificateRequirementsQuery,
  type AuditFields,
  issueCertificatesBody,
  setCentreBody,
  PERMISSION,
  revokeCertificateBody,
  setCertificateRequirementsBody,
  verifyCertificateQuery,
} from '@kaoshi/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { viewerOf } from '../../plugins/access.js';
import { type AuditTarget, audited, bodyFields, bodyId } from '../../plugins/audit-trail/recorder.js';
import { centreSettings, setCentre } from './centre.js';
import { certificatePublications, eligibility } from './eligibility.js';
import { issueCertificates, requireCertificate, revokeCertificate } from './issue.js';
import { certificateRequirements, setCertificateRequirements } from './requirements.js';
import { listCertificates, myCertificates, printableCertificates } from './sheets.js';
import { verifyCertificate } from './verify.js';

/** How many new numbers one issuing call's audit record lists (all are in the exam's certificate list). */
const NUMBERS_KEPT = 50;
const issueDetail = (request: FastifyRequest, data: unknown): AuditFields => {
  const { numbers } = data as { numbers: string[] };
  return { ...bodyFields('publicationId')(request), issued: numbers.length, numbers: numbers.slice(0, NUMBERS_KEPT) };
};

const certificateTarget: AuditTarget = {
  type: 'certificate',
  load: async (request, id) => requireCertificate(request.server.db, id).catch(() => undefined),
  label: (record) => `${String(record.number)} ${String(record.holderName)}`,
};

/** The issuing centre is one record: its before and after are the settings in force. */
const centreTarget: AuditTarget = {
  type: 'centre',
  load: async (request) => ({ ...(await centreSettings(request.server)) }),
  label: (record) => String(record.name),
};

const requirementsTarget: AuditTarget = {
  type: 'subject',
  load: async (request, id) => {
    const { subjectName, publicationIds } = await certificateRequirements(request.server.db, id);
    return { name: subjectName, publicationIds };
  },
};

/**
 * Certificates (/examPublishManage/certificateManage, CERTIFICATE-MANAGE): the exams that can
 * give them, who may receive one, issuing, the list, printing, revoking, and the exams a job type
 * requires. Candidates read their own (STUDENT-EXAM); verification needs no sign-in and counts
 * against a per-address limit (docs/CERTIFICATES.md).
 */
export async function certificateRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: { permission: PERMISSION.CERTIFICATE_MANAGE } } as const;
  const tags = ['Certificate'];

  r.get(API.certificatePublications, { schema: { tags }, config }, async (req) =>
    ok(req, await certificatePublications(app.db, app.clock.now())),
  );
  r.get(API.certificateEligibility, { schema: { tags, querystring: certificatePublicationQuery }, config }, async (req) => {
    const { exam: _exam, ...report } = await eligibility(app.db, req.query.publicationId, app.clock.now());
    return ok(req, report);
  });
  r.post(
    API.issueCertificates,
    { schema: { tags, body: issueCertificatesBody }, config: audited(config, 'certificate.issue', undefined, { detail: issueDetail }) },
    async (req) => ok(req, await issueCertificates(app, req.body, viewerOf(req))),
  );
  r.get(API.listCertificates, { schema: { tags, querystring: certificatePublicationQuery }, config }, async (req) =>
    ok(req, await listCertificates(app, req.query.publicationId)),
  );
  r.get(API.printCertificates, { schema: { tags, querystring: certificatePublicationQuery }, config }, async (req) =>
    ok(req, await printableCertificates(app, req, req.query.publicationId)),
  );
  r.post(
    API.revokeCertificate,
    {
      schema: { tags, body: revokeCertificateBody },
      config: audited(config, 'certificate.revoke', certificateTarget, {
        ids: bodyId('certificateId'),
        detail: bodyFields('reason', 'kind'),
      }),
    },
    async (req) => ok(req, await revokeCertificate(app, req.body, viewerOf(req))),
  );
  r.get(API.certificateRequirements, { schema: { tags, querystring: certificateRequirementsQuery }, config }, async (req) =>
    ok(req, await certificateRequirements(app.db, req.query.subjectId)),
  );
  r.post(
    API.setCertificateRequirements,
    {
      schema: { tags, body: setCertificateRequirementsBody },
      config: audited(config, 'certificate.requirements', requirementsTarget, { ids: bodyId('subjectId') }),
    },
    async (req) => ok(req, await setCertificateRequirements(app.db, req.body)),
  );

  r.get(API.certificateCentre, { schema: { tags }, config }, async (req) => ok(req, await centreSettings(app)));
  r.post(
    API.setCertificateCentre,
    {
      schema: { tags, body: setCentreBody },
      config: audited(config, 'certificate.centre', centreTarget, { ids: () => [1] }),
    },
    async (req) => ok(req, await setCentre(app, req.body, viewerOf(req).userId)),
  );

  r.get(API.myCertificates, { schema: { tags }, config: { access: { permission: PERMISSION.STUDENT_EXAM } } }, async (req) =>
    ok(req, await myCertificates(app, req, viewerOf(req).userId)),
  );

  r.get(
    API.verifyCertificate,
    { schema: { tags, querystring: verifyCertificateQuery }, config: { access: 'public', rateLimit: 'verify' } },
    async (req) => ok(req, await verifyCertificate(app, req, req.query)),
  );
}
