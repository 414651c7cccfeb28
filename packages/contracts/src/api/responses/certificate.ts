import { z } from 'zod';
import { API } from '../paths.js';
import { qrMatrix } from './shared.js';

/** The answers of the /certificate/ calls (generated from the API tests' answers, then read against the code). */

const printCertificatesData = z.array(
  z.strictObject({
    certificateId: z.number(),
    number: z.string(),
    holderName: z.string(),
    photo: z.string(),
    idNumberMasked: z.string(),
    subjectName: z.string(),
    level: z.number(),
    issuedAt: z.number(),
    centre: z.string(),
    sealUrl: z.string(),
    revokedAt: z.unknown() /* only null in the tests */,
    levelName: z.string(),
    verifyUrl: z.string(),
    qr: qrMatrix,
  }),
);

const centreSettingsData = z.strictObject({
  name: z.string(),
  sealUrl: z.string(),
  publicUrl: z.string(),
  nameSet: z.boolean(),
  publicUrlSet: z.boolean(),
});

export const certificateResponses = {
  [`GET ${API.certificateCentre}`]: centreSettingsData,
  [`POST ${API.setCertificateCentre}`]: centreSettingsData,
  [`GET ${API.certificatePublications}`]: z.array(
    z.strictObject({
      publicationId: z.number(),
      name: z.string(),
      subjectId: z.number(),
      subjectName: z.string(),
      subjectLevel: z.number(),
      endsAt: z.number(),
      resultsFinal: z.boolean(),
      issued: z.number(),
    }),
  ),
  [`GET ${API.certificateEligibility}`]: z.strictObject({
    publicationId: z.number(),
    publicationName: z.string(),
    subjectId: z.number(),
    subjectName: z.string(),
    pendingAttempts: z.number(),
    resultsFinal: z.boolean(),
    counting: z.array(
      z.strictObject({
        publicationId: z.number(),
        name: z.string(),
      }),
    ),
    practicalValidityMonths: z.number().nullable(),
    candidates: z.array(
      z.strictObject({
        studentId: z.number(),
        username: z.string(),
        name: z.string(),
        className: z.string(),
        missing: z.array(z.string()),
        practicalMissing: z.boolean(),
        certificateNumber: z.unknown() /* only null in the tests */,
        revokedForFraud: z.strictObject({ number: z.string(), reason: z.string() }).nullable(),
        eligible: z.boolean(),
      }),
    ),
  }),
  [`POST ${API.issueCertificates}`]: z.strictObject({
    publicationId: z.number(),
    issued: z.number(),
    numbers: z.array(z.string()),
  }),
  [`GET ${API.listCertificates}`]: z.array(
    z.strictObject({
      certificateId: z.number(),
      number: z.string(),
      studentId: z.number(),
      username: z.string(),
      holderName: z.string(),
      subjectName: z.string(),
      level: z.number(),
      issuedAt: z.number(),
      revokedAt: z.unknown() /* only null in the tests */,
      revokeReason: z.string(),
      revokeKind: z.string(),
    }),
  ),
  [`GET ${API.printCertificates}`]: printCertificatesData,
  [`POST ${API.revokeCertificate}`]: z.strictObject({
    id: z.number(),
    number: z.string(),
    studentId: z.number(),
    holderName: z.string(),
    subjectName: z.string(),
    level: z.number(),
    issuedAt: z.number(),
    revokedAt: z.number(),
    revokeReason: z.string(),
    revokeKind: z.string(),
  }),
  [`GET ${API.certificateRequirements}`]: z.strictObject({
    subjectId: z.number(),
    subjectName: z.string(),
    publicationIds: z.array(z.unknown() /* no item in the tests */),
    practicalRequired: z.boolean(),
    practicalValidityMonths: z.number(),
    options: z.array(z.unknown() /* no item in the tests */),
  }),
  [`POST ${API.setCertificateRequirements}`]: z.strictObject({
    subjectId: z.number(),
    subjectName: z.string(),
    publicationIds: z.array(z.number()),
    practicalRequired: z.boolean(),
    practicalValidityMonths: z.number(),
    options: z.array(
      z.strictObject({
        publicationId: z.number(),
        name: z.string(),
      }),
    ),
  }),
  [`GET ${API.myCertificates}`]: printCertificatesData,
  [`GET ${API.verifyCertificate}`]: z.strictObject({
    status: z.string(),
    certificate: z
      .strictObject({
        number: z.string(),
        holderName: z.string(),
        subjectName: z.string(),
        level: z.number(),
        issuedAt: z.number(),
        centre: z.string(),
        revokedAt: z.number().nullable(),
        levelName: z.string(),
      })
      .nullable(),
  }),
};
