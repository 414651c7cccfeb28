/**
 * One exam-day run (main.ts runs one, or a ladder of them): N candidates check in, start within
 * the same ten seconds, answer a 100-question paper with think time, and finish at the same
 * deadline, against real server processes over HTTP and WebSocket; then the database is checked
 * against every acknowledgement. The floor (fsync rate, bare endpoint, single-row upserts) is
 * measured and printed first, before the data set is made, so that every figure after it can be
 * read against the machine of that moment.
 */
import { API, OPTION_KEYS } from '@kaoshi/contracts';
import {
  type CandidateOutcome,
  CAPTCHA_CODE,
  CONNECTION_WAIT,
  type ExamDayOptions,
  type ExamDayTarget,
  JsonClient,
  Metrics,
  OFFLINE_SAVES,
  onInterrupt,
  logIn,
  type ProctorReceived,
  playCandidate,
  watchAsProctor,
  reservePorts,
  serverShare,
  START_OPERATION,
  startServerProcess,
} from '@kaoshi/exam-load';
import { type Cluster, startCluster } from './cluster.js';
import { closedLoop, describeFsync, type Floor, measureFloor } from './floor.js';
import { printReport, type RunSummary } from './report.js';
import {
  checkAcknowledged,
  checkAttempts,
  createBenchDatabase,
  keepPlannerStatistics,
  scheduleExam,
  seededRandom,
  seedExamDay,
  waitForAllClosed,
} from '@kaoshi/server/testing/exam-day';

const SERVER_POOL_SIZE = 10;

export type Log = (line: string) => void;

export function printFloor(floor: Floor, log: Log) {
  log(`floor: disk ${describeFsync(floor.fsync)}`);
  log(
    `floor: bare Fastify endpoint ${floor.bareFastifyRps.toFixed(0)} requests/s; single-row durable upserts ${floor.upsertsPerSecond.toFixed(0)}/s` +
      (floor.pooledUpsertsPerSecond ? ` (${floor.pooledUpsertsPerSecond.toFixed(0)}/s on a pool of ${SERVER_POOL_SIZE})` : ''),
  );
}

export async function runExamDay(options: ExamDayOptions, log: Log): Promise<RunSummary> {
  // floor, proxy, then one port per instance: free ones, or the given ones checked free.
  const [floorPort, proxyPort, ...instancePorts] = await reservePorts(2 + options.instances, options.basePort ?? undefined);
  const database = await createBenchDatabase(options);
  const forget = onInterrupt(() => database.drop());
  let cluster: Cluster | null = null;
  let stopStatistics = () => {};
  try {
    log('floor first: fsync rate, bare Fastify endpoint, single-row upserts');
    const floor = await measureFloor({
      port: floorPort!,
      connections: options.connections,
      databaseUrl: database.serverEnv.DATABASE_URL || undefined,
      poolSize: SERVER_POOL_SIZE,
      seconds: options.floorSeconds,
    });
    printFloor(floor, log);
    const setupStarted = Date.now();
    const data = await seedExamDay(database.db, options);
    stopStatistics = await keepPlannerStatistics(database.db, options.db, log);
    log(`data set ready in ${((Date.now() - setupStarted) / 1000).toFixed(1)} s: ${database.describe}`);

    const serverEnv: Record<string, string> = {
      ...database.serverEnv,
      CAPTCHA_FIXED: CAPTCHA_CODE,
      // The server prints its group commit's batch and commit (fsync) times when it stops.
      COMMIT_STATS: '1',
      // Each response says how long the server took for it: the report sets that beside each latency.
      SERVER_TIMING: '1',
      // The pool the floor's pooled upserts were measured with (PostgreSQL).
      DATABASE_POOL_SIZE: String(SERVER_POOL_SIZE),
      // Every simulated candidate comes from 127.0.0.1: the per-address login and captcha limits
      // would stop a real centre's candidates only if they all shared one address, as they do here.
      LOGIN_IP_LIMIT_PER_MINUTE: '1000000',
      CAPTCHA_IP_LIMIT_PER_MINUTE: '1000000',
    };
    if (options.instances > 1) {
      serverEnv.REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
      cluster = await startCluster({ env: serverEnv, proxyPort: proxyPort!, instancePorts });
    } else {
      const server = await startServerProcess({ port: instancePorts[0]!, env: serverEnv, label: 'server' });
      cluster = { url: server.url, servers: [server], stop: server.stop };
    }
    const servers = cluster.servers;
    const metrics = new Metrics(() => servers.map((server) => server.pid), database.walFile);
    const client = new JsonClient(cluster.url, options.connections);
    const socketUrl = `${cluster.url.replace(/^http/, 'ws')}${API.liveSocket}`;
    log(`${servers.length} server process(es) up; load goes to ${cluster.url}`);

    // Saturation probe: a few candidates saving as fast as answers are acknowledged, so the
    // answer-save rate can be set against the floor measured above.
    metrics.beginPhase('probe');
    const probeOutcomes: CandidateOutcome[] = [];
    const probeSittings = await Promise.all(
      data.probeCandidates.map(async (username) => {
        const token = await logIn(client, username, data.passwordDigest);
        const start = await client.call<{ attemptId: number; order: { questionId: number; options: number[] }[] }>(
          'POST',
          API.startAttempt,
          token,
          { publicationId: data.probePublicationId },
        );
        if (!start.ok) throw new Error(`probe start failed: ${start.error}`);
        const outcome: CandidateOutcome = { username, attemptId: start.data!.attemptId, acknowledged: new Map(), submitted: false };
        probeOutcomes.push(outcome);
        return { token, session: start.data!, seq: 0, outcome };
      }),
    );
    const probe = await closedLoop(options.probeSeconds, probeSittings.length, async (n) => {
      const sitting = probeSittings[n % probeSittings.length]!;
      const question = sitting.session.order[sitting.seq % sitting.session.order.length]!;
      const seq = ++sitting.seq;
      const choices = [OPTION_KEYS[seq % question.options.length]!];
      const result = await client.call<{ seq: number }>('POST', API.saveAnswer, sitting.token, {
        attemptId: sitting.session.attemptId,
        questionId: question.questionId,
        seq,
        answer: { choices },
        flagged: false,
      });
      metrics.record('save (closed loop)', result.ms, result.error);
      if (result.ok && result.data!.seq === seq) sitting.outcome.acknowledged.set(question.questionId, { seq, choices: choices.join(',') });
      return result.ok;
    });
    await Promise.all(
      probeSittings.map((sitting) => client.call('POST', API.submitAttempt, sitting.token, { attemptId: sitting.session.attemptId })),
    );
    metrics.endPhase('probe');
    log(`probe: ${probe.perSecond.toFixed(0)} saves/s at ${probeSittings.length} in flight`);

    // The day's timetable: check-in, the opening minute, answering, the shared deadline.
    const checkInFrom = Date.now() + 2_000;
    const opensAt = checkInFrom + options.checkInSeconds * 1000;
    const answeringMs = options.questions * options.thinkSeconds * 1000;
    const deadlineAt =
      Math.ceil((opensAt + (options.startWindowSeconds + options.endWindowSeconds + 20) * 1000 + answeringMs) / 1000) * 1000;
    await scheduleExam(database.db, data.publicationId, opensAt, deadlineAt);
    log(
      `check-in over ${options.checkInSeconds} s; the exam opens at ${new Date(opensAt).toISOString().slice(11, 19)} and ends at ${new Date(deadlineAt).toISOString().slice(11, 19)}`,
    );

    const random = seededRandom(options.seed);
    const order = data.candidates.map((username) => ({ username, key: random() })).sort((a, b) => a.key - b.key);
    let startsPending = order.length;
    let allStarted: () => void = () => {};
    const startsDone = new Promise<void>((resolve) => {
      allStarted = resolve;
    });
    const target: ExamDayTarget = {
      client,
      socketUrl,
      publicationId: data.publicationId,
      passwordDigest: data.passwordDigest,
      metrics,
      deadlineAt,
      reachedStart: () => {
        if (--startsPending === 0) allStarted();
      },
    };
    const lastOfflineStart = Math.max(0, options.questions - OFFLINE_SAVES - 1);
    const plans = order.map(({ username }, i) => {
      const own = seededRandom(options.seed * 1_000_003 + i);
      return {
        username,
        loginAt: checkInFrom + ((i + own()) / order.length) * options.checkInSeconds * 1000,
        startAt: opensAt + own() * options.startWindowSeconds * 1000,
        thinkMs: options.thinkSeconds * 1000,
        submitAt:
          own() < options.serverSubmitShare
            ? null
            : deadlineAt - options.endWindowSeconds * 1000 + own() * (options.endWindowSeconds - 2) * 1000,
        offlineAt: own() < options.offlineShare && lastOfflineStart >= 1 ? 1 + Math.floor(own() * lastOfflineStart) : null,
        changeShare: options.changeShare,
        random: own,
      };
    });

    metrics.beginPhase('check-in');
    // The proctors' live pages are open before the first candidate signs in and stay open to the end.
    const watches = await Promise.all(data.proctors.map((username) => watchAsProctor(target, username)));
    const playing = Promise.all(plans.map((plan) => playCandidate(target, plan)));
    await new Promise((resolve) => setTimeout(resolve, opensAt - Date.now()));
    metrics.endPhase('check-in');
    metrics.beginPhase('start');
    log('the exam opens: start burst');
    await startsDone;
    metrics.endPhase('start');
    log(describeBurst(metrics));
    metrics.beginPhase('answering');
    log('every candidate has started (or failed to): answering');
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, deadlineAt - options.endWindowSeconds * 1000 - Date.now())));
    metrics.endPhase('answering');
    metrics.beginPhase('end');
    log('the last 30 seconds: submissions, then the deadline sweep');
    const outcomes = await playing;
    const stillOpen = await waitForAllClosed(database.db, data.publicationId, deadlineAt + 180_000);
    metrics.endPhase('end');
    log(`every candidate is done; ${stillOpen} attempt(s) still open${stillOpen > 0 ? ' after 3 minutes' : ''}`);
    const watched = await Promise.all(watches.map((watch) => watch.stop()));
    if (watched.length > 0) log(describeProctors(watched));
    client.close();
    metrics.stop();
    await cluster.stop();
    cluster = null;

    log('verifying against the database');
    const acknowledged = await checkAcknowledged(database.db, [...outcomes, ...probeOutcomes]);
    const attempts = await checkAttempts(database.db, data.publicationId, deadlineAt);
    return printReport({
      options,
      floor,
      probeSavesPerSecond: probe.perSecond,
      metrics,
      outcomes,
      acknowledged,
      attempts,
      database: database.describe,
    });
  } finally {
    stopStatistics();
    await cluster?.stop();
    forget();
    await database.drop();
  }
}

/** The start burst by second, the candidates' latency beside the server's own (Metrics.burstTimeline). */
function describeBurst(metrics: Metrics): string {
  const own = new Map(metrics.burstTimeline(serverShare(START_OPERATION)).map((row) => [row.second, row]));
  // Every call's wait for one of the generator's connections, by the second it began in.
  const connection = new Map(metrics.burstTimeline(CONNECTION_WAIT).map((row) => [row.second, row]));
  const lines = metrics.burstTimeline(START_OPERATION).map((row) => {
    const server = own.get(row.second);
    const waited = connection.get(row.second);
    const ms = (value: number) => value.toFixed(0);
    return (
      `  ${row.second} s: ${row.calls} starts, p50 / p99 / max ${ms(row.p50)} / ${ms(row.p99)} / ${ms(row.max)} ms` +
      (server ? ` (the server's own p99 ${ms(server.p99)} ms)` : '') +
      (waited ? `; calls' wait for a connection p50 / p99 ${ms(waited.p50)} / ${ms(waited.p99)} ms` : '')
    );
  });
  const phase = metrics.phaseSummaries().find((summary) => summary.phase === 'start');
  if (phase)
    lines.push(
      `  the burst: ${phase.seconds.toFixed(1)} s, server CPU ${phase.serverCpuCores.toFixed(2)} cores, load generator CPU ${phase.generatorCpuCores.toFixed(2)}, its loop delay p99 / max ${phase.generatorLoopDelayP99Ms.toFixed(0)} / ${phase.generatorLoopDelayMaxMs.toFixed(0)} ms`,
    );
  return [`${START_OPERATION} by the second of the burst each began in:`, ...lines].join('\n');
}

/** One line for all the proctors' pages: each received the same rows, so a spread means one fell behind. */
function describeProctors(watched: readonly ProctorReceived[]): string {
  const range = (values: number[]) => {
    const low = Math.min(...values);
    const high = Math.max(...values);
    return low === high ? `${low}` : `${low}–${high}`;
  };
  const rows = range(watched.map((one) => one.rowsPushed));
  const frames = range(watched.map((one) => one.rowFrames));
  const views = range(watched.map((one) => one.viewsFetched));
  return `${watched.length} proctors' live pages: each received ${rows} candidate rows in ${frames} frames and fetched the whole view ${views} times`;
}
