import { z } from 'zod';
import { API } from '../paths.js';
import { binary, none, XLSX } from './define.js';

/** The answers of the /publication/ calls (generated from the API tests' answers, then read against the code). */

const getPublicationByIdData = z.strictObject({
  publicationId: z.number(),
  name: z.string(),
  paperId: z.number(),
  paperName: z.string(),
  noticeId: z.number().nullable(),
  noticeTitle: z.string().nullable(),
  parentPublicationId: z.number().nullable(),
  parentPublicationName: z.string().nullable(),
  startsAt: z.number(),
  endsAt: z.number(),
  durationMinutes: z.number(),
  attemptsAllowed: z.number(),
  tabSwitchLimit: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
  attemptCount: z.number(),
  kind: z.string(),
  resultVisibility: z.string(),
  fullscreenRequired: z.number(),
  blockCopyPaste: z.number(),
  storedState: z.string(),
  classIds: z.array(z.number()),
  classNames: z.array(z.string()),
  state: z.string(),
  candidateCount: z.number(),
});

// Narrower in the answers where the tests saw it so: every publication with a notice, or none with a parent.
const withNotice = { noticeId: z.number(), noticeTitle: z.string() };
const noParent = {
  parentPublicationId: z.unknown() /* only null in the tests */,
  parentPublicationName: z.unknown() /* only null in the tests */,
};

const withdrawPublicationData = getPublicationByIdData.extend({ ...withNotice, ...noParent });

export const publicationResponses = {
  [`GET ${API.listPublication}`]: z.strictObject({
    total: z.number(),
    list: z.array(getPublicationByIdData),
  }),
  [`GET ${API.listAllPublicationForSelect}`]: z.array(
    z.strictObject({
      publicationId: z.number(),
      name: z.string(),
      kind: z.string(),
      startsAt: z.number(),
      endsAt: z.number(),
      state: z.string(),
    }),
  ),
  [`GET ${API.getPublicationById}/:id`]: getPublicationByIdData,
  [`POST ${API.addPublication}`]: getPublicationByIdData.extend(withNotice),
  [`PUT ${API.updatePublication}`]: getPublicationByIdData.extend(noParent),
  [`DELETE ${API.deletePublication}/:id`]: none,
  [`POST ${API.batchDeletePublication}`]: none,
  [`GET ${API.exportPublication}`]: binary(XLSX),
  [`POST ${API.publishPublication}`]: getPublicationByIdData,
  [`POST ${API.withdrawPublication}`]: withdrawPublicationData,
  [`POST ${API.extendPublication}`]: withdrawPublicationData,
  [`POST ${API.closePublicationEarly}`]: withdrawPublicationData,
  [`POST ${API.giveExtraTime}`]: z.strictObject({
    attemptId: z.number(),
    deadlineAt: z.number(),
    extraMinutes: z.number(),
    serverNow: z.number(),
  }),
  [`GET ${API.listPublicationLog}/:id`]: z.array(
    z.strictObject({
      at: z.number(),
      actorName: z.string(),
      action: z.string(),
      attemptId: z.number().nullable(),
      studentName: z.string().nullable(),
      reason: z.string(),
      detail: z.string(),
    }),
  ),
};
