import { z } from 'zod';
import { momentFilter, requiredId } from './common.js';
import { type ExamStatus, INTEGRITY_EVENTS, type IntegrityEvent } from './attempts.js';

export * from './live-timing.js';

/**
 * The live channel (docs/REQUIREMENTS.md §8.5): one WebSocket at API.liveSocket, authenticated by the
 * token (cookie, or `?token=` where a cookie cannot be sent). Messages are JSON objects with a
 * `type`. With REDIS_URL set they fan out through Redis, so any instance serves any candidate.
 */

/** Candidate → server. */
export const candidateSocketMessage = z.discriminatedUnion('type', [
  /** Every few seconds while the exam page is open: presence and progress. */
  z.object({
    type: z.literal('heartbeat'),
    attemptId: requiredId,
    answered: z.number().int().min(0).max(1000),
    current: z.number().int().min(0).max(1000),
  }),
  z.object({ type: z.literal('integrity'), attemptId: requiredId, kind: z.enum(INTEGRITY_EVENTS) }),
]);
export type CandidateSocketMessage = z.infer<typeof candidateSocketMessage>;

/** Proctor → server: follow one publication's candidates. */
export const proctorSocketMessage = z.object({ type: z.literal('watch'), publicationId: requiredId });
export type ProctorSocketMessage = z.infer<typeof proctorSocketMessage>;

/** Server → candidate. */
export type ServerToCandidate =
  | { type: 'time'; serverNow: number; deadlineAt: number }
  | { type: 'message'; text: string; from: string; at: number }
  | { type: 'extraTime'; minutes: number; deadlineAt: number; serverNow: number }
  | { type: 'forceSubmit'; reason: string }
  | { type: 'submitted'; status: ExamStatus };

/**
 * Server → proctor: candidates' rows that changed (or appeared), read together at `readAt` (server
 * time; at the opening of a large exam, hundreds a frame); or, in answer to `watch`, the server's
 * time when the watch began.
 */
export type ServerToProctor =
  { type: 'candidates'; candidates: LiveCandidate[]; readAt: number } | { type: 'serverTime'; serverNow: number };

/** One row of the live view in examinationSituation. */
export interface LiveCandidate {
  studentId: number;
  username: string;
  name: string;
  className: string | null;
  attemptId: number | null;
  status: ExamStatus;
  online: boolean;
  answeredCount: number;
  questionCount: number;
  deadlineAt: number | null;
  lastSeenAt: number | null;
  eventCount: number;
  /**
   * Departures from the page the tab-switch limit is held to (the attempt's count, as the
   * candidate's page shows it; 0 again after the proctor lets them back in).
   */
  departures: number;
  /** How often the exam page was loaded again for the started attempt (reload, reopened tab, crash): never a departure. */
  reloads: number;
  /** When the latest integrity event was recorded (server time; null: none), counted or not. */
  lastEventAt: number | null;
  /** The admission ticket's room and seat (null without a ticket) and when the candidate checked in. */
  roomId: number | null;
  roomName: string | null;
  seat: number | null;
  checkedInAt: number | null;
}
/**
 * A publication's candidates as read at `readAt` (server time). Proctors asking within a few
 * seconds of each other share one reading, so `readAt` can be earlier than the request: a pushed
 * row read at or after `readAt` is the newer. `serverNow` is the server's time when it answered.
 */
export interface LiveView {
  serverNow: number;
  readAt: number;
  publicationId: number;
  candidates: LiveCandidate[];
}
/**
 * `readAfter` (server time): only a reading made after this moment will do, as when a watch has
 * just begun and the rows pushed before it were not this page's.
 */
export const liveViewQuery = z.object({ publicationId: requiredId, readAfter: momentFilter });
export const attemptEventsQuery = z.object({ attemptId: requiredId });
export type AttemptEvents = IntegrityEvent[];

const reason = z.string().trim().min(1).max(500);
/** POST proctorMessage: to one attempt, or to every candidate of the publication (attemptId null). */
export const proctorMessageBody = z.object({
  publicationId: requiredId,
  attemptId: z.preprocess((v) => (v === '' || v === undefined ? null : v), requiredId.nullable()),
  text: z.string().trim().min(1).max(1000),
});
/** POST forceSubmit: the proctor submits a candidate's attempt now. */
export const forceSubmitBody = z.object({ attemptId: requiredId, reason });
/** POST allowReentry: reopens a submitted or expired attempt until its deadline (or a new one given with extra time). */
export const allowReentryBody = z.object({ attemptId: requiredId, reason, minutes: z.coerce.number().int().min(0).max(600).default(0) });

/** Server → any client: a frame the server refused; the socket stays open. */
export interface LiveSocketError {
  type: 'error';
  code: 'malformed' | 'otherAttempt' | 'tooMany' | 'refused';
  message: string;
}

/** POST proctorMessage's answer: when the message was sent. */
export interface ProctorMessageAck {
  at: number;
}

export type ProctorMessageBody = z.infer<typeof proctorMessageBody>;
export type ForceSubmitBody = z.infer<typeof forceSubmitBody>;
export type AllowReentryBody = z.infer<typeof allowReentryBody>;
