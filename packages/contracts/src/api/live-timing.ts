/** The live channel's close codes and timings, kept apart from its message schemas so the exam page loads them without zod. */

/**
 * Close codes of the live socket (4000–4999 belong to the application): 4403 the first
 * message named an attempt that is not the viewer's, or a watch without MARKINGPAPERS; 4401 the
 * socket's session ended (signed out, revoked by an administrator, password reset, user locked).
 * An upgrade without a valid token is refused before the socket opens (HTTP 401).
 */
export const LIVE_CLOSE = { FORBIDDEN: 4403, SESSION_ENDED: 4401 } as const;

/** The live channel's timings: how often a client speaks and how the server throttles. */
export const LIVE_TIMING = {
  /** The exam page sends a heartbeat this often. */
  HEARTBEAT_MS: 5_000,
  /** A candidate is online when their last heartbeat is this recent and the attempt is in progress. */
  ONLINE_WINDOW_MS: 20_000,
  /** Presence is written to the database at most this often per attempt. */
  PRESENCE_WRITE_MS: 10_000,
  /** A heartbeat is answered with the server's time at most this often. */
  TIME_SYNC_MS: 30_000,
  /**
   * Frames beyond this many per window are refused with an error frame (per socket); the same
   * budget holds for integrity events per attempt and kind, whichever way they come (socket or HTTP).
   */
  FRAME_BUDGET: 30,
  FRAME_WINDOW_MS: 10_000,
  /** Integrity events of one kind closer together than this (server time) are kept as one. */
  INTEGRITY_COALESCE_MS: 1_000,
} as const;
