import {
  API,
  type AttemptSession,
  type Envelope,
  type ExamRoom,
  type IntegrityAck,
  type IntegrityEventBody,
  type MyExams,
  type SaveAnswerAck,
  type SaveAnswerBody,
  type ScoreReport,
  STATUS,
  type SubmitAck,
} from '@kaoshi/contracts';
import i18n from '../../i18n';
import { page, request } from '../../lib/http';
import { getToken, removeToken } from '../../lib/token';
import type { SendOutcome } from './answer-queue';

/** Every answer that carries serverNow is stamped with the browser time it arrived (the clock offset's other half). */
export type Received<T> = T & { receivedAt: number };
const stamp = <T>(data: T): Received<T> => ({ ...data, receivedAt: Date.now() });

export const fetchMyExams = async () => stamp(await request<MyExams>({ url: API.myExams, method: 'GET' }));
/** The printable report of one's own graded attempt (refused until the publication shows the result). */
export const fetchMyScoreReport = (attemptId: number) => request<ScoreReport>({ url: `${API.myScoreReport}/${attemptId}`, method: 'GET' });
export const fetchExamRoom = async (publicationId: number) =>
  stamp(await request<ExamRoom>({ url: `${API.examRoom}/${publicationId}`, method: 'GET' }));
export const startAttempt = async (publicationId: number) =>
  stamp(await request<AttemptSession>({ url: API.startAttempt, method: 'POST', data: { publicationId } }));
/** `resume` false only for the exam page's first load right after startAttempt; any other load is a resumption (status 4). */
export const fetchAttemptSession = async (attemptId: number, resume = true) =>
  stamp(
    await request<AttemptSession>({ url: `${API.attemptSession}/${attemptId}`, method: 'GET', params: { resume: resume ? '1' : '0' } }),
  );

/**
 * The exam page's calls that must not pop up the client's error messages: while offline they
 * fail every few seconds by design, and the page shows one calm banner instead.
 */
export type QuietResult<T> =
  { kind: 'ok'; data: T; receivedAt: number } | { kind: 'network' } | { kind: 'refused'; status: number; message: string };

/** A save should not hang for the client's 60 s: a slow network is retried sooner. */
const QUIET_TIMEOUT_MS = 15_000;
/** Worth retrying: the server or a proxy in between is briefly unavailable. */
const TRANSIENT = new Set<number>([STATUS.SERVER_ERROR, STATUS.RATE_LIMITED]);

async function quietPost<T>(url: string, body: unknown): Promise<QuietResult<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), QUIET_TIMEOUT_MS);
  try {
    const token = getToken();
    const response = await fetch(`${import.meta.env.VITE_API_BASE ?? ''}${url}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': i18n.language,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
    if (!envelope || typeof envelope.status !== 'number') return { kind: 'network' };
    if (envelope.status === STATUS.OK) return { kind: 'ok', data: envelope.data, receivedAt: Date.now() };
    if (envelope.status === STATUS.TOKEN_INVALID) {
      // Spec 8, as the shared client does it: back to the login.
      removeToken();
      page.reload();
    }
    if (TRANSIENT.has(envelope.status)) return { kind: 'network' };
    return { kind: 'refused', status: envelope.status, message: envelope.message };
  } catch {
    return { kind: 'network' };
  } finally {
    clearTimeout(timer);
  }
}

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
