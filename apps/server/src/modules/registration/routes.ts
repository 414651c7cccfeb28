import {
  addRegistrationGroupBody,
  answerGroupInvitationBody,
  API,
  approveRegistrationBody,
  idParam,
  listRegistrationGroupQuery,
  listRegistrationQuery,
  PERMISSION,
  refuseRegistrationBody,
  reviewRegistrationGroupBody,
  saveRegistrationBody,
} from '@kaoshi/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { sendWorkbook } from '../../lib/excel.js';
import { exportFileName } from '../../lib/export-name.js';
import { viewerOf } from '../../plugins/access.js';
import { audited, bodyFields, bodyId, bodyIds } from '../../plugins/audit-trail/recorder.js';
import { groupMemberTarget, groupTarget, registrationTarget } from './audit-target.js';
import { answerGroupInvitation, myGroupInvitations } from './group-invitations.js';
import { myRegistrations, openBatches, saveRegistration } from './applications.js';
import { scheduleUploadCleanup } from './cleanup.js';
import { PHOTO_VIEWING, sendRegistrationFile, uploadRegistrationFile } from './files.js';
import { groupDetail, listGroups } from './group-queries.js';
import { addRegistrationGroup, groupTemplate, reviewRegistrationGroup } from './groups.js';
import { listRegistrations } from './repository.js';
import {
  approveRegistrations,
  refuseRegistration,
  requireRegistration,
  scheduleRegistrationExpiry,
  withdrawRegistration,
} from './review.js';

/** The application a save changed: the one it named, or the one it made. */
const savedId = (_request: FastifyRequest, data: unknown) => ({
  registrationId: (data as { registrationId?: number } | null)?.registrationId,
});

/**
 * Registration: candidates (STUDENT-EXAM) apply for a batch while its window is open and see
 * only their own applications and files; reviewers (REGISTRATION-REVIEW) decide applications;
 * an organisation's contact (REGISTRATION-GROUP) sends group lists, which group reviewers
 * (REGISTRATION-GROUP-REVIEW) pass or fail.
 */
export async function registrationRoutes(app: FastifyInstance) {
  scheduleRegistrationExpiry(app);
  scheduleUploadCleanup(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['registration'];
  const candidate = { access: { permission: PERMISSION.STUDENT_EXAM } } as const;
  const review = { access: { permission: PERMISSION.REGISTRATION_REVIEW } } as const;
  const group = { access: { permission: PERMISSION.REGISTRATION_GROUP } } as const;
  const groupReview = { access: { permission: PERMISSION.REGISTRATION_GROUP_REVIEW } } as const;
  const groupEither = { access: { permission: [PERMISSION.REGISTRATION_GROUP, PERMISSION.REGISTRATION_GROUP_REVIEW] } } as const;
  const anyFileHolder = {
    access: {
      permission: [
        PERMISSION.STUDENT_EXAM,
        PERMISSION.REGISTRATION_REVIEW,
        PERMISSION.REGISTRATION_GROUP,
        PERMISSION.REGISTRATION_GROUP_REVIEW,
        ...PHOTO_VIEWING,
      ],
    },
  } as const;
  const uploader = {
    access: { permission: [PERMISSION.STUDENT_EXAM, PERMISSION.REGISTRATION_GROUP] },
    rateLimit: 'registrationUpload',
  } as const;

  r.get(API.openRegistrationBatches, { schema: { tags }, config: candidate }, async (req) =>
    ok(req, await openBatches(app.db, app.clock.now())),
  );
  r.get(API.myRegistrations, { schema: { tags }, config: candidate }, async (req) => ok(req, await myRegistrations(app.db, viewerOf(req))));
  r.post(
    API.saveRegistration,
    {
      schema: { tags, body: saveRegistrationBody },
      config: audited(candidate, 'registration.save', registrationTarget, { created: 'registrationId', detail: savedId }),
    },
    async (req) => ok(req, await saveRegistration(app, viewerOf(req), req.body)),
  );
  // Multipart: kind, file. The file is the uploader's until an application or group names it.
  r.post(API.uploadRegistrationFile, { schema: { tags }, config: uploader }, async (req) =>
    ok(req, await uploadRegistrationFile(app, req, viewerOf(req))),
  );
  // Signed in by the session cookie as well (docs/SECURITY.md): a document opens in a new tab
  // through a plain link, which cannot carry the Authorization header. Safe for the cookie: a GET
  // that only reads, and answers only the uploader or a reviewer of the file (files.ts: mayOpen).
  r.get(
    `${API.registrationFile}/:id`,
    { schema: { tags, params: idParam }, config: { ...anyFileHolder, cookie: true } },
    async (req, reply) => sendRegistrationFile(app, reply, viewerOf(req), req.params.id),
  );

  r.get(API.listRegistration, { schema: { tags, querystring: listRegistrationQuery }, config: review }, async (req) =>
    ok(req, await listRegistrations(app.db, req.query)),
  );
  r.get(`${API.getRegistrationById}/:id`, { schema: { tags, params: idParam }, config: review }, async (req) =>
    ok(req, await requireRegistration(app.db, req.params.id)),
  );
  r.post(
    API.approveRegistration,
    {
      schema: { tags, body: approveRegistrationBody },
      config: audited(review, 'registration.approve', registrationTarget, { ids: bodyIds('ids') }),
    },
    async (req) => {
      await approveRegistrations(app, viewerOf(req), req.body.ids);
      return ok(req, null);
    },
  );
  r.post(
    API.refuseRegistration,
    {
      schema: { tags, body: refuseRegistrationBody },
      config: audited(review, 'registration.refuse', registrationTarget, { ids: bodyId('registrationId'), detail: bodyFields('reason') }),
    },
    async (req) => {
      await refuseRegistration(app, viewerOf(req), req.body);
      return ok(req, null);
    },
  );
  r.post(
    API.withdrawRegistration,
    {
      schema: { tags, body: refuseRegistrationBody },
      config: audited(review, 'registration.withdraw', registrationTarget, { ids: bodyId('registrationId'), detail: bodyFields('reason') }),
    },
    async (req) => {
      await withdrawRegistration(app, viewerOf(req), req.body);
      return ok(req, null);
    },
  );

  r.get(API.registrationGroupTemplate, { schema: { tags }, config: group }, async (req, reply) =>
    sendWorkbook(reply, await groupTemplate(req.lang), exportFileName(req.lang, 'fileRegistrationGroupTemplate')),
  );
  r.post(
    API.addRegistrationGroup,
    {
      schema: { tags, body: addRegistrationGroupBody },
      config: audited({ ...group, rateLimit: 'groupSubmission' }, 'registrationGroup.add', groupTarget, { created: 'groupId' }),
    },
    async (req) => ok(req, await addRegistrationGroup(app, viewerOf(req), req.lang, req.body)),
  );
  r.get(API.listRegistrationGroup, { schema: { tags, querystring: listRegistrationGroupQuery }, config: groupEither }, async (req) =>
    ok(req, await listGroups(app.db, viewerOf(req), req.query)),
  );
  r.get(`${API.getRegistrationGroupById}/:id`, { schema: { tags, params: idParam }, config: groupEither }, async (req) =>
    ok(req, await groupDetail(app.db, viewerOf(req), req.params.id)),
  );
  r.post(
    API.reviewRegistrationGroup,
    {
      schema: { tags, body: reviewRegistrationGroupBody },
      // Pass or fail: the action says which, the detail keeps the reason.
      config: audited(groupReview, 'registrationGroup.review', groupTarget, {
        ids: bodyId('groupId'),
        detail: bodyFields('status', 'reason'),
      }),
    },
    // The answer carries new members' activation codes: shown once, never stored in the clear.
    async (req) => ok(req, await reviewRegistrationGroup(app, viewerOf(req), req.body)),
  );

  r.get(API.myGroupInvitations, { schema: { tags }, config: candidate }, async (req) =>
    ok(req, await myGroupInvitations(app.db, viewerOf(req))),
  );
  r.post(
    API.answerGroupInvitation,
    {
      schema: { tags, body: answerGroupInvitationBody },
      config: audited(candidate, 'registrationGroup.answer', groupMemberTarget, {
        ids: bodyId('memberId'),
        detail: bodyFields('accept'),
      }),
    },
    async (req) => ok(req, await answerGroupInvitation(app, viewerOf(req), req.body)),
  );
}
