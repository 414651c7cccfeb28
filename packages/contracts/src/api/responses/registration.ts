import { z } from 'zod';
import { API } from '../paths.js';
import { JOIN_STATUSES } from '../registration-status.js';
import { binary, none, XLSX } from './define.js';

/** The answers of the /registration/ calls (generated from the API tests' answers, then read against the code). */

const registrationFile = z.strictObject({
  fileId: z.number(),
  kind: z.string(),
  originalName: z.string(),
  contentType: z.string(),
  size: z.number(),
});

const registration = z.strictObject({
  registrationId: z.number(),
  classId: z.number(),
  className: z.string(),
  subjectId: z.number(),
  subjectName: z.string(),
  subjectLevel: z.number(),
  registrationClosesAt: z.number(),
  studentId: z.number(),
  username: z.string(),
  status: z.number(),
  name: z.string(),
  gender: z.string(),
  idNumber: z.string(),
  phone: z.string(),
  education: z.string(),
  yearsInTrade: z.number(),
  organisation: z.string(),
  reason: z.string(),
  groupId: z.unknown() /* only null in the tests */,
  submittedAt: z.number().nullable(),
  reviewedAt: z.number().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
  files: z.strictObject({
    // A draft may carry no photo yet.
    photo: registrationFile.optional(),
    idCard: registrationFile.optional(),
  }),
});

const duplicateApplication = z.strictObject({ registrationId: z.number(), className: z.string(), status: z.number() });
/** Reviewers' marks of possible duplicates (security round 3). */
const duplicates = z.strictObject({
  idNumberOnOtherAccount: z.boolean(),
  sameIdNumber: z.array(duplicateApplication),
  sameNameAndBirth: z.array(duplicateApplication),
});

const registrationGroup = z.strictObject({
  groupId: z.number(),
  classId: z.number(),
  className: z.string(),
  subjectName: z.string(),
  subjectLevel: z.number(),
  organisation: z.string(),
  status: z.number(),
  reason: z.string(),
  memberCount: z.number(),
  submittedBy: z.number(),
  submittedByName: z.string(),
  createdAt: z.number(),
  reviewedAt: z.unknown() /* only null in the tests */,
  listFile: registrationFile,
  coverFile: registrationFile,
});

export const registrationResponses = {
  [`GET ${API.openRegistrationBatches}`]: z.array(
    z.strictObject({
      classId: z.number(),
      name: z.string(),
      code: z.string(),
      subjectName: z.string(),
      level: z.number(),
      registrationOpensAt: z.number(),
      registrationClosesAt: z.number(),
      plannedExamDate: z.unknown() /* only null in the tests */,
    }),
  ),
  [`GET ${API.myRegistrations}`]: z.array(registration),
  [`POST ${API.saveRegistration}`]: registration,
  [`POST ${API.uploadRegistrationFile}`]: registrationFile,
  [`GET ${API.registrationFile}/:id`]: binary('application/pdf', 'image/jpeg', 'image/png'),
  [`GET ${API.listRegistration}`]: z.strictObject({
    // The list's registrations in the tests had groups, and some no photo yet.
    list: z.array(
      registration.extend({
        groupId: z.number().nullable(),
        submittedAt: z.number().nullable(),
        reviewedAt: z.number().nullable(),
        duplicates,
        files: z.strictObject({
          photo: registrationFile.optional(),
          idCard: registrationFile.optional(),
        }),
      }),
    ),
    total: z.number(),
    counts: z.record(z.string(), z.number()),
  }),
  // The one the tests fetched was submitted and reviewed, with both files.
  [`GET ${API.getRegistrationById}/:id`]: registration.extend({
    duplicates,
    submittedAt: z.number(),
    reviewedAt: z.number().nullable(),
    files: z.strictObject({
      photo: registrationFile,
      idCard: registrationFile,
    }),
  }),
  [`POST ${API.approveRegistration}`]: none,
  [`POST ${API.refuseRegistration}`]: none,
  [`POST ${API.withdrawRegistration}`]: none,
  [`GET ${API.registrationGroupTemplate}`]: binary(XLSX),
  [`POST ${API.addRegistrationGroup}`]: z.strictObject({
    groupId: z.number(),
    memberCount: z.number(),
  }),
  [`GET ${API.listRegistrationGroup}`]: z.strictObject({
    list: z.array(registrationGroup),
    total: z.number(),
  }),
  [`GET ${API.getRegistrationGroupById}/:id`]: registrationGroup.extend({
    reviewedAt: z.number().nullable(),
    members: z.array(
      z.strictObject({
        rowNumber: z.number(),
        name: z.string(),
        gender: z.string(),
        idNumber: z.string(),
        phone: z.string(),
        education: z.string(),
        yearsInTrade: z.number(),
        hasPhoto: z.boolean(),
        memberId: z.number(),
        joinStatus: z.enum(JOIN_STATUSES),
        // Group reviewers only, for rows matched to an existing candidate.
        existing: z.strictObject({ currentBatch: z.string().nullable(), applications: z.array(duplicateApplication) }).optional(),
      }),
    ),
  }),
  [`POST ${API.reviewRegistrationGroup}`]: z.strictObject({
    activations: z.array(
      z.strictObject({ rowNumber: z.number(), name: z.string(), username: z.string(), activationCode: z.string(), expiresAt: z.number() }),
    ),
  }),
  [`GET ${API.myGroupInvitations}`]: z.array(
    z.strictObject({
      memberId: z.number(),
      groupId: z.number(),
      organisation: z.string(),
      className: z.string(),
      subjectName: z.string(),
      groupStatus: z.number(),
      joinStatus: z.enum(JOIN_STATUSES),
      name: z.string(),
    }),
  ),
  [`POST ${API.answerGroupInvitation}`]: z.strictObject({ memberId: z.number(), joinStatus: z.enum(JOIN_STATUSES) }),
};
