import {
  candidateSocketMessage,
  type CandidateSocketMessage,
  LIVE_CLOSE,
  LIVE_TIMING,
  type LiveSocketError,
  type MessageKey,
  PERMISSION,
  proctorSocketMessage,
  type ProctorSocketMessage,
  type ServerToCandidate,
  type ServerToProctor,
  translate,
} from '@kaoshi/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { precompiled } from '../../db/precompiled.js';
import { AppError } from '../../lib/app-error.js';
import { attemptTopic, publicationTopic, type SessionsEnded, sessionEndedFor, userTopic } from '../../lib/live-hub.js';
import { viewerMayAccess, viewerOf } from '../../plugins/access.js';
import type { Viewer } from '../../types.js';
import { hintProctors, recordIntegrityEvent } from '../attempts/index.js';
import { markAway, writePresence } from './presence.js';
import { proctorRooms, type ProctorRooms } from './proctor-rooms.js';

/** A connection that has not answered a ping by the next one is dead (a laptop lid, a lost network). */
const PING_INTERVAL_MS = 15_000;

/** One attempt's sockets on this instance and its last presence write (the write throttle is per attempt). */
interface AttemptPresence {
  sockets: number;
  lastWriteAt: number | null;
  /** The page's answered count at that write: a change is worth a new row for the proctors. */
  answered: number;
}

/** What every connection of one app shares. */
interface LiveSockets {
  app: FastifyInstance;
  presence: Map<number, AttemptPresence>;
  rooms: ProctorRooms;
  /** Close handlers still writing (status 1, proctor rows); the app waits for them when it closes. */
  leaving: Set<Promise<void>>;
}

/**
 * The live channel's WebSocket handler. A candidate's exam page names its attempt in its first
 * heartbeat; from then on it receives its attempt's and its publication's messages. A proctor's
 * page sends `watch` and receives its publication's candidate rows. Everything goes through
 * app.live, so sockets on any instance are reached. Frames are handled one at a time, in order.
 */
export function liveSocketHandler(app: FastifyInstance) {
  const shared: LiveSockets = { app, presence: new Map(), rooms: proctorRooms(app), leaving: new Set() };
  app.addHook('onClose', async () => {
    await Promise.allSettled([...shared.leaving]);
  });
  return (socket: WebSocket, request: FastifyRequest) => {
    new LiveConnection(shared, socket, request, viewerOf(request));
  };
}

interface CandidateBinding {
  attemptId: number;
  publicationId: number;
  lastTimeSentAt: number | null;
  unsubscribe: (() => void)[];
}

class LiveConnection {
  private candidate: CandidateBinding | null = null;
  private stopWatching: (() => void) | null = null;
  private queue: Promise<void> = Promise.resolve();
  private frameWindow = { startedAt: 0, count: 0 };
  private answeredPing = true;
  private readonly app: FastifyInstance;

  constructor(
    private readonly shared: LiveSockets,
    private readonly socket: WebSocket,
    private readonly request: FastifyRequest,
    private readonly viewer: Viewer,
  ) {
    this.app = shared.app;
    // Access is checked at the upgrade; a session ended later (sign-out, revoked, reset, locked) closes the socket too.
    const stopSessionWatch = this.app.live.subscribe(userTopic(viewer.userId), (message) => {
      if ((message as SessionsEnded).type === 'sessionsEnded' && sessionEndedFor(message as SessionsEnded, viewer.tokenHash)) {
        socket.close(LIVE_CLOSE.SESSION_ENDED, 'session ended');
      }
    });
    // A session that simply runs out closes its socket at that moment too (its next request would be refused).
    const stopExpiryTimer = atTime(viewer.sessionExpiresAt, () => socket.close(LIVE_CLOSE.SESSION_ENDED, 'session expired'));
    socket.on('message', (raw, isBinary) => this.enqueue(() => this.receive(raw, isBinary)));
    socket.on('pong', () => {
      this.answeredPing = true;
    });
    const pinger = setInterval(() => {
      if (!this.answeredPing) return socket.terminate();
      this.answeredPing = false;
      socket.ping();
    }, PING_INTERVAL_MS);
    socket.on('close', () => {
      clearInterval(pinger);
      stopSessionWatch();
      stopExpiryTimer();
      const done = this.queue
        .then(() => this.leave())
        .catch((error: unknown) => this.app.log.warn({ err: error }, 'live socket: leaving failed'));
      shared.leaving.add(done);
      void done.finally(() => shared.leaving.delete(done));
    });
  }

  private enqueue(task: () => Promise<void>) {
    this.queue = this.queue.then(task).catch((error: unknown) => this.refuse(error));
  }

  /** Frames are ServerToCandidate, ServerToProctor or LiveSocketError; hub messages pass as they came. */
  private send(frame: object) {
    this.sendText(JSON.stringify(frame));
  }

  private sendText(text: string) {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(text);
  }

  private sendError(code: LiveSocketError['code'], key: MessageKey) {
    this.send({ type: 'error', code, message: translate(this.request.lang, key) } satisfies LiveSocketError);
  }

  /** A frame's handling failed: the client hears why; the socket stays open. */
  private refuse(error: unknown) {
    if (error instanceof AppError) {
      this.send({ type: 'error', code: 'refused', message: error.localise(this.request.lang) } satisfies LiveSocketError);
      return;
    }
    this.app.log.error({ err: error }, 'live socket: frame failed');
    this.sendError('refused', 'serverError');
  }

  /** A misbehaving page cannot turn its socket into a stream of database writes. */
  private withinBudget(): boolean {
    const now = Date.now();
    if (now - this.frameWindow.startedAt >= LIVE_TIMING.FRAME_WINDOW_MS) this.frameWindow = { startedAt: now, count: 0 };
    this.frameWindow.count += 1;
    return this.frameWindow.count <= LIVE_TIMING.FRAME_BUDGET;
  }

  private async receive(raw: RawData, isBinary: boolean) {
    if (!this.withinBudget()) return this.sendError('tooMany', 'liveTooManyFrames');
    const message = isBinary ? null : parseFrame(raw);
    if (!message) return this.sendError('malformed', 'liveMalformedFrame');
    if (message.type === 'watch') return this.watch(message.publicationId);
    if (!(await this.bind(message.attemptId))) return;
    if (message.type === 'heartbeat') await this.heartbeat(this.candidate!, message.answered);
    // The attempts module hints the proctors itself (and submits past the tab-switch limit).
    else await recordIntegrityEvent(this.app, message.attemptId, message.kind, this.viewer.userId);
  }

  /** The first message naming an attempt ties the socket to it, if the attempt is the viewer's. */
  private async bind(attemptId: number): Promise<boolean> {
    if (this.candidate) {
      if (this.candidate.attemptId === attemptId) return true;
      this.sendError('otherAttempt', 'liveOtherAttempt');
      return false;
    }
    const [attempt] = (await attemptOwner(this.app.db, this.app.dialect, attemptId)).rows;
    if (!attempt || attempt.studentId !== this.viewer.userId) {
      this.socket.close(LIVE_CLOSE.FORBIDDEN, 'not your attempt');
      return false;
    }
    if (this.socket.readyState !== this.socket.OPEN) return false;
    const forward = (message: object) => this.forwardToCandidate(attempt.publicationId, attemptId, message);
    this.candidate = {
      attemptId,
      publicationId: attempt.publicationId,
      lastTimeSentAt: null,
      unsubscribe: [
        this.app.live.subscribe(attemptTopic(attemptId), forward),
        this.app.live.subscribe(publicationTopic(attempt.publicationId), forward),
      ],
    };
    const presence = this.shared.presence.get(attemptId) ?? { sockets: 0, lastWriteAt: null, answered: -1 };
    presence.sockets += 1;
    this.shared.presence.set(attemptId, presence);
    return true;
  }

  private forwardToCandidate(publicationId: number, attemptId: number, message: object) {
    this.send(message);
    // Extra time and a longer window move the deadline in the proctors' row, and their senders do
    // not tell the proctors: the instance holding the candidate's socket does. (Hub 'time'
    // messages come only from deadline changes; heartbeat replies do not pass through the hub.)
    const { type } = message as Partial<ServerToCandidate>;
    if (type === 'extraTime' || type === 'time') hintProctors(this.app, publicationId, attemptId);
  }

  /**
   * Presence is written at most every PRESENCE_WRITE_MS per attempt; proctors hear of it when
   * they could see a difference (back online, resumed, progress), through a hint that only the
   * instances where someone watches the exam turn into a row (thousands of candidates send
   * heartbeats; usually a handful of proctors watch). The reply corrects the page's clock, at
   * most every TIME_SYNC_MS.
   */
  private async heartbeat(binding: CandidateBinding, answered: number) {
    const { attemptId, publicationId } = binding;
    const now = this.app.clock.now();
    const presence = this.shared.presence.get(attemptId);
    if (presence && (presence.lastWriteAt === null || now - presence.lastWriteAt >= LIVE_TIMING.PRESENCE_WRITE_MS)) {
      const wasOffline = presence.lastWriteAt === null || now - presence.lastWriteAt > LIVE_TIMING.ONLINE_WINDOW_MS;
      const outcome = await writePresence(this.app, attemptId, now);
      const visible = outcome === 'resumed' || (outcome === 'seen' && (wasOffline || answered !== presence.answered));
      presence.lastWriteAt = now;
      presence.answered = answered;
      if (visible) hintProctors(this.app, publicationId, attemptId);
    }
    if (binding.lastTimeSentAt === null || now - binding.lastTimeSentAt >= LIVE_TIMING.TIME_SYNC_MS) {
      const [attempt] = (await attemptDeadline(this.app.db, this.app.dialect, attemptId)).rows;
      if (!attempt) return;
      binding.lastTimeSentAt = now;
      this.send({ type: 'time', serverNow: this.app.clock.now(), deadlineAt: attempt.deadlineAt } satisfies ServerToCandidate);
    }
  }

  private watch(publicationId: number) {
    if (!viewerMayAccess(this.viewer, { permission: PERMISSION.MARKING_PAPERS })) {
      this.socket.close(LIVE_CLOSE.FORBIDDEN, 'MARKINGPAPERS needed');
      return;
    }
    this.stopWatching?.();
    this.stopWatching = this.shared.rooms.join(publicationId, (text) => this.sendText(text));
    this.send({ type: 'serverTime', serverNow: this.app.clock.now() } satisfies ServerToProctor);
  }

  /** The socket closed: nothing more to forward; the candidate's last socket leaving means away. */
  private async leave() {
    this.stopWatching?.();
    const binding = this.candidate;
    if (!binding) return;
    for (const unsubscribe of binding.unsubscribe) unsubscribe();
    const presence = this.shared.presence.get(binding.attemptId);
    if (presence) {
      presence.sockets -= 1;
      if (presence.sockets > 0) return;
      this.shared.presence.delete(binding.attemptId);
    }
    if (await markAway(this.app, binding.attemptId)) hintProctors(this.app, binding.publicationId, binding.attemptId);
  }
}

/** setTimeout's longest delay (about 24.8 days); a later moment is reached in steps. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

/** Runs `action` once the wall clock reaches `at` (sessions expire on Date.now()); returns a cancel. */
function atTime(at: number, action: () => void): () => void {
  let timer: NodeJS.Timeout;
  const arm = () => {
    const wait = at - Date.now();
    if (wait <= 0) return action();
    timer = setTimeout(arm, Math.min(wait, LONGEST_TIMEOUT_MS));
  };
  arm();
  return () => clearTimeout(timer);
}

/**
 * The socket's reads, compiled once (db/precompiled.ts): every candidate's socket binds in the
 * start burst, and ten thousand sockets ask for the deadline every TIME_SYNC_MS.
 */
const attemptOwner = precompiled((db, _dialect, attemptId: number) =>
  db.selectFrom('attempts').select(['studentId', 'publicationId']).where('id', '=', attemptId),
);
const attemptDeadline = precompiled((db, _dialect, attemptId: number) =>
  db.selectFrom('attempts').select('deadlineAt').where('id', '=', attemptId),
);

function parseFrame(raw: RawData): CandidateSocketMessage | ProctorSocketMessage | null {
  let data: unknown;
  try {
    data = JSON.parse(raw.toString());
  } catch {
    return null;
  }
  const candidate = candidateSocketMessage.safeParse(data);
  if (candidate.success) return candidate.data;
  const proctor = proctorSocketMessage.safeParse(data);
  return proctor.success ? proctor.data : null;
}
