import { z } from 'zod';
import { isCleanPersonName } from '../person-name.js';
import { isAllowedLinkUrl } from '../rich-text/url-policy.js';
import { mediaUrl, requiredId } from './common.js';
import type { QrMatrix } from './qr.js';

/**
 * Certificates (CERTIFICATE-MANAGE for staff, STUDENT-EXAM for the holder's own) and their
 * public verification. The number's format is in certificate-number.ts; the rules are in
 * docs/CERTIFICATES.md.
 */

export const CERTIFICATE_STATUS = { VALID: 'valid', REVOKED: 'revoked', UNKNOWN: 'unknown' } as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUS)[keyof typeof CERTIFICATE_STATUS];

/** At most this many candidates in one issuing call (a large exam is issued in pages). */
export const CERTIFICATE_ISSUE_MAX = 500;
/** Publications one job type may require for its certificate. */
export const CERTIFICATE_REQUIREMENTS_MAX = 10;

export const certificatePublicationQuery = z.object({ publicationId: requiredId });
export type CertificatePublicationQuery = z.infer<typeof certificatePublicationQuery>;

export const issueCertificatesBody = z.object({
  publicationId: requiredId,
  studentIds: z.array(requiredId).min(1).max(CERTIFICATE_ISSUE_MAX),
});
export type IssueCertificatesBody = z.infer<typeof issueCertificatesBody>;

/**
 * Why a certificate is revoked. Fraud (a forged document, an impersonated candidate, cheating
 * found after the fact): the holder may not receive the job type's certificate again. A clerical
 * error (a wrong name or photo printed): a corrected one may be issued at once. Revocations made
 * before the kind was asked for have '' and block nothing.
 */
export const REVOCATION_KIND = { FRAUD: 'fraud', CLERICAL: 'clerical' } as const;
export type RevocationKind = (typeof REVOCATION_KIND)[keyof typeof REVOCATION_KIND];
export const REVOCATION_KINDS = [REVOCATION_KIND.FRAUD, REVOCATION_KIND.CLERICAL] as const;

export const revokeCertificateBody = z.object({
  certificateId: requiredId,
  reason: z.string().trim().min(1).max(500),
  kind: z.enum(REVOCATION_KINDS),
});
export type RevokeCertificateBody = z.infer<typeof revokeCertificateBody>;

/** How long a passed practical assessment counts for a certificate, unless the job type says otherwise (as the combined result's default). */
export const CERTIFICATE_PRACTICAL_VALIDITY_MONTHS = 24;

export const certificateRequirementsQuery = z.object({ subjectId: requiredId });

export const setCertificateRequirementsBody = z.object({
  subjectId: requiredId,
  /** Empty: each exam of the job type is enough on its own. */
  publicationIds: z.array(requiredId).max(CERTIFICATE_REQUIREMENTS_MAX),
  /** The practical assessment of the job type must be passed too, within `practicalValidityMonths`. */
  practicalRequired: z.boolean().default(false),
  practicalValidityMonths: z.number().int().min(1).max(120).default(CERTIFICATE_PRACTICAL_VALIDITY_MONTHS),
});
export type SetCertificateRequirementsBody = z.infer<typeof setCertificateRequirementsBody>;

/**
 * GET verify: the number with the holder's name (the form) or with the QR code's token. Shape
 * only here; the service says what is wrong with a number in the caller's language.
 */
export const verifyCertificateQuery = z.object({
  number: z.string().max(80),
  name: z.string().max(100).optional(),
  t: z.string().max(64).optional(),
});
export type VerifyCertificateQuery = z.infer<typeof verifyCertificateQuery>;

/** An exam that can give certificates, for the staff screen's picker. */
export interface CertificatePublication {
  publicationId: number;
  name: string;
  subjectId: number;
  subjectName: string;
  /** The job type's level: the picker tells one job type's levels apart. */
  subjectLevel: number;
  endsAt: number;
  /** Closed, and every attempt finished and marked (docs/RESULTS.md). */
  resultsFinal: boolean;
  issued: number;
}

export interface CertificateCandidate {
  studentId: number;
  username: string;
  name: string;
  className: string | null;
  /** Names of the required exams this candidate has not passed (empty: all passed). */
  missing: string[];
  /** The job type needs its practical assessment passed, and this candidate has no pass within its validity. */
  practicalMissing: boolean;
  /** Their valid certificate for the job type, if they hold one. */
  certificateNumber: string | null;
  /** A certificate of the job type revoked for fraud: it bars a new one (number and reason shown to staff). */
  revokedForFraud: { number: string; reason: string } | null;
  eligible: boolean;
}

export interface CertificateEligibility {
  publicationId: number;
  publicationName: string;
  subjectId: number;
  subjectName: string;
  resultsFinal: boolean;
  /** Attempts still being written or marked. */
  pendingAttempts: number;
  /** The exams that count for the job type's certificate; just this one when the job type names none. */
  counting: { publicationId: number; name: string }[];
  /** The job type's certificate also needs its practical assessment passed (within this many months), or null. */
  practicalValidityMonths: number | null;
  /** Everyone who passed this exam. */
  candidates: CertificateCandidate[];
}

export interface CertificateRequirements {
  subjectId: number;
  subjectName: string;
  publicationIds: number[];
  practicalRequired: boolean;
  practicalValidityMonths: number;
  /** The job type's exams (originals, not re-exams) to choose from. */
  options: { publicationId: number; name: string }[];
}

export interface CertificateRecord {
  certificateId: number;
  number: string;
  studentId: number;
  username: string;
  holderName: string;
  subjectName: string;
  level: number;
  issuedAt: number;
  revokedAt: number | null;
  revokeReason: string;
  /** '' when valid, or revoked before the kind was asked for. */
  revokeKind: RevocationKind | '';
}

/** A certificate as printed: what it says, and the QR code that opens its verification. */
export interface CertificateSheet {
  certificateId: number;
  number: string;
  holderName: string;
  /** An uploaded file or https: address (the student's photo when issued); empty when none. */
  photo: string;
  /** ID number with all but the first 3 and last 4 characters hidden. */
  idNumberMasked: string;
  subjectName: string;
  level: number;
  levelName: string;
  issuedAt: number;
  centre: string;
  /** The centre's seal as issued: an editor file or https: image; empty for the drawn seal. */
  sealUrl: string;
  revokedAt: number | null;
  /** The verification page's address for this certificate (absolute). */
  verifyUrl: string;
  qr: QrMatrix;
}

/** The public answer: only what a certificate states about its holder, nothing else. */
export interface CertificateVerification {
  status: CertificateStatus;
  certificate: {
    number: string;
    holderName: string;
    subjectName: string;
    level: number;
    levelName: string;
    issuedAt: number;
    centre: string;
    revokedAt: number | null;
  } | null;
}

/**
 * The site's public address for links printed on paper: http(s), a host, an optional port and
 * path, nothing a link could carry besides (no query, fragment or credentials).
 */
const PUBLIC_SITE_URL = /^https?:\/\/[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?(\/[a-z0-9._~-]+)*\/?$/i;
export const publicSiteUrl = z
  .string()
  .trim()
  .max(300)
  .refine((value) => value === '' || (PUBLIC_SITE_URL.test(value) && isAllowedLinkUrl(value)), { message: 'publicSiteUrl' });

/**
 * POST setCentre: the issuing centre printed on certificates and shown by /verify
 * (docs/CERTIFICATES.md). An empty public address falls back to PUBLIC_URL, then to the address
 * a request came to; an empty seal draws the centre's name in a ring.
 */
export const setCentreBody = z.object({
  name: z.string().trim().min(1).max(200).refine(isCleanPersonName, { message: 'cleanText' }),
  sealUrl: mediaUrl(500),
  publicUrl: publicSiteUrl.default(''),
});
export type SetCentreBody = z.infer<typeof setCentreBody>;

/** GET centre: the values in force and whether a centre has set them (the screen warns while not). */
export interface CentreSettings {
  name: string;
  sealUrl: string;
  /** The address the QR codes carry; empty while neither staff nor PUBLIC_URL set one. */
  publicUrl: string;
  /** False while the name is the built-in default in the demo language. */
  nameSet: boolean;
  publicUrlSet: boolean;
}
