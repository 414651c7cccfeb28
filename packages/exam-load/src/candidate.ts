/**
 * One candidate's exam day, as the browser plays it: log in (captcha, then the form), open the
 * live channel, read the exam list and the notice, start at the opening minute, answer every
 * question in the order served with think time (sometimes changing an answer, sometimes losing
 * the network for a while and resending what was queued, one acknowledged save after another as
 * the exam page's queue does), send heartbeats, then submit near the deadline or leave that to
 * the server. Every acknowledged save is remembered for the verification.
 */
import { performance } from 'node:perf_hooks';
import {
  API,
  assembleQuestions,
  type AttemptSession,
  LIVE_TIMING,
  type PaperContent,
  QUESTION_TYPE,
  retryDelayMs,
  type SaveAnswerAck,
  type CandidateQuestion,
  USER_TYPE,
} from '@kaoshi/contracts';
import WebSocket from 'ws';
import type { CallResult, JsonClient } from './http-client.js';
import type { Metrics, Phase } from './metrics.js';

export interface Acknowledged {
  seq: number;
  /** As the server stores it: option keys sorted and joined with commas. */
  choices: string;
  /** A written answer's text as sent (fill-in: the JSON array of blanks); absent for choices. */
  text?: string;
}

export interface CandidatePlan {
  username: string;
  loginAt: number;
  startAt: number;
  thinkMs: number;
  /** Null: leaves the submission to the server's deadline sweep. */
  submitAt: number | null;
  /** The question index at which the network drops, for OFFLINE_SAVES saves; null when it never does. */
  offlineAt: number | null;
  changeShare: number;
  random: () => number;
}

export interface CandidateOutcome {
  username: string;
  attemptId: number | null;
  acknowledged: Map<number, Acknowledged>;
  submitted: boolean;
  /** Why the candidate could not go on (login refused, start failed …), when it could not. */
  stoppedBy?: string;
}

export interface ExamDayTarget {
  client: JsonClient;
  socketUrl: string;
  publicationId: number;
  passwordDigest: string;
  metrics: Metrics;
  deadlineAt: number;
  /** Called once per candidate when its start call has returned, or when it stopped before. */
  reachedStart: () => void;
}

/** The servers run with CAPTCHA_FIXED set to this: the benchmark cannot read the captcha image. */
export const CAPTCHA_CODE = 'EXDAY1';

/** Saves held back while offline; the first of them is sent but its acknowledgement lost. */
export const OFFLINE_SAVES = 5;

const sleepUntil = (at: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));

/** The operation whose latencies are the server's own time for `operation`'s calls. */
export const serverShare = (operation: string) => `server's own: ${operation}`;
/** The start and its paper (the session with this candidate's order): the paper target's operation. */
export const START_OPERATION = 'start + paper';

async function timed<T>(
  target: ExamDayTarget,
  operation: string,
  call: () => Promise<CallResult<T>>,
  phase?: Phase,
): Promise<CallResult<T>> {
  const atPhase = phase ?? target.metrics.current;
  const began = performance.now();
  const result = await call();
  recordCall(target, operation, result, atPhase, began);
  return result;
}

function recordCall<T>(target: ExamDayTarget, operation: string, result: CallResult<T>, phase: Phase, began: number) {
  target.metrics.record(operation, result.ms, result.error, phase, began);
  // Beside it, the server's own share of that latency (a row of its own, apart from the targets'),
  // placed in time where the call began.
  if (result.serverMs !== undefined) target.metrics.record(serverShare(operation), result.serverMs, undefined, phase, began);
  // And the share spent waiting for one of the load generator's own connections, all operations in one row.
  if (result.connectionWaitMs !== undefined) target.metrics.record(CONNECTION_WAIT, result.connectionWaitMs, undefined, phase, began);
}

/** The row of every call's wait for a free connection of the load generator's (http-client.ts). */
export const CONNECTION_WAIT = "waited for the generator's connection";

/** A sign-in the server turned away while its password hashing was behind (auth/login.ts): not an error. */
const SIGN_IN_BUSY_OPERATION = 'login turned away (busy)';

/**
 * The sign-in as the page sends it (login-page.tsx): turned away busy, it waits the seconds asked
 * and a random quarter more, and sends the same form again. 'login' is the whole of it, waits
 * included, as the candidate lives it; each turning away is counted on its own row.
 */
async function signIn(target: ExamDayTarget, plan: CandidatePlan, captchaKey: string): Promise<CallResult<{ token: string }>> {
  const phase = target.metrics.current;
  const began = performance.now();
  let placeInLine: string | undefined;
  for (;;) {
    const sentAt = performance.now();
    const result = await target.client.call<{ token: string }>('POST', API.doLogin, undefined, {
      username: plan.username,
      password: target.passwordDigest,
      verifyCode: CAPTCHA_CODE,
      captchaKey,
      userType: USER_TYPE.STUDENT,
      placeInLine,
    });
    if (result.retry === undefined) {
      const whole = { ...result, ms: performance.now() - began };
      recordCall(target, 'login', whole, phase, began);
      return whole;
    }
    recordCall(target, SIGN_IN_BUSY_OPERATION, { ...result, error: undefined }, phase, sentAt);
    placeInLine = result.retry.placeInLine;
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs(result.retry!.retryAfterSeconds, plan.random())));
  }
}

/** What answering a question takes: its id, its type and its options' keys. */
interface AnswerableQuestion {
  questionId: number;
  type: number;
  keys: readonly string[];
}

/**
 * The candidates of a run answer the same questions, so each holds references to one shared
 * AnswerableQuestion per question rather than its own parsed copy of the paper's content. Each
 * still downloads and parses the content, as its browser does; it keeps only this. (Kept whole,
 * 3,000 copies of a 100-question paper grew the load generator's heap to hundreds of megabytes,
 * and its full collections held every call in flight, counted in the latencies.)
 */
const answerables = new Map<string, AnswerableQuestion>();
function answerable(question: CandidateQuestion): AnswerableQuestion {
  const keys = question.options.map((option) => option.key);
  const id = `${question.questionId}:${question.type}:${keys.join(',')}`;
  let known = answerables.get(id);
  if (!known) answerables.set(id, (known = { questionId: question.questionId, type: question.type, keys }));
  return known;
}

/** A random answer of the question's type: one option, or a non-empty set for multiple choice. */
function randomChoices(question: AnswerableQuestion, random: () => number): string[] {
  const { keys } = question;
  if (question.type !== QUESTION_TYPE.MULTIPLE) return [keys[Math.floor(random() * keys.length)]!];
  const picked = keys.filter(() => random() < 0.5);
  return picked.length > 0 ? picked : [keys[0]!];
}

function openSocket(target: ExamDayTarget, token: string): Promise<WebSocket | null> {
  const started = performance.now();
  const phase = target.metrics.current;
  return new Promise((resolve) => {
    // The token in the Authorization header: the server takes none from the URL (it would be logged).
    const socket = new WebSocket(target.socketUrl, { headers: { authorization: `Bearer ${token}` } });
    socket.once('open', () => {
      target.metrics.record('live socket', performance.now() - started, undefined, phase);
      resolve(socket);
    });
    socket.once('error', (error) => {
      target.metrics.record(
        'live socket',
        performance.now() - started,
        `socket ${(error as NodeJS.ErrnoException).code ?? error.message}`,
        phase,
      );
      resolve(null);
    });
    // Frames the server pushes (time, messages) are read and dropped, as a page that ignores them would.
    socket.on('message', () => {});
  });
}

/**
 * Starts the exam and fetches its content, as the exam page does; gives the attempt and the
 * questions in this candidate's order, or why it could not. A function of its own so that the
 * session and the parsed content are not held for the rest of the exam by the closures below.
 */
async function startSitting(
  target: ExamDayTarget,
  token: string,
  reachedStart: () => void,
): Promise<{ attemptId: number; questions: AnswerableQuestion[] } | string> {
  const { client } = target;
  const start = await timed(target, START_OPERATION, () =>
    client.call<AttemptSession>('POST', API.startAttempt, token, { publicationId: target.publicationId }),
  );
  reachedStart();
  if (!start.ok) return `start: ${start.error}`;
  const { attemptId, order, contentUrl } = start.data!;
  // The paper's shared content, as the exam page fetches it (the session holds only this candidate's order).
  const content = await timed(target, 'paper content', () => client.call<PaperContent>('GET', contentUrl, token));
  if (!content.ok) return `paper content: ${content.error}`;
  return { attemptId, questions: assembleQuestions(order, content.data!).map(answerable) };
}

export async function playCandidate(target: ExamDayTarget, plan: CandidatePlan): Promise<CandidateOutcome> {
  const outcome: CandidateOutcome = { username: plan.username, attemptId: null, acknowledged: new Map(), submitted: false };

  let reported = false;
  const reachedStart = () => {
    if (!reported) target.reachedStart();
    reported = true;
  };
  try {
    return await play(target, plan, outcome, reachedStart);
  } finally {
    reachedStart();
  }
}

async function play(
  target: ExamDayTarget,
  plan: CandidatePlan,
  outcome: CandidateOutcome,
  reachedStart: () => void,
): Promise<CandidateOutcome> {
  const { client } = target;
  await sleepUntil(plan.loginAt);
  const captcha = await timed(target, 'captcha', () => client.call<{ captchaKey: string }>('GET', API.captcha));
  if (!captcha.ok) return { ...outcome, stoppedBy: `captcha: ${captcha.error}` };
  const login = await signIn(target, plan, captcha.data!.captchaKey);
  if (!login.ok) return { ...outcome, stoppedBy: `login: ${login.error}` };
  const token = login.data!.token;
  let socket = await openSocket(target, token);
  await timed(target, 'myExams', () => client.call('GET', API.myExams, token));
  await timed(target, 'examRoom (notice)', () => client.call('GET', `${API.examRoom}/${target.publicationId}`, token));

  await sleepUntil(plan.startAt);
  const sitting = await startSitting(target, token, reachedStart);
  if (typeof sitting === 'string') {
    socket?.close();
    return { ...outcome, stoppedBy: sitting };
  }
  const session = sitting;
  outcome.attemptId = session.attemptId;
  let answered = 0;
  let current = 0;
  const heartbeat = setInterval(() => {
    if (socket?.readyState === WebSocket.OPEN)
      socket.send(JSON.stringify({ type: 'heartbeat', attemptId: session.attemptId, answered, current }));
  }, LIVE_TIMING.HEARTBEAT_MS);

  const seqs = new Map<number, number>();
  const save = async (questionId: number, choices: string[], operation: string, ackLost = false) => {
    const seq = (seqs.get(questionId) ?? 0) + 1;
    seqs.set(questionId, seq);
    return send(questionId, seq, choices, operation, ackLost);
  };
  const send = async (questionId: number, seq: number, choices: string[], operation: string, ackLost = false) => {
    const result = await timed(target, operation, () =>
      client.call<SaveAnswerAck>('POST', API.saveAnswer, token, {
        attemptId: session.attemptId,
        questionId,
        seq,
        answer: { choices },
        flagged: false,
      }),
    );
    if (ackLost || !result.ok) return;
    const ack = result.data!;
    // The server keeps the highest seq; it acknowledges ours only when it holds ours.
    if (ack.seq === seq) outcome.acknowledged.set(questionId, { seq, choices: [...choices].sort().join(',') });
  };

  const startedAt = Date.now();
  const queued: { questionId: number; seq: number; choices: string[] }[] = [];
  for (const [index, question] of session.questions.entries()) {
    current = index;
    await sleepUntil(startedAt + (index + plan.random()) * plan.thinkMs);
    const choices = randomChoices(question, plan.random);
    const offline = plan.offlineAt !== null && index >= plan.offlineAt && index < plan.offlineAt + OFFLINE_SAVES;
    if (offline) {
      if (index === plan.offlineAt) {
        // The network drops mid-request: this save may reach the server, its answer never does.
        await save(question.questionId, choices, 'save', true);
        socket?.close();
        socket = null;
        queued.push({ questionId: question.questionId, seq: seqs.get(question.questionId)!, choices });
      } else {
        const seq = (seqs.get(question.questionId) ?? 0) + 1;
        seqs.set(question.questionId, seq);
        queued.push({ questionId: question.questionId, seq, choices });
      }
      continue;
    }
    if (queued.length > 0) {
      // Back online: reconnect, then resend what was held, oldest first, each with its own seq.
      socket = await openSocket(target, token);
      for (const held of queued.splice(0)) await send(held.questionId, held.seq, held.choices, 'save (resent)');
    }
    await save(question.questionId, choices, 'save');
    answered++;
    if (plan.random() < plan.changeShare) await save(question.questionId, randomChoices(question, plan.random), 'save (changed)');
  }
  if (queued.length > 0) {
    socket = await openSocket(target, token);
    for (const held of queued.splice(0)) await send(held.questionId, held.seq, held.choices, 'save (resent)');
  }

  if (plan.submitAt !== null) {
    await sleepUntil(plan.submitAt);
    const submit = await timed(target, 'submit', () => client.call('POST', API.submitAttempt, token, { attemptId: session.attemptId }));
    outcome.submitted = submit.ok;
  } else {
    await sleepUntil(target.deadlineAt + 2_000);
  }
  clearInterval(heartbeat);
  socket?.close();
  return outcome;
}
