import {
  API,
  type ImportRowError,
  type ListRegistrationGroupQuery,
  type ListRegistrationQuery,
  type OpenBatchRecord,
  type Paged,
  type RegistrationFileKind,
  type RegistrationFileRecord,
  type RegistrationGroupDetail,
  type RegistrationGroupRecord,
  type RegistrationList,
  type RegistrationRecord,
  type SaveRegistrationBody,
  type GroupInvitationRecord,
  type ReviewRegistrationGroupResult,
} from '@kaoshi/contracts';
import { showErrorOnce } from '../../lib/error-message';
import { ApiError, http, request } from '../../lib/http';

/** Registration's calls: the candidate's (open batches, own applications, files) and the reviewers'. */
export const fetchOpenBatches = () => request<OpenBatchRecord[]>({ url: API.openRegistrationBatches, method: 'GET' });
export const fetchMyRegistrations = () => request<RegistrationRecord[]>({ url: API.myRegistrations, method: 'GET' });
export type SaveRegistrationInput = Omit<SaveRegistrationBody, 'registrationId'> & { registrationId?: number };
export const saveRegistration = (body: SaveRegistrationInput) =>
  request<RegistrationRecord>({ url: API.saveRegistration, method: 'POST', data: body });

export async function uploadRegistrationFile(kind: RegistrationFileKind, file: File) {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file, file.name);
  return request<RegistrationFileRecord>({ url: API.uploadRegistrationFile, method: 'POST', data: body });
}

/** A registration file through the signed-in route, as a blob URL the page can show (images) or open (PDFs). */
/**
 * A document's own address, for a link that opens it in a new tab: the route takes the session
 * cookie (a link cannot send the Authorization header) and serves it inline under its name.
 */
export const registrationFileHref = (fileId: number) => `${API.registrationFile}/${fileId}`;

export async function registrationFileUrl(fileId: number): Promise<string> {
  const response = await http.get<Blob>(`${API.registrationFile}/${fileId}`, { responseType: 'blob' });
  return URL.createObjectURL(response.data);
}

export type ListQuery = Partial<Record<keyof ListRegistrationQuery, string | number | undefined>>;
export const fetchRegistrations = (params: ListQuery) => request<RegistrationList>({ url: API.listRegistration, method: 'GET', params });
export const approveRegistrations = (ids: number[]) => request<null>({ url: API.approveRegistration, method: 'POST', data: { ids } });
/** final: refused for good (no resubmission); otherwise returned to the candidate for changes. */
export const refuseRegistration = (registrationId: number, reason: string, final: boolean) =>
  request<null>({ url: API.refuseRegistration, method: 'POST', data: { registrationId, reason, final: final ? 1 : 0 } });
export const withdrawRegistration = (registrationId: number, reason: string, final: boolean) =>
  request<null>({ url: API.withdrawRegistration, method: 'POST', data: { registrationId, reason, final: final ? 1 : 0 } });

export const fetchGroups = (params: Partial<Record<keyof ListRegistrationGroupQuery, string | number | undefined>>) =>
  request<Paged<RegistrationGroupRecord>>({ url: API.listRegistrationGroup, method: 'GET', params });
export const fetchGroup = (groupId: number) =>
  request<RegistrationGroupDetail>({ url: `${API.getRegistrationGroupById}/${groupId}`, method: 'GET' });
export const reviewGroup = (groupId: number, status: 1 | 2, reason = '') =>
  request<ReviewRegistrationGroupResult>({ url: API.reviewRegistrationGroup, method: 'POST', data: { groupId, status, reason } });

export type GroupOutcome = { ok: true; groupId: number } | { ok: false; message: string; errors: ImportRowError[] };

/** The group's list is refused with every bad row in `data.errors`: that answer is the report to show, so it is read here. */
export async function addGroup(body: {
  classId: number;
  organisation: string;
  listFileId: number;
  photosFileId?: number;
  coverFileId: number;
}): Promise<GroupOutcome> {
  const response = await http.post(API.addRegistrationGroup, body);
  const envelope = response.data as { status: number; message: string; data: unknown };
  if (envelope?.status === 200) return { ok: true, groupId: (envelope.data as { groupId: number }).groupId };
  const errors = (envelope?.data as { errors?: ImportRowError[] } | null)?.errors;
  if (errors && errors.length > 0) return { ok: false, message: envelope.message, errors };
  showErrorOnce(envelope?.message ?? 'Error');
  const fields = (envelope?.data as { fields?: Record<string, string> } | null)?.fields ?? {};
  throw new ApiError(envelope?.message ?? 'Error', envelope?.status ?? 0, fields);
}

/** Groups that list the candidate's ID number, and their answer (security round 3: nobody joins a group unasked). */
export const fetchMyInvitations = () => request<GroupInvitationRecord[]>({ url: API.myGroupInvitations, method: 'GET' });
export const answerInvitation = (memberId: number, accept: 0 | 1) =>
  request<{ memberId: number; joinStatus: string }>({ url: API.answerGroupInvitation, method: 'POST', data: { memberId, accept } });
