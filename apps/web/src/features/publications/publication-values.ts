import type { AddPublicationBody, PublicationKind, PublicationRecord, ResultVisibility } from '@kaoshi/contracts';

/** The form's values: the body's fields, with switches as booleans and dates as epoch ms (or empty). */
export interface PublicationFormValues {
  name: string;
  kind: PublicationKind;
  classIds: number[];
  parentPublicationId?: number | null;
  paperId?: number;
  durationMinutes?: number | null;
  noticeId?: number | null;
  startsAt?: number | null;
  endsAt?: number | null;
  attemptsAllowed: number;
  resultVisibility: ResultVisibility;
  fullscreenRequired: boolean;
  tabSwitchLimit: number;
  blockCopyPaste: boolean;
}

const MINUTE_MS = 60_000;

/** A new publication: one attempt, results after the window closes, no integrity rules. */
export const NEW_PUBLICATION: PublicationFormValues = {
  name: '',
  kind: 'normal',
  classIds: [],
  parentPublicationId: null,
  noticeId: null,
  startsAt: null,
  endsAt: null,
  attemptsAllowed: 1,
  resultVisibility: 'afterClose',
  fullscreenRequired: false,
  tabSwitchLimit: 0,
  blockCopyPaste: false,
};

/** A saved publication as the form shows it. */
export function formValuesOf(record: PublicationRecord): PublicationFormValues {
  return {
    name: record.name,
    kind: record.kind,
    classIds: [...record.classIds],
    parentPublicationId: record.parentPublicationId,
    paperId: record.paperId,
    durationMinutes: record.durationMinutes,
    noticeId: record.noticeId,
    startsAt: record.startsAt,
    endsAt: record.endsAt,
    attemptsAllowed: record.attemptsAllowed,
    resultVisibility: record.resultVisibility,
    fullscreenRequired: record.fullscreenRequired === 1,
    tabSwitchLimit: record.tabSwitchLimit,
    blockCopyPaste: record.blockCopyPaste === 1,
  };
}

/**
 * A new draft with a publication's settings. A window that has already begun cannot be
 * published again, so it is left for the user to choose; a future one is kept.
 */
export function copyValuesOf(record: PublicationRecord, copyName: string, now: number): PublicationFormValues {
  const values = { ...formValuesOf(record), name: copyName };
  return record.startsAt <= now ? { ...values, startsAt: null, endsAt: null } : values;
}

/**
 * The body of an add or update call. Only the kind's own target is sent: batches for a normal
 * publication, the publication it re-examines for a supplementary one (whose candidates come
 * from there). A blank duration is left out, so the server takes the paper's.
 */
export function bodyOf(values: PublicationFormValues): AddPublicationBody {
  const supplementary = values.kind === 'supplementary';
  return {
    name: values.name.trim(),
    kind: values.kind,
    classIds: supplementary ? [] : values.classIds,
    parentPublicationId: supplementary ? (values.parentPublicationId ?? null) : null,
    paperId: values.paperId!,
    noticeId: values.noticeId ?? null,
    startsAt: values.startsAt!,
    endsAt: values.endsAt!,
    ...(values.durationMinutes == null ? {} : { durationMinutes: values.durationMinutes }),
    attemptsAllowed: values.attemptsAllowed,
    resultVisibility: values.resultVisibility,
    fullscreenRequired: values.fullscreenRequired ? 1 : 0,
    tabSwitchLimit: values.tabSwitchLimit,
    blockCopyPaste: values.blockCopyPaste ? 1 : 0,
  };
}

/** The window is shorter than one candidate's time: those starting late get less than the duration. */
export function windowShorterThanDuration(
  startsAt: number | null | undefined,
  endsAt: number | null | undefined,
  durationMinutes: number | null | undefined,
): boolean {
  if (startsAt == null || endsAt == null || durationMinutes == null || endsAt <= startsAt) return false;
  return endsAt - startsAt < durationMinutes * MINUTE_MS;
}

/** A date-time picker's value to the minute, as windows are set. */
export const toMinute = (epochMs: number) => Math.floor(epochMs / MINUTE_MS) * MINUTE_MS;
