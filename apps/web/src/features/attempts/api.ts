import {
  API,
  type AttemptSession,
  type CertificateSheet,
  type ExamRoom,
  type MyTicketSummary,
  type IntegrityAck,
  type IntegrityEventBody,
  type MyExams,
  type PaperContent,
  type SaveAnswerAck,
  type SaveAnswerBody,
  type ScoreReport,
  STATUS,
  type SubmitAck,
} from '@kaoshi/contracts';
import { quietRequest, request } from '../../lib/http';
import type { SendOutcome } from './answer-queue';

/** Every answer that carries serverNow is stamped with the browser time it arrived (the clock offset's other half). */
export type Received<T> = T & { receivedAt: number };
const stamp = <T>(data: T): Received<T> => ({ ...data, receivedAt: Date.now() });

/** The candidate's exam list's query: the list page, the exam page (after an end) and the page after submitting share it. */
export const MY_EXAMS_KEY = ['attempts', 'myExams'] as const;
export const fetchMyExams = async () => stamp(await request<MyExams>({ url: API.myExams, method: 'GET' }));
/** The printable report of one's own graded attempt (refused until the publication shows the result). */
export const fetchMyScoreReport = (attemptId: number) => request<ScoreReport>({ url: `${API.myScoreReport}/${attemptId}`, method: 'GET' });
/** The candidate's own certificates, ready to print (/kaoshi-certificates). */
export const fetchMyCertificates = () => request<CertificateSheet[]>({ url: API.myCertificates, method: 'GET' });
export const fetchExamRoom = async (publicationId: number) =>
  stamp(await request<ExamRoom>({ url: `${API.examRoom}/${publicationId}`, method: 'GET' }));
export const startAttempt = async (publicationId: number) =>
  stamp(await request<AttemptSession>({ url: API.startAttempt, method: 'POST', data: { publicationId } }));
/** `resume` false only for the exam page's first load right after startAttempt; any other load is a resumption (status 4). */
export const fetchAttemptSession = async (attemptId: number, resume = true) =>
  stamp(
    await request<AttemptSession>({ url: `${API.attemptSession}/${attemptId}`, method: 'GET', params: { resume: resume ? '1' : '0' } }),
  );

/** A paper's candidate content, at an address that never serves other content (the session names it). */
export const fetchPaperContent = (contentUrl: string) => request<PaperContent>({ url: contentUrl, method: 'GET' });

/** A save should not hang for the client's 60 s: a slow network is retried sooner. */
const QUIET_TIMEOUT_MS = 15_000;

/**
 * The exam page's calls that must not pop up the client's error messages: while offline they
 * fail every few seconds by design, and the page shows one calm banner instead.
 */
const quietPost = <T>(url: string, data: unknown) => quietRequest<T>({ url, method: 'POST', data, timeout: QUIET_TIMEOUT_MS });

/** The server refuses answers to a closed attempt (deadline passed, submitted) with 40900 (`attemptClosed`). */
const isClosedRefusal = (status: number) => status === STATUS.CONFLICT;

/** The answer queue's sender. */
export async function sendAnswer(body: SaveAnswerBody): Promise<SendOutcome> {
  const result = await quietPost<SaveAnswerAck>(API.saveAnswer, body);
  if (result.kind === 'network') return { kind: 'retry' };
  if (result.kind === 'refused') return isClosedRefusal(result.status) ? { kind: 'closed' } : { kind: 'rejected', message: result.message };
  return { kind: 'ack', ack: result.data };
}

/** Idempotent on the server: retried until it answers. */
export const submitAttemptQuietly = (attemptId: number) => quietPost<SubmitAck>(API.submitAttempt, { attemptId });

/** The fallback for integrity events while the live channel is down. */
export const reportIntegrity = (body: IntegrityEventBody) => quietPost<IntegrityAck>(API.reportIntegrity, body);

/** The exams the candidate holds an admission ticket for (the list offers to print it). */
export const fetchMyTickets = () => request<MyTicketSummary[]>({ url: API.myTickets, method: 'GET' });
