/**
 * Candidates under load for the backup test and the crash test, on the exam-day benchmark's
 * client and data (this package and the server's testing surface): each logs in, starts, then saves answers back to back the
 * way the exam page's queue does: a save the server did not answer (connection refused, reset,
 * a 5xx while the database is away) is sent again with the same seq until it is answered, and
 * only then does the next change go out. Every acknowledged save is remembered per question.
 */
import {
  API,
  assembleQuestions,
  type AttemptSession,
  type PaperContent,
  QUESTION_TYPE,
  type SaveAnswerAck,
  type SittingSession,
  type SubmitAck,
  USER_TYPE,
} from '@kaoshi/contracts';
import { type Acknowledged, CAPTCHA_CODE, type CandidateOutcome } from './candidate.js';
import type { CallResult, JsonClient } from './http-client.js';

export interface Sitting extends CandidateOutcome {
  token: string;
  attemptId: number;
  questions: SittingSession['questions'];
  deadlineAt: number;
  seqs: Map<number, number>;
  /** Acknowledged saves so far (all questions). */
  acks: number;
  /** When the last save was acknowledged (Date.now()). */
  lastAckAt: number;
  /** Calls sent again because the server did not answer. */
  resent: number;
  /** The server's acknowledgement of the submission, once it came. */
  submission?: SubmitAck;
}

/** The server environment the candidates need: the fixed captcha, and no per-address login limit (they all come from 127.0.0.1). */
export const LOAD_SERVER_ENV = { CAPTCHA_FIXED: CAPTCHA_CODE, LOGIN_IP_LIMIT_PER_MINUTE: '1000000' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A refusal (the server answered with an error status) rather than a server that did not answer. */
export const isRefusal = (result: CallResult<unknown>) => !result.ok && (result.error ?? '').startsWith('api ');

function must<T>(what: string, result: CallResult<T>): T {
  if (!result.ok) throw new Error(`${what} failed: ${result.error}`);
  return result.data!;
}

/** Logs in through the captcha and the login form, as the page does (a candidate unless told otherwise). */
export async function logIn(
  client: JsonClient,
  username: string,
  passwordDigest: string,
  userType: number = USER_TYPE.STUDENT,
): Promise<string> {
  const captcha = must('captcha', await client.call<{ captchaKey: string }>('GET', API.captcha));
  const login = await client.call<{ token: string }>('POST', API.doLogin, undefined, {
    username,
    password: passwordDigest,
    verifyCode: CAPTCHA_CODE,
    captchaKey: captcha.captchaKey,
    userType,
  });
  return must(`login ${username}`, login).token;
}

export async function sitDown(client: JsonClient, username: string, passwordDigest: string, publicationId: number): Promise<Sitting> {
  const token = await logIn(client, username, passwordDigest);
  const session = must(`start ${username}`, await client.call<AttemptSession>('POST', API.startAttempt, token, { publicationId }));
  // The paper's shared content, as the exam page fetches it (the session holds only this candidate's order).
  const content = must(`content ${username}`, await client.call<PaperContent>('GET', session.contentUrl, token));
  return {
    username,
    token,
    attemptId: session.attemptId,
    questions: assembleQuestions(session.order, content),
    deadlineAt: session.deadlineAt,
    acknowledged: new Map(),
    submitted: false,
    seqs: new Map(),
    acks: 0,
    lastAckAt: 0,
    resent: 0,
  };
}

/** Sends a call until the server answers it (success or refusal), `retryMs` apart; gives up only when `giveUp()` says so. */
async function untilAnswered<T>(
  sitting: Sitting,
  call: () => Promise<CallResult<T>>,
  retryMs: number,
  giveUp: () => boolean,
): Promise<CallResult<T>> {
  for (;;) {
    const result = await call();
    if (result.ok || isRefusal(result) || giveUp()) return result;
    sitting.resent++;
    await sleep(retryMs);
  }
}

/**
 * What a candidate types or picks at this seq: the next option of a choice question; for a
 * fill-in question one text per blank and for a short answer a sentence, both changing with the
 * seq (so a lost save shows), as the exam page sends them (docs/REQUIREMENTS.md §7).
 */
function answerAt(question: Sitting['questions'][number], seq: number): { choices: string[]; text?: string } {
  if (question.type === QUESTION_TYPE.FILL_BLANK) {
    return { choices: [], text: JSON.stringify(Array.from({ length: question.blankCount ?? 1 }, (_, i) => `blank ${i + 1} v${seq}`)) };
  }
  if (question.type === QUESTION_TYPE.SHORT_ANSWER) return { choices: [], text: `Typed answer, version ${seq}: 预热减缓冷却。` };
  return { choices: [question.options[seq % question.options.length]!.key] };
}

/** The next change of one candidate: the questions in turn (a composite's material takes none), each time another answer. */
async function saveNext(client: JsonClient, sitting: Sitting, retryMs: number, giveUp: () => boolean): Promise<CallResult<SaveAnswerAck>> {
  const answerable = sitting.questions.filter((candidate) => candidate.type !== QUESTION_TYPE.COMPOSITE);
  const question = answerable[sitting.acks % answerable.length]!;
  const seq = (sitting.seqs.get(question.questionId) ?? 0) + 1;
  sitting.seqs.set(question.questionId, seq);
  const answer = answerAt(question, seq);
  const { choices } = answer;
  const body = { attemptId: sitting.attemptId, questionId: question.questionId, seq, answer, flagged: false };
  const result = await untilAnswered(
    sitting,
    () => client.call<SaveAnswerAck>('POST', API.saveAnswer, sitting.token, body),
    retryMs,
    giveUp,
  );
  // The server keeps the highest seq; it acknowledges ours only when it holds ours.
  if (result.ok && result.data!.seq === seq) {
    sitting.acknowledged.set(question.questionId, {
      seq,
      choices: choices.join(','),
      ...(answer.text === undefined ? {} : { text: answer.text }),
    });
    sitting.acks++;
    sitting.lastAckAt = Date.now();
  }
  return result;
}

export interface SavingLoad {
  /** Lets every candidate finish the save under way (answered or given up) and stops them. */
  stop(): Promise<void>;
  /** Candidates the server refused (attempt closed …), with the refusal. */
  refused(): Map<string, string>;
}

/** Every candidate saving continuously, `pauseMs` between acknowledged saves, until stopped or refused. */
export function keepSaving(
  client: JsonClient,
  sittings: readonly Sitting[],
  options: { pauseMs?: number; retryMs?: number } = {},
): SavingLoad {
  const { pauseMs = 20, retryMs = 200 } = options;
  let stopping = false;
  const giveUp = () => stopping;
  const refusals = new Map<string, string>();
  const loops = sittings.map(async (sitting) => {
    while (!stopping) {
      const result = await saveNext(client, sitting, retryMs, giveUp);
      if (isRefusal(result)) {
        refusals.set(sitting.username, result.error!);
        return;
      }
      await sleep(pauseMs);
    }
  });
  return {
    stop: async () => {
      stopping = true;
      await Promise.all(loops);
    },
    refused: () => refusals,
  };
}

/** What the candidates had acknowledged at this moment (a copy that later saves do not change). */
export function acknowledgedNow(sittings: readonly Sitting[]): CandidateOutcome[] {
  return sittings.map((sitting) => ({
    username: sitting.username,
    attemptId: sitting.attemptId,
    acknowledged: new Map<number, Acknowledged>(sitting.acknowledged),
    submitted: sitting.submitted,
  }));
}

/** Submits until the server answers (it is idempotent: a repeat returns the same acknowledgement). */
export async function submitUntilAnswered(
  client: JsonClient,
  sitting: Sitting,
  retryMs = 200,
  giveUp = () => false,
): Promise<CallResult<SubmitAck>> {
  const result = await untilAnswered(
    sitting,
    () => client.call<SubmitAck>('POST', API.submitAttempt, sitting.token, { attemptId: sitting.attemptId }),
    retryMs,
    giveUp,
  );
  if (result.ok) {
    sitting.submitted = true;
    sitting.submission = result.data!;
  }
  return result;
}
