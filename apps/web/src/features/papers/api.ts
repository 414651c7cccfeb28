import {
  type AddPaperBody,
  API,
  type CheckPaperRulesBody,
  type Envelope,
  type Paged,
  type PaperDetail,
  type PaperOption,
  type PaperPreview,
  type PaperRecord,
  type QuestionRecord,
  type RuleCheckResult,
  STATUS,
} from '@kaoshi/contracts';
import { crudApi } from '../../lib/crud-api';
import { http, readEnvelope, request } from '../../lib/http';
import type { Filters } from '../../lib/list-query';

export const papersApi = crudApi<PaperRecord, PaperOption, AddPaperBody>('Paper');

export const getPaper = (id: number) => request<PaperDetail>({ url: `${papersApi.paths.getById}/${id}`, method: 'GET' });
/** One sample draw, as a candidate would get it (random rules drawn and shuffles applied anew each call). */
export const previewPaper = (id: number) => request<PaperPreview>({ url: `${API.previewPaper}/${id}`, method: 'GET' });
/** The editor's paper as it stands, saved or not: refused as a save would be, otherwise drawn like previewPaper; nothing is stored. */
export const previewPaperDraft = (body: AddPaperBody, paperId: number | null) =>
  request<PaperPreview>({ url: API.previewPaperDraft, method: 'POST', data: paperId === null ? body : { ...body, paperId } });
export const copyPaper = (id: number) => request<PaperRecord>({ url: API.copyPaper, method: 'POST', data: { id } });

/** The bank's questions; readable with EXAM-MANAGE so the picker works for paper authors. */
export const listBankQuestions = (params: Filters) => request<Paged<QuestionRecord>>({ url: API.listQuestion, method: 'GET', params });
/** Every course (readable with EXAM-MANAGE): a paper is written for one course. */
/** The flat select list rather than listKnowledgeTree, which needs KNOW-CAPTER that a paper author may not hold. */

const isRuleCheck = (data: unknown): data is RuleCheckResult =>
  typeof data === 'object' && data !== null && Array.isArray((data as RuleCheckResult).rules);

export type RuleCheckAnswer = { result: RuleCheckResult } | { refusal: string };

/**
 * Asks the bank whether it can fill the rules. Quiet on purpose: it runs while the author types,
 * so a refusal (overlapping rules, a bad number) is returned to show beside the rules instead of
 * popping up a message on every keystroke.
 */
export async function checkPaperRules(body: CheckPaperRulesBody): Promise<RuleCheckAnswer> {
  const response = await http.request({ url: API.checkPaperRules, method: 'POST', data: body });
  const envelope = response.data as Envelope<unknown> | undefined;
  if (envelope?.status === STATUS.OK && isRuleCheck(envelope.data)) return { result: envelope.data };
  if (envelope?.status === STATUS.TOKEN_INVALID) readEnvelope(response);
  return { refusal: envelope?.message ?? '' };
}

export type SaveAnswer = { saved: PaperRecord } | { short: RuleCheckResult };

/**
 * Adds or updates a paper. A random paper the bank cannot fill is refused (40000) with the
 * per-rule availability, which is handed back so the editor can mark the short rules; the
 * server's message is shown as for any refusal. Other refusals throw.
 */
export async function savePaper(body: AddPaperBody, paperId: number | null): Promise<SaveAnswer> {
  const response = await http.request<Envelope<unknown>>(
    paperId === null
      ? { url: papersApi.paths.add, method: 'POST', data: body }
      : { url: papersApi.paths.update, method: 'PUT', data: { ...body, paperId } },
  );
  const envelope = response.data as Envelope<unknown> | undefined;
  const short = envelope?.status === STATUS.BAD_REQUEST && isRuleCheck(envelope.data) ? envelope.data : null;
  try {
    return { saved: readEnvelope(response) as PaperRecord };
  } catch (error) {
    if (short) return { short };
    throw error;
  }
}
