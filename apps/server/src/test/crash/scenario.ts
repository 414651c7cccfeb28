/**
 * A small exam under load, disrupted twice: once while candidates are answering (and while the
 * deadline of a second, short exam passes) and once in the middle of the submissions. On SQLite
 * the server process is killed with SIGKILL and started again on the same file; on PostgreSQL
 * the database goes down as in a crash and comes back while the server stays up. After each,
 * what the server acknowledged must be stored, candidates must carry on with their tokens, and
 * deadlines that passed meanwhile must be applied.
 */
import { ANSWER_GRACE_MS, API, type AttemptSession, EXAM_STATUS } from '@kaoshi/contracts';
import {
  acknowledgedNow,
  freePort,
  JsonClient,
  keepSaving,
  LOAD_SERVER_ENV,
  parseOptions,
  sitDown,
  submitUntilAnswered,
} from '@kaoshi/exam-load';
import { createBenchDatabase, scheduleExam, seedExamDay } from '../exam-day-setup.js';
import { checkAcknowledged } from '../exam-day-verify.js';
import { storedAttempts, withDatabase } from './database-reads.js';
import { databaseRestarts, type Disruption, serverCrashes } from './disruptions.js';

export interface CrashOptions {
  db: 'sqlite' | 'postgres';
  candidates: number;
  /** Candidates of the short exam whose deadline passes while the service is down. */
  lateCandidates: number;
  questions: number;
}

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

/** The short exam's deadline, from the moment its candidates start; the first disruption comes LEAD_MS before it. */
const LATE_WINDOW_MS = 8_000;
const LEAD_MS = 2_500;
/** Submissions spread over this long; the second disruption comes 40 % of the way in. */
const SUBMIT_WINDOW_MS = 2_000;
const RESUME_TIMEOUT_MS = 30_000;
/** How long after the last submission every attempt must be scored: the sweep runs every 2 s. */
const SCORED_WITHIN_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sleepUntil = (at: number) => sleep(Math.max(0, at - Date.now()));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const clock = (at: number) => new Date(at).toISOString().slice(11, 23);

async function waitFor(condition: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition()) return true;
    if (Date.now() > deadline) return false;
    await sleep(250);
  }
}

/** Every answer in `before` is held by the server now (same seq and answer, or a later seq). */
async function lostSince(env: Record<string, string>, before: ReturnType<typeof acknowledgedNow>): Promise<Check['detail'] | null> {
  const check = await withDatabase(env, (db) => checkAcknowledged(db, before));
  if (check.lostAnswers === 0) return null;
  return `${check.lostAnswers} of ${check.acknowledgedAnswers} acknowledged answers lost, e.g. ${check.lostExamples.join('; ')}`;
}

export async function runCrashScenario(options: CrashOptions, log: (line: string) => void): Promise<Check[]> {
  const checks: Check[] = [];
  const check = (name: string, ok: boolean, detail: string) => {
    checks.push({ name, ok, detail });
    log(`${ok ? 'PASS' : 'FAIL'} ${name}: ${detail}`);
  };
  const benchOptions = {
    ...parseOptions(['--db', options.db, '--candidates', String(options.candidates), '--questions', String(options.questions)]),
    probeCandidates: options.lateCandidates,
    // A quarter of the paper typed (fill-in and short answer): written answers must survive the crashes like choices.
    writtenQuestions: Math.max(2, Math.floor(options.questions / 4)),
  };
  const database = await createBenchDatabase(benchOptions);
  let disruption: Disruption | null = null;
  let client: JsonClient | null = null;
  try {
    const data = await seedExamDay(database.db, benchOptions);
    await database.db.destroy();
    const env = { ...database.serverEnv, ...LOAD_SERVER_ENV, LOG_LEVEL: 'fatal' };
    const setup = { port: await freePort(), env };
    disruption = options.db === 'sqlite' ? await serverCrashes(setup) : await databaseRestarts(setup);
    log(`${database.describe}; disruption: ${disruption.what}`);
    client = new JsonClient(`http://127.0.0.1:${setup.port}`, 64);
    const http = client;

    const main = await Promise.all(data.candidates.map((username) => sitDown(http, username, data.passwordDigest, data.publicationId)));
    const lateDeadline = Math.ceil((Date.now() + LATE_WINDOW_MS) / 1000) * 1000;
    await withDatabase(env, (db) => scheduleExam(db, data.probePublicationId, Date.now() - 60_000, lateDeadline));
    const late = await Promise.all(
      data.probeCandidates.map((username) => sitDown(http, username, data.passwordDigest, data.probePublicationId)),
    );
    const everyone = [...main, ...late];
    log(`${main.length} candidates on the main exam, ${late.length} on a short one ending at ${clock(lateDeadline)}; all saving answers`);

    // 1. Down in the middle of answering, until the short exam's deadline and grace have passed.
    const answering = keepSaving(http, everyone, { pauseMs: 10 });
    await sleepUntil(lateDeadline - LEAD_MS);
    const firstDownAt = Date.now();
    await disruption.down();
    const acknowledgedAtFirst = acknowledgedNow(everyone);
    const acksBefore = everyone.reduce((sum, sitting) => sum + sitting.acks, 0);
    log(`down at ${clock(firstDownAt)} with saves in flight (${acksBefore} saves acknowledged so far)`);
    await sleepUntil(lateDeadline + ANSWER_GRACE_MS + 1_000);
    const resentWhileDown = everyone.reduce((sum, sitting) => sum + sitting.resent, 0);
    await disruption.up();
    const firstUpAt = Date.now();
    log(`back at ${clock(firstUpAt)}, ${seconds(firstUpAt - firstDownAt)} later`);

    const lateIds = late.map((sitting) => sitting.attemptId);
    const expired = await waitFor(
      // Closed and then scored by the same sweep: wait for both (the score follows the close by a moment).
      async () =>
        [...(await storedAttempts(env, lateIds)).values()].every(
          (row) => row.status === EXAM_STATUS.EXPIRED && row.objectiveScore !== null,
        ),
      20_000,
    );
    const lateRows = [...(await storedAttempts(env, lateIds)).values()];
    const appliedAfter = lateRows.every(
      (row) => row.submittedAt !== null && row.submittedAt > lateDeadline + ANSWER_GRACE_MS && row.objectiveScore !== null,
    );
    const lateAcceptedLate = late.filter((sitting) => sitting.lastAckAt > lateDeadline + ANSWER_GRACE_MS).length;
    const appliedIn = Math.max(...lateRows.map((row) => (row.submittedAt ?? Number.NaN) - firstUpAt));
    check(
      'deadlines that passed while down are applied when it is back',
      expired && appliedAfter && lateAcceptedLate === 0 && lateRows.length === late.length,
      `${lateRows.filter((row) => row.status === EXAM_STATUS.EXPIRED).length} of ${late.length} attempts due at ${clock(lateDeadline)} ended as expired (5) and scored, ` +
        `the last ${appliedIn <= 0 ? 'by the time it was back' : `${seconds(appliedIn)} after it was back`}; saves accepted after their deadline: ${lateAcceptedLate}`,
    );

    const lostAtFirst = await lostSince(env, acknowledgedAtFirst);
    const acknowledgedCount = acknowledgedAtFirst.reduce((sum, outcome) => sum + outcome.acknowledged.size, 0);
    check(
      'every answer acknowledged before the first disruption is stored',
      lostAtFirst === null,
      lostAtFirst ??
        `${acknowledgedCount} answers (latest seq per question) all stored; ${resentWhileDown} saves were resent while it was down`,
    );

    // Candidates carry on with the tokens they had: their earlier answers are there, new saves go through.
    const resumed = await waitFor(() => main.every((sitting) => sitting.lastAckAt > firstUpAt), RESUME_TIMEOUT_MS);
    const sessions = await Promise.all(
      main.map((sitting) => http.call<AttemptSession>('GET', `${API.attemptSession}/${sitting.attemptId}`, sitting.token)),
    );
    const missing: string[] = [];
    main.forEach((sitting, i) => {
      const session = sessions[i]!;
      if (!session.ok) return missing.push(`${sitting.username}: session ${session.error}`);
      const held = new Map(session.data!.answers.map((answer) => [answer.questionId, answer.seq]));
      for (const [questionId, ack] of acknowledgedAtFirst[i]!.acknowledged) {
        if ((held.get(questionId) ?? 0) < ack.seq)
          missing.push(`${sitting.username}: question ${questionId} seq ${ack.seq} not in the session`);
      }
    });
    const stalled = main.filter((sitting) => sitting.lastAckAt <= firstUpAt).map((sitting) => sitting.username);
    check(
      'candidates resume with their tokens and see their earlier answers',
      resumed && missing.length === 0,
      missing.length > 0
        ? missing.slice(0, 5).join('; ')
        : resumed
          ? `all ${main.length} reopened their session with their answers and saved again`
          : `no save acknowledged since the restart for ${stalled.join(', ')}`,
    );
    await sleep(1_000);
    await answering.stop();

    // 2. Down in the middle of the submissions.
    const submitFrom = Date.now() + 200;
    // A server that never comes back must fail the run, not hang it.
    const giveUpAt = submitFrom + SUBMIT_WINDOW_MS + RESUME_TIMEOUT_MS * 2;
    const submitting = Promise.all(
      main.map(async (sitting, i) => {
        await sleepUntil(submitFrom + (i / main.length) * SUBMIT_WINDOW_MS);
        return submitUntilAnswered(http, sitting, 200, () => Date.now() > giveUpAt);
      }),
    );
    await sleepUntil(submitFrom + SUBMIT_WINDOW_MS * 0.4);
    await disruption.down();
    const submittedBefore = main.filter((sitting) => sitting.submission).map((sitting) => ({ sitting, ack: sitting.submission! }));
    const acknowledgedAtSecond = acknowledgedNow(everyone);
    await sleep(1_500);
    await disruption.up();
    const submits = await submitting;
    const afterSubmits = await storedAttempts(
      env,
      main.map((sitting) => sitting.attemptId),
    );
    const changed = submittedBefore.filter(({ sitting, ack }) => {
      const row = afterSubmits.get(sitting.attemptId);
      return !row || row.status !== ack.status || row.submittedAt !== ack.submittedAt || row.objectiveScore === null;
    });
    const refusedSubmits = submits.filter((result) => !result.ok).map((result) => result.error);
    check(
      'every submission acknowledged before the second disruption is intact',
      changed.length === 0 && submittedBefore.length > 0 && submittedBefore.length < main.length,
      `${submittedBefore.length} of ${main.length} submissions acknowledged before it went down, the rest while or after it was down` +
        (changed.length > 0
          ? `; changed since: ${changed.map(({ sitting }) => sitting.username).join(', ')}`
          : '; all still submitted (0) with the same time and a score') +
        (submittedBefore.length === 0 || submittedBefore.length === main.length ? ' (the disruption missed the submissions: timing)' : ''),
    );
    check(
      'candidates whose submission was cut off submit again and are answered',
      refusedSubmits.length === 0 && submits.every((result) => result.data?.status === EXAM_STATUS.SUBMITTED),
      refusedSubmits.length > 0
        ? `refused: ${refusedSubmits.slice(0, 3).join('; ')}`
        : `all ${main.length} submissions answered with status submitted (0)`,
    );

    // 3. The end. Scoring runs a moment after each acknowledgement, and an attempt whose scoring a
    // crash cut off is scored by the deadline sweep (every 2 s) or its candidate's next submit:
    // give that a bounded while, then stop the server; everything it acknowledged is stored.
    const scoredBy = Date.now() + SCORED_WITHIN_MS;
    while (Date.now() < scoredBy) {
      const rows = await storedAttempts(
        env,
        everyone.map((sitting) => sitting.attemptId),
      );
      if (everyone.every((sitting) => rows.get(sitting.attemptId)?.objectiveScore != null)) break;
      await sleep(250);
    }
    await disruption.finish();
    disruption = null;
    const lostAtEnd = await lostSince(env, acknowledgedNow(everyone));
    const lostAtSecond = await lostSince(env, acknowledgedAtSecond);
    const finalRows = await storedAttempts(
      env,
      everyone.map((sitting) => sitting.attemptId),
    );
    const wrong = everyone.filter((sitting) => {
      const row = finalRows.get(sitting.attemptId);
      const expected = late.includes(sitting) ? EXAM_STATUS.EXPIRED : EXAM_STATUS.SUBMITTED;
      return !row || row.status !== expected || row.objectiveScore === null;
    });
    const total = everyone.reduce((sum, sitting) => sum + sitting.acks, 0);
    check(
      'at the end every acknowledged answer is stored',
      lostAtEnd === null && lostAtSecond === null,
      lostAtEnd ?? lostAtSecond ?? `${total} saves acknowledged in all; none lost`,
    );
    check(
      'every attempt is closed and scored',
      wrong.length === 0,
      wrong.length > 0
        ? `wrong status or unscored ${seconds(SCORED_WITHIN_MS)} after the last submission: ` +
            wrong
              .map((sitting) => {
                const row = finalRows.get(sitting.attemptId);
                return `${sitting.username} (status ${row?.status ?? 'missing'}, score ${row?.objectiveScore ?? 'none'})`;
              })
              .join(', ')
        : `${main.length} submitted (0), ${late.length} expired (5), all scored`,
    );
    return checks;
  } finally {
    client?.close();
    await disruption?.finish();
    await database.drop();
  }
}
