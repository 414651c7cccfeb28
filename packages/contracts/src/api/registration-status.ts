/**
 * Registration's display codes, apart from the zod schemas (registration.ts) so the candidate's
 * registration page can name them without bringing zod into its download.
 *
 * Audit status of an application: 0 not started (a draft), 1 under review (submitted),
 * 2 review passed (enrolled in the batch), 3 refused (final, with a reason the candidate sees: no
 * resubmission for that batch), 4 review expired (still 0 or 1 when the window closed),
 * 5 returned for changes (with a reason; the candidate corrects it and submits it again while
 * the window is open). 5 comes after 4 so the codes stored before it keep their meaning.
 */
export const REGISTRATION_STATUS = { DRAFT: 0, UNDER_REVIEW: 1, PASSED: 2, FAILED: 3, EXPIRED: 4, RETURNED: 5 } as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUS)[keyof typeof REGISTRATION_STATUS];
export const REGISTRATION_STATUSES: readonly RegistrationStatus[] = [0, 1, 2, 3, 5, 4];
/** The statuses a candidate may still edit and (re)submit while the window is open. */
export const REGISTRATION_EDITABLE: readonly RegistrationStatus[] = [0, 5];

/** Group audit status: 0 under review, 1 passed (every member enrolled), 2 failed (with a reason). */
export const GROUP_STATUS = { UNDER_REVIEW: 0, PASSED: 1, FAILED: 2 } as const;
export type GroupStatus = (typeof GROUP_STATUS)[keyof typeof GROUP_STATUS];
export const GROUP_STATUSES: readonly GroupStatus[] = [0, 1, 2];

/**
 * A group member row's standing (security round 3: a group never takes anyone over): new (no
 * account holds the ID number: one is made on passing, with an activation code), invited (an
 * existing candidate must accept from their own account), accepted, declined, refused (the ID
 * number has a live application of the batch, or belongs to staff) and enrolled.
 */
export const JOIN_STATUSES = ['new', 'invited', 'accepted', 'declined', 'refused', 'enrolled'] as const;
export type JoinStatus = (typeof JOIN_STATUSES)[number];

/** What an uploaded registration file is for: an application's photo and evidence, or a group's files. */
export const REGISTRATION_FILE_KINDS = ['photo', 'idCard', 'certificate', 'workProof', 'groupList', 'groupPhotos', 'groupCover'] as const;
export type RegistrationFileKind = (typeof REGISTRATION_FILE_KINDS)[number];
/** The evidence an application carries besides its photo; the ID card is required to submit. */
export const EVIDENCE_KINDS = ['idCard', 'certificate', 'workProof'] as const;
export type EvidenceKind = (typeof EVIDENCE_KINDS)[number];

/** Allowed extensions per kind: photos are raster images; evidence may also be a PDF (opened in the browser). */
export const REGISTRATION_FILE_EXTENSIONS: Readonly<Record<RegistrationFileKind, readonly string[]>> = {
  photo: ['jpg', 'jpeg', 'png'],
  idCard: ['jpg', 'jpeg', 'png', 'pdf'],
  certificate: ['jpg', 'jpeg', 'png', 'pdf'],
  workProof: ['jpg', 'jpeg', 'png', 'pdf'],
  groupList: ['xlsx'],
  groupPhotos: ['zip'],
  groupCover: ['pdf', 'jpg', 'jpeg', 'png'],
};

/** Education levels an application names (the screens translate them). */
export const EDUCATION_LEVELS = [
  'primary',
  'juniorSecondary',
  'seniorSecondary',
  'vocational',
  'college',
  'bachelor',
  'postgraduate',
] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
