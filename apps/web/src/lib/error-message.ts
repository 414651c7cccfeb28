import { notify } from './notify';

/** docs/REQUIREMENTS.md §15: an error shows for 5 s and further ones are suppressed for the next 5 s. */
export const MESSAGE_DURATION_MS = 5000;
export const MESSAGE_SUPPRESSION_MS = 5000;

let lastShownAt = -Infinity;

export function showErrorOnce(text: string, now: number = Date.now()): boolean {
  if (now - lastShownAt < MESSAGE_SUPPRESSION_MS) return false;
  lastShownAt = now;
  notify().error({ content: text, duration: MESSAGE_DURATION_MS / 1000 });
  return true;
}

export function resetErrorSuppression() {
  lastShownAt = -Infinity;
}
