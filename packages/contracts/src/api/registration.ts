import { z } from 'zod';
import { batchIdsBody, momentFilter, optionalId, optionalText, PHONE_PATTERN, pageQuery, requiredId } from './common.js';
import {
  EDUCATION_LEVELS,
  REGISTRATION_FILE_KINDS,
  type EvidenceKind,
  type GroupStatus,
  type JoinStatus,
  type RegistrationFileKind,
  type RegistrationStatus,
} from './registration-status.js';
import { idNumber } from './students.js';
import { personName } from '../person-name.js';

/**
 * Registration: candidates apply for a batch whose registration window is open; staff review.
 * The codes are in registration-status.ts.
 */

/** The multipart fields beside an uploaded registration file. */
export const uploadRegistrationFileFields = z.object({ kind: z.enum(REGISTRATION_FILE_KINDS) });

const optionalFileId = optionalId.transform((value) => value ?? null);

/** POST saveRegistration: create or correct one's own application; `submit` 1 sends it for review. */
export const saveRegistrationBody = z.object({
  /** Left out to apply (refused when one already exists for the batch); given to correct that application. */
  registrationId: optionalId,
  classId: requiredId,
  name: personName(),
  gender: z.enum(['M', 'F']),
  idNumber,
  phone: z.string().trim().regex(PHONE_PATTERN, { message: 'phone is not a valid phone number' }),
  education: z.enum(EDUCATION_LEVELS),
  yearsInTrade: z.coerce.number().int().min(0).max(60),
  organisation: optionalText(128),
  photoFileId: optionalFileId,
  idCardFileId: optionalFileId,
  certificateFileId: optionalFileId,
  workProofFileId: optionalFileId,
  submit: z.coerce.number().int().min(0).max(1).default(0),
});
export type SaveRegistrationBody = z.infer<typeof saveRegistrationBody>;

export const listRegistrationQuery = pageQuery.extend({
  classId: optionalId,
  subjectId: optionalId,
  status: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(0).max(5).optional()),
  submittedFrom: momentFilter,
  submittedTo: momentFilter,
  groupId: optionalId,
});
export type ListRegistrationQuery = z.infer<typeof listRegistrationQuery>;

export const reasonText = z.string().trim().min(1).max(500);
/** POST approveRegistration: one or many applications under review (batch approve). */
export const approveRegistrationBody = batchIdsBody;
/**
 * POST refuseRegistration and withdrawRegistration: the reason the candidate sees, and whether the
 * decision is final (1: refused, no resubmission) or returns the application for changes (0, the
 * default: the candidate corrects it and submits it again).
 */
export const refuseRegistrationBody = z.object({
  registrationId: requiredId,
  reason: reasonText,
  final: z.coerce.number().int().min(0).max(1).default(0),
});
export type RefuseRegistrationBody = z.infer<typeof refuseRegistrationBody>;

/** POST addRegistrationGroup: the files come first through uploadRegistrationFile. */
export const addRegistrationGroupBody = z.object({
  classId: requiredId,
  organisation: z.string().trim().min(1).max(128),
  listFileId: requiredId,
  photosFileId: optionalFileId,
  coverFileId: requiredId,
});
export type AddRegistrationGroupBody = z.infer<typeof addRegistrationGroupBody>;
export const listRegistrationGroupQuery = pageQuery.extend({
  classId: optionalId,
  status: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(0).max(2).optional()),
});
export type ListRegistrationGroupQuery = z.infer<typeof listRegistrationGroupQuery>;
/** POST reviewRegistrationGroup: pass (1) or fail (2) the whole group; a reason is required to fail. */
export const reviewRegistrationGroupBody = z
  .object({ groupId: requiredId, status: z.coerce.number().int().min(1).max(2), reason: z.string().trim().max(500).default('') })
  .refine((body) => body.status !== 2 || body.reason.length > 0, { message: 'reason is required to fail a group', path: ['reason'] });
export type ReviewRegistrationGroupBody = z.infer<typeof reviewRegistrationGroupBody>;
/** POST answerGroupInvitation: the invited candidate accepts (1) or declines (0) joining the group. */
export const answerGroupInvitationBody = z.object({ memberId: requiredId, accept: z.coerce.number().int().min(0).max(1) });
export type AnswerGroupInvitationBody = z.infer<typeof answerGroupInvitationBody>;

export interface RegistrationFileRecord {
  fileId: number;
  kind: RegistrationFileKind;
  originalName: string;
  contentType: string;
  size: number;
}

/** A batch whose registration window is open now. */
export interface OpenBatchRecord {
  classId: number;
  name: string;
  code: string;
  subjectName: string;
  level: number;
  registrationOpensAt: number;
  registrationClosesAt: number;
  plannedExamDate: number | null;
}

export interface RegistrationRecord {
  registrationId: number;
  classId: number;
  className: string;
  subjectId: number;
  subjectName: string;
  /** The job type's level: one job type is registered once per level. */
  subjectLevel: number;
  registrationClosesAt: number | null;
  studentId: number;
  username: string;
  status: RegistrationStatus;
  name: string;
  gender: 'M' | 'F';
  idNumber: string;
  phone: string;
  education: string;
  yearsInTrade: number;
  organisation: string;
  reason: string;
  groupId: number | null;
  submittedAt: number | null;
  reviewedAt: number | null;
  createdAt: number;
  updatedAt: number;
  /** Photo and evidence by kind. */
  files: Partial<Record<'photo' | EvidenceKind, RegistrationFileRecord>>;
  /** For reviewers only (the review queue and drawer): possible duplicates of this applicant. */
  duplicates?: DuplicateMarks;
}

/** Another application that may be the same person's, as a reviewer sees it. */
export interface DuplicateApplication {
  registrationId: number;
  className: string;
  status: RegistrationStatus;
}
/**
 * Possible duplicates of one application: its ID number held by another account (confirmed by an
 * earlier approval), other accounts' applications with the same ID number, and other accounts'
 * applications with the same name and birth date (read from the resident ID number).
 */
export interface DuplicateMarks {
  idNumberOnOtherAccount: boolean;
  sameIdNumber: DuplicateApplication[];
  sameNameAndBirth: DuplicateApplication[];
}

export interface RegistrationList {
  list: RegistrationRecord[];
  total: number;
  /** Applications per status under the same filters (whatever the status filter). */
  counts: Record<RegistrationStatus, number>;
}

export interface RegistrationGroupRecord {
  groupId: number;
  classId: number;
  className: string;
  subjectName: string;
  subjectLevel: number;
  organisation: string;
  status: GroupStatus;
  reason: string;
  memberCount: number;
  submittedBy: number;
  submittedByName: string;
  listFile: RegistrationFileRecord | null;
  coverFile: RegistrationFileRecord | null;
  createdAt: number;
  reviewedAt: number | null;
}
export interface RegistrationGroupMember {
  rowNumber: number;
  name: string;
  gender: string;
  idNumber: string;
  phone: string;
  education: string;
  yearsInTrade: number;
  hasPhoto: boolean;
  memberId: number;
  joinStatus: JoinStatus;
  /** Group reviewers only: where the matched existing candidate stands now (their batch, their applications). */
  existing?: { currentBatch: string | null; applications: DuplicateApplication[] };
}

/** A group that lists the signed-in candidate's ID number, as the candidate sees it. */
export interface GroupInvitationRecord {
  memberId: number;
  groupId: number;
  organisation: string;
  className: string;
  subjectName: string;
  groupStatus: GroupStatus;
  joinStatus: JoinStatus;
  /** The name the organisation's list gives. */
  name: string;
}

/** A new member's account made by passing a group: the activation code is shown once, to hand over. */
export interface MemberActivation {
  rowNumber: number;
  name: string;
  username: string;
  activationCode: string;
  expiresAt: number;
}
/** POST reviewRegistrationGroup's answer: the activation codes of the accounts it made (empty when failing). */
export interface ReviewRegistrationGroupResult {
  activations: MemberActivation[];
}
export interface RegistrationGroupDetail extends RegistrationGroupRecord {
  members: RegistrationGroupMember[];
}
