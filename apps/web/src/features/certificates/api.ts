import {
  API,
  type CentreSettings,
  type CertificateEligibility,
  type CertificatePublication,
  type CertificateRecord,
  type CertificateRequirements,
  type CertificateSheet,
  type CertificateVerification,
  type Envelope,
  type RevocationKind,
  type SetCentreBody,
  STATUS,
} from '@kaoshi/contracts';
import { http, request } from '../../lib/http';

export const fetchCertificatePublications = () => request<CertificatePublication[]>({ url: API.certificatePublications, method: 'GET' });
export const fetchEligibility = (publicationId: number) =>
  request<CertificateEligibility>({ url: API.certificateEligibility, method: 'GET', params: { publicationId } });
export const issueCertificates = (publicationId: number, studentIds: number[]) =>
  request<{ issued: number; numbers: string[] }>({ url: API.issueCertificates, method: 'POST', data: { publicationId, studentIds } });
export const fetchIssued = (publicationId: number) =>
  request<CertificateRecord[]>({ url: API.listCertificates, method: 'GET', params: { publicationId } });
export const fetchPrintable = (publicationId: number) =>
  request<CertificateSheet[]>({ url: API.printCertificates, method: 'GET', params: { publicationId } });
export const revokeCertificate = (certificateId: number, reason: string, kind: RevocationKind) =>
  request<CertificateRecord>({ url: API.revokeCertificate, method: 'POST', data: { certificateId, reason, kind } });
export const fetchRequirements = (subjectId: number) =>
  request<CertificateRequirements>({ url: API.certificateRequirements, method: 'GET', params: { subjectId } });
export type RequirementsChoice = Pick<CertificateRequirements, 'publicationIds' | 'practicalRequired' | 'practicalValidityMonths'>;
export const saveRequirements = (subjectId: number, choice: RequirementsChoice) =>
  request<CertificateRequirements>({ url: API.setCertificateRequirements, method: 'POST', data: { subjectId, ...choice } });

export type VerifyAnswer = { ok: true; result: CertificateVerification } | { ok: false; message: string; field?: string };

/**
 * The public check, read here rather than through `request`: its refusals (a malformed number,
 * the limit) belong beside the form, not in a pop-up, and a sign-in is never involved.
 */
export async function verifyCertificate(params: { number: string; name?: string; t?: string }): Promise<VerifyAnswer> {
  const response = await http.get<Envelope<CertificateVerification>>(API.verifyCertificate, { params });
  const body = response.data;
  if (body?.status === STATUS.OK) return { ok: true, result: body.data };
  const fields = (body?.data as { fields?: Record<string, string> } | undefined)?.fields ?? {};
  const [field] = Object.keys(fields);
  return { ok: false, message: body?.message ?? String(response.status), field };
}

export const fetchCentre = () => request<CentreSettings>({ url: API.certificateCentre, method: 'GET' });
export const saveCentre = (body: SetCentreBody) => request<CentreSettings>({ url: API.setCertificateCentre, method: 'POST', data: body });
