/**
 * An attempt's deadline (docs/REQUIREMENTS.md §8.3): the earlier of start + duration
 * and the window's end, plus any extra time a proctor gave (which may run past the window).
 * Recomputed whenever the window is extended or extra time is given.
 */
export function attemptDeadline(window: { endsAt: number; durationMinutes: number }, startedAt: number, extraMs = 0): number {
  return Math.min(startedAt + window.durationMinutes * 60_000, window.endsAt) + extraMs;
}
