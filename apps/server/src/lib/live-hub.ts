/**
 * Messages to people connected to the live channel, by topic: `attempt:<id>` reaches that
 * candidate's exam page, `publication:<id>` every candidate of a publication, and
 * `proctor:<publicationId>` the proctors watching it. Services publish here without knowing
 * where the sockets are: in process by default, through Redis when REDIS_URL is set
 * (modules/live), so several server instances serve one exam.
 */
export interface LiveHub {
  publish(topic: string, message: object): void;
  /** Returns the unsubscribe function. */
  subscribe(topic: string, listener: (message: object) => void): () => void;
  close(): Promise<void>;
}

export const attemptTopic = (attemptId: number) => `attempt:${attemptId}`;
export const publicationTopic = (publicationId: number) => `publication:${publicationId}`;
export const proctorTopic = (publicationId: number) => `proctor:${publicationId}`;

/**
 * A hint on a proctor topic that one candidate's row changed: by attempt (started, answered an
 * integrity check, submitted) or by student (checked in at the door, perhaps before any attempt).
 * The live module reloads the row itself, so whoever hints decides nothing of what proctors see.
 */
export type ProctorHint = { type: 'candidate-changed'; attemptId: number } | { type: 'student-changed'; studentId: number };
/** A user's open sockets: told when sessions end, so a revoked token keeps no socket open. */
export const userTopic = (userId: number) => `user:${userId}`;

/**
 * Sessions of a user ended: `only` names the one session (sign-out), `keep` the one that stays
 * (ending one's own other sessions); neither: all of them. Token hashes, never tokens.
 */
export interface SessionsEnded {
  type: 'sessionsEnded';
  only?: string;
  keep?: string;
}

export function sessionEndedFor(message: SessionsEnded, tokenHash: string): boolean {
  if (message.only !== undefined) return message.only === tokenHash;
  return message.keep !== tokenHash;
}

/** One process: listeners are called directly. */
export function memoryLiveHub(): LiveHub {
  const listeners = new Map<string, Set<(message: object) => void>>();
  return {
    publish(topic, message) {
      for (const listener of listeners.get(topic) ?? []) listener(message);
    },
    subscribe(topic, listener) {
      const set = listeners.get(topic) ?? new Set();
      set.add(listener);
      listeners.set(topic, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(topic);
      };
    },
    close: async () => listeners.clear(),
  };
}
