import {
  API,
  type AnswerKeyCorrection,
  type AnswerSheet,
  type Envelope,
  type MarkingCandidate,
  type MarkingState,
  type OptionKey,
  type Paged,
  type RescoreLogEntry,
  type ScoreReport,
  STATUS,
} from '@kaoshi/contracts';
import { http, readEnvelope, request } from '../../lib/http';
import type { Filters } from '../../lib/list-query';
import { getToken } from '../../lib/token';

/** Marking (MARKINGPAPERS): the candidate list, the answer sheet, its hold, scores and key corrections. */
export const listMarkingCandidates = (params: Filters) =>
  request<Paged<MarkingCandidate>>({ url: API.listMarkingCandidates, method: 'GET', params });

export const fetchAnswerSheet = (attemptId: number) => request<AnswerSheet>({ url: `${API.getAnswerSheet}/${attemptId}`, method: 'GET' });
export const answerSheetKey = (attemptId: number) => ['answerSheet', attemptId] as const;

/** The hold's outcome: taken (or renewed), or refused because another examiner has it (40900). */
export type HoldOutcome = { kind: 'held'; state: MarkingState } | { kind: 'refused'; message: string };

/**
 * POST holdAttempt without the client's error pop-up: being refused is an expected state of
 * this page (another examiner is marking), shown in place; other failures still reject.
 */
export async function holdAttempt(attemptId: number): Promise<HoldOutcome> {
  const response = await http.post<Envelope<MarkingState>>(API.holdAttempt, { attemptId });
  if (response.data?.status === STATUS.CONFLICT) return { kind: 'refused', message: response.data.message };
  return { kind: 'held', state: readEnvelope(response) as MarkingState };
}

export const scoreAnswer = (attemptId: number, questionId: number, score: number, comment: string) =>
  request<MarkingState>({ url: API.scoreAnswer, method: 'POST', data: { attemptId, questionId, score, comment } });

export const correctAnswerKey = (questionId: number, answer: OptionKey[], reason: string) =>
  request<AnswerKeyCorrection>({ url: API.correctAnswerKey, method: 'POST', data: { questionId, answer, reason } });

export const listRescoreLog = (questionId: number) =>
  request<RescoreLogEntry[]>({ url: API.listRescoreLog, method: 'GET', params: { questionId } });

export const fetchStaffScoreReport = (attemptId: number) => request<ScoreReport>({ url: `${API.scoreReport}/${attemptId}`, method: 'GET' });

/**
 * Releases the hold as the page goes away (route change, closed tab): a keepalive request
 * outlives the page, and nothing waits for it (an unreleased hold simply expires).
 */
export function releaseOnLeave(attemptId: number) {
  const token = getToken();
  void fetch(`${import.meta.env.VITE_API_BASE ?? ''}${API.releaseAttempt}`, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ attemptId }),
  }).catch(() => {});
}
