import {
  type AddPublicationBody,
  API,
  type ClassOption,
  type Envelope,
  type NoticeOption,
  type NoticeRecord,
  type PaperOption,
  type PaperRecord,
  type PublicationKind,
  type PublicationLogEntry,
  type PublicationOption,
  type PublicationRecord,
  STATUS,
} from '@kaoshi/contracts';
import { crudApi } from '../../lib/crud-api';
import { http, readEnvelope, request } from '../../lib/http';

/** An add body, or an update body (the same fields and the id). */
export type PublicationInput = AddPublicationBody & { publicationId?: number };
export const publicationsApi = crudApi<PublicationRecord, PublicationOption, PublicationInput>('Publication');

export const publishPublication = (id: number) => request<PublicationRecord>({ url: API.publishPublication, method: 'POST', data: { id } });
export const withdrawPublication = (id: number, reason: string) =>
  request<PublicationRecord>({ url: API.withdrawPublication, method: 'POST', data: { id, reason } });
export const closePublicationEarly = (id: number, reason: string) =>
  request<PublicationRecord>({ url: API.closePublicationEarly, method: 'POST', data: { id, reason } });
export const extendPublication = (id: number, endsAt: number, reason: string) =>
  request<PublicationRecord>({ url: API.extendPublication, method: 'POST', data: { id, endsAt, reason } });
export const listPublicationLog = (id: number) => request<PublicationLogEntry[]>({ url: `${API.listPublicationLog}/${id}`, method: 'GET' });
export const listPublicationOptions = (kind?: PublicationKind) =>
  request<PublicationOption[]>({ url: API.listAllPublicationForSelect, method: 'GET', params: kind ? { kind } : {} });

/** Every paper (readable with PUBLISHMANAGE); the course filter narrows them in the browser. */
export const listPaperOptions = () => request<PaperOption[]>({ url: API.listAllPaperForSelect, method: 'GET' });
export const listNoticeOptions = () => request<NoticeOption[]>({ url: API.listAllNoticeForSelect, method: 'GET' });
export const getNotice = (id: number) => request<NoticeRecord>({ url: `${API.getNoticeById}/${id}`, method: 'GET' });

export interface BatchPlacement {
  schoolId?: number;
  departmentId?: number;
  subjectId?: number;
}
/** Batches under any level of the organisation tree (all of them when nothing is chosen). */
export const listBatchOptions = (placement: BatchPlacement = {}) =>
  request<ClassOption[]>({ url: API.listAllClassesForSelect, method: 'GET', params: placement });

/**
 * The paper's pass score, shown beside the choice. Reading a paper needs EXAM-MANAGE, which a
 * publisher may not hold: a refusal then leaves the pass score out quietly instead of popping up.
 */
export async function getPaperQuietly(id: number): Promise<PaperRecord | null> {
  const response = await http.request({ url: `${API.getPaperById}/${id}`, method: 'GET' });
  const envelope = response.data as Envelope<PaperRecord> | undefined;
  if (envelope?.status === STATUS.OK) return envelope.data;
  if (envelope?.status === STATUS.TOKEN_INVALID) readEnvelope(response);
  return null;
}
