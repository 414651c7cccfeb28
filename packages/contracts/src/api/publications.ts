import { z } from 'zod';
import { momentMs, flag01, idList, listQuery, optionalFilter, optionalId, recordName, requiredId } from './common.js';
import type { Timestamps } from './organisation.js';

/**
 * A publication (/examPublishManage/publishManage, PUBLISHMANAGE + role SUPER): a paper given to
 * batches in a time window. `normal`, or `supplementary`: a re-exam of an earlier publication,
 * open only to that publication's candidates who failed or were absent.
 */
export const PUBLICATION_KINDS = ['normal', 'supplementary'] as const;
export type PublicationKind = (typeof PUBLICATION_KINDS)[number];

/** When candidates see their results: once graded, after the window closes, or never. */
export const RESULT_VISIBILITIES = ['immediate', 'afterClose', 'never'] as const;
export type ResultVisibility = (typeof RESULT_VISIBILITIES)[number];

/**
 * Stored state: draft → published (or withdrawn, only before any attempt starts). Shown state
 * adds the clock: a published publication is `published` before its window, `open` inside it,
 * `closed` after it.
 */
export const PUBLICATION_STATES = ['draft', 'published', 'withdrawn'] as const;
export type PublicationStoredState = (typeof PUBLICATION_STATES)[number];
export type PublicationState = 'draft' | 'published' | 'open' | 'closed' | 'withdrawn';

const reason = z.string().trim().min(1).max(500);

export const publicationFields = z.object({
  name: recordName,
  paperId: requiredId,
  /** The notice candidates read before starting; null: none. */
  noticeId: z.preprocess((v) => (v === '' || v === undefined ? null : v), requiredId.nullable()),
  kind: z.enum(PUBLICATION_KINDS).default('normal'),
  /** Supplementary only: the publication it re-examines. */
  parentPublicationId: z.preprocess((v) => (v === '' || v === undefined ? null : v), requiredId.nullable()),
  /** Normal only (at least one): the batches whose students sit it. */
  classIds: idList,
  startsAt: momentMs,
  endsAt: momentMs,
  /** Minutes each candidate has from their start; left out: the paper's duration. */
  durationMinutes: z.coerce.number().int().min(1).max(1440).optional(),
  attemptsAllowed: z.coerce.number().int().min(1).max(10).default(1),
  resultVisibility: z.enum(RESULT_VISIBILITIES).default('afterClose'),
  fullscreenRequired: flag01.default(0),
  /** Leaving the exam tab more than this many times submits the attempt; 0: no limit. */
  tabSwitchLimit: z.coerce.number().int().min(0).max(100).default(0),
  blockCopyPaste: flag01.default(0),
});
export const addPublicationBody = publicationFields;
export type AddPublicationBody = z.infer<typeof addPublicationBody>;
export const updatePublicationBody = publicationFields.extend({ publicationId: requiredId });
export type UpdatePublicationBody = z.infer<typeof updatePublicationBody>;

export const PUBLICATION_SORT_FIELDS = ['name', 'startsAt', 'endsAt', 'createdAt'] as const;
export const listPublicationQuery = listQuery(
  {
    name: optionalFilter,
    paperId: optionalId,
    classId: optionalId,
    state: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['draft', 'published', 'open', 'closed', 'withdrawn']).optional()),
    kind: z.preprocess((v) => (v === '' ? undefined : v), z.enum(PUBLICATION_KINDS).optional()),
  },
  PUBLICATION_SORT_FIELDS,
);
export type ListPublicationQuery = z.infer<typeof listPublicationQuery>;
export const publicationSelectQuery = z.object({
  kind: z.preprocess((v) => (v === '' ? undefined : v), z.enum(PUBLICATION_KINDS).optional()),
});

/** POST publishPublication {id}: draft → published; locks the paper against changes. */
export const publicationIdBody = z.object({ id: requiredId });
/** POST withdrawPublication: only while no attempt has started. */
export const withdrawPublicationBody = z.object({ id: requiredId, reason });
/** POST extendPublication: a later end of the window (never earlier), with the reason recorded. */
export const extendPublicationBody = z.object({ id: requiredId, endsAt: momentMs, reason });
/**
 * POST closePublicationEarly: an open exam's window ends now, once every candidate who may sit it
 * has finished and every attempt is marked (so certificates and make-ups need not wait for the
 * scheduled end); the reason is recorded.
 */
export const closePublicationEarlyBody = withdrawPublicationBody;
/** POST giveExtraTime: more minutes for one candidate's attempt, with the reason recorded. */
export const giveExtraTimeBody = z.object({ attemptId: requiredId, minutes: z.coerce.number().int().min(1).max(600), reason });
export type GiveExtraTimeBody = z.infer<typeof giveExtraTimeBody>;
/** giveExtraTime's answer: the attempt's new deadline (also pushed to the candidate's exam page). */
export interface ExtraTimeGiven {
  attemptId: number;
  /** All extra time the attempt has now, in minutes. */
  extraMinutes: number;
  deadlineAt: number;
  serverNow: number;
}

export interface PublicationRecord extends Timestamps {
  publicationId: number;
  name: string;
  paperId: number;
  paperName: string;
  noticeId: number | null;
  noticeTitle: string | null;
  kind: PublicationKind;
  parentPublicationId: number | null;
  parentPublicationName: string | null;
  classIds: number[];
  classNames: string[];
  startsAt: number;
  endsAt: number;
  durationMinutes: number;
  attemptsAllowed: number;
  resultVisibility: ResultVisibility;
  fullscreenRequired: 0 | 1;
  tabSwitchLimit: number;
  blockCopyPaste: 0 | 1;
  storedState: PublicationStoredState;
  /** The stored state with the clock applied (server time). */
  state: PublicationState;
  /** Candidates eligible to sit it, and attempts started so far. */
  candidateCount: number;
  attemptCount: number;
}
export interface PublicationOption {
  publicationId: number;
  name: string;
  kind: PublicationKind;
  state: PublicationState;
  startsAt: number;
  endsAt: number;
}

/**
 * A recorded change to a live publication (publish, withdraw, extend, extraTime, and the proctor's
 * message, forceSubmit, reentry). `detail` is language-neutral: for 'extend' the old and new end
 * ("<ISO> → <ISO>", UTC), for 'extraTime' "+<minutes> min → <new deadline ISO>".
 */
export interface PublicationLogEntry {
  at: number;
  actorName: string;
  action: string;
  attemptId: number | null;
  studentName: string | null;
  reason: string;
  detail: string;
}
