import {
  API,
  type AttemptEvents,
  type CheckInBody,
  type CheckInCandidate,
  type CheckInLookupQuery,
  type LiveView,
  type TicketRecord,
  type PublicationLogEntry,
} from '@kaoshi/contracts';
import { request } from '../../lib/http';

/** A snapshot with the times around the call, to correct the browser's clock against the server's. */
export interface LiveSnapshot {
  view: LiveView;
  requestedAt: number;
  receivedAt: number;
}
/** `readAfter` (server time): a reading made after it, not an earlier one shared by other proctors. */
export async function fetchLiveView(publicationId: number, readAfter?: number): Promise<LiveSnapshot> {
  const requestedAt = Date.now();
  const view = await request<LiveView>({ url: API.liveView, method: 'GET', params: { publicationId, readAfter } });
  return { view, requestedAt, receivedAt: Date.now() };
}

export const listAttemptEvents = (attemptId: number) =>
  request<AttemptEvents>({ url: API.attemptEvents, method: 'GET', params: { attemptId } });

export const listPublicationLog = (publicationId: number) =>
  request<PublicationLogEntry[]>({ url: `${API.listPublicationLog}/${publicationId}`, method: 'GET' });

/** To one attempt, or to every candidate of the publication (attemptId null). */
export const sendProctorMessage = (publicationId: number, attemptId: number | null, text: string) =>
  request<null>({ url: API.proctorMessage, method: 'POST', data: { publicationId, attemptId, text } });

export const giveExtraTime = (attemptId: number, minutes: number, reason: string) =>
  request<unknown>({ url: API.giveExtraTime, method: 'POST', data: { attemptId, minutes, reason } });

export const forceSubmit = (attemptId: number, reason: string) =>
  request<unknown>({ url: API.forceSubmit, method: 'POST', data: { attemptId, reason } });

export const allowReentry = (attemptId: number, minutes: number, reason: string) =>
  request<unknown>({ url: API.allowReentry, method: 'POST', data: { attemptId, minutes, reason } });

/** Checks a candidate in by the ticket's QR text (a scanner types it) or its number typed by hand and confirmed. */
export const checkInTicket = (body: CheckInBody) => request<TicketRecord>({ url: API.checkIn, method: 'POST', data: body });

/** The holder of a typed ticket number, with the photo to compare, before the check-in. */
export const lookUpTicket = (query: CheckInLookupQuery) =>
  request<CheckInCandidate>({ url: API.checkInLookup, method: 'GET', params: query });
