import {
  API,
  type AssessmentResultRow,
  type AssessmentResults,
  type AssessmentScoreAck,
  type AssessmentScoreSheet,
  type AssessmentSessionRecord,
  type CombinedResultRow,
  type MyAssessmentAssignment,
  type Paged,
} from '@kaoshi/contracts';
import { quietRequest, request } from '../../lib/http';
import type { ItemValue, ScoreSendOutcome } from './score-outbox';

export const fetchMyAssignments = () => request<MyAssessmentAssignment[]>({ url: API.myAssessmentAssignments, method: 'GET' });
export const fetchScoreSheet = (allocationId: number) =>
  request<AssessmentScoreSheet>({ url: API.getAssessmentScoreSheet, method: 'GET', params: { allocationId } });
export const submitScores = (allocationId: number) =>
  request<AssessmentScoreSheet>({ url: API.submitAssessmentScores, method: 'POST', data: { allocationId } });

/** One item's save for the outbox: quiet, since a tablet offline fails every few seconds by design. */
export async function sendScore(allocationId: number, itemKey: string, seq: number, value: ItemValue): Promise<ScoreSendOutcome> {
  const result = await quietRequest<AssessmentScoreAck>({
    url: API.saveAssessmentScore,
    method: 'POST',
    data: { allocationId, itemKey, seq, ...value },
  });
  if (result.kind === 'network') return { kind: 'retry' };
  if (result.kind === 'refused') return { kind: 'rejected', message: result.message };
  return { kind: 'ack', ack: result.data };
}

export const fetchSessions = () =>
  request<Paged<AssessmentSessionRecord>>({ url: API.listAssessmentSession, method: 'GET', params: { page: 1, limit: 100 } });
export const fetchResults = (sessionId: number) =>
  request<AssessmentResults>({ url: API.getAssessmentResults, method: 'GET', params: { sessionId } });
export const decideFlag = (allocationId: number, note: string) =>
  request<AssessmentResultRow>({ url: API.decideAssessmentFlag, method: 'POST', data: { allocationId, note } });
export const confirmSession = (sessionId: number) =>
  request<AssessmentResults>({ url: API.confirmAssessmentSession, method: 'POST', data: { sessionId } });
export const fetchCombined = (classId: number) =>
  request<CombinedResultRow[]>({ url: API.combinedResults, method: 'GET', params: { classId } });
