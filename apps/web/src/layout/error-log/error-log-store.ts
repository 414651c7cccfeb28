import { createStore } from '../../lib/store';
import { isFormValidationOutcome } from '../../lib/validated-values';

/** docs/REQUIREMENTS.md §4.4: an error log entry: err, vm (where it happened), info, url. */
export interface ErrorLogEntry {
  err: { message: string; stack?: string };
  vm: string;
  info: string;
  url: string;
  time: number;
}

const MAX_ENTRIES = 100;

export const errorLog = createStore<ErrorLogEntry[]>([]);

/** docs/REQUIREMENTS.md §4.4: errors are logged only when production error logging is on. */
export const errorLogEnabled = () => import.meta.env.PROD;

/**
 * Text a reader can act on for anything thrown: an Error's message, an object's own `message`,
 * otherwise the object as JSON ("[object Object]" says nothing).
 */
export function describeError(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  if (typeof error === 'string') return { message: error };
  const own = (error as { message?: unknown } | null)?.message;
  if (typeof own === 'string' && own !== '') return { message: own };
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    return { message: String(error) };
  }
}

export function logError(error: unknown, vm: string, info = '') {
  if (!errorLogEnabled()) return;
  const entry: ErrorLogEntry = { err: describeError(error), vm, info, url: window.location.href, time: Date.now() };
  errorLog.set((entries) => [entry, ...entries].slice(0, MAX_ENTRIES));
}

export const clearErrorLog = () => errorLog.set([]);

/**
 * Uncaught errors and rejected promises anywhere in the page go to the log too. A form that
 * refused to submit (antd rejects with the fields to fix, already shown beside them) is the
 * form working, not a fault: forms read their values through validatedValues, and any such
 * rejection that still escapes is left out here.
 */
export function captureGlobalErrors() {
  if (!errorLogEnabled()) return;
  window.addEventListener('error', (event) => logError(event.error ?? event.message, 'window', event.filename ?? ''));
  window.addEventListener('unhandledrejection', (event) => {
    if (isFormValidationOutcome(event.reason)) return;
    logError(event.reason, 'promise');
  });
}
